// ARGS: -Wno-return-void -Wno-unknown-attribute -Wundef -D__KERNEL__
/* Rule (spec 1, 13): the kernel's spelling: __bitwise, __force, __user,
 * __nocast defined under __CHECKER__ (which sparse predefines) as in
 * include/linux/compiler_types.h and uapi/linux/types.h; gfp flags as
 * forced casts, GFP_KERNEL as an operator result (no [usertype]); the
 * spec's gfpdemo.c made self-contained. */
#ifdef __CHECKER__
#define __bitwise	__attribute__((bitwise))
#define __force		__attribute__((force))
#define __nocast	__attribute__((nocast))
#define __user		__attribute__((noderef, address_space(__user)))
#else
#define __bitwise
#define __force
#define __nocast
#define __user
#endif
typedef unsigned int u32;
typedef unsigned short u16;
typedef unsigned long size_t;
typedef u32 __bitwise __le32;
typedef u16 __bitwise __be16;
typedef unsigned int __bitwise gfp_t;
#define ___GFP_IO		0x40u
#define ___GFP_FS		0x80u
#define ___GFP_HIGHMEM		0x02u
#define __GFP_IO	((__force gfp_t)___GFP_IO)
#define __GFP_FS	((__force gfp_t)___GFP_FS)
#define __GFP_HIGHMEM	((__force gfp_t)___GFP_HIGHMEM)
#define GFP_KERNEL	(__GFP_IO | __GFP_FS)
#define le32_to_cpu(x)	((__force u32)(__le32)(x))
void *kmalloc(size_t size, gfp_t flags);

void *demo_alloc(size_t size)
{
	return kmalloc(GFP_KERNEL, size);
}

static u32 demo_endian(__le32 v, __be16 p)
{
	u32 x = v;

	if (p == 0x0800)
		x++;
	return x + le32_to_cpu(v) + (__force u32)v;
}

static gfp_t demo_flags(gfp_t f)
{
	if (f & __GFP_HIGHMEM)
		f &= ~__GFP_HIGHMEM;
	return f | 1;
}
