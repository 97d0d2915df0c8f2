/* A switch on a constant is a jump after sparse's simplify_switch(),
 * and a local an asm statement writes holds an unknown value: the
 * kernel's xadd() (a switch on sizeof, the result an asm output) under
 * queued_read_lock()'s test (6.12's kernel/locking/spinlock.c). */
#define __acquires(x)	__attribute__((context(x,0,1)))
void slowpath(int *l);
void bad_size(void);

static inline int xadd(int *p, int i)
{
	int r = i;
	switch (sizeof(*p)) {
	case 1:
		asm volatile("xaddb %0, %1" : "+q" (r), "+m" (*p));
		break;
	case 4:
		asm volatile("xaddl %0, %1" : "+r" (r), "+m" (*p));
		break;
	case 8:
		asm volatile("xaddq %0, %1" : "+r" (r), "+m" (*p));
		break;
	default:
		bad_size();
	}
	return r;
}

static inline void read_lock(int *l)
{
	int cnts = 512 + xadd(l, 512);
	if (__builtin_expect(!(cnts & 511), 1))
		return;
	slowpath(l);
}

void _read_lock(int *l);
void _read_lock(int *l)
{
	__context__(l, 1);
	read_lock(l);
}

static inline unsigned long read_lock_irqsave(int *l)
{
	unsigned long flags;
	asm volatile("pushf ; pop %0" : "=rm" (flags));
	__context__(l, 1);
	read_lock(l);
	return flags;
}

unsigned long _read_lock_irqsave(int *l);
unsigned long _read_lock_irqsave(int *l)
{
	return read_lock_irqsave(l);
}

int pick(int *l, int k)
{
	switch (3) {
	case 1:
		__context__(l, 1);
		break;
	case 2 ... 4:
		break;
	default:
		__context__(l, -1);
	}
	/* the case taken is a forwarder: its jump goes where it went */
	__context__(l, 1);
	return k;
}
