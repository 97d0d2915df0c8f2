/*
 * kdemo.h - a tiny kernel-like header: allocation flags as a restricted
 * type, a second restricted type, an endian type, allocators.
 *
 * Under a checker (castguard and sparse define __CHECKER__) __bitwise
 * makes each typedef a type of its own; to gcc they are plain integers.
 */
#ifndef KDEMO_H
#define KDEMO_H

#ifdef __CHECKER__
# define __bitwise	__attribute__((bitwise))
# define __force	__attribute__((force))
#else
# define __bitwise
# define __force
#endif

typedef unsigned long size_t;
typedef unsigned int u32;

typedef unsigned int __bitwise gfp_t;		/* allocation flags */
typedef unsigned int __bitwise slab_flags_t;	/* cache flags: another type */
typedef u32 __bitwise __le32;			/* little-endian on the wire */

#define ___GFP_IO		0x40u
#define ___GFP_FS		0x80u
#define ___GFP_DIRECT_RECLAIM	0x400u
#define ___GFP_KSWAPD_RECLAIM	0x800u
#define ___GFP_ZERO		0x100u
#define __GFP_IO	((__force gfp_t)___GFP_IO)
#define __GFP_FS	((__force gfp_t)___GFP_FS)
#define __GFP_ZERO	((__force gfp_t)___GFP_ZERO)
#define __GFP_RECLAIM	((__force gfp_t)(___GFP_DIRECT_RECLAIM | ___GFP_KSWAPD_RECLAIM))
#define GFP_KERNEL	(__GFP_RECLAIM | __GFP_IO | __GFP_FS)
#define GFP_ATOMIC	((__force gfp_t)0x20u)

#define SLAB_HWCACHE_ALIGN	((__force slab_flags_t)0x2000u)

void *kmalloc(size_t size, gfp_t flags);
void *kzalloc(size_t size, gfp_t flags);
void kfree(const void *p);

static inline u32 le32_to_cpu(__le32 v)
{
	return (__force u32)v;
}
#endif
