/* Linux 2.6's spinlocks before 2.6.33: spin_lock() and spin_unlock() are
 * macros over the out-of-line _spin_lock() and _spin_unlock(). */
typedef struct { int slock; } spinlock_t;
void _spin_lock(spinlock_t *lock);
void _spin_unlock(spinlock_t *lock);
#define spin_lock(lock)		_spin_lock(lock)
#define spin_unlock(lock)	_spin_unlock(lock)
