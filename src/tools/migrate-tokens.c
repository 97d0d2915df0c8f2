/*
 * migrate-tokens.c - the files' tokens, from the front end's lexer; the
 * type words they spell; TYPE's typedef, in the files or the headers they
 * include.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "migrate-internal.h"

/* ---------------------------------------------------------------- tokens */

/* The line of byte off, 1-based (only newlines count, as in the diff). */
static unsigned line_of(const SrcFile *f, size_t off)
{
	unsigned line = 1;
	for (const char *p = f->text, *end = f->text + off;
	     (p = memchr(p, '\n', end - p)); p++)
		line++;
	return line;
}

/*
 * Where the cleaned text's bytes stand in the file.  Line splices are
 * dropped and CR LF is one byte; every other byte is itself (trigraphs
 * stay as written: migrate never sets source_trigraphs).  The walk only
 * goes forward: the tokens come in order.
 */
typedef struct {
	size_t raw;		/* in SrcFile.text */
	uint32_t clean;		/* in the lexer's text */
} TextPos;

/* Past the line splices (backslash, blanks, newline) at byte i. */
static size_t past_splices(const SrcFile *f, size_t i)
{
	const char *s = f->text;
	for (;;) {
		size_t j = i + 1;
		if (i >= f->size || s[i] != '\\')
			return i;
		while (j < f->size && (s[j] == ' ' || s[j] == '\t'))
			j++;
		if (j >= f->size || (s[j] != '\n' && s[j] != '\r'))
			return i;
		if (s[j] == '\r' && j + 1 < f->size && s[j + 1] == '\n')
			j++;
		i = j + 1;
	}
}

/* The byte where cleaned offset c ends up (the splices before it not
 * passed: an end offset stays before them). */
static size_t raw_at(const SrcFile *f, TextPos *pos, uint32_t c)
{
	while (pos->clean < c && pos->raw < f->size) {
		size_t i = past_splices(f, pos->raw);
		bool crlf = f->text[i] == '\r' && i + 1 < f->size && f->text[i + 1] == '\n';
		pos->raw = i + 1 + crlf;
		pos->clean++;
	}
	return pos->raw;
}

/* The front end's offsets are in the cleaned text too. */
size_t raw_offset(SrcFile *f, unsigned cleaned)
{
	TextPos pos = {0};
	if (f->plain)
		return cleaned < f->size ? cleaned : f->size;
	return past_splices(f, raw_at(f, &pos, cleaned));
}

static void add_tok(SrcFile *f, int *cap, SrcTok t)
{
	if (f->ntoks == *cap) {
		*cap = *cap ? 2 * *cap : 1024;
		f->toks = mig_realloc(f->toks, *cap * sizeof(SrcTok));
	}
	f->toks[f->ntoks++] = t;
}

/* A TK_OTHER token is a stray byte, or a literal that its line ended:
 * then its quote. */
static char open_quote(const Token *t)
{
	for (uint32_t i = 0; i < t->len; i++)
		if (t->text[i] == '"' || t->text[i] == '\'')
			return t->text[i];
	return 0;
}

static bool bad_at(SrcFile *f, size_t off, const char *what)
{
	f->badbuf = mig_malloc(64);
	snprintf(f->badbuf, 64, "%u: unterminated %s", line_of(f, off), what);
	f->bad = f->badbuf;
	return false;
}

/*
 * The tokens of f.  Returns false (and sets f->bad) on an unterminated
 * comment, or a literal left open outside a directive (#error don't,
 * #include <x'> are text): such a file cannot be rewritten safely.
 */
bool lex_file(SrcFile *f)
{
	File *cf = file_from_buffer(f->path, f->text, f->size);
	TextPos pos = {0};
	bool directive = false;
	int cap = 0;
	Lexer L;

	f->plain = !cf->nsplices && !memchr(f->text, '\r', f->size);
	lexer_init_quiet(&L, cf);
	for (;;) {
		Token t;
		lex_token(&L, &t);
		if (t.kind == TK_EOF)
			break;
		if (t.flags & TF_BOL)
			directive = t.kind == TK_PUNCT && t.punct == P_HASH;
		SrcTok k = { t.off, t.len, t.kind, t.punct, directive };
		if (!f->plain) {
			k.off = past_splices(f, raw_at(f, &pos, t.off));
			k.len = raw_at(f, &pos, t.off + t.len) - k.off;
		}
		char q = t.kind == TK_OTHER ? open_quote(&t) : 0;
		if (q && !directive)
			return bad_at(f, k.off, q == '"' ? "string literal" : "character literal");
		add_tok(f, &cap, k);
	}
	if (L.open_comment) {
		uint32_t c = L.open_comment - cf->buf;
		return bad_at(f, f->plain ? c : past_splices(f, raw_at(f, &pos, c)), "comment");
	}
	return true;
}

