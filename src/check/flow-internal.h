/* flow-internal.h - what flow.c (the linearization) and flow-simplify.c
 * (sparse's optimize()) share.  Not for other modules. */
#ifndef CG_FLOW_INTERNAL_H
#define CG_FLOW_INTERNAL_H
#include "flow.h"

typedef struct Phi Phi;

/* sparse's phi node of constants: the value each parent block brings.
 * A branch on it, in its own block, is threaded: each parent jumps
 * straight to the side its constant takes (flow.c's simplify_phi_branch). */
struct Phi {
	Block *bb;
	int n;
	Block **src;
	int64_t *val;
	bool *known;
	bool negate;	/* the value is !phi */
};

void list_push(BlockList *l, Block *b);
/* Remove the first COUNT entries equal to B (all of them if COUNT is 0). */
void list_remove(BlockList *l, Block *b, int count);
void list_replace(BlockList *l, Block *old, Block *new, int count);
/* Append IN to B's instructions. */
void block_append(Block *b, Insn in);
/* Put V's N instructions in front of B's. */
void block_prepend(Block *b, const Insn *v, int n);

/* A set of pointers (open addressing), for the unit: which locals have
 * their address taken, which bodies were scanned for that.  A local's
 * address can only be taken in its own function's body. */
typedef struct PtrSet {
	const void **v;
	size_t cap, len;
} PtrSet;
size_t ptr_hash(const void *p, size_t cap);
bool set_has(PtrSet *s, const void *p);
void set_add(PtrSet *s, const void *p);
void flow_context_finish(void);

/* Clean F's graph as sparse's optimize() cleans its own. */
void flow_simplify(Flow *f);
void flow_simplify_finish(void);
#endif
