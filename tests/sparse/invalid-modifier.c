/* Rule (spec 1, 9.2): a restricted type whose base is not an integer
 * is the parse error "invalid modifier", at the token after the
 * specifiers; it silences all warnings of the file. */
typedef unsigned int __attribute__((bitwise)) gfp_t;

static void before(gfp_t a, unsigned int n)
{
	a = n;
}

float __attribute__((bitwise)) fl;
