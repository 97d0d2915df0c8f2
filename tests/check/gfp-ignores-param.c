// ARGS: -Wgfp-ignores-param
// gfp-ignores-param (off by default; smatch's "use 'gfp' here instead of
// GFP_KERNEL?"): a function given its caller's context in a gfp_t parameter
// that passes a constant sleeping mask instead.  An inline function is
// checked at its calls, but reported once.
#include "gfp-flags.h"
static void *get(size_t n, gfp_t gfp)
{
	void *tmp = kmalloc(n, GFP_KERNEL);	// expected-warning:32 {{'get' is given the caller's context in its gfp_t parameter 'gfp' but passes GFP_KERNEL to 'kmalloc', which may sleep where the caller cannot: use 'gfp' here (or a mask derived from it)}}
	void *r = kmalloc(n, gfp);
	kmalloc(n, gfp & ~__GFP_DIRECT_RECLAIM);
	kmalloc(n, GFP_ATOMIC);
	return tmp ? r : alloc_pages(GFP_NOFS | __GFP_NOWARN, 0);	// expected-warning:38 {{'get' is given the caller's context in its gfp_t parameter 'gfp' but passes GFP_NOFS | __GFP_NOWARN to 'alloc_pages', which may sleep where the caller cannot: use 'gfp' here (or a mask derived from it)}}
}
static void *plain(size_t n)
{
	return kmalloc(n, GFP_KERNEL);
}
static inline void *wrap(size_t n, gfp_t flags)
{
	return kzalloc(n, GFP_KERNEL);	// expected-warning:27 {{'wrap' is given the caller's context in its gfp_t parameter 'flags' but passes GFP_KERNEL to 'kzalloc', which may sleep where the caller cannot: use 'flags' here (or a mask derived from it)}}
}
static void *use(size_t n)
{
	return n ? wrap(n, GFP_ATOMIC) : wrap(1, GFP_KERNEL);
}