bool tok_is(SrcFile *f, SrcTok *t, const char *w)
{
	return t->kind == TK_IDENT && strlen(w) == t->len && !memcmp(f->text + t->off, w, t->len);
}

/* ------------------------------------------------------- type spellings */

int word_kind(const char *w, unsigned n)
{
	static const char *const spec[] = { "unsigned", "signed", "__signed", "__signed__",
		"int", "long", "short", "char", NULL };
	static const char *const annot[] = { "__nocast", "__bitwise", "__bitwise__", NULL };
	static const char *const qual[] = { "const", "volatile", "__const", "__const__",
		"__volatile__", "static", "extern", "register", "inline", "__inline",
		"__inline__", "__always_inline", "noinline", "__restrict", NULL };
	for (int i = 0; spec[i]; i++)
		if (strlen(spec[i]) == n && !memcmp(spec[i], w, n))
			return W_SPEC;
	for (int i = 0; annot[i]; i++)
		if (strlen(annot[i]) == n && !memcmp(annot[i], w, n))
			return W_ANNOT;
	for (int i = 0; qual[i]; i++)
		if (strlen(qual[i]) == n && !memcmp(qual[i], w, n))
			return W_QUAL;
	return W_NONE;
}

void spell_add(Spelling *sp, const char *w, unsigned n)
{
	if (n == 8 && !memcmp(w, "unsigned", 8))
		sp->sign = 2;
	else if ((n == 6 && !memcmp(w, "signed", 6)) || (n == 8 && !memcmp(w, "__signed", 8)) ||
	    (n == 10 && !memcmp(w, "__signed__", 10)))
		sp->sign = 1;
	else if (n == 4 && !memcmp(w, "long", 4))
		sp->longs++;
	else if (n == 5 && !memcmp(w, "short", 5))
		sp->shorts++;
	else if (n == 4 && !memcmp(w, "char", 4))
		sp->chars++;
	else if (n == 3 && !memcmp(w, "int", 3))
		sp->ints++;
	else if (n == 8 && !memcmp(w, "__nocast", 8))
		sp->nocast = true;
	else if (n >= 9 && !memcmp(w, "__bitwise", 9))
		sp->bitwise = true;
	if (word_kind(w, n) == W_SPEC)
		sp->nspec++;
}

/* "unsigned" == "unsigned int", "signed int" == "int"; char keeps its sign. */
bool same_type(const Spelling *a, const Spelling *b)
{
	int sa = a->sign, sb = b->sign;
	if (!a->chars && sa == 1)
		sa = 0;
	if (!b->chars && sb == 1)
		sb = 0;
	if ((a->tname != NULL) != (b->tname != NULL) ||
	    (a->tname && (a->tlen != b->tlen || memcmp(a->tname, b->tname, a->tlen))))
		return false;
	return a->nspec && b->nspec && sa == sb && a->longs == b->longs &&
	       a->shorts == b->shorts && a->chars == b->chars &&
	       a->nocast == b->nocast && a->bitwise == b->bitwise;
}

/* Which type word token t is (W_*); TYPE's typedef'd base is W_TNAME. */
int tok_kind(SrcFile *f, SrcTok *t)
{
	int k = word_kind(f->text + t->off, t->len);
	if (k == W_NONE && mig_target.tname && t->len == mig_target.tlen &&
	    !memcmp(f->text + t->off, mig_target.tname, t->len))
		k = W_TNAME;
	return k;
}

/* ----------------------------------------------------- finding the typedef */

Spelling mig_target;
static bool target_found;
static char target_where[600];
static bool target_conflict;
static bool target_in_header;	/* a typedef of TYPE is in a .h file */
static SrcFile *target_c[8];	/* else some of the .c files that have one */
static int ntarget_c;

void mig_tokens_finish(void)
{
	memset(&mig_target, 0, sizeof(mig_target));
	target_found = target_conflict = false;
	memset(target_where, 0, sizeof(target_where));
	target_in_header = false;
	memset(target_c, 0, sizeof(target_c));
	ntarget_c = 0;
}

/*
 * Marks the tokens of `typedef ... TYPE ;` (TYPE's own declaration, left
 * alone) and learns TYPE's underlying spelling from the first one seen.
 */
