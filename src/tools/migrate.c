/*
 * migrate.c - `castguard migrate --to TYPE`: rewrite declarations spelled as
 * TYPE's underlying type (with the same __nocast/__bitwise annotation) to
 * TYPE, as a git-style patch or in place.
 *
 * The rewrite works on the raw text, not on the preprocessed unit: code in
 * every #if branch and inside macro arguments (FASTCALL(f(unsigned int
 * __nocast))) must change too, and everything else must stay byte for byte.
 * The front end is still used, in a child process, to refuse files it
 * cannot parse.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <limits.h>
#include <stdint.h>
#include "infer.h"
#include "lex.h"
#include "migrate.h"
#include "project.h"

#define MAXW 80

/*
 * Every allocation is on one list, so that migrate_main() hands all of it
 * back however it returns (the leak checkers of `make SANITIZE=1`).
 */
typedef union Blk {
	struct {
		union Blk *prev, *next;
	};
	max_align_t align;
} Blk;

static Blk blocks = { { &blocks, &blocks } };

static void *oom(void)
{
	fprintf(stderr, "castguard: error: out of memory\n");
	exit(2);
}

static void *link_blk(Blk *b)
{
	b->prev = &blocks;
	b->next = blocks.next;
	blocks.next->prev = b;
	blocks.next = b;
	return b + 1;
}

static void *mig_malloc(size_t n)
{
	Blk *b = malloc(sizeof(Blk) + n);
	return b ? link_blk(b) : oom();
}

static void mig_free(void *p)
{
	if (!p)
		return;
	Blk *b = (Blk *)p - 1;
	b->prev->next = b->next;
	b->next->prev = b->prev;
	free(b);
}

static void *mig_realloc(void *p, size_t n)
{
	if (!p)
		return mig_malloc(n);
	Blk *b = (Blk *)p - 1;
	b->prev->next = b->next;
	b->next->prev = b->prev;
	b = realloc(b, sizeof(Blk) + n);
	return b ? link_blk(b) : oom();
}

static void mig_free_all(void)
{
	while (blocks.next != &blocks)
		mig_free(blocks.next + 1);
}

static char *mig_strdup(const char *s)
{
	size_t n = strlen(s) + 1;
	return memcpy(mig_malloc(n), s, n);
}

typedef struct {
	char **v;
	int len, cap;
} StrVec;

static void sv_push(StrVec *sv, const char *s)
{
	if (sv->len == sv->cap) {
		sv->cap = sv->cap ? 2 * sv->cap : 16;
		sv->v = mig_realloc(sv->v, sv->cap * sizeof(*sv->v));
	}
	sv->v[sv->len++] = mig_strdup(s);
}

static bool sv_has(StrVec *sv, const char *s)
{
	for (int i = 0; i < sv->len; i++)
		if (!strcmp(sv->v[i], s))
			return true;
	return false;
}

/* ---------------------------------------------------------------- tokens */

/*
 * A token of a file, from the front end's lexer run over the file's own
 * bytes, not preprocessed: the code of every #if branch is text to
 * rewrite.  The lexer reads the file's cleaned text (source.c: no line
 * splices, CR LF and lone CR made LF); off and len are the token's bytes
 * in the file itself, which the rewrites replace.  A word is compared as
 * those bytes, so one broken by a line splice is no type word: migrate
 * rewrites words only where they are spelled whole.
 */
typedef struct {
	uint32_t off, len;	/* in SrcFile.text */
	uint8_t kind;		/* TK_* */
	uint8_t punct;		/* P_* (a digraph is its twin) */
	bool directive;		/* inside a # line */
} SrcTok;

typedef struct {
	char *path;		/* as given */
	char *shown;		/* relative to the project root */
	char *text;
	size_t size;
	SrcTok *toks;
	int ntoks;
	bool plain;		/* the lexer's offsets are the text's: no splice, no CR */
	const char *bad;	/* why it cannot be migrated, or NULL */
	char *badbuf;
	int unit;		/* -p: its compile command, or -1 */
} SrcFile;

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
static size_t raw_offset(SrcFile *f, unsigned cleaned)
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
static bool lex_file(SrcFile *f)
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

static bool tok_is(SrcFile *f, SrcTok *t, const char *w)
{
	return t->kind == TK_IDENT && strlen(w) == t->len && !memcmp(f->text + t->off, w, t->len);
}

/* ------------------------------------------------------- type spellings */

enum { W_NONE, W_SPEC, W_ANNOT, W_QUAL, W_TNAME };

/* The base type a run of specifiers spells, in a canonical form. */
typedef struct {
	int sign;	/* 0 plain, 1 signed, 2 unsigned */
	int longs, shorts, chars, ints;
	bool nocast, bitwise;
	int nspec;
	const char *tname;	/* a typedef'd base (__u32), or NULL */
	unsigned tlen;
} Spelling;

static int word_kind(const char *w, unsigned n)
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

static void spell_add(Spelling *sp, const char *w, unsigned n)
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
static bool same_type(const Spelling *a, const Spelling *b)
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

/* ---------------------------------------------------------- the options */

static struct {
	const char *type;
	const char *build;	/* -p BUILD_DIR */
	ProjectUnit *units;
	int nunits;
	char **unit_real;	/* each unit's file, as a real path */
	bool in_place, all_or_nothing, join, no_parse, infer, explain;
	StrVec cflags;		/* handed to the front end */
	StrVec incdirs;
	StrVec inputs;
} mo;

static int usage(void)
{
	fprintf(stderr,
		"usage: castguard migrate --to TYPE [--infer] [--explain] [--join=fit80|never]\n"
		"                         [--in-place] [--all-or-nothing] [--no-parse]\n"
		"                         [-p BUILD_DIR] [CFLAGS...] FILES|DIRS...\n");
	return 2;
}

static bool flag_takes_arg(const char *a)
{
	static const char *const w[] = { "-I", "-D", "-U", "-include", "-imacros",
		"-isystem", "-idirafter", "-iquote", "-x", "-std", NULL };
	for (int i = 0; w[i]; i++)
		if (!strcmp(a, w[i]))
			return true;
	return false;
}

static bool parse_args(int argc, char **argv)
{
	mo.join = true;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (!strcmp(a, "--to") && i + 1 < argc) {
			mo.type = argv[++i];
		} else if (!strncmp(a, "--to=", 5)) {
			mo.type = a + 5;
		} else if (!strcmp(a, "--in-place")) {
			mo.in_place = true;
		} else if (!strcmp(a, "--all-or-nothing")) {
			mo.all_or_nothing = true;
		} else if (!strcmp(a, "--no-parse")) {
			mo.no_parse = true;
		} else if (!strcmp(a, "--join=fit80")) {
			mo.join = true;
		} else if (!strcmp(a, "--join=never")) {
			mo.join = false;
		} else if (!strcmp(a, "--infer")) {
			mo.infer = true;
		} else if (!strcmp(a, "--explain")) {
			mo.infer = mo.explain = true;
		} else if (!strcmp(a, "-p") && i + 1 < argc) {
			mo.build = argv[++i];
		} else if (a[0] == '-' && a[1]) {
			/* Anything else is the front end's (Kbuild's argv). */
			sv_push(&mo.cflags, a);
			if (flag_takes_arg(a) && i + 1 < argc) {
				if (!strcmp(a, "-I") || !strcmp(a, "-isystem") ||
				    !strcmp(a, "-iquote") || !strcmp(a, "-idirafter"))
					sv_push(&mo.incdirs, argv[i + 1]);
				sv_push(&mo.cflags, argv[++i]);
			} else if (!strncmp(a, "-I", 2)) {
				sv_push(&mo.incdirs, a + 2);
			}
		} else {
			sv_push(&mo.inputs, a);
		}
	}
	if (!mo.type || !*mo.type) {
		fprintf(stderr, "castguard: error: migrate: --to TYPE is required\n");
		return false;
	}
	if (!mo.inputs.len && !mo.build) {
		fprintf(stderr, "castguard: error: migrate: no input files\n");
		return false;
	}
	return true;
}

