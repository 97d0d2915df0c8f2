// ARGS: -Wsparse-all -Wno-decl
/* -Wsparse-all turns on the off-by-default families (address, sizeof,
 * flexible arrays, paren-string, typesign, tautological-compare,
 * constant-suffix, declaration-after-statement). */
struct f { int i; long f[]; };
struct s { struct f f; };
extern int fun(void);

int all(unsigned int *up, struct s *p, int a)
{
	signed int *sp = up;
	char str[] = ("x");
	a++;
	int b = sizeof(_Bool) + sizeof(void) + sizeof(struct f) + (int)0x100000000;
	if (fun)
		b += a == a;
	return b + str[0] + *sp + p->f.i;
}
