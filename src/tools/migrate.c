/*
 * migrate.c - `castguard migrate --to TYPE`: rewrite declarations spelled as
 * TYPE's underlying type (with the same __nocast/__bitwise annotation) to
 * TYPE, as a git-style patch or in place.
 *
 * The rewrite works on the raw text, not on the preprocessed unit: code in
 * every #if branch and inside macro arguments (FASTCALL(f(unsigned int
 * __nocast))) must change too, and everything else must stay byte for byte.
 * The front end is still used, in a child process, to refuse files it
 * cannot parse.  This file is the command: its options, the files, the
 * front end's children and the run; migrate-internal.h says where the
 * rest is.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "migrate.h"
#include "migrate-internal.h"
#include "outfile.h"

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

void *mig_malloc(size_t n)
{
	Blk *b = malloc(sizeof(Blk) + n);
	return b ? link_blk(b) : oom();
}

void mig_free(void *p)
{
	if (!p)
		return;
	Blk *b = (Blk *)p - 1;
	b->prev->next = b->next;
	b->next->prev = b->prev;
	free(b);
}

void *mig_realloc(void *p, size_t n)
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

char *mig_strdup(const char *s)
{
	size_t n = strlen(s) + 1;
	return memcpy(mig_malloc(n), s, n);
}

void sv_push(StrVec *sv, const char *s)
{
	if (sv->len == sv->cap) {
		sv->cap = sv->cap ? 2 * sv->cap : 16;
		sv->v = mig_realloc(sv->v, sv->cap * sizeof(*sv->v));
	}
	sv->v[sv->len++] = mig_strdup(s);
}

bool sv_has(StrVec *sv, const char *s)
{
	for (int i = 0; i < sv->len; i++)
		if (!strcmp(sv->v[i], s))
			return true;
	return false;
}

/* ---------------------------------------------------------- the options */

MigOptions mig_opt;

static const char usage_text[] =
	"usage: castguard migrate --to TYPE [--infer] [--explain] [--join=fit80|never]\n"
	"                         [--in-place] [--all-or-nothing] [--no-parse]\n"
	"                         [-p BUILD_DIR] [CFLAGS...] FILES|DIRS...\n";

static int usage(void)
{
	fputs(usage_text, stderr);
	fputs("(castguard migrate --help: the options)\n", stderr);
	return 2;
}

