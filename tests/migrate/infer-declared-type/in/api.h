/* sctp's shape: the header's prototypes say gfp_t, the definitions
 * still spell the plain type (gcc sees one type, sparse two) */
#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise gfp_t;
#define GFP_ATOMIC ((__force gfp_t)0x20u)

void *kmalloc(unsigned long size, gfp_t flags);
int copy_addr_list(int scope, gfp_t gfp, int copy_flags);
int bind_copy(int scope, gfp_t gfp);
extern gfp_t default_gfp;
int count_addrs(int scope, gfp_t gfp);
