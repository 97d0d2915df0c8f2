/*
 * migrate-infer.c - `castguard migrate --infer`: the facts of each unit
 * (infer.c, in a child), put together into classes of declarations that
 * must change together, and the declarations of the classes inferred.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "infer.h"
#include "migrate-internal.h"

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
	bool already;		/* spelled as TYPE already */
	bool to_type;		/* spelled as TYPE's underlying type with its
				 * annotation: the plain rewrite makes it TYPE */
	int dstart, dend, seg;	/* one of several names: its declaration's type
				 * words and ';' (tokens), its declarator; or -1 */
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
			     .next = inf.e[e].first_site, .dstart = -1, .dend = -1, .seg = -1 };
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

/*
 * True the first time LINE is seen: every unit that includes a header
 * repeats the facts of its inline functions, which are kept once (a set
 * of 64-bit hashes, so that memory follows the distinct facts).
 */
static struct {
	uint64_t *set;
	size_t cap, n;
} facts;

static bool first_fact(const char *line)
{
	uint64_t h = 14695981039346656037ull;
	for (const char *p = line; *p; p++)
		h = (h ^ (unsigned char)*p) * 1099511628211ull;
	h |= 1;	/* 0 is an empty slot */
	if (2 * (facts.n + 1) > facts.cap) {
		size_t ncap = facts.cap ? 2 * facts.cap : 1 << 16;
		uint64_t *ns = mig_malloc(ncap * sizeof(uint64_t));
		memset(ns, 0, ncap * sizeof(uint64_t));
		for (size_t i = 0; i < facts.cap; i++) {
			if (!facts.set[i])
				continue;
			size_t j = facts.set[i] & (ncap - 1);
			while (ns[j])
				j = (j + 1) & (ncap - 1);
			ns[j] = facts.set[i];
		}
		mig_free(facts.set);
		facts.set = ns;
		facts.cap = ncap;
	}
	size_t j = h & (facts.cap - 1);
	while (facts.set[j]) {
		if (facts.set[j] == h)
			return false;
		j = (j + 1) & (facts.cap - 1);
	}
	facts.set[j] = h;
	facts.n++;
	return true;
}

/*
 * The first syntax error the child wrote to ERR (a temporary file), as a
 * string of its own, or NULL.
 */
static char *child_syntax_error(FILE *err)
{
	if (!err || fseek(err, 0, SEEK_SET) != 0)
		return NULL;
	size_t cap = 4096, n = 0, r;
	char *buf = mig_malloc(cap + 1);
	while ((r = fread(buf + n, 1, cap - n, err)) > 0) {
		n += r;
		if (n == cap)
			buf = mig_realloc(buf, (cap *= 2) + 1);
	}
	buf[n] = 0;
	const char *line = syntax_error_line(buf);
	char *res = line ? mig_strdup(line) : NULL;
	mig_free(buf);
	return res;
}

/* A unit being read: its child writes its facts (and errors) to files. */
typedef struct {
	pid_t pid;
	FILE *facts, *err;
} Job;

/*
 * Starts infer_unit() on PATH in a child; with KEEP_ERR its stderr is
 * kept.  Temporary files, not pipes: a child never waits for the parent,
 * which may be collecting another one first.
 */
static bool job_start(const char *path, int unit, bool keep_err, Job *j)
{
	j->facts = tmpfile();
	j->err = keep_err ? tmpfile() : NULL;
	fflush(NULL);
	j->pid = j->facts && (j->err || !keep_err) ? fork() : -1;
	if (j->pid < 0) {
		if (j->facts)
			fclose(j->facts);
		if (j->err)
			fclose(j->err);
		return false;
	}
	if (j->pid == 0) {
		char base[4096];
		if (!getcwd(base, sizeof(base)))
			strcpy(base, ".");
		int n;
		char **av = child_argv(path, unit, NULL, 0, &n);
		int nul = open("/dev/null", O_WRONLY);
		if (nul >= 0) {
			dup2(nul, 1);
			dup2(j->err ? fileno(j->err) : nul, 2);
		}
		FILE *to = fdopen(dup(fileno(j->facts)), "w");
		int st = to ? infer_unit(n, av, mig_opt.type, base, to) : 1;
		if (to && fflush(to) != 0)
			st = 1;
		if (getenv("CASTGUARD_MIGRATE_FAIL_INFER"))	/* for the tests: died */
			st = 1;
		_exit(st);
	}
	return true;
}

