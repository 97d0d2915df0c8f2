/* Rule (spec 1): the attribute names are accepted plain or with double
 * underscores on both sides (bitwise / __bitwise__, nocast /
 * __nocast__, force / __force__), in any position of the declaration;
 * a one-sided spelling (__bitwise) is not sparse's attribute, so that
 * type stays plain; __has_attribute(bitwise) is 1. */
typedef unsigned int __attribute__((__bitwise__)) t_both;
typedef unsigned __attribute__((bitwise)) int t_middle;
typedef __attribute__((bitwise)) unsigned int t_front;
typedef unsigned int t_after __attribute__((bitwise));
typedef unsigned int __attribute__((__bitwise)) t_onesided;
typedef unsigned int __attribute__((__nocast__)) t_nocast;
#if __has_attribute(bitwise) && __has_attribute(nocast) && __has_attribute(force) && __has_attribute(noderef)
#define HAS 1
#else
#define HAS 0
#endif

static void attr_spelling(t_both a, t_middle b, t_front c, t_after d,
			  t_onesided e, t_nocast f, unsigned int n, long l)
{
	a = n;
	b = n;
	c = n;
	d = n;
	e = n;
	f = l;
	a = (__attribute__((__force__)) t_both)n;
	n = HAS;
}