/* castguard migrate --help */
static int help(void)
{
	fputs(usage_text, stdout);
	fputs("Rewrites the declarations spelled as TYPE's underlying type with TYPE's\n"
	      "annotation (unsigned int __nocast for gfp_t) to TYPE, in every #if branch;\n"
	      "prints a patch in git diff form, a summary on stderr.\n"
	      "  --to TYPE          the restricted typedef to adopt (required), found in\n"
	      "                     FILES or the headers they include\n"
	      "  --infer            also rewrite plain integer declarations that TYPE values\n"
	      "                     flow into and no plain value does, across files\n"
	      "  --explain          --infer, and say on stderr why (or why not) for each\n"
	      "  --join=fit80|never join a two-line declaration that fits in 80 columns\n"
	      "                     once rewritten (default: fit80), or never\n"
	      "  --in-place         write the files (atomically, links followed) instead of\n"
	      "                     printing the patch\n"
	      "  --all-or-nothing   a file that does not parse stops the run before any write\n"
	      "  --no-parse         skip the front end's syntax check of each .c file\n"
	      "  -j N               --infer: read N units at a time (default 1)\n"
	      "  -p BUILD_DIR       parse each .c file with its command from\n"
	      "                     BUILD_DIR/compile_commands.json; without FILES, migrate\n"
	      "                     its files and the headers under the current directory\n"
	      "  CFLAGS             -I DIR, -D NAME, -include FILE, ...: for the front end\n"
	      "                     and to find TYPE\n"
	      "exit status: 0 done, 1 a file not migrated, 2 usage or fatal error\n"
	      "More in docs/migrate.md and man castguard.\n", stdout);
	return 0;
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
	mig_opt.join = true;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (!strcmp(a, "--to") && i + 1 < argc) {
			mig_opt.type = argv[++i];
		} else if (!strncmp(a, "--to=", 5)) {
			mig_opt.type = a + 5;
		} else if (!strcmp(a, "--in-place")) {
			mig_opt.in_place = true;
		} else if (!strcmp(a, "--all-or-nothing")) {
			mig_opt.all_or_nothing = true;
		} else if (!strcmp(a, "--no-parse")) {
			mig_opt.no_parse = true;
		} else if (!strcmp(a, "--join=fit80")) {
			mig_opt.join = true;
		} else if (!strcmp(a, "--join=never")) {
			mig_opt.join = false;
		} else if (!strcmp(a, "--infer")) {
			mig_opt.infer = true;
		} else if (!strcmp(a, "--explain")) {
			mig_opt.infer = mig_opt.explain = true;
		} else if (!strcmp(a, "-p") && i + 1 < argc) {
			mig_opt.build = argv[++i];
		} else if (!strncmp(a, "-j", 2) && (a[2] || i + 1 < argc)) {
			char *end;
			const char *n = a[2] ? a + 2 : argv[++i];
			long j = strtol(n, &end, 10);
			if (*end || end == n || j < 1 || j > 64) {
				fprintf(stderr, "castguard: error: migrate: -j wants a number "
					"of jobs from 1 to 64, not '%s'\n", n);
				return false;
			}
			mig_opt.jobs = (int)j;
		} else if (a[0] == '-' && a[1]) {
			/* Anything else is the front end's (Kbuild's argv). */
			sv_push(&mig_opt.cflags, a);
			if (flag_takes_arg(a) && i + 1 < argc) {
				if (!strcmp(a, "-I") || !strcmp(a, "-isystem") ||
				    !strcmp(a, "-iquote") || !strcmp(a, "-idirafter"))
					sv_push(&mig_opt.incdirs, argv[i + 1]);
				sv_push(&mig_opt.cflags, argv[++i]);
			} else if (!strncmp(a, "-I", 2)) {
				sv_push(&mig_opt.incdirs, a + 2);
			}
		} else {
			sv_push(&mig_opt.inputs, a);
		}
	}
	if (!mig_opt.type || !*mig_opt.type) {
		fprintf(stderr, "castguard: error: migrate: --to TYPE is required\n");
		return false;
	}
	if (!mig_opt.inputs.len && !mig_opt.build) {
		fprintf(stderr, "castguard: error: migrate: no input files\n");
		return false;
	}
	return true;
}

/* ------------------------------------------------------------ the files */

bool read_file(const char *path, char **text, size_t *size)
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

/* The directories a walk is in, to stop at a link back up (a loop). */
typedef struct Walk {
	dev_t dev;
	ino_t ino;
	const struct Walk *up;
} Walk;

static bool in_walk(const Walk *w, const struct stat *st)
{
	for (; w; w = w->up)
		if (w->dev == st->st_dev && w->ino == st->st_ino)
			return true;
	return false;
}

/* Directories are searched for *.c and *.h, in a stable order. */
static void collect(const char *path, StrVec *out, bool top, const Walk *up)
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
	Walk here = { st.st_dev, st.st_ino, up };
	DIR *d = in_walk(up, &st) ? NULL : opendir(path);
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
		collect(sub, out, false, &here);
		mig_free(sub);
		mig_free(names.v[i]);
	}
	mig_free(names.v);
}

typedef struct Alias {
	dev_t dev;
	ino_t ino;
	int index;
} Alias;

static int cmp_alias(const void *pa, const void *pb)
{
	const Alias *a = pa, *b = pb;
	if (a->dev != b->dev)
		return a->dev < b->dev ? -1 : 1;
	if (a->ino != b->ino)
		return a->ino < b->ino ? -1 : 1;
	return a->index - b->index;
}

/* A file reached under several names (a symbolic link, a linked
 * directory, a hard link) is migrated once, under the first: two rewrites
 * of one file would be two patches of it. */
static void drop_aliases(StrVec *paths)
{
	Alias *a = mig_malloc((paths->len + 1) * sizeof(*a));
	int n = 0, kept = 0;
	for (int i = 0; i < paths->len; i++) {
		struct stat st;
		if (stat(paths->v[i], &st) == 0)
			a[n++] = (Alias){ st.st_dev, st.st_ino, i };
	}
	qsort(a, n, sizeof(*a), cmp_alias);
	for (int k = 1; k < n; k++)
		if (a[k].dev == a[k - 1].dev && a[k].ino == a[k - 1].ino) {
			mig_free(paths->v[a[k].index]);
			paths->v[a[k].index] = NULL;
		}
	mig_free(a);
	for (int i = 0; i < paths->len; i++)
		if (paths->v[i])
			paths->v[kept++] = paths->v[i];
	paths->len = kept;
}

