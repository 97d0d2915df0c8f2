/* Rule (spec 12.1): comparing pointers of different address spaces is
 * an error, "incompatible types in comparison expression (different
 * address spaces):", at the operator; ?: with such arms is the
 * "conditional expression" error at the '?'.  Each error silences the
 * rest of its function. */
#define __user	__attribute__((noderef, address_space(__user)))

static int as_compare(int __user *up, int *kp)
{
	if (up == kp)
		return 1;
	kp = up;
	return 0;
}

static int as_compare_rev(int __user *up, int *kp)
{
	return kp != up;
}

static void *as_cond(int n, int __user *up, int *kp)
{
	return n ? up : kp;
}

static int as_compare_ok(int __user *up, int __user *up2, void __user *vp)
{
	return up == up2 || up == vp || up == (void *)0;
}