/* ------------------------------------------------------------ the files */

static bool read_file(const char *path, char **text, size_t *size)
{
	FILE *fp = fopen(path, "rb");
	if (!fp)
		return false;
	size_t cap = 65536, n = 0;
	char *buf = mig_malloc(cap + 1);
	size_t r;
	while ((r = fread(buf + n, 1, cap - n, fp)) > 0) {
		n += r;
		if (n == cap)
			buf = mig_realloc(buf, (cap *= 2) + 1);
	}
	bool ok = !ferror(fp);
	fclose(fp);
	buf[n] = 0;
	*text = buf;
	*size = n;
	return ok;
}

static bool is_source(const char *name)
{
	size_t n = strlen(name);
	return n > 2 && name[n - 2] == '.' && (name[n - 1] == 'c' || name[n - 1] == 'h');
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Directories are searched for *.c and *.h, in a stable order. */
static void collect(const char *path, StrVec *out, bool top)
{
	struct stat st;
	if (stat(path, &st) != 0) {
		if (top)
			sv_push(out, path);	/* reported when read */
		return;
	}
	if (!S_ISDIR(st.st_mode)) {
		if (top || is_source(path))
			sv_push(out, path);
		return;
	}
	DIR *d = opendir(path);
	if (!d)
		return;
	StrVec names = {0};
	struct dirent *e;
	while ((e = readdir(d)))
		if (e->d_name[0] != '.')
			sv_push(&names, e->d_name);
	closedir(d);
	if (names.len)
		qsort(names.v, names.len, sizeof(char *), cmp_str);
	for (int i = 0; i < names.len; i++) {
		size_t n = strlen(path) + strlen(names.v[i]) + 2;
		char *sub = mig_malloc(n);
		snprintf(sub, n, "%s/%s", path, names.v[i]);
		collect(sub, out, false);
		mig_free(sub);
		mig_free(names.v[i]);
	}
	mig_free(names.v);
}

static char *shown_path(const char *path)
{
	while (path[0] == '.' && path[1] == '/')
		path += 2;
	if (path[0] == '/') {
		char cwd[4096];
		if (getcwd(cwd, sizeof(cwd))) {
			size_t n = strlen(cwd);
			if (!strncmp(path, cwd, n) && path[n] == '/')
				path += n + 1;
		}
	}
	return mig_strdup(path);
}

/* ----------------------------------------------------- finding the typedef */

static Spelling target;
static bool target_found;
static char target_where[600];
static bool target_conflict;

/*
 * Marks the tokens of `typedef ... TYPE ;` (TYPE's own declaration, left
 * alone) and learns TYPE's underlying spelling from the first one seen.
 */
static void find_typedefs(SrcFile *f, bool *protect)
{
	size_t tl = strlen(mo.type);
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
		if (!(last->len == tl && !memcmp(f->text + last->off, mo.type, tl)))
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
				f->path, line_of(f, f->toks[i].off), mo.type);
			target_conflict = true;
			continue;
		}
		if (!target_found) {
			target = sp;
			if (sp.tname) {
				/* a header's text is freed after its search */
				char *n = mig_malloc(sp.tlen + 1);
				memcpy(n, sp.tname, sp.tlen);
				n[sp.tlen] = 0;
				target.tname = n;
			}
			target_found = true;
			snprintf(target_where, sizeof(target_where), "%s:%u",
				 f->path, line_of(f, f->toks[i].off));
		} else if (!same_type(&sp, &target) && !target_conflict) {
			/* #if twins that disagree: which one is meant? */
			fprintf(stderr, "castguard: error: migrate: '%s' is declared with "
				"different types at %s and %s:%u\n", mo.type, target_where,
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
	for (int i = 0; i < mo.incdirs.len; i++) {
		snprintf(buf, n, "%s/%s", mo.incdirs.v[i], name);
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

/* --------------------------------------------------------- the front end */

/*
 * The child's command line for FILE: its compile command (run in the
 * command's directory) with -p, else CFLAGS FILE; PRE go first.  Called
 * in the child: it may chdir.
 */
static char **child_argv(const char *path, int unit, const char **pre, int npre, int *argc)
{
	ProjectUnit *u = unit >= 0 ? &mo.units[unit] : NULL;
	int cap = npre + 2 + (u ? u->nargs : mo.cflags.len + 1);
	char **av = mig_malloc(cap * sizeof(char *));
	int n = 0;
	av[n++] = "castguard";
	for (int i = 0; i < npre; i++)
		av[n++] = (char *)pre[i];
	if (u) {
		if (chdir(u->dir) != 0)
			_exit(2);
		for (int i = 0; i < u->nargs; i++)
			av[n++] = u->args[i];
	} else {
		for (int i = 0; i < mo.cflags.len; i++)
			av[n++] = mo.cflags.v[i];
		av[n++] = (char *)path;
	}
	av[n] = NULL;
	*argc = n;
	return av;
}

/* A child with a pipe to read from: pipe(), fork(); -1 (and nothing left
 * open) if either fails. */
static pid_t fork_piped(int pfd[2])
{
	if (pipe(pfd) != 0)
		return -1;
	fflush(NULL);
	pid_t pid = fork();
	if (pid < 0) {
		close(pfd[0]);
		close(pfd[1]);
	}
	return pid;
}

/* Runs `castguard -fsyntax-only CFLAGS FILE`; returns its first error. */
static char *front_end_error(const char *path, int unit)
{
	int pfd[2];
	pid_t pid = fork_piped(pfd);
	if (pid < 0)
		return NULL;
	if (pid == 0) {
		/* -U__CHECKER__: syntax, not restricted types */
		static const char *pre[] = { "-fsyntax-only", "-U__CHECKER__" };
		int n;
		char **av = child_argv(path, unit, pre, 2, &n);
		dup2(pfd[1], 2);
		int nul = open("/dev/null", O_WRONLY);
		if (nul >= 0)
			dup2(nul, 1);
		close(pfd[0]);
		close(pfd[1]);
		execv("/proc/self/exe", av);
		_exit(127);
	}
	close(pfd[1]);
	size_t cap = 4096, n = 0;
	char *buf = mig_malloc(cap + 1);
	ssize_t r;
	while ((r = read(pfd[0], buf + n, cap - n)) > 0) {
		n += r;
		if (n == cap)
			buf = mig_realloc(buf, (cap *= 2) + 1);
	}
	close(pfd[0]);
	buf[n] = 0;
	int status;
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	if (WIFEXITED(status) && WEXITSTATUS(status) == 0) {
		mig_free(buf);
		return NULL;
	}
	/*
	 * Only syntax errors count: a file that does not build in this
	 * configuration ("has no member", an unconverted restricted type) is
	 * still text we can rewrite; one the parser gets lost in is not.
	 */
	static const char *const syntax[] = { "error: expected ", "error: unterminated ",
		"error: missing terminating", "error: stray ", "No such file or directory",
		"error: unbalanced", "error: unexpected", NULL };
	char *line = NULL;
	for (char *l = buf; l && *l && !line; ) {
		char *nl = strchr(l, '\n');
		if (nl)
			*nl = 0;
		for (int i = 0; syntax[i]; i++)
			if (strstr(l, syntax[i]) && strstr(l, "error"))
				line = l;
		l = nl ? nl + 1 : NULL;
	}
	if (!line && WIFEXITED(status)) {
		mig_free(buf);
		return NULL;
	}
	if (!line) {
		snprintf(buf, cap, "the front end died (status %d)", status);
		line = buf;
	}
	char *res = mig_strdup(line);
	mig_free(buf);
	return res;
}

/* ------------------------------------------------------------- rewriting */

typedef struct {
	size_t off, len;
	char *with;
} Edit;

typedef struct {
	char **lines;		/* without '\n' */
	int n;
	bool final_nl;		/* the last line ends with '\n' */
} Lines;

static Lines split_lines(const char *s, size_t size)
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

static int tok_kind(SrcFile *f, SrcTok *t)
{
	int k = word_kind(f->text + t->off, t->len);
	if (k == W_NONE && target.tname && t->len == target.tlen &&
	    !memcmp(f->text + t->off, target.tname, t->len))
		k = W_TNAME;
	return k;
}

/*
 * Comments between the type words of tokens first..last stay, after TYPE:
 * "unsigned /+ why +/ int __nocast" becomes "gfp_t /+ why +/".  A line
 * comment keeps its line break and the indentation after it.
 */
static char *keep_comments(SrcFile *f, int first, int last, char *w)
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
static size_t span_end(SrcFile *f, SrcTok *last, const char *with)
{
	size_t e = last->off + last->len, n = strlen(with);
	if (n && (with[n - 1] == ' ' || with[n - 1] == '\t' || with[n - 1] == '\n'))
		while (e < f->size && (f->text[e] == ' ' || f->text[e] == '\t'))
			e++;
	return e;
}

/* Finds the runs of specifiers that spell TYPE's underlying type. */
static int find_edits(SrcFile *f, bool *protect, Edit **out)
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
		while (j < f->ntoks && f->toks[j].kind == TK_IDENT && !protect[j]) {
			int k = tok_kind(f, &f->toks[j]);
			if (k == W_NONE)
				break;
			if (k == W_TNAME) {
				/* Twice (__u32 __u32) never matches. */
				sp.tlen = sp.tname ? ~0u : target.tlen;
				sp.tname = target.tname;
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
		bool other_typedef = i > 0 && tok_is(f, &f->toks[i - 1], "typedef") &&
				     j + 1 < f->ntoks && f->toks[j].kind == TK_IDENT &&
				     (f->toks[j + 1].punct == P_SEMI || f->toks[j + 1].punct == P_COMMA ||
				      f->toks[j + 1].punct == P_LBRACKET);
		if (first >= 0 && !other_typedef && same_type(&sp, &target)) {
			/* Qualifiers between the specifiers move in front of TYPE. */
			size_t need = strlen(mo.type) + 1;
			for (int k = first; k <= last; k++)
				need += f->toks[k].len + 1;
			char *w = mig_malloc(need);
			w[0] = 0;
			for (int k = first; k <= last; k++)
				if (word_kind(f->text + f->toks[k].off, f->toks[k].len) == W_QUAL) {
					strncat(w, f->text + f->toks[k].off, f->toks[k].len);
					strcat(w, " ");
				}
			strcat(w, mo.type);
			w = keep_comments(f, first, last, w);
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

static int cmp_edit(const void *a, const void *b)
{
	const Edit *x = a, *y = b;
	return x->off < y->off ? -1 : x->off > y->off;
}

static char *apply_edits(SrcFile *f, Edit *ed, int n, size_t *size)
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

/* Does line i start a statement (the line above ends one, or is blank)? */
static bool starts_statement(Lines *L, int i)
{
	if (i == 0)
		return true;
	const char *prev = L->lines[i - 1];
	char c = last_ch(prev);
	return !c || c == ';' || c == '{' || c == '}' || *skip_ws(prev) == '#' ||
	       strstr(prev, "*/") || (c == ')' && *skip_ws(prev) == '}');
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
 * New line j comes from old lines map[j] (and map[j]+1 when two lines were
 * joined: span[j] == 2).
 */
typedef struct {
	Lines old, nu;
	int *map, *span;
	bool *changed;		/* per new line */
} Result;

/*
 * A two-line statement split only because it was long is joined with one
 * space when the migrated text fits in 80 columns.
 */
static void join_lines(Result *r)
{
	Lines *o = &r->old, *m = &r->nu;	/* m: migrated, one per old line */
	int cap = m->n + 1;
	char **lines = mig_malloc(cap * sizeof(char *));
	r->map = mig_malloc(cap * sizeof(int));
	r->span = mig_malloc(cap * sizeof(int));
	r->changed = mig_malloc(cap * sizeof(bool));
	int n = 0;
	for (int i = 0; i < m->n; i++) {
		bool mod = strcmp(o->lines[i], m->lines[i]) != 0;
		if (mo.join && i + 1 < m->n && i + 1 < o->n &&
		    (mod || strcmp(o->lines[i + 1], m->lines[i + 1])) &&
		    last_ch(o->lines[i]) == ',' && plain_code(o->lines[i]) &&
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

/* ------------------------------------------------------------ inference */

/*
 * --infer: each .c file is parsed in a child process (infer.c), which
 * writes down its declarations of plain integer type (entities) and where
 * TYPE values and plain values flow into and out of them.  Here the facts
 * of all units are put together: entities that exchange values (an
 * argument and its parameter, both sides of an assignment or of a '|')
 * must change together, so they form one class (union-find over all
 * units).  A class is inferred when it has at least one piece of evidence
 * that it holds TYPE values and no counter-evidence; every declaration of
 * its entities must be found in the files migrated, spelled with plain
 * type words.  Chains (a is passed to b's parameter, which is passed to
 * kmalloc) need no iteration: they are one class.
 */

typedef struct {
	int ent;
	char kind;		/* 'v', 'p', 'r' */
	int idx;
	char *path, *name, *what;
	unsigned off;		/* cleaned offset */
	bool def;
	int file;		/* index in files, -1 */
	size_t eoff, elen;	/* the type words to rewrite */
	char *with;
	unsigned line, col;	/* of the type words, 1-based */
	const char *bad;	/* why it cannot be rewritten */
	int next;		/* the entity's next site, or -1 */
} Site;

typedef struct {
	int ent;
	bool pos;
	char *loc, *text;
} Evid;

typedef struct {
	int a, b;
	char *loc, *ta, *tb;	/* what a does, what b does */
} Link;

typedef struct {
	char *key;
	int up;			/* union-find */
	int nsites;
	int first_site;		/* its sites: a list through Site.next */
	int own[2];		/* its own first counter-evidence, evidence, or -1 */
	int via;		/* --explain: the link it got its evidence through */
	int from_pos;		/* its own first evidence, or -1 */
	bool seen;
} Ent;

static struct {
	Ent *e;
	int ne, cape;
	Site *s;
	int ns, caps;
	Evid *v;
	int nv, capv;
	Link *l;
	int nl, capl;
	int *hash;
	int hcap;
} inf;

static void *grow(void *v, int n, int *cap, size_t sz)
{
	if (n < *cap)
		return v;
	*cap = *cap ? 2 * *cap : 256;
	return mig_realloc(v, *cap * sz);
}

static uint32_t hash_str(const char *s)
{
	uint32_t h = 2166136261u;
	while (*s)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

static void rehash(void)
{
	mig_free(inf.hash);
	inf.hcap = inf.hcap ? 2 * inf.hcap : 1024;
	inf.hash = mig_malloc(inf.hcap * sizeof(int));
	memset(inf.hash, 0xff, inf.hcap * sizeof(int));
	for (int i = 0; i < inf.ne; i++) {
		uint32_t h = hash_str(inf.e[i].key) & (inf.hcap - 1);
		while (inf.hash[h] >= 0)
			h = (h + 1) & (inf.hcap - 1);
		inf.hash[h] = i;
	}
}

static int ent_of(const char *key)
{
	if (2 * (inf.ne + 1) > inf.hcap)
		rehash();
	uint32_t h = hash_str(key) & (inf.hcap - 1);
	while (inf.hash[h] >= 0) {
		if (!strcmp(inf.e[inf.hash[h]].key, key))
			return inf.hash[h];
		h = (h + 1) & (inf.hcap - 1);
	}
	inf.e = grow(inf.e, inf.ne, &inf.cape, sizeof(Ent));
	inf.e[inf.ne] = (Ent){ .key = mig_strdup(key), .up = inf.ne, .via = -1, .from_pos = -1,
			       .first_site = -1, .own = { -1, -1 } };
	inf.hash[h] = inf.ne;
	return inf.ne++;
}

static int find_root(int i)
{
	while (inf.e[i].up != i) {
		inf.e[i].up = inf.e[inf.e[i].up].up;
		i = inf.e[i].up;
	}
	return i;
}

static void unite(int a, int b)
{
	a = find_root(a);
	b = find_root(b);
	if (a != b)
		inf.e[a > b ? a : b].up = a < b ? a : b;
}

/* Splits LINE at tabs into at most N fields; returns how many. */
static int fields(char *line, char **f, int n)
{
	int k = 0;
	while (k < n) {
		f[k++] = line;
		char *t = strchr(line, '\t');
		if (!t)
			break;
		*t = 0;
		line = t + 1;
	}
	return k;
}

static void add_evid(int ent, bool pos, const char *loc, const char *text)
{
	inf.v = grow(inf.v, inf.nv, &inf.capv, sizeof(Evid));
	if (inf.e[ent].own[pos] < 0)
		inf.e[ent].own[pos] = inf.nv;
	inf.v[inf.nv++] = (Evid){ ent, pos, mig_strdup(loc), mig_strdup(text) };
}

static void add_fact(char *line)
{
	char *f[10];
	int n = fields(line, f, 10);
	if (f[0][0] == 'S' && n == 9) {
		inf.s = grow(inf.s, inf.ns, &inf.caps, sizeof(Site));
		Site *s = &inf.s[inf.ns];
		/* One declaration seen from several units is one site. */
		int e = ent_of(f[1]);
		for (int i = inf.e[e].first_site; i >= 0; i = inf.s[i].next)
			if (inf.s[i].kind == f[2][0] && inf.s[i].idx == atoi(f[3]) &&
			    inf.s[i].off == strtoul(f[5], NULL, 10) && !strcmp(inf.s[i].path, f[4])) {
				inf.s[i].def |= f[6][0] == '1';
				return;
			}
		*s = (Site){ .ent = e, .kind = f[2][0], .idx = atoi(f[3]), .path = mig_strdup(f[4]),
			     .off = strtoul(f[5], NULL, 10), .def = f[6][0] == '1',
			     .name = mig_strdup(f[7]), .what = mig_strdup(f[8]), .file = -1,
			     .next = inf.e[e].first_site };
		inf.e[e].first_site = inf.ns;
		inf.e[e].nsites++;
		inf.ns++;
	} else if ((f[0][0] == 'P' || f[0][0] == 'N') && n == 4) {
		add_evid(ent_of(f[1]), f[0][0] == 'P', f[2], f[3]);
	} else if (f[0][0] == 'U' && n == 6) {
		inf.l = grow(inf.l, inf.nl, &inf.capl, sizeof(Link));
		int a = ent_of(f[1]), b = ent_of(f[2]);
		inf.l[inf.nl++] = (Link){ a, b, mig_strdup(f[3]), mig_strdup(f[4]), mig_strdup(f[5]) };
	}
}

static void add_neg(int ent, const char *text)
{
	add_evid(ent, false, "", text);
}

/* Runs infer_unit() on PATH in a child; its facts are added. */
static bool infer_file(const char *path, int unit)
{
	int pfd[2];
	pid_t pid = fork_piped(pfd);
	if (pid < 0)
		return false;
	if (pid == 0) {
		char base[4096];
		if (!getcwd(base, sizeof(base)))
			strcpy(base, ".");
		int n;
		char **av = child_argv(path, unit, NULL, 0, &n);
		close(pfd[0]);
		int nul = open("/dev/null", O_WRONLY);
		if (nul >= 0) {
			dup2(nul, 1);
			dup2(nul, 2);
		}
		FILE *to = fdopen(pfd[1], "w");
		int st = to ? infer_unit(n, av, mo.type, base, to) : 1;
		if (to)
			fflush(to);
		if (getenv("CASTGUARD_MIGRATE_FAIL_INFER"))	/* for the tests: died */
			st = 1;
		_exit(st);
	}
	close(pfd[1]);
	FILE *from = fdopen(pfd[0], "r");
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	StrVec facts = {0};
	while (from && (len = getline(&line, &cap, from)) > 0) {
		if (line[len - 1] == '\n')
			line[len - 1] = 0;
		if (getenv("CASTGUARD_MIGRATE_FACTS"))	/* debugging: the raw facts */
			fprintf(stderr, "%s\n", line);
		sv_push(&facts, line);
	}
	free(line);
	if (from)
		fclose(from);
	else
		close(pfd[0]);
	int status;
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	/* Half a unit's facts could miss its counter-evidence: all or none. */
	bool ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
	for (int i = 0; i < facts.len; i++) {
		if (ok)
			add_fact(facts.v[i]);
		mig_free(facts.v[i]);
	}
	mig_free(facts.v);
	return ok;
}

static void line_col(SrcFile *f, size_t off, unsigned *line, unsigned *col)
{
	unsigned l = 1, c = 1;
	for (size_t i = 0; i < off && i < f->size; i++) {
		if (f->text[i] == '\n') {
			l++;
			c = 1;
		} else if (f->text[i] == '\t') {
			c = ((c - 1) / 8 + 1) * 8 + 1;
		} else if ((f->text[i] & 0xc0) != 0x80) {
			c++;
		}
	}
	*line = l;
	*col = c;
}

static bool is_word(SrcFile *f, int i)
{
	return i >= 0 && i < f->ntoks && f->toks[i].kind == TK_IDENT &&
	       tok_kind(f, &f->toks[i]) != W_NONE;
}

/*
 * The run of type words [a, b] (qualifiers may stand among them): its
 * spelling must be a plain integer type, without TYPE's annotation.
 */
static const char *spec_run(SrcFile *f, int a, int b, Site *s)
{
	Spelling sp = {0};
	int first = -1, last = -1;
	for (int k = a; k <= b; k++) {
		SrcTok *t = &f->toks[k];
		int kind = tok_kind(f, t);
		if (kind == W_NONE)
			return "not spelled with plain type words";
		if (kind == W_ANNOT)
			return "annotated";
		if (kind == W_QUAL)
			continue;
		if (kind == W_TNAME) {
			sp.tname = target.tname;
			sp.tlen = target.tlen;
			sp.nspec++;
		} else {
			spell_add(&sp, f->text + t->off, t->len);
		}
		if (first < 0)
			first = k;
		last = k;
	}
	if (first < 0)
		return "not spelled with plain type words";
	if (sp.chars)
		return "not spelled as an int type";
	size_t need = strlen(mo.type) + 1;
	for (int k = first; k <= last; k++)
		need += f->toks[k].len + 1;
	char *w = mig_malloc(need);
	w[0] = 0;
	for (int k = first; k <= last; k++)
		if (tok_kind(f, &f->toks[k]) == W_QUAL) {
			strncat(w, f->text + f->toks[k].off, f->toks[k].len);
			strcat(w, " ");
		}
	strcat(w, mo.type);
	w = keep_comments(f, first, last, w);
	s->eoff = f->toks[first].off;
	s->elen = span_end(f, &f->toks[last], w) - s->eoff;
	s->with = w;
	return NULL;
}

static int tok_at(SrcFile *f, size_t off)
{
	int lo = 0, hi = f->ntoks;
	while (lo < hi) {
		int m = (lo + hi) / 2;
		if (f->toks[m].off < off)
			lo = m + 1;
		else
			hi = m;
	}
	return lo;
}

/* The '(' of a parameter list after token k: f(, (fn_t)(, or 0. */
static int paren_after(SrcFile *f, int k)
{
	int j = k + 1;
	while (j < f->ntoks && f->toks[j].punct == P_RPAREN)
		j++;
	return j < f->ntoks && f->toks[j].punct == P_LPAREN ? j : 0;
}

/* The declarator NAME at or shortly after token i (a macro call's name). */
static int find_name(SrcFile *f, int i, const char *name, bool call)
{
	for (int k = i; k < f->ntoks && k < i + 64; k++) {
		if (tok_is(f, &f->toks[k], name) && (!call || paren_after(f, k) > 0))
			return k;
		if (f->toks[k].punct == P_SEMI || f->toks[k].punct == P_LBRACE)
			break;
	}
	return -1;
}

static const char *locate_at(SrcFile *f, Site *s, int k);

static const char *locate(SrcFile *f, Site *s)
{
	int i = tok_at(f, raw_offset(f, s->off));
	int k = find_name(f, i, s->name, s->kind != 'v' && s->kind != 'w');
	if (k < 0)
		return "not where the front end saw it";
	return locate_at(f, s, k);
}

/* The type words of site S, whose declarator name is token k. */
static const char *locate_at(SrcFile *f, Site *s, int k)
{
	if (s->kind == 'v' || s->kind == 'w') {
		/* unsigned int x, unsigned int *p: the words before the name (the '*') */
		int star = s->kind == 'w';
		if (star && (k < 1 || f->toks[k - 1].punct != P_STAR))
			return "not spelled with plain type words";
		k -= star;
		int a = k;
		while (is_word(f, a - 1))
			a--;
		if (a == k)
			return "not spelled with plain type words";
		if (a > 0 && (f->toks[a - 1].punct == P_COMMA || f->toks[a - 1].kind == TK_IDENT))
			return "shared with other names";
		int depth = 0;
		for (int j = k + 1; j < f->ntoks; j++) {
			int p = f->toks[j].punct;
			if (p == P_LPAREN || p == P_LBRACKET || p == P_LBRACE)
				depth++;
			else if (p == P_RPAREN || p == P_RBRACKET || p == P_RBRACE)
				depth--;
			else if (depth == 0 && p == P_COMMA)
				return "shared with other names";
			else if (depth == 0 && p == P_COLON && j == k + 1)
				return "a bit-field";
			if (depth < 0 || (depth == 0 && p == P_SEMI))
				break;
		}
		return spec_run(f, a, k - 1, s);
	}
	if (s->kind == 'r') {
		int a = k, skipped = 0;
		/* unsigned long fastcall f(...), int __init f(...) */
		while (a > 0 && f->toks[a - 1].kind == TK_IDENT && tok_kind(f, &f->toks[a - 1]) == W_NONE &&
		       skipped < 2 && is_word(f, a - 2)) {
			a--;
			skipped++;
		}
		int e = a - 1;
		while (is_word(f, a - 1))
			a--;
		if (e < a)
			return "not spelled with plain type words";
		if (a > 0 && f->toks[a - 1].punct == P_COMMA)
			return "shared with other names";
		return spec_run(f, a, e, s);
	}
	/* parameter idx: its segment of the list after NAME ( */
	int depth = 0, idx = 0, lp = paren_after(f, k), start = lp + 1;
	for (int j = lp; j < f->ntoks; j++) {
		int p = f->toks[j].punct;
		if (p == P_LPAREN || p == P_LBRACKET || p == P_LBRACE) {
			depth++;
			continue;
		}
		if (p == P_RPAREN || p == P_RBRACKET || p == P_RBRACE)
			depth--;
		if ((depth == 0 && p == P_RPAREN) || (depth == 1 && p == P_COMMA)) {
			if (idx == s->idx) {
				int end = j - 1, a = start, b = start;
				while (b <= end && is_word(f, b))
					b++;
				if (s->kind == 'q') {
					/* unsigned int *name, unsigned int * */
					if (b > end || f->toks[b].punct != P_STAR ||
					    (b < end && !(b + 1 == end && f->toks[end].kind == TK_IDENT)))
						return "not spelled with plain type words";
				} else if (b < end || (b == end && f->toks[b].kind != TK_IDENT)) {
					return "not spelled with plain type words";
				}
				return a < b ? spec_run(f, a, b - 1, s) : "not spelled with plain type words";
			}
			idx++;
			start = j + 1;
		}
		if (depth <= 0)
			break;
	}
	return "a declaration without this parameter";
}

static char *real_or_copy(const char *p)
{
	char buf[PATH_MAX];
	return mig_strdup(realpath(p, buf) ? buf : p);
}

static const char *site_loc(Site *s, SrcFile *files)
{
	static char buf[2][4200];
	static int which;
	char *b = buf[which ^= 1];
	if (s->file >= 0)
		snprintf(b, sizeof(buf[0]), "%s:%u:%u", files[s->file].shown, s->line, s->col);
	else
		snprintf(b, sizeof(buf[0]), "%s", s->path);
	return b;
}

static int *class_first[2];	/* per root: its first counter-evidence, evidence */

/* The first piece of evidence (POS) in E's class, preferring E's own. */
static Evid *class_evidence(int e, bool pos)
{
	int i = inf.e[e].own[pos] >= 0 ? inf.e[e].own[pos] : class_first[pos][find_root(e)];
	return i >= 0 ? &inf.v[i] : NULL;
}

typedef struct {
	char *file;
	unsigned line, col;
	char *text;
} Note;

static int cmp_note(const void *a, const void *b)
{
	const Note *x = a, *y = b;
	int c = strcmp(x->file, y->file);
	if (c)
		return c;
	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	if (x->col != y->col)
		return x->col < y->col ? -1 : 1;
	return strcmp(x->text, y->text);
}

/*
 * Why entity E is inferred: its own evidence, or the link through which
 * the class's evidence reached it (breadth first from the entities with
 * evidence of their own).
 */
static void explain_paths(void)
{
	int *queue = mig_malloc((inf.ne + 1) * sizeof(int));
	int qh = 0, qt = 0;
	for (int i = 0; i < inf.nv; i++) {
		Ent *e = &inf.e[inf.v[i].ent];
		if (inf.v[i].pos && e->from_pos < 0) {
			e->from_pos = i;
			e->seen = true;
			queue[qt++] = inf.v[i].ent;
		}
	}
	/* the links of each entity, in order */
	int *start = mig_malloc((inf.ne + 1) * sizeof(int)), *adj = mig_malloc((2 * inf.nl + 1) * sizeof(int));
	memset(start, 0, (inf.ne + 1) * sizeof(int));
	for (int i = 0; i < inf.nl; i++) {
		start[inf.l[i].a]++;
		start[inf.l[i].b]++;
	}
	for (int e = 0, sum = 0; e <= inf.ne; e++) {
		int c = e < inf.ne ? start[e] : 0;
		start[e] = sum;
		sum += c;
	}
	int *fill = mig_malloc((inf.ne + 1) * sizeof(int));
	memcpy(fill, start, (inf.ne + 1) * sizeof(int));
	for (int i = 0; i < inf.nl; i++) {
		adj[fill[inf.l[i].a]++] = i;
		adj[fill[inf.l[i].b]++] = i;
	}
	while (qh < qt) {
		int x = queue[qh++];
		for (int k = start[x]; k < start[x + 1]; k++) {
			Link *l = &inf.l[adj[k]];
			int y = l->a == x ? l->b : l->a;
			if (inf.e[y].seen)
				continue;
			inf.e[y].seen = true;
			inf.e[y].via = adj[k];
			queue[qt++] = y;
		}
	}
	mig_free(fill);
	mig_free(adj);
	mig_free(start);
	mig_free(queue);
}

/* Where entity E is defined (or first declared). */
static const char *ent_where(int e, SrcFile *files)
{
	Site *any = NULL;
	for (int i = inf.e[e].first_site; i >= 0; i = inf.s[i].next)
		if (!any || (inf.s[i].def && !any->def))
			any = &inf.s[i];
	return any ? site_loc(any, files) : "?";
}

static const char *ent_display(int e)
{
	Site *any = NULL;
	for (int i = inf.e[e].first_site; i >= 0; i = inf.s[i].next)
		if (!any || (inf.s[i].def && !any->def))
			any = &inf.s[i];
	return any ? any->what : inf.e[e].key;
}

static int cmp_site_pos(const void *a, const void *b)
{
	const Site *x = &inf.s[*(const int *)a], *y = &inf.s[*(const int *)b];
	if (x->file != y->file)
		return x->file < y->file ? -1 : 1;
	return x->eoff < y->eoff ? -1 : x->eoff > y->eoff;
}

/* Decides, and adds the inferred sites to each file's edits. */
static int infer_decide(SrcFile *files, int nfiles, Edit **edits, int *nedits)
{
	/* Where each declaration is, and can it be rewritten? */
	char **real = mig_malloc(nfiles * sizeof(char *));
	for (int i = 0; i < nfiles; i++)
		real[i] = real_or_copy(files[i].path);
	for (int i = 0; i < inf.ns; i++) {
		Site *s = &inf.s[i];
		for (int j = 0; j < nfiles && s->file < 0; j++)
			if (!strcmp(real[j], s->path))
				s->file = j;
		if (s->file < 0) {
			s->bad = "not among the files migrated";
			char *p = shown_path(s->path);
			mig_free(s->path);
			s->path = p;
			continue;
		}
		SrcFile *f = &files[s->file];
		if (f->bad) {
			s->bad = "in a file that is not migrated";
			continue;
		}
		s->bad = locate(f, s);
		line_col(f, s->bad || !s->with ? raw_offset(f, s->off) : s->eoff, &s->line, &s->col);
	}
	for (int i = 0; i < nfiles; i++)
		mig_free(real[i]);
	mig_free(real);
	/* A declaration shared by two keys (a static inline function in a
	 * header, seen from two units) makes them one entity. */
	int *order = mig_malloc((inf.ns + 1) * sizeof(int)), no = 0;
	for (int i = 0; i < inf.ns; i++)
		if (inf.s[i].file >= 0 && inf.s[i].with)
			order[no++] = i;
	if (no)
		qsort(order, no, sizeof(int), cmp_site_pos);
	for (int i = 1; i < no; i++)
		if (!cmp_site_pos(&order[i - 1], &order[i]))
			unite(inf.s[order[i - 1]].ent, inf.s[order[i]].ent);
	mig_free(order);
	for (int i = 0; i < inf.nl; i++)
		unite(inf.l[i].a, inf.l[i].b);
	/* A function, object or member defined elsewhere keeps its type. */
	for (int e = 0; e < inf.ne; e++) {
		bool def = false;
		Site *any = NULL;
		for (int i = inf.e[e].first_site; i >= 0; i = inf.s[i].next) {
			def |= inf.s[i].def;
			any = &inf.s[i];
		}
		if (any && !def) {
			char buf[600];
			snprintf(buf, sizeof(buf), "'%s' is not defined in the files migrated",
				 any->name);
			add_neg(e, buf);
		} else if (!any) {
			/* a block-scope extern declaration, an implicit one */
			add_neg(e, "it has no declaration to rewrite");
		}
	}
	for (int i = 0; i < inf.ns; i++) {
		Site *s = &inf.s[i];
		if (!s->bad)
			continue;
		char buf[5000];
		snprintf(buf, sizeof(buf), "its declaration at %s is %s", site_loc(s, files), s->bad);
		add_neg(s->ent, buf);
	}
	/* A class is inferred: evidence, no counter-evidence, declarations. */
	int *state = mig_malloc(inf.ne * sizeof(int));	/* bit 1 pos, 2 neg, 4 sites */
	memset(state, 0, inf.ne * sizeof(int));
	for (int i = 0; i < inf.nv; i++)
		state[find_root(inf.v[i].ent)] |= inf.v[i].pos ? 1 : 2;
	for (int i = 0; i < inf.ns; i++)
		state[find_root(inf.s[i].ent)] |= 4;
	for (int k = 0; k < 2; k++) {
		class_first[k] = mig_malloc((inf.ne + 1) * sizeof(int));
		memset(class_first[k], 0xff, (inf.ne + 1) * sizeof(int));
	}
	for (int i = 0; i < inf.nv; i++) {
		int r = find_root(inf.v[i].ent);
		if (class_first[inf.v[i].pos][r] < 0)
			class_first[inf.v[i].pos][r] = i;
	}
	explain_paths();

	int ninferred = 0, nnotes = 0, capnotes = inf.ns + 1;
	Note *notes = mig_malloc(capnotes * sizeof(Note));
	for (int i = 0; i < inf.ns; i++) {
		Site *s = &inf.s[i];
		int st = state[find_root(s->ent)];
		if (st != 5 && st != 7)
			continue;
		char buf[8192];
		if (st == 5) {
			Ent *e = &inf.e[s->ent];
			Site *def = NULL;
			for (int j = e->first_site; j >= 0; j = inf.s[j].next)
				if (inf.s[j].def && j != i)
					def = &inf.s[j];
			if (def && !s->def && e->nsites > 1) {
				snprintf(buf, sizeof(buf), "declares the same %s as %s",
					 s->kind == 'r' ? "function" : "parameter", site_loc(def, files));
				if (s->kind == 'v' || s->kind == 'w')
					snprintf(buf, sizeof(buf), "declares the same object as %s",
						 site_loc(def, files));
			} else if (e->from_pos >= 0) {
				snprintf(buf, sizeof(buf), "%s", inf.v[e->from_pos].text);
			} else if (e->via >= 0) {
				Link *l = &inf.l[e->via];
				int other = l->a == s->ent ? l->b : l->a;
				snprintf(buf, sizeof(buf), "%s, and %s at %s is inferred",
					 l->a == s->ent ? l->ta : l->tb, ent_display(other),
					 ent_where(other, files));
			} else {
				snprintf(buf, sizeof(buf), "shares a declaration with an inferred one");
			}
			edits[s->file] = mig_realloc(edits[s->file], (nedits[s->file] + 1) * sizeof(Edit));
			bool dup = false;
			for (int j = 0; j < nedits[s->file]; j++)
				if (edits[s->file][j].off == s->eoff)
					dup = true;
			if (!dup) {
				edits[s->file][nedits[s->file]++] =
					(Edit){ s->eoff, s->elen, mig_strdup(s->with) };
				ninferred++;
			}
		} else {
			Evid *n = class_evidence(s->ent, false), *p = class_evidence(s->ent, true);
			snprintf(buf, sizeof(buf), "%s (evidence: %s)", n->text, p->text);
		}
		if (!mo.explain || s->file < 0)
			continue;
		char line[9000];
		snprintf(line, sizeof(line), "%s %s as %s: %s", st == 5 ? "inferred" : "not inferred",
			 s->what, mo.type, buf);
		notes[nnotes++] = (Note){ files[s->file].shown, s->line, s->col, mig_strdup(line) };
	}
	/*
	 * A function's declarations in #if branches this configuration does
	 * not compile were not seen by the front end: in the files where the
	 * inferred parameter (return type) is declared, every other
	 * file-scope declaration of the same name changes too.
	 */
	for (int e = 0; e < inf.ne; e++) {
		Ent *en = &inf.e[e];
		if (state[find_root(e)] != 5 || en->first_site < 0 ||
		    (strncmp(en->key, "p:", 2) && strncmp(en->key, "r:", 2)))
			continue;
		Site *model = NULL;
		for (int i = en->first_site; i >= 0; i = inf.s[i].next)
			if (!model || (inf.s[i].def && !model->def))
				model = &inf.s[i];
		for (int i = en->first_site; i >= 0; i = inf.s[i].next) {
			int fi = inf.s[i].file;
			bool again = false;
			for (int j = en->first_site; j != i; j = inf.s[j].next)
				again |= inf.s[j].file == fi;
			if (fi < 0 || again)
				continue;
			SrcFile *f = &files[fi];
			int depth = 0;
			for (int k = 0; k < f->ntoks; k++) {
				SrcTok *t = &f->toks[k];
				if (t->directive)
					continue;
				if (t->punct == P_LBRACE)
					depth++;
				else if (t->punct == P_RBRACE)
					depth--;
				if (depth || !tok_is(f, t, model->name) || !paren_after(f, k) || !k ||
				    !(f->toks[k - 1].kind == TK_IDENT || f->toks[k - 1].punct == P_STAR) ||
				    f->toks[k - 1].directive)
					continue;
				Site twin = *model;
				twin.with = NULL;
				twin.file = fi;
				if (locate_at(f, &twin, k) || !twin.with)
					continue;
				bool known = false;
				for (int j = 0; j < nedits[fi]; j++)
					known |= edits[fi][j].off == twin.eoff;
				if (known)
					continue;
				edits[fi] = mig_realloc(edits[fi], (nedits[fi] + 1) * sizeof(Edit));
				edits[fi][nedits[fi]++] = (Edit){ twin.eoff, twin.elen, twin.with };
				ninferred++;
				if (!mo.explain)
					continue;
				line_col(f, twin.eoff, &twin.line, &twin.col);
				char line[9000];
				snprintf(line, sizeof(line), "inferred %s as %s: declares the same %s as %s "
					 "(in code this configuration does not compile)", model->what, mo.type,
					 model->kind == 'r' ? "function" : "parameter", site_loc(model, files));
				if (nnotes == capnotes)
					notes = mig_realloc(notes, (capnotes *= 2) * sizeof(Note));
				notes[nnotes++] = (Note){ f->shown, twin.line, twin.col, mig_strdup(line) };
			}
		}
	}
	if (nnotes)
		qsort(notes, nnotes, sizeof(Note), cmp_note);
	for (int i = 0; i < nnotes; i++)
		if (!i || cmp_note(&notes[i], &notes[i - 1]))
			fprintf(stderr, "%s:%u:%u: %s\n", notes[i].file, notes[i].line, notes[i].col,
				notes[i].text);
	mig_free(notes);
	mig_free(state);
	return ninferred;
}

/* ------------------------------------------------------------- the diff */

static void hunk_line(FILE *out, char sign, const char *s, bool last, bool final_nl)
{
	fprintf(out, "%c%s\n", sign, s);
	if (last && !final_nl)
		fputs("\\ No newline at end of file\n", out);
}

/* git's unified diff, 3 lines of context. */
static void print_diff(FILE *out, SrcFile *f, Result *r)
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
		int os = r->map[js], oe = r->map[je] + r->span[je] - 1;
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

/* Temporary file beside the target, same mode, then rename(2). */
static bool write_atomically(const char *path, const char *text, size_t size, char **why)
{
	static char msg[512];
	struct stat st;
	if (stat(path, &st) != 0 || access(path, W_OK) != 0) {
		snprintf(msg, sizeof(msg), "%s", strerror(errno));
		*why = msg;
		return false;
	}
	size_t n = strlen(path) + 32;
	char *tmp = mig_malloc(n);
	snprintf(tmp, n, "%s.cgmig%ld", path, (long)getpid());
	/* ^C between open and rename would leave the temporary file behind. */
	sigset_t block, old;
	sigemptyset(&block);
	sigaddset(&block, SIGINT);
	sigaddset(&block, SIGTERM);
	sigaddset(&block, SIGHUP);
	sigprocmask(SIG_BLOCK, &block, &old);
	int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL, st.st_mode & 07777);
	bool ok = fd >= 0;
	if (ok) {
		size_t done = 0;
		while (ok && done < size) {
			ssize_t w = write(fd, text + done, size - done);
			if (w < 0 && errno == EINTR)
				continue;
			ok = w > 0;
			done += ok ? (size_t)w : 0;
		}
		ok = ok && fchmod(fd, st.st_mode & 07777) == 0 && fsync(fd) == 0;
		ok = close(fd) == 0 && ok;
		if (getenv("CASTGUARD_MIGRATE_FAIL_WRITE")) {	/* for the tests */
			errno = EIO;
			ok = false;
		}
		ok = ok && rename(tmp, path) == 0;
	}
	if (!ok) {
		snprintf(msg, sizeof(msg), "%s", strerror(errno));
		*why = msg;
		if (fd >= 0)
			unlink(tmp);
	}
	sigprocmask(SIG_SETMASK, &old, NULL);
	mig_free(tmp);
	return ok;
}

/* Root may write anything: a file without write bits is still left alone. */
static bool writable(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && (st.st_mode & 0222) && access(path, W_OK) == 0;
}

/* ------------------------------------------------------- project mode */

static const char *const inc_flags[] = { "-I", "-isystem", "-iquote", "-idirafter", NULL };

/*
 * -p BUILD_DIR: each .c file is parsed with its own compile command, in
 * its directory; the include directories of all commands are searched for
 * TYPE.  Without FILES, the database's files and every header under the
 * current directory are migrated.
 */
static bool load_units(void)
{
	if (!project_load(mo.build, &mo.units, &mo.nunits))
		return false;
	mo.unit_real = mig_malloc((mo.nunits + 1) * sizeof(char *));
	for (int i = 0; i < mo.nunits; i++) {
		ProjectUnit *u = &mo.units[i];
		char buf[PATH_MAX * 2], real[PATH_MAX];
		if (u->file[0] == '/')
			snprintf(buf, sizeof(buf), "%s", u->file);
		else
			snprintf(buf, sizeof(buf), "%s/%s", u->dir, u->file);
		mo.unit_real[i] = mig_strdup(realpath(buf, real) ? real : buf);
		for (int k = 0; k < u->nargs; k++) {
			const char *a = u->args[k], *d = NULL;
			for (int j = 0; inc_flags[j]; j++) {
				size_t l = strlen(inc_flags[j]);
				if (!strcmp(a, inc_flags[j]) && k + 1 < u->nargs)
					d = u->args[++k];
				else if (!strncmp(a, inc_flags[j], l) && a[l] && !strcmp(inc_flags[j], "-I"))
					d = a + l;
			}
			if (!d)
				continue;
			if (d[0] == '/')
				snprintf(buf, sizeof(buf), "%s", d);
			else
				snprintf(buf, sizeof(buf), "%s/%s", u->dir, d);
			if (!sv_has(&mo.incdirs, buf))
				sv_push(&mo.incdirs, buf);
		}
	}
	if (!mo.inputs.len) {
		for (int i = 0; i < mo.nunits; i++)
			sv_push(&mo.inputs, mo.unit_real[i]);
		StrVec all = {0};
		collect(".", &all, false);
		for (int i = 0; i < all.len; i++)
			if (all.v[i][strlen(all.v[i]) - 1] == 'h')
				sv_push(&mo.inputs, all.v[i]);
	}
	return true;
}

/* The compile command of PATH, or -1. */
static int unit_of(const char *path)
{
	char real[PATH_MAX];
	if (!mo.nunits || !realpath(path, real))
		return -1;
	for (int i = 0; i < mo.nunits; i++)
		if (!strcmp(mo.unit_real[i], real))
			return i;
	return -1;
}

/* ---------------------------------------------------------------- main */

static int migrate(int argc, char **argv)
{
	if (!parse_args(argc, argv))
		return usage();
	if (mo.build && !load_units())
		return 2;
	StrVec paths = {0};
	for (int i = 0; i < mo.inputs.len; i++)
		collect(mo.inputs.v[i], &paths, true);
	SrcFile *files = mig_malloc(paths.len * sizeof(SrcFile));
	int failures = 0;
	for (int i = 0; i < paths.len; i++) {
		SrcFile *f = &files[i];
		memset(f, 0, sizeof(*f));
		f->path = paths.v[i];
		f->shown = shown_path(f->path);
		f->unit = unit_of(f->path);
		if (!read_file(f->path, &f->text, &f->size)) {
			f->bad = strerror(errno);
			continue;
		}
		if (memchr(f->text, 0, f->size)) {
			f->bad = "binary file (contains NUL bytes)";
			continue;
		}
		lex_file(f);
	}

	bool **protect = mig_malloc(paths.len * sizeof(bool *));
	for (int i = 0; i < paths.len; i++) {
		protect[i] = mig_malloc(files[i].ntoks + 1);
		memset(protect[i], 0, files[i].ntoks + 1);
		if (!files[i].bad)
			find_typedefs(&files[i], protect[i]);
	}
	StrVec seen = {0};
	for (int i = 0; i < paths.len && !target_found; i++)
		if (!files[i].bad)
			search_includes(&files[i], &seen, 0);
	if (target_conflict)
		return 2;
	if (!target_found) {
		fprintf(stderr, "castguard: error: migrate: '%s' is not declared as a typedef "
			"of an integer type in the given files or the headers they include\n",
			mo.type);
		return 2;
	}

	if (target_conflict)
		return 2;

	/* Refuse what cannot be parsed (or written) before writing anything. */
	for (int i = 0; i < paths.len; i++) {
		SrcFile *f = &files[i];
		if (!f->bad && !mo.no_parse) {
			size_t n = strlen(f->path);
			if (f->path[n - 1] != 'h')
				f->badbuf = front_end_error(f->path, f->unit);
			if (f->badbuf)
				f->bad = f->badbuf;
		}
		if (!f->bad && mo.in_place && !writable(f->path))
			f->bad = "file is read-only";
		if (f->bad) {
			fprintf(stderr, "castguard: error: %s: not migrated: %s\n", f->shown, f->bad);
			failures++;
		}
	}
	if (failures && mo.all_or_nothing) {
		fprintf(stderr, "castguard: error: migrate: %d file%s cannot be migrated; "
			"nothing written (--all-or-nothing)\n", failures, failures > 1 ? "s" : "");
		return 1;
	}

	Edit **edits = mig_malloc(paths.len * sizeof(Edit *));
	int *nedits = mig_malloc(paths.len * sizeof(int));
	for (int i = 0; i < paths.len; i++) {
		edits[i] = NULL;
		nedits[i] = files[i].bad ? 0 : find_edits(&files[i], protect[i], &edits[i]);
	}
	int inferred = 0;
	if (mo.infer) {
		for (int i = 0; i < paths.len; i++) {
			SrcFile *f = &files[i];
			if (!f->bad && f->path[strlen(f->path) - 1] == 'c' &&
			    !infer_file(f->path, f->unit)) {
				fprintf(stderr, "castguard: error: %s: not migrated: the front end "
					"did not finish it (--infer)\n", f->shown);
				f->bad = "the front end did not finish it";
				nedits[i] = 0;
				failures++;
			}
		}
		if (failures && mo.all_or_nothing) {
			fprintf(stderr, "castguard: error: migrate: %d file%s cannot be migrated; "
				"nothing written (--all-or-nothing)\n", failures,
				failures > 1 ? "s" : "");
			return 1;
		}
		inferred = infer_decide(files, paths.len, edits, nedits);
		for (int i = 0; i < paths.len; i++)
			if (nedits[i] > 1)
				qsort(edits[i], nedits[i], sizeof(Edit), cmp_edit);
	}

	int changed = 0, sites = 0;
	for (int i = 0; i < paths.len; i++) {
		SrcFile *f = &files[i];
		if (f->bad)
			continue;
		Edit *ed = edits[i];
		int n = nedits[i];
		if (!n)
			continue;
		size_t nsize;
		char *ntext = apply_edits(f, ed, n, &nsize);
		Result r = { .old = split_lines(f->text, f->size), .nu = split_lines(ntext, nsize) };
		join_lines(&r);
		size_t total = 0;
		for (int k = 0; k < r.nu.n; k++)
			total += strlen(r.nu.lines[k]) + 1;
		char *out = mig_malloc(total + 1), *p = out;
		for (int k = 0; k < r.nu.n; k++) {
			p = stpcpy(p, r.nu.lines[k]);
			if (k + 1 < r.nu.n || r.nu.final_nl)
				*p++ = '\n';
		}
		sites += n;
		changed++;
		if (mo.in_place) {
			char *why;
			if (!write_atomically(f->path, out, p - out, &why)) {
				fprintf(stderr, "castguard: error: %s: not written: %s\n", f->shown, why);
				failures++;
			}
		} else {
			print_diff(stdout, f, &r);
		}
		mig_free(out);
		mig_free(ntext);
	}
	if (fflush(stdout) != 0) {
		fprintf(stderr, "castguard: error: write error: %s\n", strerror(errno));
		return 1;
	}
	fprintf(stderr, "castguard: migrate: %d declaration%s in %d file%s%s", sites,
		sites == 1 ? "" : "s", changed, changed == 1 ? "" : "s",
		mo.in_place ? " rewritten" : "");
	if (mo.infer)
		fprintf(stderr, " (%d inferred)", inferred);
	fputc('\n', stderr);
	return failures ? 1 : 0;
}

int migrate_main(int argc, char **argv)
{
	int status = migrate(argc, argv);
	mig_free_all();
	source_free();	/* the files lexed */
	return status;
}