/*
 * Waits for J's child and adds its facts; false if it did not finish.
 * With SYNTAX, its first syntax error (if any) is put there, and then
 * its facts are not added.
 */
static bool job_end(Job *j, char **syntax)
{
	int status;
	while (waitpid(j->pid, &status, 0) < 0 && errno == EINTR)
		;
	/* Half a unit's facts could miss its counter-evidence: all or none. */
	bool ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
	char *bad = child_syntax_error(j->err);
	if (j->err)
		fclose(j->err);
	if (syntax)
		*syntax = bad;
	else
		mig_free(bad);
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	rewind(j->facts);
	while (ok && !bad && (len = getline(&line, &cap, j->facts)) > 0) {
		if (line[len - 1] == '\n')
			line[len - 1] = 0;
		if (getenv("CASTGUARD_MIGRATE_FACTS"))	/* debugging: the raw facts */
			fprintf(stderr, "%s\n", line);
		if (first_fact(line))
			add_fact(line);
	}
	free(line);
	fclose(j->facts);
	return ok;
}

/*
 * Reads the N units of T, up to JOBS children at a time; their facts are
 * added in T's order (the same classes, the same --explain lines, for any
 * JOBS), and DONE is called for each, in that order.
 */
void infer_files(InferTask *t, int n, int jobs, void (*done)(InferTask *))
{
	if (jobs < 1)
		jobs = 1;
	Job *win = mig_malloc(jobs * sizeof(Job));
	bool *live = mig_malloc(jobs);
	memset(live, 0, jobs);
	for (int i = 0; i < n + jobs; i++) {
		int k = i - jobs;	/* the oldest, done before i starts in its slot */
		if (k >= 0 && k < n) {
			Job *j = &win[k % jobs];
			t[k].ok = live[k % jobs] && job_end(j, t[k].syntax);
			done(&t[k]);
		}
		if (i < n)
			live[i % jobs] = job_start(t[i].path, t[i].unit, t[i].syntax != NULL,
						   &win[i % jobs]);
	}
	mig_free(win);
	mig_free(live);
}

static void no_report(InferTask *t)
{
	(void)t;
}

/* infer_files() for one file. */
bool infer_file(const char *path, int unit, char **syntax)
{
	InferTask t = { .path = path, .unit = unit, .syntax = syntax };
	infer_files(&t, 1, 1, no_report);
	return t.ok;
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
	/* (a # line's words are not the declaration's: #endif, #define X int) */
	return i >= 0 && i < f->ntoks && f->toks[i].kind == TK_IDENT && !f->toks[i].directive &&
	       (tok_kind(f, &f->toks[i]) != W_NONE || tok_is(f, &f->toks[i], mig_opt.type));
}

/*
 * The run of type words [a, b] (qualifiers may stand among them): its
 * spelling must be a plain integer type, without TYPE's annotation.
 */
