/* flow.h - a function's control-flow graph, as sparse's linearizer and
 * optimizer leave it (flow.c).
 *
 * sparse judges lock contexts on its linearized, simplified code: which
 * branches it folded, which blocks it merged or removed and where each
 * block begins decide which functions are flagged and at which line.  The
 * graph built here keeps only what those decisions read: blocks with their
 * position, their context changes and whatever makes them non-empty, and
 * the edges in sparse's order. */
#ifndef CG_FLOW_H
#define CG_FLOW_H
#include <stdbool.h>
#include "ast.h"

typedef struct Block Block;

/* A block's ordered list of neighbours (an edge may repeat, as in sparse). */
typedef struct BlockList {
	Block **v;
	int len, cap;
} BlockList;

/* FI_COPY: what sparse has when it linearizes but removes once it has
 * made its SSA form (a local's load or store, the phi and phi sources of
 * a value nobody uses or of a join of one value): a block is not empty
 * with it before then (simplify_cfg_early()), empty after.  FI_PHISRC: a
 * phi source, an FI_COPY once its phi is known dead. */
enum {
	FI_ENTRY, FI_OTHER, FI_CALL, FI_STORE, FI_CONTEXT, FI_INLINED, FI_PHI,
	FI_COPY, FI_PHISRC,
	/* terminators */
	FI_BR, FI_CBR, FI_SWITCH, FI_CGOTO, FI_RET, FI_UNREACH,
};

typedef struct Insn {
	uint8_t op;
	bool check;		/* FI_CONTEXT: a check only (context(x, -1, ...)) */
	int delta;		/* FI_CONTEXT: the change of the count */
	Loc loc;		/* FI_CONTEXT: where it is reported */
	int cond;		/* FI_CBR: -1 unknown, else the known truth */
	int guess;		/* FI_CBR: on a loop's guess (flow-value.c) */
	Block *t, *f;		/* FI_BR: t; FI_CBR: t, f */
	struct Phi *phi;	/* FI_CBR: on a join of constants (flow.c) */
	const void *cid;	/* FI_CBR: the pseudo it tests, if named */
	bool cneg;		/* FI_CBR: t is taken when that pseudo is 0 */
} Insn;

struct Block {
	Loc pos;		/* sparse's bb->pos: where its first statement is */
	Insn *insns;
	int ninsns, cap;	/* cap: room from insns on */
	int front;		/* free slots before insns (merge_blocks()) */
	int nphis;		/* FI_PHI among insns */
	BlockList parents, children;
	bool dead;
	bool listed;		/* in the function's block list */
	int order;		/* its place in that list, once listed */
	int context;		/* the lock check's mark, -1 before it */
	int defs;		/* values it computes (flow.c's add_other()) */
	int selects;		/* if-converted phis among them (flow-simplify.c) */
	unsigned gen;		/* reachability walks */
	struct Env *exit;	/* flow.c: the known values it ends with */
	Block *merged_into;	/* a block merged into another: that one */
	Block *forward;		/* a block bypassed (only a jump): its target */
};

typedef struct Flow {
	Symbol *fn;
	Block *entry;
	BlockList bbs;		/* in sparse's order (ep->bbs) */
	bool truncated;		/* too many inline copies: calls left unexpanded */
} Flow;

/* FN's graph (a definition with a body), or NULL when sparse would not
 * linearize it.  Valid until the next flow_build() or flow_finish(). */
Flow *flow_build(Symbol *fn);
/* Whether FN's expansion changes a lock count anywhere (a __context__()
 * statement, a call of an annotated function, in it or in the inline
 * functions it calls). */
bool flow_changes_context(Symbol *fn);
void flow_finish(void);

static inline Insn *last_insn(Block *b)
{
	return b->ninsns ? &b->insns[b->ninsns - 1] : NULL;
}
#endif
