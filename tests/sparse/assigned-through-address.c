// sparse marks a variable [assigned] when an assignment stores through an
// address computed from it: *(T *)&x = v (WRITE_ONCE, rcu_assign_pointer,
// RCU_INIT_POINTER: drivers/char/hw_random/core.c's current_rng), a[i] = v.
// The mark shows in the "got" line of a later warning on it.
#define __rcu __attribute__((noderef, address_space(__rcu)))
struct hwrng { int x; };
static struct hwrng __rcu *current_rng;
static struct hwrng __rcu *untouched;
static int arr[4];
static long plain;
void set(struct hwrng *r);
void set(struct hwrng *r)
{
	*(volatile typeof(current_rng) *)&(current_rng) = (typeof(*r) __rcu *)r;
	arr[1] = 2;
	*(long *)&plain = 3;
}
struct hwrng *get(void);
struct hwrng *get(void)
{
	struct hwrng *o = current_rng;
	struct hwrng *u = untouched;
	int *a = arr;
	long *p = &plain;
	return (struct hwrng *)(a + *p) + (long)o + (long)u;
}
