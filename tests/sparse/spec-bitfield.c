typedef unsigned int __attribute__((bitwise)) gfp_t;

static int early(gfp_t a)
{
	return a + 1;
}

struct bf { gfp_t f:4; };
