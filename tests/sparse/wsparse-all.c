// ARGS: -Wno-cast-to-as -Wsparse-all
/* Rule (spec 10.1): -Wsparse-all turns on every flag except those
 * already turned off earlier on the command line (here -Wcast-to-as)
 * and -Wsparse-error: -Wbitwise-pointer is on, the exit status is 0. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned int u32;
#define __user __attribute__((noderef, address_space(__user)))

static void f(u32 *p, gfp_t *q, int *kp)
{
	q = (gfp_t *)p;
	kp = (int __user *)kp;
}
