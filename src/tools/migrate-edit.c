/*
 * migrate-edit.c - the rewrites: the runs of type words that spell TYPE,
 * the new text, lines joined that now fit; the patch, or the files
 * written in place.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "migrate-internal.h"

#define MAXW 80

/* ------------------------------------------------------------- rewriting */

Lines split_lines(const char *s, size_t size)
{
	Lines L = {0};
	int cap = 64;
	L.lines = mig_malloc(cap * sizeof(char *));
	size_t i = 0;
	while (i < size) {
		const char *nl = memchr(s + i, '\n', size - i);
		size_t e = nl ? (size_t)(nl - s) : size;
		if (L.n == cap)
			L.lines = mig_realloc(L.lines, (cap *= 2) * sizeof(char *));
		L.lines[L.n] = mig_malloc(e - i + 1);
		memcpy(L.lines[L.n], s + i, e - i);
		L.lines[L.n][e - i] = 0;
		L.n++;
		i = nl ? e + 1 : size;
	}
	L.final_nl = size == 0 || s[size - 1] == '\n';
	return L;
}

/*
 * Comments between the type words of tokens first..last stay, after TYPE:
 * "unsigned /+ why +/ int __nocast" becomes "gfp_t /+ why +/".  A line
 * comment keeps its line break and the indentation after it.
 */
/* What replaces the type words toks[first..last]: their qualifiers, moved
 * in front of TYPE, then TYPE, then the comments that stood among them. */
char *type_replacement(SrcFile *f, int first, int last)
{
	size_t need = strlen(mig_opt.type) + 1;
	for (int k = first; k <= last; k++)
		need += f->toks[k].len + 1;
	char *w = mig_malloc(need);
	w[0] = 0;
	for (int k = first; k <= last; k++)
		if (word_kind(f->text + f->toks[k].off, f->toks[k].len) == W_QUAL) {
			strncat(w, f->text + f->toks[k].off, f->toks[k].len);
			strcat(w, " ");
		}
	strcat(w, mig_opt.type);
	return keep_comments(f, first, last, w);
}

char *keep_comments(SrcFile *f, int first, int last, char *w)
{
	for (int k = first; k < last; k++) {
		const char *p = f->text + f->toks[k].off + f->toks[k].len;
		const char *end = f->text + f->toks[k + 1].off;
		while (p < end) {
			const char *q = NULL;
			if (p + 1 < end && p[0] == '/' && p[1] == '*') {
				q = p + 2;
				while (q + 1 < end && !(q[0] == '*' && q[1] == '/'))
					q++;
				q += 2;
			} else if (p + 1 < end && p[0] == '/' && p[1] == '/') {
				q = p;
				while (q < end && *q != '\n')
					q++;
				while (q < end && (*q == '\n' || *q == ' ' || *q == '\t' || *q == '\r'))
					q++;
			}
			if (!q) {
				p++;
				continue;
			}
			size_t n = strlen(w);
			w = mig_realloc(w, n + (q - p) + 2);
			w[n] = ' ';
			memcpy(w + n + 1, p, q - p);
			w[n + 1 + (q - p)] = 0;
			p = q;
		}
	}
	return w;
}

/*
 * Where the rewritten text ends: after the last type word, and after the
 * blanks that follow it when the new text ends in a line comment's line
 * break and indentation (which stand for them).
 */
size_t span_end(SrcFile *f, SrcTok *last, const char *with)
{
	size_t e = last->off + last->len, n = strlen(with);
	if (n && (with[n - 1] == ' ' || with[n - 1] == '\t' || with[n - 1] == '\n'))
		while (e < f->size && (f->text[e] == ' ' || f->text[e] == '\t'))
			e++;
	return e;
}

