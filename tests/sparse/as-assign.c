/* Rule (spec 12.1): mixing address spaces implicitly warns "incorrect
 * type in WHERE (different address spaces)" with the usual info lines,
 * in assignment, initializer, argument and return, both directions and
 * between two named spaces; a forced parameter is not checked. */
#define __user	__attribute__((noderef, address_space(__user)))
#define __iomem	__attribute__((noderef, address_space(__iomem)))
#define __force	__attribute__((force))
unsigned long copy_to_user(void __user *to, const void *from, unsigned long n);
void writel(unsigned int v, void __iomem *addr);
void unchecked(__force void *addr);

static void *as_assign(int __user *up, void *kbuf, void __iomem *io)
{
	int *kp = up;
	void __user *u2 = kbuf;

	kp = up;
	up = kp;
	io = up;
	copy_to_user(kbuf, up, 4);
	writel(1, kbuf);
	writel(2, up);
	unchecked(up);
	copy_to_user(up, kbuf, 4);
	return up;
}
