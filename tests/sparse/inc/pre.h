/* pre-included by incl-preinclude.c (-include): a -Wdecl warning
 * (evaluation) and a truncation (expansion) */
typedef unsigned int __attribute__((bitwise)) gfp_t;
int pre_global;
static void pre_fn(void)
{
	unsigned char c = 0x1ff;
}
