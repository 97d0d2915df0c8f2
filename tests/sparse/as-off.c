// ARGS: -Wno-address-space
/* Rule (spec 10.1): -Wno-address-space makes sparse ignore the
 * address_space attribute at parse time: no different-address-space
 * warning, no cast warning; noderef stays, so the same code now gives
 * "different modifiers" (warning and comparison error). */
#define __user	__attribute__((noderef, address_space(__user)))

static int as_off(int __user *up, int *kp)
{
	kp = up;
	kp = (int *)up;
	if (up == kp)
		return *up;
	return 0;
}
