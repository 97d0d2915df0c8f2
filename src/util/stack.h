/* stack.h - recursion bounded by the stack actually used, not by a count:
 * 100,000 nested parentheses must be an error (or a walk left undone),
 * never a stack overflow, and a sanitizer build's larger frames must not
 * change what is accepted.  The parser, the sparse phases and the
 * gfp-sleep-in-atomic walk each mark where they start and stop short of a
 * share of the stack limit. */
#ifndef CG_STACK_H
#define CG_STACK_H
#include <stddef.h>
#include <sys/resource.h>

/* The stack limit (RLIMIT_STACK, 8 MiB if unlimited or unknown, at most
 * 256 MiB). */
static inline size_t stack_limit(void)
{
	struct rlimit rl;
	size_t limit = 8u << 20;
	if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY)
		limit = rl.rlim_cur;
	return limit > (256u << 20) ? 256u << 20 : limit;
}

/* Bytes of stack used since BASE (a local of an outer frame). */
static inline size_t stack_used_since(const char *base)
{
	char here;
	return (size_t)(base - &here);
}
#endif
