// ARGS: -Wbitwise-pointer -Wcast-to-as
/* Rule (spec 6): __force in any position of a pointer cast's type name
 * -- (__force T *), (T __force *), (T * __force), and inside typeof(...)
 * with address_space(0) -- skips -Wbitwise-pointer, cast removes/adds
 * address space and cast between address spaces; the same casts
 * unforced (first function) warn. */
typedef unsigned int u32;
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define __force __attribute__((force))
#define __user	__attribute__((noderef, address_space(__user)))
#define __iomem	__attribute__((noderef, address_space(__iomem)))

static void unforced(u32 *p, gfp_t *q, int __user *up, void __iomem *io, int *kp)
{
	q = (gfp_t *)p;
	kp = (int *)up;
	io = (void __iomem *)up;
	up = (int __user *)kp;
}

static void forced(u32 *p, gfp_t *q, int __user *up, void __iomem *io, int *kp)
{
	q = (__force gfp_t *)p;
	q = (gfp_t __force *)p;
	q = (gfp_t * __force)p;
	p = (u32 __force *)q;
	kp = (__force int *)up;
	kp = (int * __force)up;
	kp = (typeof(*up) __attribute__((address_space(0), force)) *)up;
	io = (void __iomem __force *)up;
	up = (__force int __user *)kp;
}
