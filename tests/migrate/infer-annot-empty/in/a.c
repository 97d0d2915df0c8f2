/*
 * Found by fuzzing (lf-migrate, not idempotent): the annotation's macro is
 * emptied after TYPE's typedef, so the front end sees 'saved' and 'kept'
 * as plain integers, but the plain rewrite makes them gfp_t by their
 * spelling.  They are gfp_t values for --infer too: 'flags' and 'x' are
 * inferred in this run, not in the next one.
 */
#define __nocast __attribute__((nocast))
typedef unsigned int __nocast gfp_t;
#undef __nocast
#define __nocast
void *kmalloc(unsigned long size, gfp_t flags);
static unsigned int __nocast saved;
static unsigned int __nocast kept;

void *get(unsigned long n)
{
	unsigned int flags = saved;
	return kmalloc(n, flags);
}

unsigned int copy(void)
{
	unsigned int x = kept;
	return x;
}
