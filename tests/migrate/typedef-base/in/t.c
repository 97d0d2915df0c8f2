/* TYPE over a typedef'd base, as include/linux/blk_types.h has it. */
typedef unsigned int __u32;
#define __bitwise
#define __force
typedef __u32 __bitwise blk_opf_t;

static __u32 __bitwise a;
__u32 b;			/* no annotation: stays */
const __u32 __bitwise *c(__u32 __bitwise x);
#define REQ_SYNC ((__force __u32 __bitwise)(1u << 11))
typedef __u32 __bitwise blk_mq_req_flags_t;	/* another restricted type: stays */
typedef void (end_io_t)(__u32 __bitwise opf);	/* a parameter: changes */
