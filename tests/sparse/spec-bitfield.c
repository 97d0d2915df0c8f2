/* Spec example bitfield.c (spec 4.10): a restricted bitfield is a parse
 * error that silences the whole file; the example follows unchanged. */
typedef unsigned int __attribute__((bitwise)) gfp_t;

static int early(gfp_t a)
{
	return a + 1;
}

struct bf { gfp_t f:4; };
