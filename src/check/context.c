/* context.c - sparse's lock-context check over a function's flow graph.
 *
 * A function enters with the sum of its context(x, in, out) annotations'
 * "in" counts and must leave with the sum of their "out" counts.  sparse
 * walks its simplified graph depth first from the entry, adding each
 * block's context changes (__context__ statements, calls of annotated
 * functions) to the count it arrived with, and stops at the first block
 * where the counts disagree: reached again with another count, below zero,
 * or a return with the wrong count.  The same walk is done here, on a
 * graph flow.c builds as sparse builds its own, so that the same functions
 * are flagged at the same places. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "context.h"
#include "arena.h"
#include "flow.h"
#include "parse.h"
#include "checks.h"
#include "diag.h"
#include "source.h"

static Symbol *current;

static void imbalance(Block *b, const char *why)
{
	diag(SPARSE_WARNING, CK_CONTEXT, b->pos, "context imbalance in '%s' - %s",
	     current->name->name, why);
}

/* The change of the count over B, entered with ENTRY; a check-only
 * context (in < 0) that does not hold is reported where it is. */
static int context_increase(Block *b, int entry)
{
	int sum = 0;
	for (int i = 0; i < b->ninsns; i++) {
		Insn *in = &b->insns[i];
		if (in->op != FI_CONTEXT)
			continue;
		if (in->check) {
			int now = sum + entry;
			if (in->delta ? now >= in->delta : !now)
				continue;
			diag(SPARSE_WARNING, CK_CONTEXT, in->loc, "context check failure");
			continue;
		}
		sum += in->delta;
	}
	return sum;
}

typedef struct Visit {
	Block *b;
	int count;	/* the count after the block */
	int next;	/* the next child to visit */
} Visit;

/* Enter B with COUNT: false when the walk must stop (reported). */
static bool enter(Block *b, int count, int out, Visit *v, bool *descend)
{
	*descend = false;
	if (b->context == count)
		return true;
	if (b->context >= 0) {
		imbalance(b, "different lock contexts for basic block");
		return false;
	}
	b->context = count;
	count += context_increase(b, count);
	if (count < 0) {
		imbalance(b, "unexpected unlock");
		return false;
	}
	Insn *last = last_insn(b);
	if (!last)
		return true;
	if (last->op == FI_RET) {
		if (count == out)
			return true;
		imbalance(b, "wrong count at exit");
		return false;
	}
	*v = (Visit){b, count, 0};
	*descend = true;
	return true;
}

/* sparse's check_bb_context(), depth first, without recursion: a
 * function can have thousands of blocks. */
static void walk(Flow *f, int in, int out)
{
	int cap = f->bbs.len + 1, top = 0;
	Visit *stack = xcalloc(cap, sizeof(*stack));
	bool descend;
	if (!enter(f->entry, in, out, &stack[0], &descend) || !descend)
		goto done;
	top = 1;
	while (top) {
		Visit *v = &stack[top - 1];
		if (v->next == v->b->children.len) {
			top--;
			continue;
		}
		Block *child = v->b->children.v[v->next++];
		if (top == cap)
			break;	/* cannot happen: a block is entered once */
		if (!enter(child, v->count, out, &stack[top], &descend))
			break;
		if (descend)
			top++;
	}
done:
	free(stack);
}

/* CASTGUARD_FLOW_DUMP=NAME: NAME's simplified graph on stderr, in the
 * shape of sparse's test-linearize -v (for comparing the two). */
static void dump(Flow *f)
{
	const char *want = getenv("CASTGUARD_FLOW_DUMP");
	if (!want || strcmp(want, current->name->name))
		return;
	static const char ops[] = "EOCSXIP.pbcsgru";
	for (int i = 0; i < f->bbs.len; i++) {
		Block *b = f->bbs.v[i];
		fprintf(stderr, "B%p %s:%d:%d [", (void *)b, name_str(b->pos.file),
			b->pos.line, b->pos.col);
		for (int k = 0; k < b->ninsns; k++) {
			Insn *in = &b->insns[k];
			if (in->op == FI_CONTEXT)
				fprintf(stderr, "%s%d", in->check ? "?" : "x", in->delta);
			else
				fputc(ops[in->op], stderr);
		}
		fprintf(stderr, "] ->");
		for (int k = 0; k < b->children.len; k++)
			fprintf(stderr, " B%p", (void *)b->children.v[k]);
		fputc('\n', stderr);
	}
}

void context_check(Symbol *fn)
{
	int in = 0, out = 0;
	for (Context *c = fn->def_contexts; c; c = c->next) {
		in += c->in;
		out += c->out;
	}
	/* no count to follow: nothing to report if in and out agree */
	if (in == out && !flow_changes_context(fn))
		return;
	Flow *f = flow_build(fn);
	if (!f)
		return;
	if (f->truncated) {
		/* its verdicts would be about another graph than sparse's */
		diag(DIAG_WARNING, CK_NONE, fn->loc, "lock contexts of '%s' not checked: "
		     "too many copies of inline functions", fn->name->name);
		return;
	}
	current = fn;
	dump(f);
	walk(f, in, out);
}

/* Inline functions used as values (their address taken): sparse appends
 * each to the unit's symbols when first evaluated so, and checks it there,
 * after every other symbol, as an ordinary function. */
static PtrVec accessed_inlines;

void context_note_access(Symbol *f)
{
	if (!f || f->kind != SYM_FUNC || !f->is_inline || f->accessed)
		return;
	f->accessed = true;
	vec_push(&accessed_inlines, f);
}

/* The Nth inline function used as a value, in sparse's order, or NULL. */
Symbol *context_accessed(int n)
{
	return n < accessed_inlines.len ? accessed_inlines.v[n] : NULL;
}

void context_finish(void)
{
	free(accessed_inlines.v);
	accessed_inlines = (PtrVec){0};
	current = NULL;
	flow_finish();
}
