/*
 * migrate-tokens.c - the files' tokens, from the front end's lexer; the
 * type words they spell; TYPE's typedef, in the files or the headers they
 * include.
 */
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

void mig_tokens_finish(void)
{
	memset(&mig_target, 0, sizeof(mig_target));
	target_found = target_conflict = false;
	memset(target_where, 0, sizeof(target_where));
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
		if (protect)
			for (int k = i; k <= j; k++)
				protect[k] = true;
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
