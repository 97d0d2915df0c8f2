/* Rule (spec 12.1): address spaces are compared at every pointer level:
 * int __user ** vs int **, and int * __user * (the pointer itself in
 * user space) vs int **; same space at every level is silent. */
#define __user	__attribute__((noderef, address_space(__user)))

static void as_nested(int __user **upp, int **kpp, int * __user *pup)
{
	int __user **u2 = upp;

	kpp = upp;
	upp = kpp;
	kpp = pup;
	pup = kpp;
	u2 = upp;
}
