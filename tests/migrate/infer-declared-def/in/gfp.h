/* gfp.h's shape: the prototypes still spell the plain type, the
 * definitions (in mm/page_alloc.c) say gfp_t already */
#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise gfp_t;

void *alloc_pages_exact(unsigned long size, unsigned int gfp_mask);
unsigned int current_gfp_context(unsigned int flags);
