// The definitions.
#include "../include/gfp.h"

static unsigned int __nocast saved_flags;	/* a global */
unsigned int plain_global;

struct page *fastcall
__alloc_pages(unsigned int __nocast gfp_mask, unsigned int order,
		struct zonelist *zonelist)
{
	const unsigned int __nocast wait = gfp_mask & __GFP_WAIT;
	unsigned int __nocast local;

	local = (unsigned int __nocast)(gfp_mask | wait);
	saved_flags = local;
	(void)order;
	(void)zonelist;
	return (struct page *)0;
}

unsigned long fastcall __get_free_pages(unsigned int __nocast gfp_mask,
		unsigned int order)
{
	struct page *page = __alloc_pages(gfp_mask, order, (struct zonelist *)0);
	return (unsigned long)page;
}

unsigned int __nocast current_gfp_context(unsigned int __nocast flags)
{
	return flags;	/* the word unsigned int __nocast in a comment stays */
}

const char *name = "unsigned int __nocast";
