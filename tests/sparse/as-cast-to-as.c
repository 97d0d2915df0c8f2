// ARGS: -Wcast-to-as -Wcast-from-as
/* Rule (spec 12.1, 10.1): -Wcast-to-as reports casts that add an
 * address space, "cast adds address space '__user' to expression";
 * -Wcast-from-as also reports casting a __user pointer to unsigned long.
 * Forced casts stay silent.  Same code as as-cast.c. */
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
