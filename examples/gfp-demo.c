/*
 * gfp-demo.c - the bug gfp_t was invented for, in miniature.
 *
 * Under a checker (__CHECKER__), __bitwise makes gfp_t a type of its own;
 * to gcc it is a plain unsigned int.  `make demo` runs castguard on it:
 * the swapped kmalloc() arguments are reported, in sparse's words.
 */
#ifdef __CHECKER__
# define __bitwise	__attribute__((bitwise))
# define __force	__attribute__((force))
#else
# define __bitwise
# define __force
#endif

typedef unsigned int __bitwise gfp_t;
typedef unsigned long size_t;

#define ___GFP_IO		0x40u
#define ___GFP_FS		0x80u
#define ___GFP_DIRECT_RECLAIM	0x400u
#define ___GFP_KSWAPD_RECLAIM	0x800u
#define __GFP_IO	((__force gfp_t)___GFP_IO)
#define __GFP_FS	((__force gfp_t)___GFP_FS)
#define __GFP_RECLAIM	((__force gfp_t)(___GFP_DIRECT_RECLAIM | ___GFP_KSWAPD_RECLAIM))
#define GFP_KERNEL	(__GFP_RECLAIM | __GFP_IO | __GFP_FS)

void *kmalloc(size_t size, gfp_t flags);

void *good(void)
{
	return kmalloc(64, GFP_KERNEL);
}

void *swapped(void)
{
	return kmalloc(GFP_KERNEL, 64);	/* arguments in the wrong order */
}
