/* Function (pointer) typedefs return TYPE's spelling: a use of TYPE. */
#ifdef __CHECKER__
#define __nocast __attribute__((nocast))
#else
#define __nocast
#endif
typedef unsigned int __nocast gfp_t;

typedef unsigned int __nocast (*get_gfp_t)(void *ctx);
typedef unsigned int __nocast get_gfp_fn(void *ctx);
typedef const unsigned __nocast *gfp_ptr_t;

/* another restricted type of its own, and an array of one: untouched */
typedef unsigned int __nocast other_t;
typedef unsigned int __nocast other_arr_t[4];

static gfp_t the_gfp;

static unsigned int __nocast get_it(void *ctx)
{
	(void)ctx;
	return the_gfp;
}

get_gfp_t getter = get_it;
get_gfp_fn *getter2 = get_it;
gfp_ptr_t gfp_ptr = &the_gfp;