static const char *spec_run(SrcFile *f, int a, int b, Site *s)
{
	Spelling sp = {0};
	int first = -1, last = -1, types = 0;
	for (int k = a; k <= b; k++)
		types += tok_is(f, &f->toks[k], mig_opt.type);
	if (types) {
		/* spelled as TYPE already (a header's prototype): nothing to do */
		for (int k = a; k <= b; k++)
			if (!tok_is(f, &f->toks[k], mig_opt.type) &&
			    tok_kind(f, &f->toks[k]) != W_QUAL)
				return "not spelled with plain type words";
		if (types > 1)
			return "not spelled with plain type words";
		s->already = true;
		s->eoff = f->toks[a].off;
		return NULL;
	}
	bool annotated = false;
	for (int k = a; k <= b; k++) {
		SrcTok *t = &f->toks[k];
		int kind = tok_kind(f, t);
		if (kind == W_NONE)
			return "not spelled with plain type words";
		annotated |= kind == W_ANNOT;
		if (kind == W_QUAL)
			continue;
		if (kind == W_TNAME) {
			sp.tname = mig_target.tname;
			sp.tlen = mig_target.tlen;
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
	if (annotated) {
		s->to_type = same_type(&sp, &mig_target);
		return "annotated";
	}
	if (sp.chars)
		return "not spelled as an int type";
	char *w = type_replacement(f, first, last);
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
	/* (*name)(...), (*name[2])(...): an array of function pointers */
	while (j < f->ntoks && (f->toks[j].punct == P_RPAREN || f->toks[j].punct == P_LBRACKET)) {
		if (f->toks[j].punct == P_LBRACKET) {
			while (j < f->ntoks && f->toks[j].punct != P_RBRACKET &&
			       f->toks[j].punct != P_SEMI)
				j++;
			if (j >= f->ntoks || f->toks[j].punct != P_RBRACKET)
				return 0;
		}
		j++;
	}
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

static bool opens(int p)
{
	return p == P_LPAREN || p == P_LBRACKET || p == P_LBRACE;
}

static bool closes(int p)
{
	return p == P_RPAREN || p == P_RBRACKET || p == P_RBRACE;
}

/*
 * Where the statement or member declaration holding token K starts: after
 * the ';', '{' or '}' before it (an initializer's braces are skipped), or
 * -1 when K is inside parentheses (a parameter, a for clause).
 */
static int decl_start(SrcFile *f, int k)
{
	int depth = 0;
	for (int j = k - 1; j >= 0 && j > k - 512; j--) {
		SrcTok *t = &f->toks[j];
		if (t->directive)
			return depth ? -1 : j + 1;
		if (closes(t->punct)) {
			if (!depth && t->punct == P_RBRACE) {
				/* the end of a block, or of an initializer (= {...}) */
				int d = 0, o = j;
				for (; o >= 0; o--) {
					d += closes(f->toks[o].punct) - opens(f->toks[o].punct);
					if (!d)
						break;
				}
				if (o <= 0 || (f->toks[o - 1].punct != P_ASSIGN &&
					       f->toks[o - 1].punct != P_COMMA))
					return j + 1;
			}
			depth++;
		} else if (opens(t->punct)) {
			if (--depth < 0)
				return t->punct == P_LBRACE ? j + 1 : -1;
		} else if (!depth && t->punct == P_SEMI) {
			return j + 1;
		}
	}
	return k == 0 ? 0 : -1;
}

/*
 * A declaration of several names (int gfp_mask = GFP_KERNEL, rval;) that
 * token K (a declarator's name) is in: its type words [*a, *b], its ';'
 * (*semi); returns the index of K's declarator, or -1 when there is only
 * one or the declaration is not of that form.
 */
static int multi_decl(SrcFile *f, int k, int *a, int *b, int *semi)
{
	int st = decl_start(f, k);
	if (st < 0)
		return -1;
	int e = st;
	while (e < k && is_word(f, e))
		e++;
	if (e == st || e > k)
		return -1;
	*a = st;
	*b = e - 1;
	int depth = 0, seg = 0, mine = -1;
	for (int j = e; j < f->ntoks && j < k + 1024; j++) {
		SrcTok *t = &f->toks[j];
		if (t->directive)
			return -1;
		if (j == k)
			mine = seg;
		if (opens(t->punct))
			depth++;
		else if (closes(t->punct) && --depth < 0)
			return -1;
		else if (!depth && t->punct == P_COMMA)
			seg++;
		else if (!depth && t->punct == P_SEMI) {
			*semi = j;
			return seg ? mine : -1;
		}
	}
	return -1;
}

/* The token after the last of declarator SEG in [b + 1, semi]. */
static int seg_bounds(SrcFile *f, int b, int semi, int seg, int *first)
{
	int depth = 0, n = 0;
	*first = b + 1;
	for (int j = b + 1; j <= semi; j++) {
		int p = f->toks[j].punct;
		depth += opens(p) - closes(p);
		if (j == semi || (!depth && p == P_COMMA)) {
			if (n++ == seg)
				return j;
			*first = j + 1;
		}
	}
	return semi;
}

/*
 * Site S is declarator SEG of a declaration of several names, [a, b] its
 * type words: it can be split off on a line of its own when the
 * declaration starts its line and holds no comment.
 */
static const char *split_site(SrcFile *f, Site *s, int a, int b, int semi, int seg)
{
	size_t ls = f->toks[a].off;
	while (ls > 0 && (f->text[ls - 1] == ' ' || f->text[ls - 1] == '\t'))
		ls--;
	/* (one line of its own, plain: the diff maps it to its new lines) */
	if (ls > 0 && f->text[ls - 1] != '\n')
		return "shared with other names";
	for (int j = a; j < semi; j++)
		for (size_t o = f->toks[j].off + f->toks[j].len; o < f->toks[j + 1].off; o++)
			if (f->text[o] == '/' || f->text[o] == '\\' || f->text[o] == '\n' ||
			    f->text[o] == '\r')
				return "shared with other names";
	const char *why = spec_run(f, a, b, s);
	if (why)
		return why;
	if (s->eoff + s->elen > f->toks[b].off + f->toks[b].len)
		return "shared with other names";
	s->dstart = a;
	s->dend = semi;
	s->seg = seg;
	return NULL;
}

static const char *locate(SrcFile *f, Site *s)
{
	/* infer.c's name for a function pointer parameter declared without one */
	if (!strcmp(s->name, "?"))
		return "a function pointer parameter without a name";
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
		int a = k, b, semi, seg = multi_decl(f, k, &a, &b, &semi);
		if (seg >= 0 && k + star + 1 < f->ntoks &&
		    f->toks[k + star + 1].punct == P_COLON)
			return "a bit-field";
		if (seg >= 0)
			return split_site(f, s, a, b, semi, seg);
		while (is_word(f, a - 1))
			a--;
		if (a > 0 && f->toks[a - 1].punct == P_COMMA)
			return "shared with other names";
		if (a == k)
			return "not spelled with plain type words";
		if (a > 0 && f->toks[a - 1].kind == TK_IDENT && !f->toks[a - 1].directive)
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
		/* unsigned int (*name)(...), typedef unsigned int (name)(...): a
		 * function pointer's or function type's return type */
		int lp = k;
		while (lp > 0 && f->toks[lp - 1].punct == P_STAR)
			lp--;
		if (lp > 0 && f->toks[lp - 1].punct == P_LPAREN)
			k = lp - 1;
		int a = k, skipped = 0;
		/* unsigned long fastcall f(...), int __init f(...) */
		while (a > 0 && f->toks[a - 1].kind == TK_IDENT && !f->toks[a - 1].directive &&
		       tok_kind(f, &f->toks[a - 1]) == W_NONE &&
		       !tok_is(f, &f->toks[a - 1], mig_opt.type) && skipped < 2 && is_word(f, a - 2)) {
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

static struct {
	char buf[2][4200];	/* two: a note names two sites */
	int which;
} locs;

static const char *site_loc(Site *s, SrcFile *files)
{
	char *b = locs.buf[locs.which ^= 1];
	if (s->file >= 0)
		snprintf(b, sizeof(locs.buf[0]), "%s:%u:%u", files[s->file].shown, s->line, s->col);
	else if (s->line)	/* (a file not migrated, read for spelled_already()) */
		snprintf(b, sizeof(locs.buf[0]), "%s:%u:%u (%s)", s->path, s->line, s->col, s->what);
	else
		snprintf(b, sizeof(locs.buf[0]), "%s", s->path);
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
	if (x->eoff != y->eoff)
		return x->eoff < y->eoff ? -1 : 1;
	return x->seg < y->seg ? -1 : x->seg > y->seg;	/* int a, b: two */
}

/* per class root: bit 1 evidence, 2 counter-evidence, 4 declarations */
static int *cls_state;

static int state_of(int site)
{
	return cls_state[find_root(inf.s[site].ent)];
}

static void cat_text(char **w, size_t *n, const char *p, size_t len)
{
	*w = mig_realloc(*w, *n + len + 1);
	memcpy(*w + *n, p, len);
	*n += len;
	(*w)[*n] = 0;
}

static void cat_toks(char **w, size_t *n, SrcFile *f, int first, int last)
{
	if (first <= last)
		cat_text(w, n, f->text + f->toks[first].off,
			 f->toks[last].off + f->toks[last].len - f->toks[first].off);
}

/*
 * The inferred site I is one of several names of a declaration: the
 * declaration is split as a kernel developer would (int gfp_mask =
 * GFP_KERNEL, rval; becomes gfp_t gfp_mask = GFP_KERNEL; and int rval;,
 * each on a line of its own, in their order), rewriting every inferred
 * name of it at once; returns how many were (0 when done already).
 */
static int split_decl(SrcFile *files, int i, Edit **edits, int *nedits)
{
	Site *s = &inf.s[i];
	SrcFile *f = &files[s->file];
	size_t off = f->toks[s->dstart].off;
	for (int j = 0; j < nedits[s->file]; j++)
		if (edits[s->file][j].off == off)
			return 0;
	int nseg = 0, depth = 0;	/* the commas between declarators */
	for (int j = s->dstart; j < s->dend; j++) {
		int p = f->toks[j].punct;
		depth += opens(p) - closes(p);
		nseg += !depth && p == P_COMMA;
	}
	bool *mine = mig_malloc(nseg + 2);
	memset(mine, 0, nseg + 2);
	int n = 0;
	for (int j = 0; j < inf.ns; j++)
		if (inf.s[j].file == s->file && inf.s[j].dstart == s->dstart && inf.s[j].with &&
		    state_of(j) == 5 && !mine[inf.s[j].seg]) {
			mine[inf.s[j].seg] = true;
			n++;
		}
	if (n == nseg + 1) {
		/* every name changes: only the type words do (int a, b;) */
		mig_free(mine);
		edits[s->file] = mig_realloc(edits[s->file], (nedits[s->file] + 1) * sizeof(Edit));
		edits[s->file][nedits[s->file]++] = (Edit){ s->eoff, s->elen, mig_strdup(s->with) };
		return n;
	}
	size_t ls = off;
	while (ls > 0 && f->text[ls - 1] != '\n')
		ls--;
	char *w = NULL;
	size_t len = 0;
	int b = s->dstart;
	while (b + 1 < s->dend && is_word(f, b + 1))
		b++;
	size_t spec_end = f->toks[b].off + f->toks[b].len;
	bool open = false;	/* a declaration of the names kept, not ended */
	for (int k = 0, first, last; k <= nseg; k++) {
		last = seg_bounds(f, b, s->dend, k, &first) - 1;
		if (last < first)
			break;
		if (open && !mine[k]) {
			cat_text(&w, &len, ", ", 2);
		} else {
			if (open)
				cat_text(&w, &len, ";", 1);
			if (k) {
				cat_text(&w, &len, "\n", 1);
				cat_text(&w, &len, f->text + ls, off - ls);
			}
			if (mine[k]) {
				cat_text(&w, &len, f->text + off, s->eoff - off);
				cat_text(&w, &len, s->with, strlen(s->with));
				cat_text(&w, &len, f->text + s->eoff + s->elen,
					 spec_end - s->eoff - s->elen);
			} else {
				cat_text(&w, &len, f->text + off, spec_end - off);
			}
			cat_text(&w, &len, " ", 1);
		}
		cat_toks(&w, &len, f, first, last);
		open = !mine[k];
		if (mine[k])
			cat_text(&w, &len, ";", 1);
	}
	if (open)
		cat_text(&w, &len, ";", 1);
	mig_free(mine);
	edits[s->file] = mig_realloc(edits[s->file], (nedits[s->file] + 1) * sizeof(Edit));
	edits[s->file][nedits[s->file]++] =
		(Edit){ off, f->toks[s->dend].off + 1 - off, w };
	return n;
}

/*
 * A field that holds TYPE's bits beside others (address_space::flags: the
 * gfp mask in its low bits, set_bit() flags above) is combined with TYPE
 * values in '&' or '|' and blocks its class.  The kernel kept such fields
 * and cast where the mask moves in and out; per class root, the first
 * such field (its site), or -1.
 */
static int *mixed_fields(void)
{
	int *mixed = mig_malloc((inf.ne + 1) * sizeof(int));
	memset(mixed, 0xff, (inf.ne + 1) * sizeof(int));
	for (int i = 0; i < inf.nv; i++) {
		Ent *en = &inf.e[inf.v[i].ent];
		int r = find_root(inf.v[i].ent);
		if (inf.v[i].pos && mixed[r] < 0 && !strncmp(en->key, "m:", 2) &&
		    en->first_site >= 0 && inf.s[en->first_site].with &&
		    inf.s[en->first_site].file >= 0 &&
		    !strncmp(inf.v[i].text, "combined with", 13))
			mixed[r] = en->first_site;
	}
	return mixed;
}

/* --explain: what to do about the mixed field (site M) of a class. */
static void mixed_hint(char *buf, size_t size, int m, SrcFile *files)
{
	Site *s = &inf.s[m];
	SrcFile *f = &files[s->file];
	size_t n = strlen(buf), tl = s->elen;
	while (tl && (f->text[s->eoff + tl - 1] == ' ' || f->text[s->eoff + tl - 1] == '\t'))
		tl--;
	snprintf(buf + n, size - n, "; %s at %s mixes %s bits with others: keep its type and "
		 "cast where the mask moves in and out, (__force %s) where it is read, "
		 "(__force %.*s) where it is stored", s->what, site_loc(s, files), mig_opt.type,
		 mig_opt.type, (int)tl, f->text + s->eoff);
}

/*
 * A declaration in a file not migrated that is spelled as TYPE already
 * (a header of the tree, 6.1's blkdev.h) agrees with the rewrite: the
 * file is read and lexed once, on demand.
 */
static struct {
	SrcFile *v;
	int n, cap;
	int last;	/* the one asked for last */
} headers;

static bool spelled_already(Site *s)
{
	SrcFile *f = NULL;
	if (headers.last < headers.n && !strcmp(headers.v[headers.last].path, s->path))
		f = &headers.v[headers.last];	/* (a header's sites come together) */
	for (int i = 0; i < headers.n && !f; i++)
		if (!strcmp(headers.v[i].path, s->path))
			f = &headers.v[headers.last = i];
	if (!f) {
		headers.v = grow(headers.v, headers.n, &headers.cap, sizeof(SrcFile));
		f = &headers.v[headers.last = headers.n++];
		memset(f, 0, sizeof(*f));
		f->path = mig_strdup(s->path);
		f->shown = f->path;
		f->unit = -1;
		if (!read_file(f->path, &f->text, &f->size) || memchr(f->text, 0, f->size))
			f->bad = "unreadable";
		else
			lex_file(f);
	}
	if (f->bad || !f->ntoks)
		return false;
	Site t = *s;
	t.with = NULL;
	if (locate(f, &t) || !t.already) {
		/* --explain names it: the file has no place in the notes */
		line_col(f, raw_offset(f, s->off), &s->line, &s->col);
		return false;
	}
	s->already = true;
	line_col(f, t.eoff, &s->line, &s->col);
	return true;
}

/*
 * An entity declared as TYPE in one place and with a plain type in
 * another (a header's prototype says gfp_t, the definition unsigned int:
 * gcc sees one type, sparse two) holds TYPE values: its other
 * declarations are rewritten to agree, even where nothing else shows it
 * (a parameter the definition never uses, 6.1's iomap_release_folio()).
 */
static void declared_type_evidence(SrcFile *files, bool *typed)
{
	for (int e = 0; e < inf.ne; e++) {
		if (typed[e])
			continue;
		for (int i = inf.e[e].first_site; i >= 0; i = inf.s[i].next) {
			Site *s = &inf.s[i];
			if (!s->already || !s->line)
				continue;
			char loc[4200], text[4300];
			snprintf(loc, sizeof(loc), "%s:%u:%u", s->file >= 0 ? files[s->file].shown :
				 s->path, s->line, s->col);
			snprintf(text, sizeof(text), "declared as %s at %s", mig_opt.type, loc);
			add_evid(e, true, loc, text);
			break;
		}
	}
}

/* Decides, and adds the inferred sites to each file's edits. */
/*
 * The entities whose every declaration is spelled as TYPE's underlying
 * type with its annotation where that annotation's macro is empty (the
 * front end saw a plain integer): the plain rewrite makes them TYPE.  They
 * are TYPE values here too, not candidates, so that what they exchange
 * values with is decided in this run rather than in the next one.
 */
static bool *typed_entities(void)
{
	bool *typed = mig_malloc((inf.ne + 1) * sizeof(bool));
	for (int e = 0; e < inf.ne; e++) {
		int i = inf.e[e].first_site;
		typed[e] = i >= 0;
		for (; i >= 0; i = inf.s[i].next)
			typed[e] &= inf.s[i].to_type || inf.s[i].already;
		for (i = inf.e[e].first_site; typed[e] && i >= 0; i = inf.s[i].next) {
			inf.s[i].bad = NULL;
			inf.s[i].already = true;
		}
	}
	return typed;
}

int infer_decide(SrcFile *files, int nfiles, Edit **edits, int *nedits)
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
			s->bad = spelled_already(s) ? NULL : "not among the files migrated";
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
		line_col(f, s->bad || (!s->with && !s->already) ? raw_offset(f, s->off) : s->eoff,
			 &s->line, &s->col);
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
	bool *typed = typed_entities();
	declared_type_evidence(files, typed);
	for (int i = 0; i < inf.nl; i++) {
		Link *l = &inf.l[i];
		if (typed[l->a] && !typed[l->b])
			add_evid(l->b, true, l->loc, l->tb);
		else if (typed[l->b] && !typed[l->a])
			add_evid(l->a, true, l->loc, l->ta);
		else if (!typed[l->a])
			unite(l->a, l->b);
	}
	mig_free(typed);
	/* A function, object or member defined elsewhere keeps its type. */
	for (int e = 0; e < inf.ne; e++) {
		bool def = false;
		Site *any = NULL;
		for (int i = inf.e[e].first_site; i >= 0; i = inf.s[i].next) {
			def |= inf.s[i].def;
			any = &inf.s[i];
		}
		const char *key = inf.e[e].key;
		bool pp = !strncmp(key, "pp:", 3);	/* a function pointer parameter's */
		if (any && !def && mig_opt.build && (pp || (strchr("prg", key[0]) && key[1] == ':'))) {
			/*
			 * -p: no unit of the build defines it (it is not built in
			 * this configuration, or is in assembly): its declarations
			 * are all there is to rewrite, and the calling convention
			 * of TYPE is its underlying type's.
			 */
			continue;
		} else if (any && !def) {
			char buf[600];
			/* pp:FN:I:J names the function, not the parameter */
			int n = pp ? (int)strcspn(key + 3, ":@") : -1;
			if (pp)
				snprintf(buf, sizeof(buf), "'%.*s' is not defined in the files migrated",
					 n, key + 3);
			else
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
	int *state = cls_state = mig_malloc(inf.ne * sizeof(int));
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
	int *mixed = mixed_fields();

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
			if (s->already)
				goto note;
			if (s->dstart >= 0) {
				ninferred += split_decl(files, i, edits, nedits);
				goto note;
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
			int m = mixed[find_root(s->ent)];
			if (m >= 0)
				mixed_hint(buf, sizeof(buf), m, files);
		}
note:
		if (!mig_opt.explain || s->file < 0 || s->already)
			continue;
		char line[9000];
		snprintf(line, sizeof(line), "%s %s as %s: %s", st == 5 ? "inferred" : "not inferred",
			 s->what, mig_opt.type, buf);
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
				SrcTok *before = k ? &f->toks[k - 1] : NULL;
				if (depth || !tok_is(f, t, model->name) || !paren_after(f, k) || !k ||
				    !(before->kind == TK_IDENT || before->punct == P_STAR) ||
				    before->directive)
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
				if (!mig_opt.explain)
					continue;
				line_col(f, twin.eoff, &twin.line, &twin.col);
				char line[9000];
				snprintf(line, sizeof(line), "inferred %s as %s: declares the same %s as %s "
					 "(in code this configuration does not compile)", model->what, mig_opt.type,
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
	mig_free(mixed);
	mig_free(state);
	return ninferred;
}

/* Back to a fresh process's state: everything above was mig_malloc()'ed
 * and is gone with mig_free_all(). */
void infer_finish(void)
{
	memset(&inf, 0, sizeof(inf));
	memset(&headers, 0, sizeof(headers));
	memset(&facts, 0, sizeof(facts));
	memset(&locs, 0, sizeof(locs));
	class_first[0] = class_first[1] = NULL;
	cls_state = NULL;
}