/* Finds the runs of specifiers that spell TYPE's underlying type. */
int find_edits(SrcFile *f, bool *protect, Edit **out)
{
	int n = 0, cap = 0;
	Edit *ed = NULL;
	for (int i = 0; i < f->ntoks;) {
		SrcTok *t = &f->toks[i];
		if (t->kind != TK_IDENT || protect[i] || tok_kind(f, t) == W_NONE) {
			i++;
			continue;
		}
		int j = i;
		Spelling sp = {0};
		int first = -1, last = -1;
		/* not into the line after a directive: "#define __nocast" then
		 * "unsigned int __nocast x;" are two runs (lf-migrate) */
		while (j < f->ntoks && f->toks[j].kind == TK_IDENT && !protect[j] &&
		       f->toks[j].directive == t->directive) {
			int k = tok_kind(f, &f->toks[j]);
			if (k == W_NONE)
				break;
			if (k == W_TNAME) {
				/* Twice (__u32 __u32) never matches. */
				sp.tlen = sp.tname ? ~0u : mig_target.tlen;
				sp.tname = mig_target.tname;
				sp.nspec++;
				if (first < 0)
					first = j;
				last = j;
			} else if (k != W_QUAL) {
				spell_add(&sp, f->text + f->toks[j].off, f->toks[j].len);
				if (first < 0)
					first = j;
				last = j;
			}
			j++;
		}
		/*
		 * typedef unsigned __bitwise other_t; declares another restricted
		 * type (each __bitwise typedef is its own), not a use of TYPE; but
		 * in typedef unsigned __nocast (*fn_t)(void) it is the return
		 * type of a function (pointer) type: a use.
		 */
		int next = j + 1 < f->ntoks ? f->toks[j + 1].punct : P_NONE;
		bool other_typedef = i > 0 && tok_is(f, &f->toks[i - 1], "typedef") &&
				     j + 1 < f->ntoks && f->toks[j].kind == TK_IDENT &&
				     (next == P_SEMI || next == P_COMMA || next == P_LBRACKET);
		/* "unsigned __bitwise gfp_t;" without its typedef (misspelled)
		 * declares TYPE's name: "gfp_t gfp_t;" would not compile */
		bool names_type = j < f->ntoks && f->toks[j].kind == TK_IDENT &&
				  f->toks[j].len == strlen(mig_opt.type) &&
				  !memcmp(f->text + f->toks[j].off, mig_opt.type, f->toks[j].len);
		if (first >= 0 && !other_typedef && !names_type && same_type(&sp, &mig_target)) {
			char *w = type_replacement(f, first, last);
			if (n == cap)
				ed = mig_realloc(ed, (cap = cap ? 2 * cap : 16) * sizeof(Edit));
			SrcTok *a = &f->toks[first], *b = &f->toks[last];
			ed[n++] = (Edit){ a->off, span_end(f, b, w) - a->off, w };
		}
		i = j;
	}
	*out = ed;
	return n;
}

int cmp_edit(const void *a, const void *b)
{
	const Edit *x = a, *y = b;
	return x->off < y->off ? -1 : x->off > y->off;
}

char *apply_edits(SrcFile *f, Edit *ed, int n, size_t *size)
{
	size_t total = f->size;
	for (int i = 0; i < n; i++)
		total += strlen(ed[i].with);
	char *o = mig_malloc(total + 1), *p = o;
	size_t at = 0;
	for (int i = 0; i < n; i++) {
		memcpy(p, f->text + at, ed[i].off - at);
		p += ed[i].off - at;
		p = stpcpy(p, ed[i].with);
		at = ed[i].off + ed[i].len;
	}
	memcpy(p, f->text + at, f->size - at);
	p += f->size - at;
	*p = 0;
	*size = p - o;
	return o;
}

static int width(const char *s)
{
	int w = 0;
	for (; *s; s++) {
		if (*s == '\t')
			w = (w / 8 + 1) * 8;
		else if ((*s & 0xc0) != 0x80)
			w++;
	}
	return w;
}

static const char *skip_ws(const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	return s;
}

