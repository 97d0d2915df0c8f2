/* Rule (spec 3, 12.1): a numeric address space, as older kernels wrote
 * it (address_space(1)), and the kernel's __kernel (address_space(0)):
 * how they print in info lines and cast messages. */
#define __user	__attribute__((noderef, address_space(1)))
#define __kernel	__attribute__((address_space(0)))

static void as_numeric(int __user *up, int *kp)
{
	kp = up;
	kp = (int *)up;
	kp = (int __kernel *)kp;
}
