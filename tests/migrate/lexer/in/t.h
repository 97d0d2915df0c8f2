/* The type, for every file (-include t.h). */
#ifdef __CHECKER__
#define __nocast __attribute__((nocast))
#else
#define __nocast
#endif
typedef unsigned int __nocast gfp_t;