/* The last non-blank character of a line, or 0. */
static char last_ch(const char *s)
{
	size_t n = strlen(s);
	while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
		n--;
	return n ? s[n - 1] : 0;
}

static bool plain_code(const char *s)
{
	return *skip_ws(s) && *skip_ws(s) != '#' && !strstr(s, "/*") &&
	       !strstr(s, "*/") && !strstr(s, "//") && last_ch(s) != '\\';
}

/*
 * A definition's pointer return type on a line of its own, at the margin
 * (void *): words, blanks and stars only, a star last.  (2.6.15 joined
 * dma_pool_alloc's parameters after "void *" but kept __alloc_pages' split
 * after "struct page * fastcall".)
 */
static bool return_type_line(const char *s)
{
	if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_') ||
	    last_ch(s) != '*')
		return false;
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_' ||
		      (*s >= '0' && *s <= '9') || *s == ' ' || *s == '\t' || *s == '*' ||
		      *s == '\r'))
			return false;
	return true;
}

/* Does line i start a statement (the line above ends one, or is blank)? */
static bool starts_statement(Lines *L, int i)
{
	if (i == 0)
		return true;
	const char *prev = L->lines[i - 1];
	char c = last_ch(prev);
	return !c || c == ';' || c == '{' || c == '}' || *skip_ws(prev) == '#' ||
	       strstr(prev, "*/") || (c == ')' && *skip_ws(prev) == '}') ||
	       return_type_line(prev);
}

static char *joined(const char *a, const char *b)
{
	size_t n = strlen(a);
	while (n && (a[n - 1] == ' ' || a[n - 1] == '\t' || a[n - 1] == '\r'))
		n--;
	b = skip_ws(b);
	char *s = mig_malloc(n + strlen(b) + 2);
	memcpy(s, a, n);
	s[n] = ' ';
	strcpy(s + n + 1, b);
	return s;
}

/*
 * How many lines each old line became beyond one: a declaration of several
 * names split (on one line, see migrate-infer.c) adds lines; NULL when no
 * edit does.
 */
int *line_growth(SrcFile *f, Edit *ed, int n, int nlines)
{
	int *grow = NULL, line = 0;
	size_t at = 0;
	for (int i = 0; i < n; i++) {
		int added = 0;
		for (const char *p = ed[i].with; *p; p++)
			added += *p == '\n';
		for (size_t k = ed[i].off; k < ed[i].off + ed[i].len; k++)
			added -= f->text[k] == '\n';
		for (; at < ed[i].off; at++)
			line += f->text[at] == '\n';
		if (added <= 0)
			continue;
		if (!grow) {
			grow = mig_malloc((nlines + 1) * sizeof(int));
			memset(grow, 0, (nlines + 1) * sizeof(int));
		}
		grow[line] += added;
	}
	return grow;
}

/* join_lines() when a line became several: no join (none is needed). */
static void split_lines_map(Result *r, char **lines)
{
	Lines *o = &r->old, *m = &r->nu;
	int n = 0;
	for (int i = 0; i < o->n && n < m->n; i++)
		for (int k = 0; k <= r->grow[i] && n < m->n; k++) {
			lines[n] = m->lines[n];
			r->map[n] = i;
			r->span[n] = k ? 0 : 1;
			r->changed[n] = r->grow[i] || strcmp(o->lines[i], m->lines[n]);
			n++;
		}
	m->lines = lines;
	m->n = n;
}

/*
 * A two-line statement split only because it was long (after a ',' or an
 * initializer's '=') is joined with one space when the migrated text fits
 * in 80 columns.
 */
