/* Rule (spec 4.10, 9.2): a restricted bitfield is a parse error at the
 * ':' with a final period, "invalid bitfield specifier for type
 * restricted gfp_t."; being a parse error it silences every warning of
 * the file, also those of functions before it and the -Wdecl line. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned short __attribute__((bitwise)) __le16;

int not_static;

static int early(gfp_t a)
{
	return a + 1;
}

struct bf { gfp_t f:4; };
struct bf2 { int ok:2; __le16 g :3; };

static void late(gfp_t a, unsigned int n)
{
	a = n;
}