static void find_typedefs(SrcFile *f, bool *protect)
{
	size_t tl = strlen(mig_opt.type);
	for (int i = 0; i < f->ntoks; i++) {
		if (!tok_is(f, &f->toks[i], "typedef"))
			continue;
		int depth = 0, j;
		for (j = i + 1; j < f->ntoks; j++) {
			int p = f->toks[j].punct;
			if (p == P_LPAREN || p == P_LBRACE || p == P_LBRACKET)
				depth++;
			else if (p == P_RPAREN || p == P_RBRACE || p == P_RBRACKET)
				depth--;
			else if (p == P_SEMI && depth <= 0)
				break;
		}
		if (j >= f->ntoks)
			break;
		SrcTok *last = &f->toks[j - 1];
		if (!(last->len == tl && !memcmp(f->text + last->off, mig_opt.type, tl)))
			continue;
		Spelling sp = {0};
		bool other = false;
		for (int k = i + 1; k < j - 1; k++) {
			SrcTok *t = &f->toks[k];
			const char *w = f->text + t->off;
			if (t->kind != TK_IDENT) {
				other = true;
			} else if (word_kind(w, t->len) != W_NONE) {
				spell_add(&sp, w, t->len);
			} else if (!sp.tname) {
				sp.tname = w;	/* typedef __u32 __bitwise TYPE */
				sp.tlen = t->len;
				sp.nspec++;
			} else {
				other = true;
			}
		}
		if (other || (sp.tname && (sp.nspec > 1 || sp.sign)))
			sp.nspec = 0;	/* not a plain integer spelling */
		if (!sp.nspec) {
			fprintf(stderr, "castguard: error: migrate: %s:%u: '%s' is not a "
				"typedef of an integer type that migrate understands\n",
				f->path, line_of(f, f->toks[i].off), mig_opt.type);
			target_conflict = true;
			continue;
		}
		if (!target_found) {
			mig_target = sp;
			if (sp.tname) {
				/* a header's text is freed after its search */
				char *n = mig_malloc(sp.tlen + 1);
				memcpy(n, sp.tname, sp.tlen);
				n[sp.tlen] = 0;
				mig_target.tname = n;
			}
			target_found = true;
			snprintf(target_where, sizeof(target_where), "%s:%u",
				 f->path, line_of(f, f->toks[i].off));
		} else if (!same_type(&sp, &mig_target) && !target_conflict) {
			/* #if twins that disagree: which one is meant? */
			fprintf(stderr, "castguard: error: migrate: '%s' is declared with "
				"different types at %s and %s:%u\n", mig_opt.type, target_where,
				f->path, line_of(f, f->toks[i].off));
			target_conflict = true;
		}
		size_t pl = strlen(f->path);
		if (!protect || (pl > 2 && !strcmp(f->path + pl - 2, ".h")))
			target_in_header = true;
		else if (ntarget_c < 8 && (!ntarget_c || target_c[ntarget_c - 1] != f))
			target_c[ntarget_c++] = f;
		if (protect) {
			for (int k = i; k <= j; k++)
				protect[k] = true;
			f->tdefs = mig_realloc(f->tdefs, (f->ntdefs + 1) * sizeof(int));
			f->tdefs[f->ntdefs++] = i;
		}
	}
}

static bool find_header(const char *name, const char *from, bool quoted, char *buf, size_t n)
{
	if (quoted) {
		const char *slash = strrchr(from, '/');
		int dl = slash ? (int)(slash - from) : 1;
		snprintf(buf, n, "%.*s/%s", dl, slash ? from : ".", name);
		if (access(buf, R_OK) == 0)
			return true;
	}
	for (int i = 0; i < mig_opt.incdirs.len; i++) {
		snprintf(buf, n, "%s/%s", mig_opt.incdirs.v[i], name);
		if (access(buf, R_OK) == 0)
			return true;
	}
	return false;
}

/* TYPE may be declared in a header that is not itself migrated. */
static void search_includes(SrcFile *f, StrVec *seen, int depth)
{
	if (depth > 40 || target_found)
		return;
	for (int i = 0; i + 2 < f->ntoks && !target_found; i++) {
		SrcTok *t = &f->toks[i];
		if (t->punct != P_HASH || !tok_is(f, t + 1, "include"))
			continue;
		const char *p = f->text + t[1].off + t[1].len;
		while (*p == ' ' || *p == '\t')
			p++;
		char close = *p == '"' ? '"' : *p == '<' ? '>' : 0;
		if (!close)
			continue;
		const char *q = strchr(p + 1, close);
		const char *nl = strchr(p, '\n');
		if (!q || (nl && q > nl))
			continue;
		char name[1024], path[4096];
		snprintf(name, sizeof(name), "%.*s", (int)(q - p - 1), p + 1);
		if (!find_header(name, f->path, close == '"', path, sizeof(path)) ||
		    sv_has(seen, path))
			continue;
		sv_push(seen, path);
		SrcFile h = { .path = path };
		if (!read_file(path, &h.text, &h.size))
			continue;
		if (lex_file(&h)) {
			find_typedefs(&h, NULL);
			search_includes(&h, seen, depth + 1);
		}
		mig_free(h.text);
		mig_free(h.toks);
		mig_free(h.badbuf);
	}
}


