// ARGS: -Wno-decl
/* Rule (spec 9.1, sparse evaluate_iterator()): a do-while's condition is
 * evaluated before its body; a for's condition before its first clause,
 * its body before its third clause. */
#define __user __attribute__((noderef, address_space(__user)))
void f(int __user *u, int *k, int n)
{
	int *a;
	do {
		a = u;
	} while (k = u, n--);
	for (a = u; (k = u, n); k = u)
		a = u;
}
