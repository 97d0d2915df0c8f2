#ifndef BLK_H
#define BLK_H
#ifdef __CHECKER__
#define __bitwise __attribute__((bitwise))
#define __bitwise__ __attribute__((bitwise))
#define __force __attribute__((force))
#else
#define __bitwise
#define __bitwise__
#define __force
#endif

#ifdef BLK_FLAGS_SPELLED_OUT
typedef unsigned int __bitwise blk_flags_t;	/* twin: TYPE's own, left alone */
#else
typedef unsigned __bitwise blk_flags_t;
#endif

#define BLK_SYNC	((__force blk_flags_t)1u)

struct request;

/* Split only because it was long; fits once migrated: joined. */
extern int blk_execute_request_flags(struct request *rq,
				     unsigned int __bitwise flags);
/* Was short enough on one line already (a style choice): kept. */
extern int blk_short(struct request *rq,
		     unsigned int __bitwise flags);
/* A comment on one of the lines: kept. */
extern int blk_commented_function_name_here(struct request *rq, /* the request */
					    unsigned int __bitwise flags);
/* Three lines: not joined. */
extern int blk_three(struct request *rq, unsigned int a_really_long_name_one,
		     unsigned int __bitwise flags,
		     int tail);
/* Different types: none of them change. */
extern void blk_other(int __bitwise a, unsigned long __bitwise b, unsigned int c,
		      unsigned short __bitwise d, signed int __bitwise e);
/* __bitwise__ and a qualifier between the words. */
extern void blk_spelled(unsigned const __bitwise__ int f, volatile unsigned int __bitwise *p);
#endif