/*
 * TYPE's typedef, in the files (their tokens of it protected: left alone)
 * or else in the headers they include.  False, after an error message, if
 * it is not found, not an integer type or declared twice differently.
 */
bool find_target(SrcFile *files, int nfiles, bool **protect)
{
	for (int i = 0; i < nfiles; i++)
		if (!files[i].bad)
			find_typedefs(&files[i], protect[i]);
	StrVec seen = {0};
	for (int i = 0; i < nfiles && !target_found; i++)
		if (!files[i].bad)
			search_includes(&files[i], &seen, 0);
	if (target_conflict)
		return false;
	if (!target_found) {
		fprintf(stderr, "castguard: error: migrate: '%s' is not declared as a typedef "
			"of an integer type in the given files or the headers they include\n",
			mig_opt.type);
		return false;
	}
	return true;
}

/* ------------------------------------------ where TYPE's typedef is seen */

/*
 * A declaration rewritten to TYPE must come after a typedef of TYPE that
 * is in force there.  For a file that declares TYPE itself (a header with
 * twins under #ifdef/#else), edits are kept only where one is: earlier in
 * the same #if branch or in one that encloses it, or after a group with an
 * #else whose every branch has one.  lf-migrate found rewrites above the
 * typedef, and below one under an #ifdef the code was outside of: code
 * that no longer compiles.  A file without one gets TYPE from a header it
 * includes, which migrate cannot place: all its edits stay, unless TYPE is
 * declared only in .c files.
 */
typedef struct {
	int parent;	/* the region the group is in */
	int end;	/* the token of its #endif */
	bool has_else;
} Group;

typedef struct {
	int parent;	/* enclosing region (-1: the file) */
	int group;	/* the group this is a branch of (-1: the file) */
	int from;	/* TYPE is in force here from this token on */
} Region;

typedef struct {
	Group *g;
	Region *r;
	int ng, nr;
	int *region_of;	/* per token */
	int *closed;	/* the groups, inner ones first */
	int nclosed;
} Branches;

/* The first token of a # line: a newline (not a splice) before it. */
static bool line_start(SrcFile *f, int i)
{
	if (i == 0)
		return true;
	for (size_t k = f->toks[i - 1].off + f->toks[i - 1].len; k < f->toks[i].off; k++)
		if (f->text[k] == '\n' && (k == 0 || f->text[k - 1] != '\\'))
			return true;
	return false;
}

static int new_region(Branches *b, int parent, int group)
{
	b->r = mig_realloc(b->r, (b->nr + 1) * sizeof(Region));
	b->r[b->nr] = (Region){ parent, group, INT_MAX };
	return b->nr++;
}

/* Each token's #if branch. */
static void find_branches(SrcFile *f, Branches *b)
{
	int cur = new_region(b, -1, -1);
	b->region_of = mig_malloc((f->ntoks + 1) * sizeof(int));
	for (int i = 0; i < f->ntoks; i++) {
		SrcTok *t = &f->toks[i], *d = t + 1;
		if (t->punct == P_HASH && t->directive && i + 1 < f->ntoks &&
		    d->directive && d->kind == TK_IDENT && line_start(f, i)) {
			int g = b->r[cur].group;
			if (tok_is(f, d, "if") || tok_is(f, d, "ifdef") || tok_is(f, d, "ifndef")) {
				b->g = mig_realloc(b->g, (b->ng + 1) * sizeof(Group));
				b->closed = mig_realloc(b->closed, (b->ng + 1) * sizeof(int));
				b->g[b->ng] = (Group){ cur, f->ntoks, false };
				cur = new_region(b, cur, b->ng++);
			} else if (g >= 0 && (tok_is(f, d, "elif") || tok_is(f, d, "else") ||
					      tok_is(f, d, "elifdef") || tok_is(f, d, "elifndef"))) {
				b->g[g].has_else |= tok_is(f, d, "else");
				cur = new_region(b, b->g[g].parent, g);
			} else if (g >= 0 && tok_is(f, d, "endif")) {
				b->g[g].end = i;
				b->closed[b->nclosed++] = g;
				cur = b->g[g].parent;
			}
		}
		b->region_of[i] = cur;
	}
	for (; b->r[cur].group >= 0; cur = b->g[b->r[cur].group].parent)
		b->closed[b->nclosed++] = b->r[cur].group;	/* no #endif */
}