void join_lines(Result *r)
{
	Lines *o = &r->old, *m = &r->nu;	/* m: migrated, one per old line */
	int cap = m->n + 1;
	char **lines = mig_malloc(cap * sizeof(char *));
	r->map = mig_malloc(cap * sizeof(int));
	r->span = mig_malloc(cap * sizeof(int));
	r->changed = mig_malloc(cap * sizeof(bool));
	int n = 0;
	if (r->grow) {
		split_lines_map(r, lines);
		return;
	}
	for (int i = 0; i < m->n; i++) {
		bool mod = strcmp(o->lines[i], m->lines[i]) != 0;
		if (mig_opt.join && i + 1 < m->n && i + 1 < o->n &&
		    (mod || strcmp(o->lines[i + 1], m->lines[i + 1])) &&
		    (last_ch(o->lines[i]) == ',' || last_ch(o->lines[i]) == '=') &&
		    plain_code(o->lines[i]) &&
		    plain_code(o->lines[i + 1]) && starts_statement(o, i) &&
		    strchr(";){", last_ch(m->lines[i + 1])) &&
		    !(i + 2 == m->n && !m->final_nl)) {
			char *oj = joined(o->lines[i], o->lines[i + 1]);
			char *nj = joined(m->lines[i], m->lines[i + 1]);
			bool join = width(oj) > MAXW && width(nj) <= MAXW;
			mig_free(oj);
			if (join) {
				lines[n] = nj;
				r->map[n] = i;
				r->span[n] = 2;
				r->changed[n++] = true;
				i++;
				continue;
			}
			mig_free(nj);
		}
		lines[n] = m->lines[i];
		r->map[n] = i;
		r->span[n] = 1;
		r->changed[n++] = mod;
	}
	m->lines = lines;
	m->n = n;
}

/* ------------------------------------------------------------- the diff */

static void hunk_line(FILE *out, char sign, const char *s, bool last, bool final_nl)
{
	fprintf(out, "%c%s\n", sign, s);
	if (last && !final_nl)
		fputs("\\ No newline at end of file\n", out);
}

/* git's unified diff, 3 lines of context. */
void print_diff(FILE *out, SrcFile *f, Result *r)
{
	Lines *o = &r->old, *m = &r->nu;
	fprintf(out, "diff --git a/%s b/%s\n--- a/%s\n+++ b/%s\n",
		f->shown, f->shown, f->shown, f->shown);
	int j = 0;
	while (j < m->n) {
		if (!r->changed[j]) {
			j++;
			continue;
		}
		/* A hunk: changed new lines within 6 unchanged lines of each other. */
		int end = j;
		for (int k = j; k < m->n; k++) {
			if (r->changed[k])
				end = k;
			else if (k - end > 6)
				break;
		}
		int js = j - 3 < 0 ? 0 : j - 3;
		int je = end + 3 >= m->n ? m->n - 1 : end + 3;
		int os = r->map[js], oe = r->map[je] + (r->span[je] ? r->span[je] : 1) - 1;
		int ocount = oe - os + 1, ncount = je - js + 1;
		fprintf(out, "@@ -%d", os + 1);
		if (ocount != 1)
			fprintf(out, ",%d", ocount);
		fprintf(out, " +%d", js + 1);
		if (ncount != 1)
			fprintf(out, ",%d", ncount);
		fputs(" @@\n", out);
		for (int k = js; k <= je; k++) {
			int oi = r->map[k];
			if (!r->changed[k]) {
				hunk_line(out, ' ', m->lines[k], oi == o->n - 1, o->final_nl);
				continue;
			}
			/* Old lines of a run of changes first, then the new ones. */
			int ke = k;
			while (ke + 1 <= je && r->changed[ke + 1])
				ke++;
			for (int q = k; q <= ke; q++)
				for (int s = 0; s < r->span[q]; s++)
					hunk_line(out, '-', o->lines[r->map[q] + s],
						  r->map[q] + s == o->n - 1, o->final_nl);
			for (int q = k; q <= ke; q++)
				hunk_line(out, '+', m->lines[q], q == m->n - 1, m->final_nl);
			k = ke;
		}
		j = je + 1;
	}
}

/* ------------------------------------------------------------- writing */

/* Root may write anything: a file without write bits is still left alone. */
bool writable(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && (st.st_mode & 0222) && access(path, W_OK) == 0;
}

