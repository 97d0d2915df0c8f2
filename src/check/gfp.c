/* gfp.c - the gfp_t facts of the translation unit, from its own headers.
 *
 * Flag values moved between kernel versions (0x10 was __GFP_WAIT before
 * 4.4 and is __GFP_RECLAIMABLE now; mainline numbers the bits with an
 * enum whose config-dependent tail shifts), so a table in castguard would
 * be wrong somewhere.  The macros are still in the preprocessor's table
 * once the TU is parsed: a flag is its macro expanded by the preprocessor
 * (pp_expand_name()) and evaluated as #if would (pp_eval_tokens()), with
 * enum constants taken from the parser's file-scope bindings and casts
 * skipped (__force gfp_t).  Anything else (sizeof, a call, an unknown
 * name) makes the value unknown rather than guessed.  This file knows
 * which names are flags and zones and what is an allocation, nothing of
 * expanding or folding. */
#define _GNU_SOURCE	/* memmem */
#include <stdlib.h>
#include <string.h>
#include "gfp.h"
#include "lex.h"
#include "pp.h"
#include "diag.h"
#include "parse.h"
#include "report.h"
#include "sema.h"
#include "type.h"

/* Whether the unit has a typedef named gfp_t (-1: not asked yet). */
static int has_gfp_t = -1;

static bool unit_has_gfp_t(void)
{
	if (has_gfp_t < 0) {
		Ident *id = intern_lookup("gfp_t", 5);
		Symbol *sym = id ? id->sym : NULL;
		has_gfp_t = sym && sym->kind == SYM_TYPEDEF;
	}
	return has_gfp_t;
}

/* gfp_t as each era spells it: __bitwise since 2.6.16 or so, __nocast
 * when 2.6.14 introduced it, and before that no gfp_t at all but masks
 * typed "unsigned int __nocast" (2.6.13's kmalloc()), which a unit
 * without gfp_t can mean nothing else by. */
bool gfp_is_type(Type *t)
{
	if (!t || !(t->flags & (T_RESTRICTED | T_NOCAST)))
		return false;
	/* a qualified or annotated copy keeps its identity's typedef name */
	Ident *n = t->restricted ? t->restricted->rname : NULL;
	Type *u = t;
	for (; !n && u; u = u->origin)
		n = u->name;
	if (n)
		return n->len == 5 && !memcmp(n->name, "gfp_t", 5);
	return (t->flags & T_NOCAST) && t->kind == TY_UINT && !unit_has_gfp_t();
}

/* A parameter of a __nocast type takes plain integer masks: before the
 * __bitwise gfp_t, GFP_KERNEL was a plain (__GFP_WAIT | __GFP_IO |
 * __GFP_FS) that sparse let through. */
static bool takes_plain_masks(Type *param)
{
	return !(param->flags & T_RESTRICTED);
}

/* --- the value of a macro, or of a mask as written --- */

/* What the preprocessor's evaluator leaves to the C front end: an enum
 * constant (mainline numbers the flag bits with an enum) ... */
static bool enum_value(const Token *t, int64_t *v)
{
	Symbol *s = t->ident->sym;
	if (!s || s->kind != SYM_ENUMCONST)
		return false;
	*v = s->value;
	return true;
}

/* ... and a cast's parenthesised type name, which starts with a keyword
 * (__attribute__ too, what __force expands to) or a typedef name. */
static bool type_start(const Token *t)
{
	if (t->kind != TK_IDENT)
		return false;
	Symbol *s = t->ident->sym;
	return t->ident->kw != KW_NONE || (s && s->kind == SYM_TYPEDEF);
}

static const PPEvalHooks c_operands = {enum_value, type_start};

/* The value of a probe's tokens, which it closes. */
static bool probe_value(bool expanded, PPProbe *p, uint64_t *val)
{
	int64_t v;
	bool ok = expanded && pp_eval_tokens(p->tok, p->n, &c_operands, &v);
	pp_probe_end(p);
	if (ok)
		*val = (uint64_t)v;
	return ok;
}

bool gfp_macro_value(const char *name, uint64_t *val)
{
	Ident *id = intern_lookup(name, (uint32_t)strlen(name));
	PPProbe p;
	if (!id || !id->macro || id->macro->funlike)
		return false;
	return probe_value(pp_expand_name(id, &p), &p, val);
}

static GfpBits bits;
static bool bits_done;

static void helpers_reset(void);

void gfp_reset(void)
{
	bits_done = false;
	memset(&bits, 0, sizeof(bits));
	has_gfp_t = -1;
	helpers_reset();
}

static uint64_t flag(const char *name)
{
	uint64_t v = 0;
	return gfp_macro_value(name, &v) ? v : 0;
}

const GfpBits *gfp_bits(void)
{
	if (bits_done)
		return &bits;
	bits_done = true;
	memset(&bits, 0, sizeof bits);
	uint64_t v;
	if (gfp_macro_value("__GFP_DIRECT_RECLAIM", &v) || gfp_macro_value("__GFP_WAIT", &v)) {
		bits.known = true;
		bits.direct_reclaim = v;
	}
	bits.kswapd_reclaim = flag("__GFP_KSWAPD_RECLAIM");
	bits.nofail = flag("__GFP_NOFAIL");
	bits.noretry = flag("__GFP_NORETRY");
	bits.retry_mayfail = flag("__GFP_RETRY_MAYFAIL");
	bits.memalloc = flag("__GFP_MEMALLOC");
	bits.nomemalloc = flag("__GFP_NOMEMALLOC");
	bits.dma = flag("__GFP_DMA");
	bits.highmem = flag("__GFP_HIGHMEM");
	bits.dma32 = flag("__GFP_DMA32");
	bits.movable = flag("__GFP_MOVABLE");
	bits.bits_mask = flag("__GFP_BITS_MASK");
	bits.context = bits.direct_reclaim | bits.kswapd_reclaim | flag("__GFP_HIGH") |
		       flag("__GFP_ATOMIC") | flag("__GFP_IO") | flag("__GFP_FS");
	if (!gfp_macro_value("GFP_ZONEMASK", &bits.zonemask))
		bits.zonemask = bits.dma | bits.highmem | bits.dma32 | bits.movable;
	return &bits;
}

void gfp_dump(FILE *out)
{
	const GfpBits *b = gfp_bits();
	if (!b->known) {
		fprintf(out, "no __GFP_DIRECT_RECLAIM or __GFP_WAIT\n");
		return;
	}
	static const char *const names[] = {
		"GFP_KERNEL", "GFP_ATOMIC", "GFP_NOWAIT", "GFP_NOFS", "GFP_NOIO",
		"GFP_USER", "GFP_DMA", "GFP_DMA32", "GFP_HIGHUSER_MOVABLE",
	};
#define F(x) fprintf(out, "%-22s 0x%llx\n", #x, (unsigned long long)b->x)
	F(direct_reclaim); F(kswapd_reclaim); F(nofail); F(noretry); F(retry_mayfail);
	F(memalloc); F(nomemalloc); F(dma); F(highmem); F(dma32); F(movable);
	F(zonemask); F(bits_mask); F(context);
#undef F
	for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
		uint64_t v;
		if (gfp_macro_value(names[i], &v))
			fprintf(out, "%-22s 0x%llx\n", names[i], (unsigned long long)v);
	}
}

/* --- gfp-swapped-args, gfp-zero --- */

static bool is_gfp_value(Node *arg)
{
	if (!arg || (arg->flags & NF_ERROR) || !arg->ty)
		return false;
	return gfp_is_type(value_type(arg));
}

