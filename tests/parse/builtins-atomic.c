// The __sync_* and __atomic_* builtins (generic over the pointed-to type),
// the __ATOMIC_* memory orders, and C11 _Atomic objects with their compound
// operators, as the kernel's atomic and cmpxchg headers use them.  No
// diagnostics.
#define CHECK(e) _Static_assert(e, #e)
#define SAME(a, b) CHECK(__builtin_types_compatible_p(a, b))

CHECK(__ATOMIC_RELAXED == 0 && __ATOMIC_CONSUME == 1 && __ATOMIC_ACQUIRE == 2);
CHECK(__ATOMIC_RELEASE == 3 && __ATOMIC_ACQ_REL == 4 && __ATOMIC_SEQ_CST == 5);

long sync_ops(int *ip, long *lp, unsigned char *cp, void **pp)
{
	long r = 0;
	r += __sync_fetch_and_add(ip, 1);
	r += __sync_fetch_and_sub(lp, 2L);
	r += __sync_fetch_and_or(cp, 1);
	r += __sync_fetch_and_and(ip, ~1);
	r += __sync_fetch_and_xor(lp, 3);
	r += __sync_fetch_and_nand(ip, 0);
	r += __sync_add_and_fetch(ip, 1);
	r += __sync_sub_and_fetch(lp, 1);
	r += __sync_or_and_fetch(cp, 2);
	r += __sync_and_and_fetch(ip, 3);
	r += __sync_xor_and_fetch(lp, 4);
	r += __sync_nand_and_fetch(cp, 5);
	r += __sync_bool_compare_and_swap(ip, 0, 1);
	r += __sync_val_compare_and_swap(lp, 0L, 1L);
	r += (long)__sync_val_compare_and_swap(pp, (void *)0, (void *)ip);
	r += __sync_lock_test_and_set(ip, 1);
	__sync_lock_release(ip);
	__sync_synchronize();
	SAME(__typeof__(__sync_fetch_and_add(cp, 1)), unsigned char);
	SAME(__typeof__(__sync_val_compare_and_swap(lp, 0, 1)), long);
	SAME(__typeof__(__sync_bool_compare_and_swap(lp, 0, 1)), _Bool);
	return r;
}

struct big { long a, b; };
long atomic_ops(int *ip, long *lp, struct big *bp, int **ipp)
{
	long r = 0;
	int v = 1, expected = 0;
	struct big b, b2 = { 1, 2 };
	r += __atomic_load_n(ip, __ATOMIC_ACQUIRE);
	__atomic_store_n(lp, 5L, __ATOMIC_RELEASE);
	__atomic_load(bp, &b, __ATOMIC_SEQ_CST);
	__atomic_store(bp, &b2, __ATOMIC_SEQ_CST);
	r += __atomic_exchange_n(ip, 2, __ATOMIC_ACQ_REL);
	__atomic_exchange(bp, &b2, &b, __ATOMIC_SEQ_CST);
	r += __atomic_compare_exchange_n(ip, &expected, v, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED);
	r += __atomic_compare_exchange_n(ip, &expected, v, 1, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE);
	r += __atomic_compare_exchange(bp, &b, &b2, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
	r += __atomic_add_fetch(ip, 1, __ATOMIC_RELAXED);
	r += __atomic_sub_fetch(lp, 1, __ATOMIC_RELAXED);
	r += __atomic_and_fetch(ip, 1, __ATOMIC_RELAXED);
	r += __atomic_xor_fetch(ip, 1, __ATOMIC_RELAXED);
	r += __atomic_or_fetch(ip, 1, __ATOMIC_RELAXED);
	r += __atomic_nand_fetch(ip, 1, __ATOMIC_RELAXED);
	r += __atomic_fetch_add(ip, 1, __ATOMIC_RELAXED);
	r += __atomic_fetch_sub(lp, 1, __ATOMIC_RELAXED);
	r += __atomic_fetch_and(ip, 1, __ATOMIC_RELAXED);
	r += __atomic_fetch_xor(ip, 1, __ATOMIC_RELAXED);
	r += __atomic_fetch_or(ip, 1, __ATOMIC_RELAXED);
	r += __atomic_fetch_nand(ip, 1, __ATOMIC_RELAXED);
	r += (long)__atomic_fetch_add(ipp, 1, __ATOMIC_RELAXED);	/* pointer: by bytes */
	r += __atomic_test_and_set(&v, __ATOMIC_SEQ_CST);
	__atomic_clear((_Bool *)&v, __ATOMIC_SEQ_CST);
	__atomic_thread_fence(__ATOMIC_SEQ_CST);
	__atomic_signal_fence(__ATOMIC_ACQ_REL);
	r += __atomic_always_lock_free(sizeof(long), 0);
	r += __atomic_is_lock_free(sizeof(struct big), bp);
	SAME(__typeof__(__atomic_load_n(lp, 0)), long);
	SAME(__typeof__(__atomic_fetch_add(ipp, 1, 0)), int *);
	SAME(__typeof__(__atomic_compare_exchange_n(ip, &expected, 1, 0, 5, 5)), _Bool);
	CHECK(__atomic_always_lock_free(8, 0));
	return r + b.a + b2.b;
}

/* C11 _Atomic objects */
_Atomic int counter;
_Atomic(long) lcounter = 5;
struct with_atomic { _Atomic unsigned flags; _Atomic(struct big *) next; };
int c11_atomics(struct with_atomic *w)
{
	counter++;
	--counter;
	counter += 2;
	counter |= 4;
	lcounter *= 3;
	w->flags &= ~1u;
	w->next = 0;
	int v = counter;
	return v + (int)lcounter + (int)w->flags + (w->next == 0);
}
CHECK(sizeof(_Atomic(struct big)) == 16);
CHECK(_Alignof(_Atomic(struct big)) == 16);	/* gcc aligns atomics of size 16 to 16 */
