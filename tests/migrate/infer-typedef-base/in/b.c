/* --infer with a TYPE over a typedef'd base: __u32 and unsigned int both
 * spell it; a 16-bit restricted type's plain twin stays. */
#ifdef __CHECKER__
#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
#else
#define __bitwise
#define __force
#endif
typedef unsigned int __u32;
typedef unsigned short __u16;
typedef __u32 __bitwise blk_opf_t;
typedef __u16 __bitwise le16_t;
#define REQ_SYNC ((__force blk_opf_t)1)

void submit(blk_opf_t opf);
static void a(__u32 opf) { submit(opf); }
static void b(unsigned int opf) { submit(opf | REQ_SYNC); }
void c(void) { a(REQ_SYNC); b(0); }

void take16(le16_t v);
void s16(unsigned short v) { take16(v); }