static bool ident_byte(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* The source text of argument K (1-based) of a call whose callee name
 * starts at LOC, if the call is written on that one line: the byte range
 * [b, e) of line *LINE, blanks trimmed.  Macro-expanded calls have no text
 * of their own. */
static bool arg_range_at(Loc loc, int want, const char **line, size_t *bk, size_t *ek)
{
	size_t len;
	const char *s;
	if (!(s = report_source_line(loc.file, loc.line, &len)))
		return false;
	size_t p = report_byte_of_col(s, len, loc.col);
	while (p < len && ident_byte(s[p]))
		p++;
	while (p < len && (s[p] == ' ' || s[p] == '\t'))
		p++;
	if (p >= len || s[p] != '(')
		return false;
	int level = 0, k = 1;
	size_t start = ++p;
	for (; p < len; p++) {
		char c = s[p];
		if (c == '"' || c == '\'') {
			for (p++; p < len && s[p] != c; p++)
				if (s[p] == '\\')
					p++;
			continue;
		}
		if (c == '(' || c == '[' || c == '{') {
			level++;
			continue;
		}
		if ((c == ')' || c == ']' || c == '}') && level > 0) {
			level--;
			continue;
		}
		if (level == 0 && (c == ',' || c == ')')) {
			size_t b = start, e = p;
			while (b < e && (s[b] == ' ' || s[b] == '\t'))
				b++;
			while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t'))
				e--;
			if (k == want) {
				*bk = b;
				*ek = e;
				*line = s;
				return b < e;
			}
			if (c == ')')
				break;
			k++;
			start = p + 1;
		}
	}
	return false;
}

static bool arg_range(Loc loc, int want, const char **line, size_t *bk, size_t *ek)
{
	return !(loc.flags & LOC_MACRO) && arg_range_at(loc, want, line, bk, ek);
}

static bool arg_ranges(Loc loc, int want_i, int want_j, const char **line,
		       size_t *bi, size_t *ei, size_t *bj, size_t *ej)
{
	return arg_range(loc, want_i, line, bi, ei) && arg_range(loc, want_j, line, bj, ej);
}

/* Display column of byte index B of line S (tabs expanded). */
static uint32_t col_of(const char *s, size_t b)
{
	uint32_t c = 1;
	for (size_t i = 0; i < b; i++)
		c = s[i] == '\t' ? source_tab_col(c) : c + 1;
	return c;
}

static void swapped_fix(Node *call, int i, int j)
{
	const char *s;
	size_t bi = 0, ei = 0, bj = 0, ej = 0;
	if (!sdiag_shown || (report_format == FMT_TEXT && !report_parseable_fixits))
		return;
	if (!arg_ranges(call->callee->loc, i, j, &s, &bi, &ei, &bj, &ej))
		return;
	/* both replacements are computed from the original line */
	char *ti = strndup(s + bi, ei - bi), *tj = strndup(s + bj, ej - bj);
	uint32_t ci = col_of(s, bi), cie = col_of(s, ei), cj = col_of(s, bj), cje = col_of(s, ej);
	report_fix(call->callee->loc.file, call->callee->loc.line, ci, cie, tj);
	report_fix(call->callee->loc.file, call->callee->loc.line, cj, cje, ti);
	free(ti);
	free(tj);
}

/* The sleeping masks a fix-it turns into GFP_ATOMIC, as written (an
 * accounted allocation keeps its accounting). */
static const struct { const char *from, *to; } atomic_fixes[] = {
	{"GFP_KERNEL", "GFP_ATOMIC"}, {"GFP_NOFS", "GFP_ATOMIC"}, {"GFP_NOIO", "GFP_ATOMIC"},
	{"GFP_USER", "GFP_ATOMIC"}, {"GFP_KERNEL_ACCOUNT", "GFP_ATOMIC | __GFP_ACCOUNT"},
};

void gfp_atomic_fix(Node *call, int argno)
{
	const char *s;
	size_t b = 0, e = 0;
	if (!sdiag_shown || (report_format == FMT_TEXT && !report_parseable_fixits))
		return;
	if (!arg_range(call->callee->loc, argno, &s, &b, &e))
		return;
	/* the one sleeping name of the argument, as a whole word */
	size_t at = 0, end = 0;
	const char *to = NULL;
	for (size_t p = b; p < e; p++) {
		if (!ident_byte(s[p]) || (p > b && ident_byte(s[p - 1])))
			continue;
		size_t q = p;
		while (q < e && ident_byte(s[q]))
			q++;
		for (size_t i = 0; i < sizeof atomic_fixes / sizeof *atomic_fixes; i++)
			if (q - p == strlen(atomic_fixes[i].from) &&
			    !strncmp(s + p, atomic_fixes[i].from, q - p)) {
				if (to)
					return;		/* two: not a plain mask */
				at = p, end = q, to = atomic_fixes[i].to;
			}
		p = q;
	}
	if (to)
		report_fix(call->callee->loc.file, call->callee->loc.line, col_of(s, at),
			   col_of(s, end), to);
}

/* The macro name written at LOC, a macro's expansion point, in BUF; in
 * *NEXT the character after it on its line ('(' for a call, else any). */
static bool name_at(Loc loc, char *buf, size_t size, char *next)
{
	size_t len, b, e;
	const char *s;
	if (!(loc.flags & LOC_MACRO) || !(s = report_source_line(loc.file, loc.line, &len)))
		return false;
	b = report_byte_of_col(s, len, loc.col);
	for (e = b; e < len && ident_byte(s[e]); e++)
		;
	if (e == b || e - b >= size)
		return false;
	memcpy(buf, s + b, e - b);
	buf[e - b] = 0;
	*next = e < len ? s[e] : 0;
	return true;
}

const char *gfp_macro_written(Loc loc, char *buf, size_t size)
{
	char next;
	return name_at(loc, buf, size, &next) && next == '(' ? buf : NULL;
}

/* The macro a constant 0 argument was spelled with, if any: the name
 * at its expansion point, when that name is an object-like macro whose
 * value is 0 (not, say, the function-like wrapper the call is in). */
static const char *zero_macro(Node *arg, char *buf, size_t size)
{
	char next;
	uint64_t v;
	return name_at(arg->loc, buf, size, &next) && gfp_macro_value(buf, &v) && v == 0 ? buf : NULL;
}

bool gfp_arg_mask(Node *arg, uint64_t *mask)
{
	int64_t v;
	if (!arg || (arg->flags & NF_ERROR) || !arg->ty || !is_integer(value_type(arg)) ||
	    !eval_int(arg, &v))
		return false;
	*mask = (uint64_t)v;
	return true;
}

/* The function-like macro a call was written as (kcalloc(...) for
 * mainline's kmalloc_array_noprof() call), or NULL. */
static bool written_macro_call(Loc loc, char *buf, size_t size)
{
	char next;
	if (!name_at(loc, buf, size, &next) || next != '(')
		return false;
	Ident *id = intern_lookup(buf, (uint32_t)strlen(buf));
	return id && id->macro && id->macro->funlike;
}

static int count_args(Node *call)
{
	int n = 0;
	for (Node *a = call->args; a; a = a->next)
		n++;
	return n;
}

/* The call was written as a function-like macro that stands for it
 * (mainline's kcalloc(n, size, GFP_KERNEL) for kmalloc_array_noprof()):
 * as many arguments, and argument ARGNO spells a GFP mask.  Not a
 * wrapper like ALLOC(p) whose body makes the call. */
static bool written_alloc_macro(Node *call, int argno, char *name, size_t size,
				const char **line, size_t *b, size_t *e)
{
	size_t bl, el;
	const char *l;
	return written_macro_call(call->callee->loc, name, size) &&
	       arg_range_at(call->callee->loc, argno, &l, &bl, &el) && memmem(l + bl, el - bl, "GFP", 3) &&
	       !arg_range_at(call->callee->loc, count_args(call) + 1, &l, &bl, &el) &&
	       arg_range_at(call->callee->loc, count_args(call), &l, &bl, &el) &&
	       arg_range_at(call->callee->loc, argno, line, b, e);
}

const char *gfp_call_name(Node *call, int argno, char *buf, size_t size)
{
	const char *l;
	size_t b, e;
	if (written_alloc_macro(call, argno, buf, size, &l, &b, &e))
		return buf;
	Node *f = call->callee;
	while (f && (f->kind == ND_CAST || f->kind == ND_DEREF))
		f = f->operand;
	if (f && (f->kind == ND_VAR || f->kind == ND_FUNCNAME) && f->sym && f->sym->name)
		snprintf(buf, size, "%s", f->sym->name->name);
	else
		snprintf(buf, size, "the called function");
	return buf;
}

/* MASK in the kernel's words: the largest composite it contains, then the
 * remaining __GFP_ flags (GFP_KERNEL | __GFP_ZERO). */
static void describe_mask(uint64_t m, char *buf, size_t size)
{
	static const char *const composites[] = {
		"GFP_KERNEL_ACCOUNT", "GFP_HIGHUSER_MOVABLE", "GFP_HIGHUSER", "GFP_USER",
		"GFP_KERNEL", "GFP_NOFS", "GFP_NOIO", "GFP_ATOMIC", "GFP_NOWAIT",
	};
	static const char *const flags[] = {
		"__GFP_DMA", "__GFP_HIGHMEM", "__GFP_DMA32", "__GFP_MOVABLE", "__GFP_RECLAIMABLE",
		"__GFP_HIGH", "__GFP_IO", "__GFP_FS", "__GFP_ZERO", "__GFP_ATOMIC",
		"__GFP_DIRECT_RECLAIM", "__GFP_KSWAPD_RECLAIM", "__GFP_WRITE", "__GFP_NOWARN",
		"__GFP_RETRY_MAYFAIL", "__GFP_NOFAIL", "__GFP_NORETRY", "__GFP_MEMALLOC", "__GFP_COMP",
		"__GFP_NOMEMALLOC", "__GFP_HARDWALL", "__GFP_THISNODE", "__GFP_ACCOUNT", "__GFP_WAIT",
	};
	uint64_t v, rest = m;
	size_t used = 0;
	buf[0] = 0;
	for (size_t i = 0; i < sizeof composites / sizeof *composites && rest == m; i++)
		if (gfp_macro_value(composites[i], &v) && v && (m & v) == v) {
			used += snprintf(buf + used, size - used, "%s", composites[i]);
			rest &= ~v;
		}
	for (size_t i = 0; i < sizeof flags / sizeof *flags && rest && used < size; i++)
		if (gfp_macro_value(flags[i], &v) && v && (rest & v) == v) {
			used += snprintf(buf + used, size - used, "%s%s", used ? " | " : "", flags[i]);
			rest &= ~v;
		}
	if (rest || !used)
		snprintf(buf + used, used < size ? size - used : 0, "%sflags 0x%llx",
			 used ? " | " : "", (unsigned long long)rest);
}

/* The value of TEXT, an argument as written (GFP_KERNEL | __GFP_ZERO). */
static bool text_value(const char *text, uint64_t *v)
{
	PPProbe p;
	return probe_value(pp_expand_text(text, strlen(text), &p), &p, v);
}

/* Argument ARGNO's text in the source line at LOC, if LOC is a call
 * written on one line, and where it starts in *WHERE; with WANT, only if
 * that text spells the value *WANT (the argument of a wrapper macro need
 * not be the callee's). */
static bool text_at(Loc loc, int argno, const uint64_t *want, char *buf, size_t size, Loc *where)
{
	const char *s;
	size_t b, e;
	uint64_t v;
	if (!arg_range(loc, argno, &s, &b, &e) || e - b >= size)
		return false;
	memcpy(buf, s + b, e - b);
	buf[e - b] = 0;
	if (want && (!text_value(buf, &v) || v != *want))
		return false;
	*where = (Loc){.file = loc.file, .line = loc.line, .col = col_of(s, b)};
	return true;
}

/* gfp_arg_text(), and in *WHERE the start of the text it found in the
 * source (line 0 if none). */
static const char *arg_text(Node *call, int argno, char *buf, size_t size, Loc *where)
{
	const char *s;
	size_t b, e;
	Node *arg = call->args;
	for (int k = 1; arg && k < argno; k++)
		arg = arg->next;
	*where = (Loc){0};
	if (text_at(call->callee->loc, argno, NULL, buf, size, where))
		return buf;
	char mname[128];
	uint64_t tv, am;
	if (written_alloc_macro(call, argno, mname, sizeof mname, &s, &b, &e) && e - b < size &&
	    (memcpy(buf, s + b, e - b), buf[e - b] = 0, text_value(buf, &tv)) &&
	    arg && gfp_arg_mask(arg, &am) && tv == am) {
		*where = (Loc){.file = call->callee->loc.file, .line = call->callee->loc.line,
			       .col = col_of(s, b)};
		return buf;
	}
	uint64_t m, v;
	bool known = arg && gfp_arg_mask(arg, &m);
	char next;
	if (!known) {
		snprintf(buf, size, "argument %d", argno);
		return buf;
	}
	if (arg->loc.flags & LOC_MACRO) {
		/* a call made by a macro (6.10+: kmalloc() is a macro around
		 * kmalloc_noprof()): the same argument of the macro's
		 * invocation, when it spells the same value */
		Loc at = arg->loc;
		at.flags &= ~LOC_MACRO;
		if (text_at(at, argno, &m, buf, size, where))
			return buf;
		/* the macro written at the argument's expansion point, if it
		 * is the mask itself (not an enclosing ALLOC(p) whose body
		 * has the call) */
		if (name_at(arg->loc, buf, size, &next) && gfp_macro_value(buf, &v) && v == m)
			return buf;
	}
	describe_mask(m, buf, size);
	return buf;
}

const char *gfp_arg_text(Node *call, int argno, char *buf, size_t size)
{
	Loc where;
	return arg_text(call, argno, buf, size, &where);
}

/* --- the flag checks: what one constant mask says to one callee --- */

/* Allocators by the name they are called with; Linux 6.10+ calls the
 * *_noprof function behind each allocation macro, so that suffix is
 * dropped before the lookup. */
enum {
	GA_SLAB = 1,		/* GFP_SLAB_BUG_MASK applies (kmalloc_fix_flags) */
	GA_VMALLOC = 2,		/* __vmalloc_node_range(): direct reclaim required */
	GA_KVMALLOC = 4,	/* kvmalloc_node(): GFP_KERNEL-compatible, no NORETRY */
	GA_ALLOC = 8,		/* some other allocator (page allocator, ...) */
	GA_TABLE = 16,		/* in the table below, not only by its name */
};

static const struct {
	const char *name;
	unsigned kind;
} allocators[] = {
	{"kmalloc", GA_SLAB}, {"kmalloc_node", GA_SLAB},
	{"kmalloc_array", GA_SLAB}, {"kmalloc_array_node", GA_SLAB},
	{"kcalloc", GA_SLAB}, {"kcalloc_node", GA_SLAB},
	{"kzalloc", GA_SLAB}, {"kzalloc_node", GA_SLAB},
	{"krealloc", GA_SLAB}, {"krealloc_array", GA_SLAB},
	{"__kmalloc", GA_SLAB}, {"__kmalloc_node", GA_SLAB},
	{"__kmalloc_cache", GA_SLAB}, {"__kmalloc_cache_node", GA_SLAB},
	{"__kmalloc_large", GA_SLAB}, {"__kmalloc_large_node", GA_SLAB},
	{"kmalloc_trace", GA_SLAB}, {"kmalloc_node_trace", GA_SLAB},
	{"kmalloc_large", GA_SLAB}, {"kmalloc_large_node", GA_SLAB},
	{"kmalloc_track_caller", GA_SLAB}, {"kmalloc_node_track_caller", GA_SLAB},
	{"__kmalloc_track_caller", GA_SLAB}, {"__kmalloc_node_track_caller", GA_SLAB},
	{"kmem_cache_alloc", GA_SLAB}, {"kmem_cache_alloc_node", GA_SLAB},
	{"kmem_cache_alloc_lru", GA_SLAB}, {"kmem_cache_zalloc", GA_SLAB},
	{"kmem_cache_alloc_bulk", GA_SLAB}, {"kmem_cache_alloc_trace", GA_SLAB},
	{"kmem_cache_alloc_node_trace", GA_SLAB},
	{"kmemdup", GA_SLAB}, {"kmemdup_nul", GA_SLAB}, {"kstrdup", GA_SLAB},
	{"kstrndup", GA_SLAB}, {"kstrdup_const", GA_SLAB},
	/* kvmalloc_node() tries kmalloc_node() with the same flags first */
	{"kvmalloc", GA_KVMALLOC | GA_SLAB}, {"kvzalloc", GA_KVMALLOC | GA_SLAB},
	{"kvmalloc_node", GA_KVMALLOC | GA_SLAB}, {"kvzalloc_node", GA_KVMALLOC | GA_SLAB},
	{"kvmalloc_array", GA_KVMALLOC | GA_SLAB}, {"kvmalloc_array_node", GA_KVMALLOC | GA_SLAB},
	{"kvcalloc", GA_KVMALLOC | GA_SLAB}, {"kvcalloc_node", GA_KVMALLOC | GA_SLAB},
	{"kvrealloc", GA_KVMALLOC | GA_SLAB}, {"kvmemdup", GA_KVMALLOC | GA_SLAB},
	{"__vmalloc", GA_VMALLOC}, {"__vmalloc_node", GA_VMALLOC},
	{"__vmalloc_node_range", GA_VMALLOC}, {"__vmalloc_array", GA_VMALLOC},
	{"__vcalloc", GA_VMALLOC},
	{"__get_free_pages", GA_ALLOC}, {"__get_free_page", GA_ALLOC},
	{"get_zeroed_page", GA_ALLOC},
};

/* NAME without Linux 6.10+'s "_noprof" suffix, in BUF. */
static const char *unprof(const char *name, char *buf, size_t size)
{
	size_t n = strlen(name);
	if (n > 7 && !strcmp(name + n - 7, "_noprof"))
		n -= 7;
	snprintf(buf, size, "%.*s", (int)n, name);
	return buf;
}

/* NAME has a word (between underscores) ending in "alloc": alloc_pages,
 * kmalloc, dma_alloc_coherent, mempool_alloc; not mark_allocated. */
static bool alloc_word(const char *name)
{
	for (const char *w = name; *w;) {
		size_t n = strcspn(w, "_");
		if (n >= 5 && !strncmp(w + n - 5, "alloc", 5))
			return true;
		w += n;
		w += *w == '_';
	}
	return false;
}

/* The allocator kind of the function called NAME, of type FT, 0 if it
 * is none.  Besides the table, a function that returns a pointer (the
 * memory) and has a word ending in "alloc" in its name is an allocation
 * (alloc_pages, dma_alloc_coherent, mempool_alloc, ...).  A gfp_t handed
 * to another function may be a mask that is not a request: the limit of
 * mapping_gfp_constraint(), the value mapping_set_gfp_mask() stores for
 * later requests, the flags post_alloc_hook() or 6.12's compaction
 * mark_allocated() apply to pages already taken. */
static unsigned allocator_kind(const char *name, Type *ft)
{
	char buf[128];
	if (strlen(name) >= sizeof buf)
		return 0;
	unprof(name, buf, sizeof buf);
	for (size_t i = 0; i < sizeof allocators / sizeof *allocators; i++)
		if (!strcmp(buf, allocators[i].name))
			return allocators[i].kind | GA_TABLE;
	return alloc_word(buf) && ft->base && ft->base->kind == TY_PTR ? GA_ALLOC : 0;
}

bool gfp_known_allocator(const char *name, Type *ft)
{
	return (allocator_kind(name, ft) & GA_TABLE) != 0;
}

/* --- where a mask goes: an allocation, directly or through helpers --- */

Symbol *gfp_fn_def(Symbol *f)
{
	for (Symbol *d = f; d; d = d->prev_decl)
		if (fn_body(d))
			return d;
	if (f->def && f->def->sym && fn_body(f->def->sym))
		return f->def->sym;
	return NULL;
}

/* The conditions a call in a helper's body is under: COND must be
 * true (WANT) or false for the call to run. */
#define MAX_GUARDS 16

typedef struct Guard {
	Node *cond;
	bool want;
} Guard;

/* A call in a helper's body that hands one of the helper's gfp_t
 * parameters on: argument ARGNO of CALL is ARG, which mentions the
 * helper's parameter number PK (1-based), PARAM. */
typedef struct Pass {
	Node *call, *arg;
	Symbol *param;
	int argno, pk;
	Guard *guards;
	int nguards;
} Pass;

/* A helper's passes, found once per unit. */
typedef struct Helper {
	Symbol *fn;
	Pass *pass;
	int npass, cap;
	uint32_t changed;	/* bit k-1: parameter k is assigned or its address taken */
} Helper;

static Helper *helpers;		/* open addressing by fn, in tu_arena */
static size_t nhelpers, caphelpers;

static void helpers_reset(void)
{
	helpers = NULL;	/* it was in the previous unit's arena */
	nhelpers = caphelpers = 0;
}

typedef struct Mentions {
	Symbol **syms;
	int n;
	bool found;
} Mentions;

static void mentions_child(Node *e, void *ctx)
{
	Mentions *m = ctx;
	if (!m->found)
		m->found = gfp_mentions(e, m->syms, m->n);
}

bool gfp_mentions(Node *e, Symbol **syms, int n)
{
	if (!e)
		return false;
	switch (e->kind) {
	case ND_VAR:
		for (int i = 0; i < n; i++)
			if (e->sym == syms[i])
				return true;
		return false;
	case ND_SIZEOF: case ND_ALIGNOF: case ND_STMT_EXPR:
		return false;
	case ND_CALL:
		for (Node *a = e->args; a; a = a->next)	/* the callee not */
			if (gfp_mentions(a, syms, n))
				return true;
		return false;
	case ND_INIT_LIST: case ND_BUILTIN:
		/* the first entry or argument alone, as ever: the others have
		 * never been looked at, and looking would make more carriers */
		return gfp_mentions(first_child(e), syms, n);
	default: {
		Mentions m = {syms, n, false};
		node_children(e, mentions_child, &m);
		return m.found;
	}
	}
}

typedef struct PassCtx {
	Symbol *fn;
	Helper *h;
	int depth;
	Guard guards[MAX_GUARDS];
	int nguards;
} PassCtx;

static void add_passes(Node *call, PassCtx *c)
{
	Type *ft = call_fn_type(call);
	if (!ft)
		return;
	int i = 1;
	Param *p = ft->params;
	for (Node *a = call->args; a && p; a = a->next, p = p->next, i++) {
		if (!gfp_is_type(p->ty))
			continue;
		int k = 1;
		for (Symbol *q = c->fn->params; q; q = q->prev_decl, k++) {
			if (!q->ty || !gfp_is_type(q->ty) || !gfp_mentions(a, &q, 1))
				continue;
			Helper *h = c->h;
			if (h->npass == h->cap) {
				int cap = h->cap ? 2 * h->cap : 4;
				Pass *v = arena_alloc(tu_arena, cap * sizeof *v);
				if (h->npass)
					memcpy(v, h->pass, h->npass * sizeof *v);
				h->pass = v;
				h->cap = cap;
			}
			Guard *g = arena_alloc(tu_arena, (c->nguards + 1) * sizeof *g);
			memcpy(g, c->guards, c->nguards * sizeof *g);
			h->pass[h->npass++] = (Pass){call, a, q, i, k, g, c->nguards};
		}
	}
}

static void find_passes(Node *n, void *ctx);

/* N's child CHILD, run only when COND is WANT (the branches of if and
 * ?:, the right operand of && and ||); the deepest conditions beyond
 * MAX_GUARDS are not kept (the call counts as reached). */
static void guarded(PassCtx *c, Node *child, Node *cond, bool want)
{
	if (!child)
		return;
	bool kept = c->nguards < MAX_GUARDS;
	if (kept)
		c->guards[c->nguards++] = (Guard){cond, want};
	find_passes(child, c);
	if (kept)
		c->nguards--;
}

/* S returns whatever its path: "return x;", or a block that ends so. */
static bool always_returns(Node *s)
{
	while (s && s->kind == ND_BLOCK) {
		Node *last = s->stmts;
		while (last && last->next)
			last = last->next;
		s = last;
	}
	return s && s->kind == ND_RETURN;
}

/* A block's statements in order: after "if (C) return ...;" the rest
 * runs only when C is false ("if (!(cm_flags & _CM_F_ALLOC)) return
 * NULL;" before net/netlabel's allocation), until a label, where a goto
 * may come in past the test. */
static void find_passes_block(Node *block, PassCtx *c)
{
	int base = c->nguards;
	for (Node *s = block->stmts; s; s = s->next) {
		Node *st = s;
		while (st && st->kind == ND_LABEL) {
			c->nguards = base;
			st = st->stmt;
		}
		if (!st)
			continue;
		find_passes(st, c);
		if (st->kind == ND_IF && !st->els && always_returns(st->then) &&
		    c->nguards < MAX_GUARDS)
			c->guards[c->nguards++] = (Guard){st->cond, false};
	}
	c->nguards = base;
}

static void find_passes(Node *n, void *ctx)
{
	PassCtx *c = ctx;
	/* nesting deeper than any real body: what is below is not looked at */
	if (c->depth > 256)
		return;
	c->depth++;
	switch (n->kind) {
	case ND_IF: case ND_COND:
		find_passes(n->cond, c);
		guarded(c, n->then, n->cond, true);
		guarded(c, n->els, n->cond, false);
		break;
	case ND_LOGAND: case ND_LOGOR:
		find_passes(n->lhs, c);
		guarded(c, n->rhs, n->lhs, n->kind == ND_LOGAND);
		break;
	case ND_BLOCK:
		find_passes_block(n, c);
		break;
	case ND_ASSIGN: case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC:
	case ND_ADDR: {
		/* a parameter that changes no longer holds what it was given */
		Node *t = n->kind == ND_ASSIGN ? n->lhs : n->operand;
		int k = 1;
		for (Symbol *q = c->fn->params; q && k <= 32; q = q->prev_decl, k++)
			if (t && t->kind == ND_VAR && t->sym == q)
				c->h->changed |= 1u << (k - 1);
		node_children(n, find_passes, c);
		break;
	}
	case ND_CALL:
		add_passes(n, c);
		/* fall through */
	default:
		node_children(n, find_passes, c);
		break;
	}
	c->depth--;
}

static Helper *helper_of(Symbol *def)
{
	if (2 * (nhelpers + 1) > caphelpers) {
		size_t cap = caphelpers ? 2 * caphelpers : 64;
		Helper *old = helpers;
		helpers = arena_zalloc(tu_arena, cap * sizeof *helpers);
		for (size_t i = 0; i < caphelpers; i++) {
			if (!old[i].fn)
				continue;
			size_t h = ((uintptr_t)old[i].fn >> 4) & (cap - 1);
			while (helpers[h].fn)
				h = (h + 1) & (cap - 1);
			helpers[h] = old[i];
		}
		caphelpers = cap;
	}
	size_t h = ((uintptr_t)def >> 4) & (caphelpers - 1);
	for (; helpers[h].fn; h = (h + 1) & (caphelpers - 1))
		if (helpers[h].fn == def)
			return &helpers[h];
	Helper *e = &helpers[h];
	e->fn = def;
	nhelpers++;
	PassCtx c = {.fn = def, .h = e};
	find_passes(fn_body(def), &c);
	return e;
}

/* What a helper's parameters hold at one call: the constants its caller
 * gave (the gfp_t one the mask being followed), the others unknown. */
#define MAX_BOUND 16

typedef struct Env {
	Symbol *param[MAX_BOUND];
	uint64_t value[MAX_BOUND];
	int n;
	bool unsure;	/* a call on the way may not run: a condition unknown */
} Env;

/* The value of E, when the parameters ENV binds hold their values (ENV
 * may be NULL): constants, bound parameters, and the operators masks and
 * their tests are written with (gfp | __GFP_ZERO, gfp & ~__GFP_IO,
 * !folio && (fgp_flags & FGP_CREAT)); false if it is unknown.  && and ||
 * know their value from one known operand when it decides. */
static bool value_in(Node *e, const Env *env, uint64_t *out)
{
	uint64_t a, b;
	bool ka, kb;
	switch (e->kind) {
	case ND_VAR:
		for (int i = 0; env && i < env->n; i++)
			if (env->param[i] == e->sym) {
				*out = env->value[i];
				return true;
			}
		return false;
	case ND_CAST:
		return value_in(e->operand, env, out);
	case ND_BITNOT: case ND_NOT:
		if (!value_in(e->operand, env, &a))
			return false;
		*out = e->kind == ND_NOT ? !a : ~a;
		return true;
	case ND_BITOR: case ND_BITAND: case ND_BITXOR: case ND_EQ: case ND_NE:
		if (!value_in(e->lhs, env, &a) || !value_in(e->rhs, env, &b))
			return false;
		*out = e->kind == ND_BITOR ? a | b : e->kind == ND_BITAND ? a & b :
		       e->kind == ND_BITXOR ? a ^ b : e->kind == ND_EQ ? a == b : a != b;
		return true;
	case ND_LOGAND: case ND_LOGOR: {
		bool decides = e->kind == ND_LOGOR;	/* the operand value that decides */
		ka = value_in(e->lhs, env, &a);
		kb = value_in(e->rhs, env, &b);
		if ((ka && !!a == decides) || (kb && !!b == decides)) {
			*out = decides;
			return true;
		}
		if (!ka || !kb)
			return false;
		*out = !decides;
		return true;
	}
	default:
		return gfp_arg_mask(e, out);
	}
}

/* The mask E gives its parameter, wrapped to E's width. */
static bool passed_mask(Node *e, const Env *env, uint64_t *out)
{
	if (!value_in(e, env, out))
		return false;
	Type *t = value_type(e);
	if (t && t->size > 0 && t->size < 8)
		*out &= (1ull << (t->size * 8)) - 1;
	return true;
}

/* A pass of FN's whose call runs whatever the caller gives: no condition
 * on the way tests a parameter the call does not bind to a constant (a
 * condition on FN's own state, a lookup that missed, is the allocation's
 * normal way; one on an argument, "allocate if wq is NULL", is the
 * caller's choice). */
static bool pass_sure(const Pass *ps, const Env *env, Symbol *fn)
{
	uint64_t v;
	for (int i = 0; i < ps->nguards; i++) {
		Node *cond = ps->guards[i].cond;
		if (value_in(cond, env, &v))
			continue;
		for (Symbol *q = fn->params; q; q = q->prev_decl) {
			bool bound = false;
			for (int k = 0; k < env->n && !bound; k++)
				bound = env->param[k] == q;
			if (!bound && gfp_mentions(cond, &q, 1))
				return false;
		}
	}
	return true;
}

/* A pass whose call the constants of ENV keep from running. */
static bool pass_dead(const Pass *ps, const Env *env)
{
	uint64_t v;
	for (int i = 0; i < ps->nguards; i++)
		if (value_in(ps->guards[i].cond, env, &v) && !!v != ps->guards[i].want)
			return true;
	return false;
}

/* An "extra flags" parameter (6.1's bpf_prog_alloc(size,
 * gfp_extra_flags)): what it is given is or'ed into the function's own
 * context, never the whole request. */
static bool extra_flags(const Param *p)
{
	return p->name && strstr(p->name->name, "extra");
}

#define MAX_REACH 4
#define MAX_HELPER_DEPTH 4

static int follow_helper(Symbol *def, Node *call, const Env *env, int argno, uint64_t m,
			 GfpReach *r, int n, int depth, bool *dead);

/* The allocations mask M, given as argument ARGNO of CALL (whose
 * arguments ENV's parameters may appear in), reaches: the callee itself
 * if it is an allocator, else those a helper with a body here hands its
 * parameter to, a few calls deep, each with the mask it receives there;
 * a call in the helper that the caller's constants keep from running
 * (find_get_page()'s allocation without FGP_CREAT) is not followed.  A
 * function that only stores the mask (xa_init_flags() keeps XA_FLAGS_*
 * bits in a gfp_t) or uses it otherwise reaches none. */
static int reaches(Node *call, const Env *env, int argno, uint64_t m, GfpReach *r, int n,
		   int depth)
{
	Symbol *callee = call_named(call);
	Type *ft = call_fn_type(call);
	if (!callee || callee->kind != SYM_FUNC || !callee->name || !ft)
		return n;
	Param *p = ft->params;
	for (int k = 1; p && k < argno; k++)
		p = p->next;
	if (!p)
		return n;
	/* a known allocator; else a body, followed; else the name says */
	unsigned kind = allocator_kind(callee->name->name, ft);
	Symbol *def = !(kind & GA_TABLE) && depth < MAX_HELPER_DEPTH ? gfp_fn_def(callee) : NULL;
	int before = n;
	bool dead = false;
	if (def)
		n = follow_helper(def, call, env, argno, m, r, n, depth, &dead);
	if (n > before || dead || !kind || extra_flags(p))
		return n;
	for (int i = 0; i < n; i++)
		if (r[i].mask == m && r[i].kind == kind && r[i].alloc == callee)
			return n;
	if (n < MAX_REACH)
		r[n++] = (GfpReach){m, kind, callee, depth > 0, !(env && env->unsure)};
	return n;
}

/* reaches() through DEF, the body of the function CALL calls; *DEAD
 * when a call that would hand the mask on cannot run with the caller's
 * constants.  A parameter the body changes is not followed: what it
 * holds at a call is not what it was given. */
static int follow_helper(Symbol *def, Node *call, const Env *env, int argno, uint64_t m,
			 GfpReach *r, int n, int depth, bool *dead)
{
	Helper *h = helper_of(def);
	if (argno > 32 || (h->changed & (1u << (argno - 1))))
		return n;
	/* the helper's parameters, as this call binds them */
	Env inner = {.n = 0};
	Node *a = call->args;
	int k = 1;
	for (Symbol *q = def->params; q && a && inner.n < MAX_BOUND; q = q->prev_decl, a = a->next, k++) {
		if (k <= 32 && (h->changed & (1u << (k - 1))))
			continue;
		if (k == argno || value_in(a, env, &inner.value[inner.n])) {
			if (k == argno)
				inner.value[inner.n] = m;
			inner.param[inner.n++] = q;
		}
	}
	for (int i = 0; i < h->npass; i++) {
		Pass *ps = &h->pass[i];
		uint64_t m2;
		if (ps->pk != argno)
			continue;
		if (pass_dead(ps, &inner)) {
			*dead = true;
			continue;
		}
		inner.unsure = (env && env->unsure) || !pass_sure(ps, &inner, def);
		if (passed_mask(ps->arg, &inner, &m2))
			n = reaches(ps->call, &inner, ps->argno, m2, r, n, depth + 1);
	}
	return n;
}

int gfp_reaches(Node *call, int argno, uint64_t m, GfpReach *r)
{
	return reaches(call, NULL, argno, m, r, 0, 0);
}

/* A constant that is not a set of flags but the complement of some, an
 * AND-mask such as mapping_gfp_constraint(mapping, ~__GFP_FS): it has
 * bits outside __GFP_BITS_MASK, or, where the unit has no such macro or
 * one that does not fold, the top bit of its type. */
static bool is_complement(const GfpBits *b, uint64_t m, Node *arg)
{
	if (b->bits_mask)
		return (m & ~b->bits_mask) != 0;
	Type *t = value_type(arg);
	int top = t && t->size > 0 && t->size <= 8 ? (int)t->size * 8 - 1 : 31;
	return (m >> top) & 1;
}

/* Where a flag check reports: the argument, its spelling, the callee. */
typedef struct FlagSite {
	Node *call, *arg;
	int argno;
	const char *callee;	/* "'kmalloc'" or "the called function" */
	char text[200];		/* the mask as written */
	Loc text_loc;		/* where that text starts, line 0 if unknown */
} FlagSite;

/* Where an argument starts: a binary expression's own location is its
 * operator (sparse's convention), but a message about the whole mask
 * points at its first token. */
static Loc arg_start(Node *arg)
{
	for (;;) {
		switch (arg->kind) {
		case ND_BITOR: case ND_BITAND: case ND_BITXOR: case ND_ADD: case ND_SUB:
		case ND_MUL: case ND_SHL: case ND_SHR:
			if (arg->lhs) {
				arg = arg->lhs;
				continue;
			}
			/* fall through */
		default:
			return arg->loc;
		}
	}
}

/* Where a message about a mask points: a macro-made call's argument is
 * where the macro's is. */
static Loc site_loc(FlagSite *fs)
{
	return fs->text_loc.line ? fs->text_loc : arg_start(fs->arg);
}

/* NOFAIL retries forever in the slow path, which needs direct reclaim;
 * page_alloc.c warns when a NOFAIL request cannot block. */
static void check_nofail(FlagSite *fs, const GfpBits *b, uint64_t m)
{
	if (!b->nofail || !(m & b->nofail))
		return;
	if (check_on[CK_GFP_NOFAIL_NOWAIT] && b->direct_reclaim && !(m & b->direct_reclaim))
		diag(SPARSE_WARNING, CK_GFP_NOFAIL_NOWAIT, site_loc(fs),
			  "%s asks %s never to fail but forbids direct reclaim: __GFP_NOFAIL needs a sleeping mask such as GFP_KERNEL (or drop __GFP_NOFAIL and handle failure)",
			  fs->text, fs->callee);
	if (!check_on[CK_GFP_NOFAIL_NORETRY])
		return;
	/* the slow path tests NOFAIL first, so the other one never acts */
	const char *other = b->noretry && (m & b->noretry) ? "__GFP_NORETRY" :
			    b->retry_mayfail && (m & b->retry_mayfail) ? "__GFP_RETRY_MAYFAIL" : NULL;
	if (other)
		diag(SPARSE_WARNING, CK_GFP_NOFAIL_NORETRY, site_loc(fs),
			  "%s asks %s never to fail (__GFP_NOFAIL) yet lets it fail (%s): __GFP_NOFAIL wins and the allocation retries forever; drop the one that is not meant",
			  fs->text, fs->callee, other);
}

/* The zone modifiers of M, named, in BUF ("__GFP_DMA and __GFP_HIGHMEM",
 * "__GFP_DMA, __GFP_HIGHMEM and __GFP_DMA32"); their number. */
static int zone_names(const GfpBits *b, uint64_t m, char *buf, size_t size)
{
	const struct { uint64_t bit; const char *name; } z[] = {
		{b->dma, "__GFP_DMA"}, {b->highmem, "__GFP_HIGHMEM"}, {b->dma32, "__GFP_DMA32"},
	};
	const char *set[3];
	int n = 0;
	for (int i = 0; i < 3; i++)
		if (z[i].bit && (m & z[i].bit))
			set[n++] = z[i].name;
	buf[0] = 0;
	for (int i = 0; i < n; i++) {
		size_t len = strlen(buf);
		snprintf(buf + len, size - len, "%s%s",
			 !i ? "" : i == n - 1 ? " and " : ", ", set[i]);
	}
	return n;
}

static void check_zones(FlagSite *fs, const GfpBits *b, uint64_t m, unsigned kind)
{
	char zn[100];
	/* only zone bits: no reclaim, no kswapd, no I/O (smatch: "no
	 * modifiers for allocation") */
	if (check_on[CK_GFP_ZONE_ONLY] && b->zonemask && m && !(m & ~b->zonemask))
		diag(SPARSE_WARNING, CK_GFP_ZONE_ONLY, site_loc(fs),
			  "%s given to %s is only zone modifiers, with no reclaim flags: the allocation can neither sleep nor wake kswapd; add the context's mask, e.g. GFP_KERNEL | %s (GFP_ATOMIC | %s where it cannot sleep)",
			  fs->text, fs->callee, fs->text, fs->text);
	/* gfp.h's GFP_ZONE_BAD: gfp_zone() hits VM_BUG_ON on these */
	if (check_on[CK_GFP_ZONE_BAD] && zone_names(b, m, zn, sizeof zn) >= 2)
		diag(SPARSE_WARNING, CK_GFP_ZONE_BAD, site_loc(fs),
			  "%s given to %s combines the zone modifiers %s, which the kernel's GFP_ZONE_BAD marks invalid (gfp_zone() hits VM_BUG_ON): keep one zone",
			  fs->text, fs->callee, zn);
	/* mm/internal.h's GFP_SLAB_BUG_MASK */
	uint64_t bad = m & (b->highmem | b->dma32);
	if (check_on[CK_GFP_SLAB_ZONE] && (kind & GA_SLAB) && bad) {
		zone_names(b, bad, zn, sizeof zn);
		diag(SPARSE_WARNING, CK_GFP_SLAB_ZONE, site_loc(fs),
			  "%s given to %s has %s, which slab memory cannot honour (GFP_SLAB_BUG_MASK: the kernel prints \"Unexpected gfp ... Fix your code!\" and clears it): drop it, or use the page allocator for such memory",
			  fs->text, fs->callee, zn);
	}
}

static void check_memalloc(FlagSite *fs, const GfpBits *b, uint64_t m)
{
	if (!check_on[CK_GFP_MEMALLOC_CONFLICT] || !b->memalloc || !b->nomemalloc ||
	    (m & (b->memalloc | b->nomemalloc)) != (b->memalloc | b->nomemalloc))
		return;
	diag(SPARSE_WARNING, CK_GFP_MEMALLOC_CONFLICT, site_loc(fs),
		  "%s given to %s has both __GFP_MEMALLOC and __GFP_NOMEMALLOC: __GFP_NOMEMALLOC wins, so the reserves are never used; drop the one that is not meant",
		  fs->text, fs->callee);
}

/* mm/vmalloc.c: "__GFP_DIRECT_RECLAIM is required (aka GFP_NOWAIT is
 * not supported)"; mm/util.c: kvmalloc_node() returns NULL instead of
 * falling back to vmalloc for a mask that cannot block, and "neither is
 * the __GFP_NORETRY modifier" supported. */
static void check_vmalloc(FlagSite *fs, const GfpBits *b, uint64_t m, unsigned kind)
{
	if (!check_on[CK_GFP_VMALLOC_NOWAIT] || !(kind & (GA_VMALLOC | GA_KVMALLOC)))
		return;
	if (b->direct_reclaim && !(m & b->direct_reclaim)) {
		if (kind & GA_VMALLOC)
			diag(SPARSE_WARNING, CK_GFP_VMALLOC_NOWAIT, site_loc(fs),
				  "%s given to %s forbids direct reclaim, which vmalloc does not support (it may sleep regardless, e.g. for page tables): use GFP_KERNEL where sleeping is allowed, or kmalloc with GFP_ATOMIC or GFP_NOWAIT here",
				  fs->text, fs->callee);
		else
			diag(SPARSE_WARNING, CK_GFP_VMALLOC_NOWAIT, site_loc(fs),
				  "%s given to %s forbids direct reclaim, so kvmalloc never falls back to vmalloc and is only a kmalloc: call kmalloc with these flags, or pass GFP_KERNEL where sleeping is allowed",
				  fs->text, fs->callee);
	} else if ((kind & GA_KVMALLOC) && b->noretry && (m & b->noretry)) {
		diag(SPARSE_WARNING, CK_GFP_VMALLOC_NOWAIT, site_loc(fs),
			  "%s given to %s has __GFP_NORETRY, which kvmalloc does not support: drop it (__GFP_RETRY_MAYFAIL is the supported way to prefer kmalloc over the vmalloc fallback)",
			  fs->text, fs->callee);
	}
}

/* The first gfp_t parameter of function FN, if it has one. */
static Symbol *gfp_param_of(Symbol *fn)
{
	for (Symbol *p = fn ? fn->params : NULL; p; p = p->prev_decl)
		if (p->name && gfp_is_type(p->ty))
			return p;
	return NULL;
}

/* smatch's check_not_passing_gfp: a function told the caller's context
 * through a gfp_t parameter that allocates with a constant sleeping mask
 * anyway sleeps where its caller may not.  Off by default: it is
 * legitimate when the allocation runs in another context than the
 * parameter describes. */
static void check_ignores_param(FlagSite *fs, const GfpBits *b, uint64_t m, Symbol *fn)
{
	if (!check_on[CK_GFP_IGNORES_PARAM] || !b->direct_reclaim || !(m & b->direct_reclaim))
		return;
	Symbol *p = gfp_param_of(fn);
	if (!p)
		return;
	diag(SPARSE_WARNING, CK_GFP_IGNORES_PARAM, site_loc(fs),
		  "'%s' is given the caller's context in its gfp_t parameter '%s' but passes %s to %s, which may sleep where the caller cannot: use '%s' here (or a mask derived from it)",
		  fn->name->name, p->name->name, fs->text, fs->callee, p->name->name);
}

static bool any_flag_check(void)
{
	return check_on[CK_GFP_NOFAIL_NOWAIT] || check_on[CK_GFP_NOFAIL_NORETRY] ||
	       check_on[CK_GFP_ZONE_ONLY] || check_on[CK_GFP_ZONE_BAD] ||
	       check_on[CK_GFP_SLAB_ZONE] || check_on[CK_GFP_MEMALLOC_CONFLICT] ||
	       check_on[CK_GFP_VMALLOC_NOWAIT] || check_on[CK_GFP_IGNORES_PARAM];
}

/* TEXT names a macro ending in MASK (GFP_RECLAIM_MASK, GFP_ZONEMASK):
 * by the kernel's naming, a set of bits to keep or test, not flags. */
static bool names_a_mask(const char *text)
{
	for (const char *p = text; (p = strstr(p, "MASK")); p += 4)
		if (!ident_byte(p[4]))
			return true;
	return false;
}

/* Each gfp_t parameter given a constant gfp_t mask that reaches an
 * allocation, judged as the allocation gets it.  A plain integer
 * argument is sparse's business (or gfp-zero's), not a mask; a mask
 * that reaches no allocation may not be a request at all (an XArray's
 * XA_FLAGS_* live in a gfp_t, mapping_set_gfp_mask() stores a mask for
 * later), so it is left alone. */
static void check_flags(Node *call, Type *ft, const char *callee, Symbol *fn)
{
	const GfpBits *b = gfp_bits();
	if (!b->known)
		return;
	int i = 1;
	Param *p = ft->params;
	for (Node *arg = call->args; arg && p; arg = arg->next, p = p->next, i++) {
		uint64_t m;
		GfpReach r[MAX_REACH];
		int nr;
		if (!gfp_is_type(p->ty) || !(is_gfp_value(arg) || takes_plain_masks(p->ty)) ||
		    !gfp_arg_mask(arg, &m) ||
		    is_complement(b, m, arg) || !(nr = gfp_reaches(call, i, m, r)))
			continue;
		FlagSite fs = {.call = call, .arg = arg, .argno = i};
		arg_text(call, i, fs.text, sizeof fs.text, &fs.text_loc);
		if (names_a_mask(fs.text))
			continue;
		for (int j = 0; j < nr; j++) {
			/* a helper that changes the mask on the way: say what
			 * the allocation gets, which is what is judged */
			char through[700], mb[200], ab[128];
			fs.callee = callee;
			if (r[j].mask != m) {
				describe_mask(r[j].mask, mb, sizeof mb);
				snprintf(through, sizeof through, "%s (which gives '%s' %s)", callee,
					 unprof(r[j].alloc->name->name, ab, sizeof ab), mb);
				fs.callee = through;
			}
			/* what an allocator cannot take (slab and
			 * vmalloc) is judged at a direct call only: a helper
			 * chooses its allocator by the mask or the size
			 * (dm-bufio's alloc_buffer_data() takes
			 * __get_free_pages() for __GFP_NORETRY), and
			 * rhashtable's bucket_table_alloc() hands GFP_ATOMIC
			 * to kvzalloc() on purpose, with a fallback */
			unsigned kind = r[j].via ? 0 : r[j].kind;
			check_nofail(&fs, b, r[j].mask);
			check_zones(&fs, b, r[j].mask, kind);
			check_memalloc(&fs, b, r[j].mask);
			check_vmalloc(&fs, b, r[j].mask, kind);
			check_ignores_param(&fs, b, r[j].mask, fn);
		}
	}
}

/* The allocation a zero mask given as argument ARGNO of CALL surely
 * makes without any context flags: the callee itself, or an allocator
 * a helper of the unit hands the zero to without adding a context of
 * its own (kmalloc(n, GFP_KERNEL | extra) has one); NULL if none. */
static Symbol *zero_allocation(Node *call, int argno)
{
	GfpReach r[MAX_REACH];
	int n = gfp_reaches(call, argno, 0, r);
	const GfpBits *b = gfp_bits();
	for (int i = 0; i < n; i++)
		/* a unit that defines no reclaim flag says nothing of context;
		 * a helper that allocates only on a condition the call does not
		 * settle (i915's __i915_sw_fence_await_sw_fence() when its wq
		 * argument is NULL) may never use the 0 */
		if ((!r[i].mask || (b->known && !(r[i].mask & b->context))) && r[i].sure)
			return r[i].alloc;
	return NULL;
}

/* gfp-zero: what sparse's 0 exemption lets through silently, a literal 0
 * or an enum constant 0 (1 - 1 gets sparse's own warning already).  It
 * is surely a bug when the 0 is written as such, or through a macro
 * that is no GFP name (O_RDONLY), and reaches an allocation; any other
 * zero (a lookup's mask, an "extra flags" parameter, a GFP macro that is
 * 0 in this configuration) is gfp-zero-any's, off by default. */
static void check_zero(Node *call, Node *arg, int argno, const char *fbuf)
{
	bool zero = (arg->kind == ND_NUM && arg->ival == 0 && is_integer(arg->ty)) ||
		    (arg->kind == ND_ENUMCONST && arg->sym && arg->sym->value == 0);
	if (!zero)
		return;
	char mb[128], what[200], via[200] = "", ab[128];
	const char *m = zero_macro(arg, mb, sizeof mb);
	Symbol *alloc = arg->kind == ND_ENUMCONST || (m && strstr(m, "GFP")) ? NULL :
			zero_allocation(call, argno);
	int ck = alloc ? CK_GFP_ZERO : CK_GFP_ZERO_ANY;
	if (!check_on[ck])
		return;
	if (m)
		snprintf(what, sizeof what, "'%s', which is 0", m);
	else
		snprintf(what, sizeof what, "0");
	if (alloc && alloc != call_named(call))
		snprintf(via, sizeof via, " (handed on to '%s')",
			 unprof(alloc->name->name, ab, sizeof ab));
	diag(SPARSE_WARNING, ck, arg->loc,
	      "argument %d of %s is %s%s: no gfp_t flags at all; pass GFP_KERNEL, GFP_NOWAIT or GFP_ATOMIC as the context allows",
	      argno, fbuf, what, via);
}

/* gfp-swapped-args and gfp-zero: plain values where a gfp_t goes. */
static void check_types(Node *call, Type *ft, const char *fbuf)
{
	/* swapped: one gfp_t parameter given a plain value, one other
	 * parameter given a gfp_t value */
	int gfp_param = 0, other_param = 0, ngfp = 0, nother = 0, i = 1;
	Param *p = ft->params;
	for (Node *arg = call->args; arg && p; arg = arg->next, p = p->next, i++) {
		bool pg = gfp_is_type(p->ty), ag = is_gfp_value(arg);
		if (!arg->ty || (arg->flags & NF_ERROR))
			continue;
		if (pg && !ag && is_integer(value_type(arg))) {
			gfp_param = i;
			ngfp++;
		} else if (!pg && ag) {
			other_param = i;
			nother++;
		}
		if (pg && !ag && (check_on[CK_GFP_ZERO] || check_on[CK_GFP_ZERO_ANY]))
			check_zero(call, arg, i, fbuf);
	}
	if (ngfp == 1 && nother == 1 && check_on[CK_GFP_SWAPPED_ARGS]) {
		int lo = gfp_param < other_param ? gfp_param : other_param;
		int hi = gfp_param ^ other_param ^ lo;
		Node *at = call->args;
		for (int k = 1; k < lo; k++)
			at = at->next;
		diag(SPARSE_WARNING, CK_GFP_SWAPPED_ARGS, at->loc,
		      "arguments %d and %d of %s appear swapped: argument %d is gfp_t flags, parameter %d takes them",
		      lo, hi, fbuf, other_param, gfp_param);
		swapped_fix(call, lo, hi);
	}
}

void gfp_check_call(Node *call, Symbol *fn)
{
	if (!check_on[CK_GFP_SWAPPED_ARGS] && !check_on[CK_GFP_ZERO] && !check_on[CK_GFP_ZERO_ANY] &&
	    !any_flag_check())
		return;
	if (call->op == CALL_BUILTIN || (call->flags & NF_GFP_DONE))
		return;
	call->flags |= NF_GFP_DONE;
	Type *ft = call_fn_type(call);
	if (!ft || (ft->flags & T_OLDSTYLE))
		return;
	Symbol *named = call_named(call);
	const char *fname = named && named->name ? named->name->name : NULL;
	char fbuf[300];
	if (fname)
		snprintf(fbuf, sizeof fbuf, "'%s'", fname);
	else
		snprintf(fbuf, sizeof fbuf, "the called function");
	check_types(call, ft, fbuf);
	if (!any_flag_check())
		return;
	/* 6.10+ kmalloc() is a macro calling kmalloc_noprof(): name the
	 * function as it is written */
	char nb[128];
	if (fname)
		snprintf(fbuf, sizeof fbuf, "'%s'", unprof(fname, nb, sizeof nb));
	check_flags(call, ft, fbuf, fn);
}
