/* Rule (spec 4.3): without a common restricted type each restricted
 * operand degrades: a plain operand (a & n, a == 1), two different
 * restricted types (both degrade), ?: with a plain or other restricted
 * arm, pointer arithmetic and array indexing by a restricted value. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned int __attribute__((bitwise)) slab_t;

static int binop_mixed(gfp_t a, slab_t c, unsigned int n, int *p, int *arr)
{
	n = a & n;
	n = n | a;
	n = a == 1;
	n = a == c;
	n = a ^ c;
	n = n ? a : c;
	n = n ? a : 5;
	n = *(p + a);
	n = arr[a];
	return n;
}
