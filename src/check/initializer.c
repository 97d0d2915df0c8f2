/* initializer.c - sparse's checks of a braced initializer: -Woverride-init
 * over the whole list, and, entry by entry as check.c evaluates them,
 * -Wdesignated-init and strings too long for their array.
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
 * list at offset 0.
 *
 * The same walk expands the entries, in that sorted order, as sparse's
 * expansion of a declaration does: a nested list when its turn comes, a
 * value through the caller's hook (check.c: its casts, then the implied
 * conversion to the entry's type). */
#include <stdlib.h>
#include "initializer.h"
#include "arena.h"
#include "checks.h"
#include "diag.h"
#include "type.h"

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

/* Bit offsets saturate at INT64_MAX, as parse-init.c's do: an array near
 * 2^63 bytes must not overflow the sums (lf-check found one). */
static int64_t sat_add(int64_t a, int64_t b)
{
	int64_t r;
	return __builtin_add_overflow(a, b, &r) ? INT64_MAX : r;
}

/* LIST, lying at bit BASE of the outermost object (sparse's shifted
 * offsets), then its entries in sorted order: a nested list the same
 * way, a value through VALUE (if any). */
static void check_list(Node *list, int64_t base, int depth, void (*value)(Node *entry))
{
	if (depth > 200)
		return;
	if (!is_aggregate_list(list)) {	/* a scalar's "{ v }" */
		for (Node *e = list->entries; e && value; e = e->next)
			if (e->value && e->value->kind != ND_INIT_LIST)
				value(e);
		return;
	}
	int n;
	Node **v = sorted_entries(list, &n);
	int64_t whole = 0;
	if (list->ty->size > 0 && __builtin_mul_overflow(list->ty->size, 8, &whole))
		whole = INT64_MAX;
	int64_t max = 0;
	Node *a = NULL;
	for (int i = 0; i < n; i++) {
		InitSlot *s = v[i]->slot;
		if (!s->top_bits)
			continue;
		int64_t off = sat_add(base, s->off);
		if (a && off < max && check_on[CK_OVERRIDE_INIT]) {
			diag(SPARSE_WARNING, CK_OVERRIDE_INIT, init_entry_pos(a),
				"Initializer entry defined twice");
			diag(SPARSE_NOTE, CK_NONE, init_entry_pos(v[i]), "  also defined here");
			if (!check_on[CK_OVERRIDE_INIT_ALL])
				break;
		}
		int64_t end = sat_add(off, s->range);
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
			check_list(val, v[i]->slot->multi ? 0 : sat_add(base, v[i]->slot->off),
				   depth + 1, value);
		else if (value)
			value(v[i]);
	}
}

void check_init_overlaps(Node *list)
{
	if (list && list->kind == ND_INIT_LIST && check_on[CK_OVERRIDE_INIT])
		check_list(list, 0, 0, NULL);
}

void expand_init_list(Node *list, void (*value)(Node *entry))
{
	if (list && list->kind == ND_INIT_LIST)
		check_list(list, 0, 0, value);
}

/* sparse's -Wdesignated-init: a positional entry of a list whose struct
 * asks for designators; FOR names what the list initializes (the
 * variable, the member, an element's type), NULL for a compound literal. */
void positional_init(Node *list, Node *e, const char *for_name)
{
	Type *t = list->ty;
	if (e->desig || !e->slot || !t || !is_record(t) || !t->tag ||
	    !t->tag->designated_init || !check_on[CK_DESIGNATED_INIT])
		return;
	diag(SPARSE_WARNING, CK_DESIGNATED_INIT, init_entry_pos(e),
		"%s%s%spositional init of field in %s %s, declared with attribute designated_init",
		for_name ? "in initializer for " : "", for_name ? for_name : "",
		for_name ? ": " : "", t->kind == TY_UNION ? "union" : "struct",
		tag_name(t->tag));
}

/* A string initializing a character array of known length: sparse warns
 * when even its terminating nul does not fit, and under -Winit-cstring
 * when only the nul does not; under -Wparen-string, of one written in
 * parentheses. */
void check_string_init(Type *t, Node *v)
{
	/* -Wparen-string: gcc's extension, a string in parentheses */
	if (t && (t->kind == TY_ARRAY || is_record(t)) && v && v->kind == ND_STR &&
	    (v->flags & NF_PAREN) && check_on[CK_PAREN_STRING])
		diag(SPARSE_WARNING, CK_PAREN_STRING, v->loc,
			"array initialized from parenthesized string constant");
	if (!t || t->kind != TY_ARRAY || t->len < 0 || !v || v->kind != ND_STR || !v->ty)
		return;
	int64_t chars = v->ty->len;	/* with its nul */
	if (t->len + 1 < chars)
		diag(SPARSE_WARNING, CK_STRING_INIT, v->loc,
			"too long initializer-string for array of char");
	else if (t->len + 1 == chars && check_on[CK_INIT_CSTRING])
		diag(SPARSE_WARNING, CK_INIT_CSTRING, v->loc,
			"too long initializer-string for array of char(no space for nul char)");
}

/* The name sparse gives the object a nested list of entry E initializes:
 * the member's, or an array element's type (its typedef or tag). */
const char *nested_for_name(Node *e)
{
	if (e->target && e->target->ty == e->ty)
		return e->target->name ? e->target->name->name : NULL;
	Type *t = e->ty;
	if (t && t->name)
		return t->name->name;
	return t && t->tag && t->tag->name ? t->tag->name->name : NULL;
}
