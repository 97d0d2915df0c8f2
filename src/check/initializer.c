/* initializer.c - sparse's -Woverride-init over a braced initializer.
 *
 * sparse expands an initializer list by sorting its entries on the bit
 * where each lands (a stable sort: written order among equals), then
 * walking them with the end of the widest entry so far: an entry that
 * starts before that end overlaps it.  The first overlap of a list is
 * reported (all of them under -Woverride-init-all), and a first entry
 * that covers the whole object is exempt (a default, then overrides:
 * sparse has a variable to turn that off but no option that sets it).
 *
 * Its quirk is kept: a nested list reached through single-element
 * designators is shifted to where it lies in the outermost object before
 * it is checked, so the "whole object" exemption holds only for a nested
 * list at offset 0. */
#include <stdlib.h>
#include "initializer.h"
#include "arena.h"
#include "checks.h"
#include "diag.h"

Loc init_entry_pos(Node *e)
{
	return e->desig ? e->desig->at : e->value->loc;
}

/* Stable merge of v[lo..mid) and v[mid..hi) on the entries' offsets. */
static void merge(Node **v, Node **tmp, int lo, int mid, int hi)
{
	int i = lo, j = mid, k = lo;
	while (i < mid && j < hi)
		tmp[k++] = v[j]->slot->off < v[i]->slot->off ? v[j++] : v[i++];
	while (i < mid)
		tmp[k++] = v[i++];
	while (j < hi)
		tmp[k++] = v[j++];
	for (k = lo; k < hi; k++)
		v[k] = tmp[k];
}

/* The entries of LIST that land somewhere, sorted stably on their offset
 * (written order among equals, as sparse's merge sort leaves them). */
static Node **sorted_entries(Node *list, int *count)
{
	int n = 0;
	for (Node *e = list->entries; e; e = e->next)
		if (e->slot)
			n++;
	Node **v = arena_alloc(tu_arena, (n ? n : 1) * sizeof *v);
	Node **tmp = arena_alloc(tu_arena, (n ? n : 1) * sizeof *v);
	int i = 0;
	for (Node *e = list->entries; e; e = e->next)
		if (e->slot)
			v[i++] = e;
	for (int width = 1; width < n; width *= 2)
		for (int lo = 0; lo + width < n; lo += 2 * width)
			merge(v, tmp, lo, lo + width, lo + 2 * width < n ? lo + 2 * width : n);
	*count = n;
	return v;
}

static bool is_aggregate_list(Node *list)
{
	Type *t = list->ty;
	return t && (t->kind == TY_STRUCT || t->kind == TY_UNION || t->kind == TY_ARRAY);
}

/* LIST, lying at bit BASE of the outermost object (sparse's shifted
 * offsets), then the lists nested in it in sorted order. */
static void check_list(Node *list, int64_t base, int depth)
{
	if (!is_aggregate_list(list) || depth > 200)
		return;
	int n;
	Node **v = sorted_entries(list, &n);
	int64_t whole = list->ty->size > 0 ? list->ty->size * 8 : 0;
	int64_t max = 0;
	Node *a = NULL;
	for (int i = 0; i < n; i++) {
		InitSlot *s = v[i]->slot;
		if (!s->top_bits)
			continue;
		int64_t off = base + s->off;
		if (a && off < max) {
			diag(SPARSE_WARNING, CK_OVERRIDE_INIT, init_entry_pos(a),
				"Initializer entry defined twice");
			diag(SPARSE_NOTE, CK_NONE, init_entry_pos(v[i]), "  also defined here");
			if (!check_on[CK_OVERRIDE_INIT_ALL])
				break;
		}
		int64_t end = off + s->range;
		if (!a && off == 0 && end == whole)
			continue;	/* a default for the whole object */
		if (end > max) {
			max = end;
			a = v[i];
		}
	}
	for (int i = 0; i < n; i++) {
		Node *val = v[i]->value;
		if (val->kind == ND_INIT_LIST)
			check_list(val, v[i]->slot->multi ? 0 : base + v[i]->slot->off, depth + 1);
	}
}

void check_init_overlaps(Node *list)
{
	if (list && list->kind == ND_INIT_LIST && check_on[CK_OVERRIDE_INIT])
		check_list(list, 0, 0);
}