/* Where TYPE is in force: from each typedef on, in its region; from the
 * #endif on, in the region of a group whose every branch has it. */
static void find_in_force(SrcFile *f, Branches *b)
{
	for (int k = 0; k < f->ntdefs; k++) {
		Region *r = &b->r[b->region_of[f->tdefs[k]]];
		if (f->tdefs[k] < r->from)
			r->from = f->tdefs[k];
	}
	for (int k = 0; k < b->nclosed; k++) {
		Group *g = &b->g[b->closed[k]];
		bool all = g->has_else;
		for (int r = 0; r < b->nr && all; r++)
			if (b->r[r].group == b->closed[k] && b->r[r].from == INT_MAX)
				all = false;
		if (all && g->end < b->r[g->parent].from)
			b->r[g->parent].from = g->end;
	}
}

static bool in_force(Branches *b, int tok)
{
	for (int r = b->region_of[tok]; r >= 0; r = b->r[r].parent)
		if (b->r[r].from <= tok)
			return true;
	return false;
}

/* The token at byte OFF (or the first after it). */
static int tok_index(SrcFile *f, size_t off)
{
	int lo = 0, hi = f->ntoks;
	while (lo < hi) {
		int mid = (lo + hi) / 2;
		if (f->toks[mid].off < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static bool is_header(SrcFile *f)
{
	size_t n = strlen(f->path);
	return n > 2 && !strcmp(f->path + n - 2, ".h");
}

static void free_branches(Branches *b)
{
	mig_free(b->g);
	mig_free(b->r);
	mig_free(b->region_of);
	mig_free(b->closed);
}

/* Does a .c file with a typedef of TYPE #include a file named as F is,
 * where the typedef is in force? */
static bool included_by_target(SrcFile *f)
{
	const char *base = strrchr(f->path, '/');
	base = base ? base + 1 : f->path;
	size_t bl = strlen(base);
	for (int k = 0; k < ntarget_c; k++) {
		SrcFile *c = target_c[k];
		Branches b = {0};
		bool found = false;
		find_branches(c, &b);
		find_in_force(c, &b);
		for (int i = 0; i + 2 < c->ntoks && !found; i++) {
			SrcTok *t = &c->toks[i];
			if (t->punct != P_HASH || !tok_is(c, t + 1, "include"))
				continue;
			const char *p = c->text + t[2].off, *end = c->text + c->size;
			char close = *p == '"' ? '"' : *p == '<' ? '>' : 0;
			const char *e = p + 1;
			while (close && e < end && *e != close && *e != '\n')
				e++;
			if (!close || e >= end || *e != close)
				continue;	/* a macro names it: it might be */
			p++;
			found = e - p >= (long)bl && !memcmp(e - bl, base, bl) &&
				(e - p == (long)bl || e[-(long)bl - 1] == '/') && in_force(&b, i);
		}
		free_branches(&b);
		if (found)
			return true;
	}
	return false;
}

int keep_visible(SrcFile *f, Edit *ed, int n)
{
	if (!n)
		return n;
	/* TYPE only in .c files, none of which includes this header: it does
	 * not see TYPE (lf-migrate: a header rewritten to a type a .c file
	 * beside it declares).  A .c file may get it from headers of its own. */
	if (!f->ntdefs && !target_in_header && !f->included && is_header(f) &&
	    !included_by_target(f)) {
		fprintf(stderr, "castguard: note: %s: not rewritten: '%s' is declared only in "
			".c files, none of which includes it below the typedef\n",
			f->shown ? f->shown : f->path, mig_opt.type);
		for (int k = 0; k < n; k++)
			mig_free(ed[k].with);
		return 0;
	}
	if (!f->ntdefs)
		return n;
	Branches b = {0};
	find_branches(f, &b);
	find_in_force(f, &b);
	int kept = 0;
	for (int k = 0; k < n; k++) {
		int t = tok_index(f, ed[k].off);
		if (t < f->ntoks && in_force(&b, t)) {
			ed[kept++] = ed[k];
			continue;
		}
		fprintf(stderr, "castguard: note: %s:%u: not rewritten: no typedef of '%s' "
			"is in force there\n", f->shown ? f->shown : f->path,
			line_of(f, ed[k].off), mig_opt.type);
		mig_free(ed[k].with);
	}
	free_branches(&b);
	return kept;
}
