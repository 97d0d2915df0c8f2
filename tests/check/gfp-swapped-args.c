// ARGS: -Wgfp-swapped-args
// gfp-swapped-args (off by default in sparse's text format): an allocation's
// gfp_t flags and size passed in each other's place, reported on the line
// after sparse's own warnings about the two arguments (tests/cli/gfp.sh
// checks that order, the fix-its, the default and the other formats).
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned long size_t;
#define __force __attribute__((force))
#define GFP_KERNEL ((__force gfp_t)0xcc0u)
void *kmalloc(size_t size, gfp_t flags);
void *kmalloc_node(size_t size, gfp_t flags, int node);
void *two(gfp_t a, gfp_t b);
#define ALLOC(a, b) kmalloc(a, b)
static void f(size_t n, gfp_t g)
{
	kmalloc(GFP_KERNEL, n);	// expected-warning:17 {{incorrect type in argument 1 (different base types)}} expected-note:17 {{expected unsigned long [usertype] size}} expected-note:17 {{got restricted gfp_t [usertype]}} expected-warning:29 {{incorrect type in argument 2 (different base types)}} expected-note:29 {{expected restricted gfp_t [usertype] flags}} expected-note:29 {{got unsigned long [usertype] n}} expected-warning:17 {{arguments 1 and 2 of 'kmalloc' appear swapped: argument 1 is gfp_t flags, parameter 2 takes them}}
	kmalloc_node(n,	-1, g);	// expected-warning:25 {{incorrect type in argument 2 (different base types)}} expected-note:25 {{expected restricted gfp_t [usertype] flags}} expected-note:25 {{got int}} expected-warning:29 {{incorrect type in argument 3 (different base types)}} expected-note:29 {{expected int node}} expected-note:29 {{got restricted gfp_t [usertype] g}} expected-warning:25 {{arguments 2 and 3 of 'kmalloc_node' appear swapped: argument 3 is gfp_t flags, parameter 2 takes them}}
	ALLOC(g, n);	// expected-warning:9 {{incorrect type in argument 1 (different base types)}} expected-note:9 {{expected unsigned long [usertype] size}} expected-note:9 {{got restricted gfp_t [usertype] g}} expected-warning:9 {{incorrect type in argument 2 (different base types)}} expected-note:9 {{expected restricted gfp_t [usertype] flags}} expected-note:9 {{got unsigned long [usertype] n}} expected-warning:9 {{arguments 1 and 2 of 'kmalloc' appear swapped: argument 1 is gfp_t flags, parameter 2 takes them}}
	kmalloc(g,	// expected-warning:17 {{incorrect type in argument 1 (different base types)}} expected-note:17 {{expected unsigned long [usertype] size}} expected-note:17 {{got restricted gfp_t [usertype] g}} expected-warning:17 {{arguments 1 and 2 of 'kmalloc' appear swapped: argument 1 is gfp_t flags, parameter 2 takes them}}
		n);	// expected-warning:17 {{incorrect type in argument 2 (different base types)}} expected-note:17 {{expected restricted gfp_t [usertype] flags}} expected-note:17 {{got unsigned long [usertype] n}}
}
