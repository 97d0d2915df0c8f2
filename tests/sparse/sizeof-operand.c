// sparse evaluates the operand of sizeof, though it is never run: a
// restricted value misused there is reported (the kernel's
// BUILD_BUG_ON_INVALID(e) is ((void)(sizeof((__force long)(e))))).
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define __GFP_ZERO ((__attribute__((force)) gfp_t)0x100u)
#define BUILD_BUG_ON_INVALID(e) ((void)(sizeof((__attribute__((force)) long)(e))))

static void f(unsigned int gfp_mask, gfp_t g)
{
	BUILD_BUG_ON_INVALID(gfp_mask & __GFP_ZERO);
	BUILD_BUG_ON_INVALID(g & __GFP_ZERO);
	(void)sizeof(gfp_mask & g);
	(void)sizeof((gfp_t)4);
	(void)sizeof(gfp_t);
	(void)__alignof__(g + 1);
}
