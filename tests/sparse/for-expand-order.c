/*
 * sparse expands a for statement as: its condition, its first clause, its
 * body, its third clause; a first clause that declares is not expanded at
 * all (no inline body checked, no cast folded there).
 */
typedef unsigned int __attribute__((bitwise)) gfp_t;
static inline int f(gfp_t g) { unsigned int x = g; return x; }
int use(gfp_t g);
int use(gfp_t g)
{
	int s = 0, i;
	for (i = f(g); i < f(g); i += f(g))
		s += (unsigned char)0x1ff;
	for (int j = (unsigned char)0x2ff + f(g); j < 3; j++)	/* silent */
		s++;
	return s;
}