char *shown_path(const char *path)
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

/* --------------------------------------------------------- the front end */

/*
 * The child's command line for FILE: its compile command (run in the
 * command's directory) with -p, else CFLAGS FILE; PRE go first.  Called
 * in the child: it may chdir.
 */
char **child_argv(const char *path, int unit, const char **pre, int npre, int *argc)
{
	ProjectUnit *u = unit >= 0 ? &mig_opt.units[unit] : NULL;
	int cap = npre + 2 + (u ? u->nargs : mig_opt.cflags.len + 1);
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
		for (int i = 0; i < mig_opt.cflags.len; i++)
			av[n++] = mig_opt.cflags.v[i];
		av[n++] = (char *)path;
	}
	av[n] = NULL;
	*argc = n;
	return av;
}

/* A child with a pipe to read from: pipe(), fork(); -1 (and nothing left
 * open) if either fails. */
pid_t fork_piped(int pfd[2])
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

/*
 * The first syntax error in BUF, a front end's stderr (its lines are cut
 * in place), or NULL.  Only syntax errors count: a file that does not
 * build in this configuration ("has no member", an unconverted restricted
 * type) is still text we can rewrite; one the parser gets lost in is not.
 */
const char *syntax_error_line(char *buf)
{
	static const char *const syntax[] = { "error: expected ", "error: unterminated ",
		"error: missing terminating", "error: stray ", "No such file or directory",
		"error: unbalanced", "error: unexpected", NULL };
	for (char *l = buf; l && *l; ) {
		char *nl = strchr(l, '\n');
		if (nl)
			*nl = 0;
		for (int i = 0; syntax[i]; i++)
			if (strstr(l, syntax[i]) && strstr(l, "error"))
				return l;
		l = nl ? nl + 1 : NULL;
	}
	return NULL;
}

