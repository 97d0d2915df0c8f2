/* Linux 2.6's GFP flags (before 4.4): gfp_t as __bitwise__, the "may
 * sleep" bit __GFP_WAIT (0x10, __GFP_RECLAIMABLE now), GFP_NOWAIT as
 * GFP_ATOMIC & ~__GFP_HIGH (0). */
typedef unsigned __attribute__((bitwise)) gfp_t;
#define __force __attribute__((force))
#define __GFP_WAIT	((__force gfp_t)0x10u)
#define __GFP_HIGH	((__force gfp_t)0x20u)
#define __GFP_IO	((__force gfp_t)0x40u)
#define __GFP_FS	((__force gfp_t)0x80u)
#define GFP_ATOMIC	(__GFP_HIGH)
#define GFP_NOWAIT	(GFP_ATOMIC & ~__GFP_HIGH)
#define GFP_NOIO	(__GFP_WAIT)
#define GFP_NOFS	(__GFP_WAIT | __GFP_IO)
#define GFP_KERNEL	(__GFP_WAIT | __GFP_IO | __GFP_FS)
