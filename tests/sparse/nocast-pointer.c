/* Rule (spec 5.7, 2): behind a pointer a nocast mismatch gives the
 * "incorrect type in initializer (different modifiers)" three-liner (or
 * "different type sizes"), then the nocast line at the same position;
 * a pointer to the same nocast type is silent; &x keeps [nocast] in the
 * pointee, typeof keeps it. */
typedef unsigned long __attribute__((nocast)) ncl_t;

static void nocast_pointer(long *lp, unsigned int *ip)
{
	int __attribute__((nocast)) o;
	int __attribute__((nocast)) *p = &o;
	int *q = &o;
	ncl_t v;
	ncl_t *w = lp;
	ncl_t *y = ip;
	typeof(o) t = 5L;
	long *z = &v;
}