/* Runs `castguard -fsyntax-only CFLAGS FILE`; returns its first error. */
static char *front_end_error(const char *path, int unit)
{
	int pfd[2];
	pid_t pid = fork_piped(pfd);
	if (pid < 0) {	/* unchecked is not parsed: the file stays as it is */
		char *res = mig_malloc(128);
		snprintf(res, 128, "its syntax check could not start: %s", strerror(errno));
		return res;
	}
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
		/* CASTGUARD_MIGRATE_SELF, for the tests: a castguard that cannot run */
		const char *self = getenv("CASTGUARD_MIGRATE_SELF");
		execv(self ? self : "/proc/self/exe", av);
		fputs(strerror(errno), stderr);
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
	char *line = (char *)syntax_error_line(buf);
	/* no /proc, or castguard replaced during the run: never run is not
	 * parsed (castguard itself exits 0, 1 or 2) */
	if (!line && WIFEXITED(status) && WEXITSTATUS(status) == 127) {
		char *res = mig_malloc(n + 64);
		snprintf(res, n + 64, "its syntax check could not run: %s", buf);
		mig_free(buf);
		return res;
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

/* ------------------------------------------------------- project mode */

static const char *const inc_flags[] = { "-I", "-isystem", "-iquote", "-idirafter", NULL };

/*
 * The .c files that PATH includes (#include "ehci-mem.c"), added to the
 * inputs: they have no command of their own (a plain text search: the
 * files are lexed later).
 */
static void push_included(const char *path)
{
	char *text;
	size_t size;
	if (!read_file(path, &text, &size))
		return;
	for (char *p = text; (p = strstr(p, "include")); p += 7) {
		char *h = p;
		while (h > text && (h[-1] == ' ' || h[-1] == '\t'))
			h--;
		char *q = p + 7;
		while (*q == ' ' || *q == '\t')
			q++;
		char *e = *q == '"' ? strchr(q + 1, '"') : NULL;
		if (h == text || h[-1] != '#' || !e || e - q < 4 || strncmp(e - 2, ".c", 2) ||
		    memchr(q, '\n', e - q))
			continue;
		const char *slash = strrchr(path, '/');
		char buf[PATH_MAX * 2], real[PATH_MAX];
		snprintf(buf, sizeof(buf), "%.*s/%.*s", slash ? (int)(slash - path) : 1,
			 slash ? path : ".", (int)(e - q - 1), q + 1);
		if (realpath(buf, real) && !sv_has(&mig_opt.inputs, real))
			sv_push(&mig_opt.inputs, real);
	}
	mig_free(text);
}

/*
 * -p BUILD_DIR: each .c file is parsed with its own compile command, in
 * its directory; the include directories of all commands are searched for
 * TYPE.  Without FILES, the database's files and every header under the
 * current directory are migrated.
 */
static bool load_units(void)
{
	if (!project_load(mig_opt.build, &mig_opt.units, &mig_opt.nunits))
		return false;
	mig_opt.unit_real = mig_malloc((mig_opt.nunits + 1) * sizeof(char *));
	for (int i = 0; i < mig_opt.nunits; i++) {
		ProjectUnit *u = &mig_opt.units[i];
		char buf[PATH_MAX * 2], real[PATH_MAX];
		if (u->file[0] == '/')
			snprintf(buf, sizeof(buf), "%s", u->file);
		else
			snprintf(buf, sizeof(buf), "%s/%s", u->dir, u->file);
		mig_opt.unit_real[i] = mig_strdup(realpath(buf, real) ? real : buf);
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
			if (!sv_has(&mig_opt.incdirs, buf))
				sv_push(&mig_opt.incdirs, buf);
		}
	}
	if (!mig_opt.inputs.len) {
		for (int i = 0; i < mig_opt.nunits; i++)
			sv_push(&mig_opt.inputs, mig_opt.unit_real[i]);
		for (int i = 0; i < mig_opt.nunits; i++)
			push_included(mig_opt.unit_real[i]);
		StrVec all = {0};
		collect(".", &all, false, NULL);
		for (int i = 0; i < all.len; i++)
			if (all.v[i][strlen(all.v[i]) - 1] == 'h')
				sv_push(&mig_opt.inputs, all.v[i]);
	}
	return true;
}

/* The compile command of PATH, or -1. */
static int unit_of(const char *path)
{
	char real[PATH_MAX];
	if (!mig_opt.nunits || !realpath(path, real))
		return -1;
	for (int i = 0; i < mig_opt.nunits; i++)
		if (!strcmp(mig_opt.unit_real[i], real))
			return i;
	return -1;
}

/*
 * --infer over a tree reads thousands of units, a second or two each: on
 * a terminal, how many are done is shown on one line, rewritten.
 */
typedef struct {
	int done, total;
	bool on;
} Progress;
static Progress progress;

static void progress_start(SrcFile *files, int nfiles)
{
	progress.on = mig_opt.infer && isatty(2);
	progress.total = mig_opt.nunits;
	for (int i = 0; i < nfiles; i++) {
		size_t n = strlen(files[i].path);
		if (!mig_opt.build && files[i].path[n - 1] == 'c' && !files[i].included)
			progress.total++;
	}
}

static void progress_step(void)
{
	if (progress.on && ++progress.done <= progress.total)
		fprintf(stderr, "\rcastguard: migrate: %d/%d units read", progress.done,
			progress.total);
}

/* (before a message, and at the end) */
static void progress_clear(void)
{
	if (progress.on && progress.done)
		fprintf(stderr, "\r%*s\r", 48, "");
}

static void progress_end(void)
{
	progress_clear();
	progress = (Progress){0};
}

/*
 * -p with FILES: every other unit of the database is evidence too (an ops
 * table initialised in a file not given), read but not rewritten.
 */
static void warn_unread(InferTask *t)
{
	progress_step();
	if (t->ok)
		return;
	progress_clear();
	char *p = shown_path(t->path);
	fprintf(stderr, "castguard: warning: %s: not read as evidence: the front end "
		"did not finish it (--infer)\n", p);
	mig_free(p);
}

static void infer_other_units(SrcFile *files, int nfiles)
{
	bool *done = mig_malloc(mig_opt.nunits + 1);
	memset(done, 0, mig_opt.nunits + 1);
	for (int i = 0; i < nfiles; i++)
		if (files[i].unit >= 0)
			done[files[i].unit] = true;
	InferTask *t = mig_malloc((mig_opt.nunits + 1) * sizeof(InferTask));
	int n = 0;
	for (int i = 0; i < mig_opt.nunits; i++)
		if (!done[i])
			t[n++] = (InferTask){ .path = mig_opt.unit_real[i], .unit = i };
	infer_files(t, n, mig_opt.jobs, warn_unread);
	mig_free(t);
	mig_free(done);
}
/*
 * The .c files that a file given #includes ("ehci-mem.c" from
 * ehci-hcd.c), as real paths: such a file has no command of its own and
 * does not parse alone; it is analysed and rewritten through its includer,
 * as a header is.
 */
static void find_included(SrcFile *files, int n)
{
	StrVec inc = {0};
	for (int i = 0; i < n; i++) {
		SrcFile *g = &files[i];
		for (int k = 0; k + 2 < g->ntoks; k++) {
			SrcTok *t = &g->toks[k + 2];
			if (!g->toks[k + 1].directive || !tok_is(g, &g->toks[k + 1], "include") ||
			    g->toks[k].punct != P_HASH || t->kind != TK_STRING || t->len < 5 ||
			    strncmp(g->text + t->off + t->len - 3, ".c\"", 3))
				continue;
			const char *slash = strrchr(g->path, '/');
			int dl = slash ? (int)(slash - g->path) : 1;
			char buf[PATH_MAX * 2], real[PATH_MAX];
			snprintf(buf, sizeof(buf), "%.*s/%.*s", dl, slash ? g->path : ".",
				 (int)t->len - 2, g->text + t->off + 1);
			if (realpath(buf, real) && !sv_has(&inc, real))
				sv_push(&inc, real);
		}
	}
	for (int i = 0; i < n && inc.len; i++) {
		SrcFile *f = &files[i];
		char real[PATH_MAX];
		size_t l = strlen(f->path);
		/* (one with a command of its own is a unit too: parsed as one) */
		if (f->path[l - 1] == 'c' && f->unit < 0 && realpath(f->path, real) &&
		    sv_has(&inc, real))
			f->included = true;
	}
	for (int i = 0; i < inc.len; i++)
		mig_free(inc.v[i]);
	mig_free(inc.v);
}

static void step(InferTask *t)
{
	(void)t;
	progress_step();
}

/*
 * The syntax check of the .c files given.  With --infer the parse that
 * gathers a file's facts is its check too (a unit is read once: thousands
 * of them in a kernel tree); its errors are read as -fsyntax-only's are,
 * and a file that has one gives no facts.
 */
static void syntax_check(SrcFile *files, int nfiles, bool *check)
{
	InferTask *t = mig_malloc((nfiles + 1) * sizeof(InferTask));
	int n = 0;
	for (int i = 0; i < nfiles; i++) {
		SrcFile *f = &files[i];
		if (!check[i])
			continue;
		if (!mig_opt.infer) {
			f->badbuf = front_end_error(f->path, f->unit);
			continue;
		}
		f->read = true;
		t[n++] = (InferTask){ .path = f->path, .unit = f->unit, .syntax = &f->badbuf,
				      .file = i };
	}
	infer_files(t, n, mig_opt.jobs, step);
	for (int k = 0; k < n; k++)
		if (!t[k].ok && !files[t[k].file].badbuf)
			files[t[k].file].badbuf =
				mig_strdup("the front end did not finish it (--infer)");
	mig_free(t);
}
/* ---------------------------------------------------------------- main */

static int migrate(int argc, char **argv)
{
	for (int i = 1; i < argc; i++)
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h"))
			return help();
	if (!parse_args(argc, argv))
		return usage();
	if (mig_opt.build && !load_units())
		return 2;
	StrVec paths = {0};
	for (int i = 0; i < mig_opt.inputs.len; i++)
		collect(mig_opt.inputs.v[i], &paths, true, NULL);
	drop_aliases(&paths);
	SrcFile *files = mig_malloc(paths.len * sizeof(SrcFile));
	int failures = 0, write_failures = 0;
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
	}
	if (!find_target(files, paths.len, protect))
		return 2;

	/* Refuse what cannot be parsed (or written) before writing anything. */
	find_included(files, paths.len);
	progress_start(files, paths.len);
	bool *check = mig_malloc(paths.len + 1);
	for (int i = 0; i < paths.len; i++) {
		SrcFile *f = &files[i];
		size_t n = strlen(f->path);
		if (!f->bad && mig_opt.build && f->unit < 0 && !f->included && f->path[n - 1] == 'c') {
			/* not built: no facts, but its annotated declarations need none */
			f->unbuilt = true;
			fprintf(stderr, "castguard: note: %s: not built in this configuration: only "
				"its annotated declarations are rewritten\n", f->shown);
		}
		check[i] = !f->bad && !mig_opt.no_parse && !f->included && !f->unbuilt &&
			   f->path[n - 1] != 'h';
	}
	syntax_check(files, paths.len, check);
	mig_free(check);
	for (int i = 0; i < paths.len; i++) {
		SrcFile *f = &files[i];
		if (f->badbuf)
			f->bad = f->badbuf;
		if (!f->bad && mig_opt.in_place && !writable(f->path))
			f->bad = "file is read-only";
		if (f->bad) {
			progress_clear();
			fprintf(stderr, "castguard: error: %s: not migrated: %s\n", f->shown, f->bad);
			failures++;
		}
	}
	if (failures && mig_opt.all_or_nothing) {
		fprintf(stderr, "castguard: error: migrate: %d file%s cannot be migrated; "
			"nothing written (--all-or-nothing)\n", failures, failures > 1 ? "s" : "");
		return 1;
	}

	Edit **edits = mig_malloc(paths.len * sizeof(Edit *));
	int *nedits = mig_malloc(paths.len * sizeof(int));
	for (int i = 0; i < paths.len; i++) {
		edits[i] = NULL;
		nedits[i] = files[i].bad ? 0 : find_edits(&files[i], protect[i], &edits[i]);
		nedits[i] = keep_visible(&files[i], edits[i], nedits[i]);
	}
	int inferred = 0;
	if (mig_opt.infer) {
		for (int i = 0; i < paths.len; i++) {
			SrcFile *f = &files[i];
			if (!f->bad && f->path[strlen(f->path) - 1] == 'c' && !f->included &&
			    !f->unbuilt && !f->read && !infer_file(f->path, f->unit, NULL)) {
				fprintf(stderr, "castguard: error: %s: not migrated: the front end "
					"did not finish it (--infer)\n", f->shown);
				f->bad = "the front end did not finish it";
				nedits[i] = 0;
				failures++;
			}
		}
		if (failures && mig_opt.all_or_nothing) {
			fprintf(stderr, "castguard: error: migrate: %d file%s cannot be migrated; "
				"nothing written (--all-or-nothing)\n", failures,
				failures > 1 ? "s" : "");
			return 1;
		}
		infer_other_units(files, paths.len);
		progress_end();
		inferred = infer_decide(files, paths.len, edits, nedits);
		for (int i = 0; i < paths.len; i++) {
			int n = keep_visible(&files[i], edits[i], nedits[i]);
			inferred -= nedits[i] - n;	/* the others were kept before */
			nedits[i] = n;
			if (nedits[i] > 1)
				qsort(edits[i], nedits[i], sizeof(Edit), cmp_edit);
		}
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
		r.grow = line_growth(f, ed, n, r.old.n);
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
		/* (f->shown names the same file, as the user would) */
		if (mig_opt.in_place && !outfile_write(f->shown, out, p - out)) {
			write_failures++;
		} else {
			if (!mig_opt.in_place)
				print_diff(stdout, f, &r);
			sites += n;
			changed++;
		}
		mig_free(out);
		mig_free(ntext);
	}
	if (fflush(stdout) != 0) {
		fprintf(stderr, "castguard: error: write error: %s\n", strerror(errno));
		return 2;
	}
	fprintf(stderr, "castguard: migrate: %d declaration%s in %d file%s%s", sites,
		sites == 1 ? "" : "s", changed, changed == 1 ? "" : "s",
		mig_opt.in_place ? " rewritten" : "");
	if (mig_opt.infer)
		fprintf(stderr, " (%d inferred)", inferred);
	fputc('\n', stderr);
	return write_failures ? 2 : failures ? 1 : 0;
}

int migrate_main(int argc, char **argv)
{
	int status = migrate(argc, argv);
	progress_end();
	mig_free_all();
	source_free();	/* the cleaned texts lex_file() made (source.c's, not on the list) */
	infer_finish();
	mig_tokens_finish();
	project_units_free(mig_opt.units, mig_opt.nunits);
	mig_opt = (MigOptions){0};
	return status;
}
