/* Rule (spec 12.1, 6): an unforced cast that drops the address space
 * warns "cast removes address space '__user' of expression"; between two
 * spaces "cast between address spaces (__user -> __iomem)"; adding one
 * is silent by default (see as-cast-to-as.c); casting to unsigned long
 * is silent; forced casts are silent.  At the type name. */
#define __user	__attribute__((noderef, address_space(__user)))
#define __iomem	__attribute__((noderef, address_space(__iomem)))
#define __force	__attribute__((force))

static void as_cast(int __user *up, void __iomem *io, int *kp, unsigned long ul)
{
	kp = (int *)up;
	kp = (void *)up;
	io = (void __iomem *)up;
	up = (int __user *)io;
	up = (int __user *)kp;
	up = (int __user *)ul;
	ul = (unsigned long)up;
	kp = (__force int *)up;
	io = (__force void __iomem *)up;
	kp = (int __force *)up;
}
