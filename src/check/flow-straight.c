/* flow-straight.c - what a copy of an inline function adds, once a first
 * copy showed it: flow.c's lin_inlined() makes a later copy one
 * instruction when the first was straight code (see flow-internal.h). */
#include <stdlib.h>
#include "flow-internal.h"

static Straight *straights;
static size_t straights_cap, straights_len;

Straight *straight_of(Symbol *f)
{
	if ((straights_len + 1) * 2 > straights_cap) {
		size_t cap = straights_cap ? straights_cap * 2 : 64;
		Straight *old = straights;
		size_t old_cap = straights_cap;
		straights = xcalloc(cap, sizeof(*straights));
		straights_cap = cap;
		straights_len = 0;
		for (size_t i = 0; i < old_cap; i++)
			if (old[i].fn)
				*straight_of(old[i].fn) = old[i];
		free(old);
	}
	size_t i = ptr_hash(f, straights_cap);
	while (straights[i].fn && straights[i].fn != f)
		i = (i + 1) & (straights_cap - 1);
	if (!straights[i].fn) {
		straights[i].fn = f;
		straights_len++;
	}
	return &straights[i];
}

/* What a straight copy returned, if it is an argument's pseudo or an
 * address made from one (return &mm->page_table_lock): the argument's
 * number + 1 and the offset, for the later copies. */
void straight_return(Straight *st, Value ret, const Value *argv, int nargs)
{
	st->ret_arg = 0;
	for (int i = 0; i < nargs && !ret.known && ret.id; i++) {
		const void *base = pseudo_of(argv[i]);
		int64_t off = 0;
		if (base && (same_value(ret, argv[i]) || mem_address_of(ret, base, &off))) {
			st->ret_arg = i + 1;
			st->ret_offset = off;
			return;
		}
	}
}

/* The value a later copy of a straight function returns. */
Value straight_value(Straight *st, const Value *argv)
{
	if (!st->ret_arg)
		return st->ret;
	Value a = argv[st->ret_arg - 1];
	bool again;
	if (!pseudo_of(a))
		return UNKNOWN;
	return st->ret_offset ? mem_address(pseudo_of(a), st->ret_offset, &again) : a;
}

void straight_finish(void)
{
	free(straights);
	straights = NULL;
	straights_cap = straights_len = 0;
}
