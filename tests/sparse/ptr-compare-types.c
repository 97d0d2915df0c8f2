// ARGS: -Wno-decl
/* Rule (sparse type_difference() in comparisons and ?:): qualifiers
 * aside, the targets must agree (signedness, sizes, base types, deeper
 * modifiers); void * matches in == and != and in ?:. */
struct a; struct b;
int f(char *c, unsigned char *uc, const char *cc, void *v, const void *cv, struct a *pa, struct b *pb, int *pi, long *pl, unsigned *pu, int **ppi, const int **ppc)
{
	int r = 0;
	r += c == uc;
	r += c == cc;
	r += c < cc;
	r += v == pi;
	r += cv == pi;
	r += v < pi;
	r += pa == pb;
	r += pi == pl;
	r += pi == pu;
	r += ppi == ppc;
	r += (r ? c : uc) != 0;
	r += (r ? pi : pl) != 0;
	r += (r ? ppi : ppc) != 0;
	r += (r ? v : pi) != 0;
	r += (r ? cc : c) != 0;
	return r;
}
