/* project.c - project mode: castguard -p BUILD_DIR [FILES...].
 *
 * Reads BUILD_DIR/compile_commands.json, checks each translation unit in
 * a forked child (up to -j at a time; the checker's state is per process,
 * so a child is the cheapest clean slate), and prints the children's
 * output in database order, whatever order they finish in.  A diagnostic
 * in a header that an earlier unit already reported is dropped
 * (--no-header-dedup keeps them).  JSON and SARIF logs are merged into one.
 * A child that crashes, is killed, or exceeds --unit-timeout or
 * --unit-memory fails its unit alone: the others' results are kept, the
 * failure is reported in the format asked for, and the exit status is 3. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "arena.h"
#include "baseline.h"
#include "json.h"
#include "outfile.h"
#include "project.h"
#include "report.h"

/* A child's exit status when memory ran out (xmalloc), and the status of
 * a run in which a unit failed. */
enum { EXIT_OOM = 99, EXIT_UNIT_FAILED = 3 };

typedef struct Entry {
	char *dir;		/* absolute working directory */
	char *file;		/* as the database spells it */
	char **args;		/* the compiler's arguments, without argv[0] */
	int nargs;
	char *out;		/* captured stdout+stderr */
	size_t outlen;
	int status;		/* the checker's exit status */
	int wstatus;		/* the child's, as wait() gives it */
	char *summ;		/* --atomic-cross-tu: the summaries it exported */
	size_t summlen;
} Entry;

/* --unit-timeout=S, --unit-memory=MiB (0: none). */
static struct {
	int timeout;
	long memory;
} limits;

static void perr(const char *fmt, const char *a, const char *b)
{
	fprintf(stderr, "castguard: error: ");
	fprintf(stderr, fmt, a, b);
	fputc('\n', stderr);
}

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	size_t cap = 4096, n = 0, k;
	char *b = malloc(cap);
	while ((k = fread(b + n, 1, cap - n, f)) > 0) {
		n += k;
		if (n == cap)
			b = realloc(b, cap *= 2);
	}
	fclose(f);
	b[n] = 0;
	*len = n;
	return b;
}

/* POSIX shell word splitting of a "command" string: quotes and
 * backslashes, no expansions (a database holds no variables). */
static int split_command(const char *s, char ***out)
{
	int n = 0, cap = 16;
	char **v = malloc(cap * sizeof *v);
	size_t len = strlen(s);
	char *w = malloc(len + 1);
	const char *p = s;
	for (;;) {
		while (*p == ' ' || *p == '\t' || *p == '\n')
			p++;
		if (!*p)
			break;
		size_t k = 0;
		while (*p && *p != ' ' && *p != '\t' && *p != '\n') {
			if (*p == '\'') {
				for (p++; *p && *p != '\''; p++)
					w[k++] = *p;
				if (*p)
					p++;
			} else if (*p == '"') {
				for (p++; *p && *p != '"'; p++) {
					if (*p == '\\' && p[1] && strchr("\"\\$`\n", p[1]))
						p++;
					w[k++] = *p;
				}
				if (*p)
					p++;
			} else if (*p == '\\' && p[1]) {
				w[k++] = p[1];
				p += 2;
			} else {
				w[k++] = *p++;
			}
		}
		if (n + 1 >= cap)
			v = realloc(v, (cap *= 2) * sizeof *v);
		v[n++] = strndup(w, k);
	}
	free(w);
	v[n] = NULL;
	*out = v;
	return n;
}

/* An entry of the database was left out: the run is not whole (status 2
 * whatever the units say). */
static bool db_incomplete;

/* The compiler's argv minus the compiler, -c and -o FILE: what is left is
 * what castguard reads as gcc does. */
static void set_args(Entry *e, char **argv, int argc)
{
	e->args = malloc((argc + 1) * sizeof *e->args);
	e->nargs = 0;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-c"))
			continue;
		if (!strcmp(argv[i], "-o") && i + 1 < argc) {
			i++;
			continue;
		}
		e->args[e->nargs++] = strdup(argv[i]);
	}
}

static char *join_dir(const char *base, const char *d)
{
	char buf[PATH_MAX * 2];
	if (d[0] == '/')
		snprintf(buf, sizeof buf, "%s", d);
	else
		snprintf(buf, sizeof buf, "%s/%s", base, d);
	char real[PATH_MAX];
	return strdup(realpath(buf, real) ? real : buf);
}

static bool load_db(const char *build, Entry **out, int *count)
{
	char path[PATH_MAX], err[128];
	size_t len;
	snprintf(path, sizeof path, "%s/compile_commands.json", build);
	char *text = slurp(path, &len);
	if (!text) {
		perr("%s: %s", path, strerror(errno));
		return false;
	}
	Json *db = json_parse(text, len, err, sizeof err);
	free(text);
	if (!db || db->kind != J_ARR) {
		unsigned line = 1, col = 1;
		const char *what = "not a JSON array of compile commands";
		if (!db && sscanf(err, "%u:%u:", &line, &col) == 2)
			what = strchr(strchr(err, ':') + 1, ':') + 2;
		fprintf(stderr, "%s:%u:%u: error: %s%s\n", path, line, col,
			db ? "" : "invalid JSON: ", what);
		json_free(db);
		return false;
	}
	char dbdir[PATH_MAX];
	if (!realpath(build, dbdir))
		snprintf(dbdir, sizeof dbdir, "%s", build);
	Entry *es = calloc(db->n ? db->n : 1, sizeof *es);
	int n = 0;
	for (size_t i = 0; i < db->n; i++) {
		Json *o = db->v[i], *dir = json_get(o, "directory"), *file = json_get(o, "file");
		Json *cmd = json_get(o, "command"), *args = json_get(o, "arguments");
		char idx[32];
		snprintf(idx, sizeof idx, "%zu", i);
		if (!dir || dir->kind != J_STR || !file || file->kind != J_STR ||
		    !((cmd && cmd->kind == J_STR) || (args && args->kind == J_ARR))) {
			perr("%s: entry %s needs \"directory\", \"file\" and \"command\" or \"arguments\"",
			     path, idx);
			db_incomplete = true;
			continue;
		}
		Entry *e = &es[n++];
		/* a relative directory is relative to the database's */
		e->dir = join_dir(dbdir, dir->str);
		e->file = strdup(file->str);
		char **argv;
		int argc;
		if (args && args->kind == J_ARR) {
			argv = malloc((args->n + 1) * sizeof *argv);
			argc = 0;
			for (size_t k = 0; k < args->n; k++)
				if (args->v[k]->kind == J_STR)
					argv[argc++] = strdup(args->v[k]->str);
			argv[argc] = NULL;
		} else {
			argc = split_command(cmd->str, &argv);
		}
		set_args(e, argv, argc);
		for (int k = 0; k < argc; k++)
			free(argv[k]);
		free(argv);
	}
	json_free(db);
	*out = es;
	*count = n;
	return true;
}

bool project_load(const char *build, ProjectUnit **units, int *count)
{
	Entry *es;
	int n;
	if (!load_db(build, &es, &n))
		return false;
	ProjectUnit *u = calloc(n ? n : 1, sizeof *u);
	for (int i = 0; i < n; i++)
		u[i] = (ProjectUnit){ es[i].dir, es[i].file, es[i].args, es[i].nargs };
	free(es);
	*units = u;
	*count = n;
	return true;
}

void project_units_free(ProjectUnit *u, int n)
{
	for (int i = 0; i < n; i++) {
		for (int k = 0; k < u[i].nargs; k++)
			free(u[i].args[k]);
		free(u[i].args);
		free(u[i].dir);
		free(u[i].file);
	}
	free(u);
}

/* FILES given on the command line: keep the entries whose file is one of
 * them (compared as real paths). */
static bool wanted(const Entry *e, char **files, int nfiles)
{
	if (!nfiles)
		return true;
	char a[PATH_MAX * 2], ra[PATH_MAX], rb[PATH_MAX];
	if (e->file[0] == '/')
		snprintf(a, sizeof a, "%s", e->file);
	else
		snprintf(a, sizeof a, "%s/%s", e->dir, e->file);
	if (!realpath(a, ra))
		return false;
	for (int i = 0; i < nfiles; i++)
		if (realpath(files[i], rb) && !strcmp(ra, rb))
			return true;
	return false;
}

/* --unit-memory: the address space the unit may add to what the child
 * has at its start (the parent's image, a sanitizer's shadow). */
static void limit_memory(long mib)
{
	long pages = 0;
	FILE *f = fopen("/proc/self/statm", "r");
	if (f) {
		if (fscanf(f, "%ld", &pages) != 1)
			pages = 0;
		fclose(f);
	}
	struct rlimit rl;
	rl.rlim_cur = rl.rlim_max = (rlim_t)pages * sysconf(_SC_PAGESIZE) + ((rlim_t)mib << 20);
	setrlimit(RLIMIT_AS, &rl);
}

/* For the tests: the child of a unit whose file contains
 * $CG_TEST_CRASH_UNIT writes half a diagnostic line and aborts; one of
 * $CG_TEST_HANG_UNIT waits forever. */
static void test_hooks(const Entry *e)
{
	const char *crash = getenv("CG_TEST_CRASH_UNIT"), *hang = getenv("CG_TEST_HANG_UNIT");
	if (crash && *crash && strstr(e->file, crash)) {
		fprintf(stderr, "%s:1:1: warning: half a diagnost", e->file);
		abort();
	}
	while (hang && *hang && strstr(e->file, hang))
		pause();
}

/* Out of memory in a child: a status the parent knows, and no exit()
 * handler (a sanitizer's leak check would need memory there is none of). */
static void child_out_of_memory(void)
{
	_exit(EXIT_OOM);
}

/* How the children run: their options, the jobs at once; in the first
 * pass of --atomic-cross-tu, the directory of the summaries. */
typedef struct Run {
	char **opts;
	int nopts;
	const char *base;
	int jobs;
	int (*run_tu)(int, char **);
	const char *sumdir;
	const char *statedir;	/* --baseline: the children's states */
} Run;

/* The child of E's unit, its output into FD: the limits, then the
 * checker with the unit's arguments and the run's options. */
static void run_child(Entry *e, const Run *r, int fd)
{
	if (limits.timeout)
		alarm(limits.timeout);	/* SIGALRM ends it: the parent knows why */
	if (limits.memory)
		limit_memory(limits.memory);
	oom_hook = child_out_of_memory;
	dup2(fd, 1);
	dup2(fd, 2);
	close(fd);
	if (chdir(e->dir) != 0) {
		fprintf(stderr, "castguard: error: %s: %s\n", e->dir, strerror(errno));
		_exit(2);
	}
	int argc = 0;
	char **argv = malloc((e->nargs + r->nopts + 3) * sizeof *argv);
	argv[argc++] = "castguard";
	for (int i = 0; i < e->nargs; i++)
		argv[argc++] = e->args[i];
	for (int i = 0; i < r->nopts; i++)
		argv[argc++] = r->opts[i];
	char basearg[PATH_MAX + 16];
	snprintf(basearg, sizeof basearg, "--base-dir=%s", r->base);
	argv[argc++] = basearg;
	argv[argc] = NULL;
	test_hooks(e);
	int st = r->run_tu(argc, argv);
	fflush(stdout);
	fflush(stderr);
	_exit(st);
}

/* --- merging -------------------------------------------------------------------- */

typedef struct Seen {
	char **keys;
	int n, cap;
} Seen;

static bool seen_add(Seen *s, const char *key)
{
	for (int i = 0; i < s->n; i++)
		if (!strcmp(s->keys[i], key))
			return false;
	if (s->n == s->cap)
		s->keys = realloc(s->keys, (s->cap = s->cap ? s->cap * 2 : 64) * sizeof *s->keys);
	s->keys[s->n++] = strdup(key);
	return true;
}

/* Does LINE start "MAIN:" (a diagnostic in the unit's own file)? */
static bool in_file(const char *line, const char *main)
{
	size_t l = strlen(main);
	return !strncmp(line, main, l) && line[l] == ':';
}

static bool starts_diag(const char *line)
{
	return line[0] != ' ' && (strstr(line, ": warning: ") || strstr(line, ": error: "));
}

/* Text (sparse's or --pretty): a block is a diagnostic line and the lines
 * after it up to the next diagnostic or "note: in included file" line.  A
 * header's block printed before is dropped, with its include note when
 * nothing under the note is left. */
static void merge_text(Entry *e, bool dedup, Seen *seen)
{
	char *p = e->out, *end = e->out + e->outlen;
	char *note = NULL;
	size_t notelen = 0;
	while (p < end) {
		char *nl = memchr(p, '\n', end - p);
		char *q = nl ? nl + 1 : end;
		if (strstr(p, ": note: in included file") && strstr(p, ": note: in included file") < q) {
			note = p;
			notelen = q - p;
			p = q;
			continue;
		}
		/* the block: this line and its continuation lines */
		char *b = q;
		while (b < end) {
			char *bn = memchr(b, '\n', end - b);
			char *bq = bn ? bn + 1 : end;
			char save = *(bq - 1);
			*(bq - 1) = 0;
			bool stop = starts_diag(b) || strstr(b, ": note: in included file");
			*(bq - 1) = save;
			if (stop)
				break;
			b = bq;
		}
		char *key = strndup(p, b - p);
		bool own = in_file(p, e->file);
		bool keep = !dedup || own || !starts_diag(key) || seen_add(seen, key);
		if (keep) {
			/* the include note goes with the header's first kept block */
			if (note && !own)
				fwrite(note, 1, notelen, stderr);
			note = NULL;
			fwrite(p, 1, b - p, stderr);
		}
		free(key);
		p = b;
	}
}

/* JSON/SARIF: the diagnostics (results) of every unit in one log. */
static Json *merged, *merged_list;

/* An item of a log as text: its key for the header dedup (malloc'd). */
static char *item_text(const Json *it)
{
	char *buf;
	size_t len;
	FILE *m = open_memstream(&buf, &len);
	json_write(m, it);
	fclose(m);
	return buf;
}

/* Where the child's log starts: the last '{' alone on a line; NULL if
 * there is none. */
static char *log_start(const Entry *e)
{
	char *start = NULL, *end = e->out + e->outlen;
	for (char *q = e->out; q + 1 < end; q++)
		if (*q == '{' && (q == e->out || q[-1] == '\n') && q[1] == '\n')
			start = q;
	return start;
}

static void merge_json(Entry *e, bool sarif, bool dedup, Seen *seen, bool failed)
{
	char err[128];
	/* the child prints its log on stdout and anything else on stderr,
	 * both into the same capture: the log is from its start through the
	 * end.  A failed child's log is not whole: only what comes before. */
	char *start = log_start(e);
	if (!start)
		start = failed ? e->out + e->outlen : e->out;
	if (start > e->out)
		fwrite(e->out, 1, start - e->out, stderr);
	if (failed)
		return;
	Json *j = json_parse(start, e->outlen - (start - e->out), err, sizeof err);
	if (!j) {
		fprintf(stderr, "castguard: error: %s: unreadable log from the checker (%s)\n",
			e->file, err);
		e->status = 2;
		return;
	}
	Json *list = sarif ? json_get(json_get(j, "runs") && json_get(j, "runs")->n ?
					json_get(j, "runs")->v[0] : NULL, "results")
			   : json_get(j, "diagnostics");
	if (!list) {
		json_free(j);
		return;
	}
	if (!merged) {
		merged = j;
		merged_list = list;
		for (size_t i = 0; dedup && i < list->n; i++) {
			char *key = item_text(list->v[i]);
			seen_add(seen, key);
			free(key);
		}
		return;
	}
	for (size_t i = 0; i < list->n; i++) {
		Json *it = list->v[i];
		bool keep = true;
		if (dedup) {
			Json *f = sarif ? NULL : json_get(it, "file");
			char *key = item_text(it);
			bool own = f && f->kind == J_STR && !strcmp(f->str, e->file);
			keep = own || seen_add(seen, key);
			free(key);
		}
		if (keep)
			json_push(merged_list, it);
		else
			json_free(it);
		list->v[i] = NULL;
	}
	list->n = 0;
	json_free(j);
}

/* --- a unit that failed ------------------------------------------------------------ */

/* Why E's child failed, in WHY, and the kind ("signal", "timeout",
 * "memory"); NULL if it finished. */
static const char *unit_failure(const Entry *e, char *why, size_t n)
{
	int st = e->wstatus;
	if (WIFEXITED(st) && WEXITSTATUS(st) == EXIT_OOM) {
		if (limits.memory)
			snprintf(why, n, "memory limit of %ld MiB exceeded (--unit-memory=%ld)",
				 limits.memory, limits.memory);
		else
			snprintf(why, n, "out of memory");
		return "memory";
	}
	if (!WIFSIGNALED(st))
		return NULL;
	if (WTERMSIG(st) == SIGALRM && limits.timeout) {
		snprintf(why, n, "time limit of %d s exceeded (--unit-timeout=%d)",
			 limits.timeout, limits.timeout);
		return "timeout";
	}
	snprintf(why, n, "killed by signal %d (%s)", WTERMSIG(st), strsignal(WTERMSIG(st)));
	return "signal";
}

/* A failed child's last line may stop in the middle: it is dropped. */
static void drop_partial_line(Entry *e)
{
	while (e->outlen && e->out[e->outlen - 1] != '\n')
		e->outlen--;
	e->out[e->outlen] = 0;
}

/* The merged log before any unit gave one: castguard's own, empty. */
static void start_merged(bool sarif)
{
	char *buf, err[128];
	size_t len;
	FILE *m = open_memstream(&buf, &len);
	report_format = sarif ? FMT_SARIF : FMT_JSON;
	checks_finish_options(true);
	report_log(m);
	fclose(m);
	merged = json_parse(buf, len, err, sizeof err);
	free(buf);
	merged_list = sarif ? json_get(json_get(merged, "runs")->v[0], "results")
			    : json_get(merged, "diagnostics");
}

/* Where a failure goes: the diagnostics (JSON); the notifications of the
 * run's invocation (SARIF), which is then not successful. */
static Json *failure_list(bool sarif)
{
	char err[128];
	if (!merged)
		start_merged(sarif);
	if (!sarif)
		return merged_list;
	Json *run = json_get(merged, "runs")->v[0], *inv = json_get(run, "invocations");
	if (!inv) {
		static const char text[] =
			"[{\"executionSuccessful\": false, \"toolExecutionNotifications\": []}]";
		inv = json_parse(text, sizeof text - 1, err, sizeof err);
		json_put(run, "invocations", inv);
	}
	return json_get(inv->v[0], "toolExecutionNotifications");
}

/* The failure as a JSON diagnostic of kind unit-failure, or as a SARIF
 * tool execution notification. */
static Json *failure_item(const Entry *e, bool sarif, const char *kind, const char *why)
{
	char *buf, err[128], path[PATH_MAX * 2];
	size_t len;
	FILE *m = open_memstream(&buf, &len);
	if (sarif) {
		snprintf(path, sizeof path, "%s%s%s", e->file[0] == '/' ? "" : e->dir,
			 e->file[0] == '/' ? "" : "/", e->file);
		fputs("{\"level\": \"error\", \"descriptor\": {\"id\": \"unit-failure\"}, "
		      "\"message\": {\"text\": ", m);
		json_write_str(m, why);
		fputs("}, \"locations\": [{\"physicalLocation\": {\"artifactLocation\": ", m);
		report_sarif_artifact(m, path);
		fprintf(m, "}}], \"properties\": {\"reason\": \"%s\"", kind);
	} else {
		fputs("{\"kind\": \"unit-failure\", \"level\": \"error\", \"file\": ", m);
		json_write_str(m, e->file);
		fputs(", \"message\": ", m);
		json_write_str(m, why);
		fprintf(m, ", \"reason\": \"%s\"", kind);
	}
	if (WIFSIGNALED(e->wstatus))
		fprintf(m, ", \"signal\": %d", WTERMSIG(e->wstatus));
	fputs(sarif ? "}}" : "}", m);
	fclose(m);
	Json *j = json_parse(buf, len, err, sizeof err);
	free(buf);
	return j;
}

/* A line on stderr in every format, and an item in a JSON or SARIF log. */
static void report_failure(const Entry *e, int format, const char *kind, const char *why)
{
	fprintf(stderr, "castguard: error: %s: unit failed: %s\n", e->file, why);
	if (format)
		json_push(failure_list(format == 2), failure_item(e, format == 2, kind, why));
}

/* --- the driver ------------------------------------------------------------------- */

/* Everything project_main allocated, freed on every way out (leak
 * checkers run on the test suite). */
static struct {
	char **opts, **files;
	char *append;		/* --report-append=, made absolute */
	Entry *es;
	int n;
	Entry **todo;
	FILE **tmps;
	int ntmps;
	int rechecked;		/* units checked again with the summaries */
	Seen seen;
} P;

static int finish(int status)
{
	for (int i = 0; i < P.n; i++) {
		Entry *e = &P.es[i];
		free(e->dir);
		free(e->file);
		for (int k = 0; k < e->nargs; k++)
			free(e->args[k]);
		free(e->args);
		free(e->out);
		free(e->summ);
	}
	for (int i = 0; i < P.ntmps; i++)
		if (P.tmps[i])
			fclose(P.tmps[i]);
	for (int i = 0; i < P.seen.n; i++)
		free(P.seen.keys[i]);
	free(P.seen.keys);
	free(P.es);
	free(P.todo);
	free(P.tmps);
	free(P.opts);
	free(P.files);
	free(P.append);
	json_free(merged);
	baseline_free();
	return status;
}

/* Fork E's child, its output into a new temporary file *OUT (dropped if
 * OUT is NULL).  False if it could not start (the message printed). */
static bool start_unit(const Run *r, Entry *e, FILE **out, pid_t *pid)
{
	int fd;
	if (out) {
		*out = tmpfile();
		if (!*out) {
			perr("temporary file: %s%s", strerror(errno), "");
			return false;
		}
		fd = dup(fileno(*out));
	} else {
		fd = open("/dev/null", O_WRONLY);
	}
	*pid = fork();
	if (*pid == 0)
		run_child(e, r, fd);
	close(fd);
	if (*pid < 0)
		perr("fork: %s%s", strerror(errno), "");
	return *pid > 0;
}

/* The summaries the child PID of E exported, kept in E, the file gone
 * (before PID can be another child's). */
static void take_summaries(Entry *e, const char *dir, pid_t pid)
{
	char path[PATH_MAX + 32];
	snprintf(path, sizeof path, "%s/summaries.%ld", dir, (long)pid);
	e->summ = slurp(path, &e->summlen);
	unlink(path);
}

/* --baseline: the state the child PID of E wrote, renamed after E (a
 * unit checked again replaces it), taken when all runs are over. */
static void keep_state(const char *dir, pid_t pid, const Entry *e)
{
	char from[PATH_MAX + 32], to[PATH_MAX + 32];
	snprintf(from, sizeof from, "%s/state.%ld", dir, (long)pid);
	snprintf(to, sizeof to, "%s/unit.%ld", dir, (long)(e - P.es));
	if (rename(from, to) != 0)
		unlink(to);	/* no state (no diagnostic): none from before */
}

static void take_states(const char *dir, Entry **units, int n)
{
	char path[PATH_MAX + 32];
	for (int i = 0; i < n; i++) {
		snprintf(path, sizeof path, "%s/unit.%ld", dir, (long)(units[i] - P.es));
		baseline_take_state(path);
	}
}

/* Each of the N units' children, up to R->jobs at once, the output of
 * the i-th into OUTS[i] (dropped if OUTS is NULL); each unit's wstatus set
 * as it ends.  False if one could not start (those started are waited
 * for). */
static bool run_units(const Run *r, Entry **units, int n, FILE **outs)
{
	pid_t *pids = calloc(n ? n : 1, sizeof *pids);
	int running = 0, next = 0;
	bool ok = true;
	fflush(stdout);
	fflush(stderr);
	while ((ok && next < n) || running) {
		if (ok && next < n && running < r->jobs) {
			ok = start_unit(r, units[next], outs ? &outs[next] : NULL, &pids[next]);
			running += ok;
			next++;
			continue;
		}
		int st;
		pid_t pid = wait(&st);
		if (pid < 0)
			break;
		for (int i = 0; i < next; i++)
			if (pids[i] == pid) {
				units[i]->wstatus = st;
				pids[i] = 0;
				if (r->sumdir)
					take_summaries(units[i], r->sumdir, pid);
				if (r->statedir)
					keep_state(r->statedir, pid, units[i]);
			}
		running--;
	}
	free(pids);
	return ok;
}

/*
 * gfp-sleep-in-atomic across units (on by default): the checking pass
 * also exports each unit's summaries of its external functions and the
 * names of the external functions it asked about; with --atomic-cross-tu
 * the units not checked (FILES, --shard) export theirs in a pass of their
 * own, output dropped (by default a run of a few files does not read the
 * whole database).
 * A unit that asked about a function another unit exported is then
 * checked again with all the summaries; the others' output stands, as
 * nothing they asked had an answer.  This costs the few units checked
 * twice, not a second pass over the tree.
 */
static bool export_others(Entry *es, int n, Entry **todo, int ntodo, const Run *r)
{
	Entry **rest = malloc((n ? n : 1) * sizeof *rest);
	bool *in = calloc(n ? n : 1, sizeof *in);
	int nrest = 0;
	for (int i = 0; i < ntodo; i++)
		in[todo[i] - es] = true;
	for (int i = 0; i < n; i++)
		if (!in[i])
			rest[nrest++] = &es[i];
	Run quiet = *r;
	quiet.nopts -= r->statedir != NULL;	/* --baseline-state, the last */
	quiet.statedir = NULL;
	bool ok = run_units(&quiet, rest, nrest, NULL);
	free(rest);
	free(in);
	return ok;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A negative number in FIELD, a list of them ("-" alone is none). */
static bool has_negative(const char *field, size_t len)
{
	for (size_t i = 0; i + 1 < len; i++)
		if (field[i] == '-' && field[i + 1] >= '0' && field[i + 1] <= '9' &&
		    (i == 0 || field[i - 1] == ','))
			return true;
	return false;
}

/* Does the summary LINE take a section, or sleep under its own (a call
 * of it matters where no section is held)?  Its fields: name, sleeps,
 * must sleep, pops, pushes, parameters, then where.  (Releasing sections
 * where none is held changes only the caller's own summary, which counts
 * where the caller is called under one: a "?" question then.) */
static bool summary_special(const char *line)
{
	const char *f[7];
	size_t len[6];
	f[0] = line;
	for (int i = 0; i < 6; i++) {
		len[i] = strcspn(f[i], "\t\n");
		if (f[i][len[i]] != '\t')
			return false;
		f[i + 1] = f[i] + len[i] + 1;
	}
	return strncmp(f[4], "-\t", 2) ||
	       has_negative(f[1], len[1]) || has_negative(f[5], len[5]);
}

typedef struct Names {
	char **v;
	int n, cap;
} Names;

static void names_add(Names *ns, const char *line)
{
	if (ns->n == ns->cap)
		ns->v = realloc(ns->v, (ns->cap = ns->cap ? 2 * ns->cap : 256) * sizeof *ns->v);
	ns->v[ns->n++] = strndup(line, strcspn(line, "\t\n"));
}

static bool names_has(const Names *ns, const char *name)
{
	return ns->n && bsearch(&name, ns->v, ns->n, sizeof *ns->v, cmp_str);
}

static void names_free(Names *ns)
{
	for (int i = 0; i < ns->n; i++)
		free(ns->v[i]);
	free(ns->v);
}

/* The summaries of all units, in the database's order, into PATH; the
 * names they export into ALL, those that matter anywhere into SPECIAL
 * (both sorted). */
static bool write_summaries(Entry *es, int n, const char *path, Names *all, Names *special)
{
	size_t len = 0;
	for (int i = 0; i < n; i++)
		len += es[i].summlen;
	char *text = malloc(len + 1), *p = text;
	for (int i = 0; i < n; i++) {
		char *end = es[i].summ + es[i].summlen;
		for (char *l = es[i].summ; l && l < end;) {
			char *nl = memchr(l, '\n', end - l);
			size_t ll = nl ? (size_t)(nl - l + 1) : (size_t)(end - l);
			if (l[0] != '?' && l[0] != '~') {
				memcpy(p, l, ll);
				p += ll;
				names_add(all, l);
				if (summary_special(l))
					names_add(special, l);
			}
			l += ll;
		}
	}
	if (all->n)
		qsort(all->v, all->n, sizeof *all->v, cmp_str);
	if (special->n)
		qsort(special->v, special->n, sizeof *special->v, cmp_str);
	bool ok = outfile_write(path, text, p - text);
	free(text);
	return ok;
}

/* Could the summaries change E's output?  Its questions: "?" NAME, any
 * summary of NAME matters; "~" NAME, only a special one. */
static bool asked_exported(const Entry *e, const Names *all, const Names *special)
{
	const char *end = e->summ + e->summlen;
	for (const char *l = e->summ; l && l < end;) {
		const char *nl = memchr(l, '\n', end - l);
		if ((l[0] == '?' || l[0] == '~') && l[1] == '\t') {
			char *name = strndup(l + 2, (nl ? nl : end) - (l + 2));
			bool found = names_has(l[0] == '?' ? all : special, name);
			if (found && getenv("CG_DEBUG_PROJECT"))
				fprintf(stderr, "castguard: %s: asked %c %s\n", e->file, l[0], name);
			free(name);
			if (found)
				return true;
		}
		l = nl ? nl + 1 : end;
	}
	return false;
}

/* The units of TODO checked again with the summaries in DIR/all, their
 * outputs replacing the first pass's.  False if one could not start. */
static bool check_again(Entry *es, int n, Entry **todo, int ntodo, const Run *r,
			const char *dir)
{
	char path[PATH_MAX + 16], importarg[PATH_MAX + 32];
	Names all = {0}, special = {0};
	snprintf(path, sizeof path, "%s/all", dir);
	if (!write_summaries(es, n, path, &all, &special)) {
		names_free(&all);
		names_free(&special);
		return true;	/* (the message printed) the first pass stands */
	}
	Entry **again = malloc((ntodo ? ntodo : 1) * sizeof *again);
	int *where = malloc((ntodo ? ntodo : 1) * sizeof *where), nagain = 0;
	for (int i = 0; i < ntodo; i++)
		if (WIFEXITED(todo[i]->wstatus) && WEXITSTATUS(todo[i]->wstatus) != EXIT_OOM &&
		    asked_exported(todo[i], &all, &special)) {
			where[nagain] = i;
			again[nagain++] = todo[i];
		}
	names_free(&all);
	names_free(&special);
	snprintf(importarg, sizeof importarg, "--atomic-import=%s", path);
	Run r2 = *r;
	r2.opts[r2.nopts++] = importarg;
	r2.sumdir = NULL;
	FILE **outs = calloc(nagain ? nagain : 1, sizeof *outs);
	bool ok = run_units(&r2, again, nagain, outs);
	for (int i = 0; i < nagain; i++) {
		if (!outs[i])
			continue;
		fclose(P.tmps[where[i]]);
		P.tmps[where[i]] = outs[i];
	}
	P.rechecked = nagain;
	free(outs);
	free(where);
	free(again);
	return ok;
}

/* DIR and what is in it (what a killed child left too). */
static void remove_dir(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	while (d && (de = readdir(d))) {
		char path[PATH_MAX + 300];
		snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
		if (strcmp(de->d_name, ".") && strcmp(de->d_name, ".."))
			unlink(path);
	}
	if (d)
		closedir(d);
	rmdir(dir);
}

/* --NAME=N or --NAME N (at *I): a positive number; 0 after a message. */
static long positive_opt(const char *name, char **argv, int argc, int *i)
{
	size_t l = strlen(name);
	const char *a = argv[*i], *v = a[l] == '=' ? a + l + 1 : *i + 1 < argc ? argv[++*i] : "";
	char *end;
	errno = 0;
	long n = strtol(v, &end, 10);
	if (!*v || *end || n < 1 || n > INT_MAX || errno) {
		perr("%s needs a positive number, not '%s'", name, v);
		return 0;
	}
	return n;
}

static bool is_opt(const char *a, const char *name)
{
	size_t l = strlen(name);
	return !strncmp(a, name, l) && (!a[l] || a[l] == '=');
}

/* The unit's output, read back from its temporary file, merged into the
 * run's; its exit status (3 if it failed). */
static int print_unit(Entry *e, FILE *t, int format, bool dedup)
{
	long len;
	fseek(t, 0, SEEK_END);
	len = ftell(t);
	rewind(t);
	e->out = malloc(len + 1);
	e->outlen = fread(e->out, 1, len, t);
	e->out[e->outlen] = 0;
	e->status = WIFEXITED(e->wstatus) ? WEXITSTATUS(e->wstatus) : 0;
	char why[160];
	const char *failed = unit_failure(e, why, sizeof why);
	if (failed)
		drop_partial_line(e);
	if (format)
		merge_json(e, format == 2, dedup, &P.seen, failed);
	else
		merge_text(e, dedup, &P.seen);
	if (!failed)
		return e->status;
	report_failure(e, format, failed, why);
	return EXIT_UNIT_FAILED;
}

/* "--NAME=" PATH with PATH made absolute (the children run elsewhere). */
static char *abs_opt(const char *name, const char *path)
{
	char cwd[PATH_MAX];
	if (!getcwd(cwd, sizeof cwd))
		strcpy(cwd, ".");
	size_t n = strlen(name) + strlen(cwd) + strlen(path) + 2;
	char *s = malloc(n);
	snprintf(s, n, "%s%s/%s", name, cwd, path);
	return s;
}

/* --baseline=PATH: read once, here (the children inherit it); the files
 * whose old diagnostics can be fixed: every file on a whole run, else
 * the units' own; the directory of the children's states in STATEDIR. */
static bool baseline_start(const char *path, Entry **todo, int ntodo, bool part,
			   char *statedir)
{
	if (!baseline_load(path))
		return false;
	for (int i = 0; part && i < ntodo; i++) {
		char *f = join_dir(todo[i]->dir, todo[i]->file);
		baseline_scope(f);
		free(f);
	}
	if (!part)
		baseline_scope_all();
	const char *tmp = getenv("TMPDIR");
	snprintf(statedir, PATH_MAX, "%s/castguard-baseline.XXXXXX", tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(statedir)) {
		perr("%s: %s", statedir, strerror(errno));
		statedir[0] = 0;
		return false;
	}
	return true;
}

int project_main(int argc, char **argv, int (*run_tu)(int, char **))
{
	const char *build = NULL;
	int jobs = (int)sysconf(_SC_NPROCESSORS_ONLN), shard_k = 1, shard_n = 1;
	bool dedup = true;
	int format = 0;		/* 0 text/pretty, 1 json, 2 sarif */
	int cross = 1;	/* 0 off, 1 among the units checked, 2 every unit */
	const char *baseline = NULL;
	char **opts = P.opts = malloc((argc + 3) * sizeof *opts), **files = P.files = malloc(argc * sizeof *files);
	int nopts = 0, nfiles = 0;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (!strcmp(a, "-p") && i + 1 < argc)
			build = argv[++i];
		else if (!strncmp(a, "-j", 2)) {
			const char *v = a[2] ? a + 2 : i + 1 < argc ? argv[++i] : "";
			jobs = atoi(v);
			if (jobs < 1) {
				perr("-j needs a positive number, not '%s'%s", v, "");
				return finish(2);
			}
		} else if (!strncmp(a, "--shard=", 8) || !strcmp(a, "--shard")) {
			const char *v = a[7] == '=' ? a + 8 : i + 1 < argc ? argv[++i] : "";
			if (sscanf(v, "%d/%d", &shard_k, &shard_n) != 2 || shard_n < 1 ||
			    shard_k < 1 || shard_k > shard_n) {
				perr("--shard needs K/N with 1 <= K <= N, not '%s'%s", v, "");
				return finish(2);
			}
		} else if (is_opt(a, "--unit-timeout")) {
			if (!(limits.timeout = positive_opt("--unit-timeout", argv, argc, &i)))
				return finish(2);
		} else if (is_opt(a, "--unit-memory")) {
			if (!(limits.memory = positive_opt("--unit-memory", argv, argc, &i)))
				return finish(2);
		} else if (!strcmp(a, "--no-header-dedup"))
			dedup = false;
		else if (!strcmp(a, "--atomic-cross-tu"))
			cross = 2;
		else if (!strcmp(a, "--no-atomic-cross-tu"))
			cross = 0;
		else if (!strncmp(a, "--baseline=", 11))
			baseline = a + 11;	/* read here once; the children inherit it */
		else if (!strncmp(a, "--report-append=", 16) && a[16] != '/')
			opts[nopts++] = P.append = abs_opt("--report-append=", a + 16);
		else if (a[0] == '-') {
			if (!strcmp(a, "--format=json"))
				format = 1;
			else if (!strcmp(a, "--format=sarif"))
				format = 2;
			else if (!strncmp(a, "--format=", 9))
				format = 0;
			opts[nopts++] = argv[i];
		} else
			files[nfiles++] = argv[i];
	}
	if (jobs < 1)
		jobs = 1;
	Entry *es;
	int n;
	if (!build || !load_db(build, &es, &n))
		return finish(2);
	P.es = es;
	P.n = n;
	char base[PATH_MAX];
	if (!getcwd(base, sizeof base))
		strcpy(base, ".");

	/* the units to check: FILES, then this shard's share */
	Entry **todo = P.todo = malloc((n ? n : 1) * sizeof *todo);
	int ntodo = 0, k = 0;
	for (int i = 0; i < n; i++)
		if (wanted(&es[i], files, nfiles) && k++ % shard_n == shard_k - 1)
			todo[ntodo++] = &es[i];
	for (int i = 0; i < nfiles; i++) {
		bool found = false;
		for (int j = 0; j < n && !found; j++)
			found = wanted(&es[j], &files[i], 1);
		if (!found) {
			fprintf(stderr, "castguard: error: %s: not in %s/compile_commands.json\n",
				files[i], build);
			return finish(2);
		}
	}

	/* --baseline: the children report what they saw into STATEDIR */
	char statedir[PATH_MAX], statearg[PATH_MAX + 32];
	statedir[0] = 0;
	if (baseline && !baseline_start(baseline, todo, ntodo, nfiles || shard_n > 1, statedir)) {
		return finish(2);
	}

	/* run: up to JOBS children, each writing into its own temporary file */
	Run run = { opts, nopts, base, jobs, run_tu, NULL, NULL };
	char sumdir[PATH_MAX], exportarg[PATH_MAX + 32];
	sumdir[0] = 0;
	if (cross) {
		const char *tmp = getenv("TMPDIR");
		snprintf(sumdir, sizeof sumdir, "%s/castguard-summaries.XXXXXX", tmp && *tmp ? tmp : "/tmp");
		if (!mkdtemp(sumdir)) {
			perr("%s: %s", sumdir, strerror(errno));
			return finish(2);
		}
		snprintf(exportarg, sizeof exportarg, "--atomic-export=%s", sumdir);
		opts[run.nopts++] = exportarg;
		run.sumdir = sumdir;
	}
	P.tmps = calloc(ntodo ? ntodo : 1, sizeof *P.tmps);
	P.ntmps = ntodo;
	if (statedir[0]) {
		snprintf(statearg, sizeof statearg, "--baseline-state=%s", statedir);
		opts[run.nopts++] = statearg;
		run.statedir = statedir;
	}
	bool started = run_units(&run, todo, ntodo, P.tmps);
	if (started && cross && (cross == 1 || export_others(es, n, todo, ntodo, &run))) {
		run.nopts -= 1 + !!statedir[0];	/* the export (and state) options */
		if (statedir[0])
			opts[run.nopts++] = statearg;
		started = check_again(es, n, todo, ntodo, &run, sumdir);
	}
	if (statedir[0])
		take_states(statedir, todo, ntodo);
	if (getenv("CG_DEBUG_PROJECT"))
		fprintf(stderr, "castguard: %d of %d units checked again with the summaries\n",
			P.rechecked, ntodo);

	/* print in database order */
	int status = 0;
	for (int i = 0; started && i < ntodo; i++) {
		int st = print_unit(todo[i], P.tmps[i], format, dedup);
		fclose(P.tmps[i]);
		P.tmps[i] = NULL;
		if (st > status)
			status = st;
	}
	if (format && started) {
		if (!merged)
			start_merged(format == 2);
		json_write(stdout, merged);
		fputc('\n', stdout);
	}
	fflush(stdout);
	if (sumdir[0])
		remove_dir(sumdir);
	if (statedir[0]) {
		remove_dir(statedir);
		if (started)
			baseline_finish();
	}
	return finish(started && !db_incomplete ? status : 2);
}

/* Is this a project-mode command line (-p DIR)? */
bool project_requested(int argc, char **argv)
{
	if (argc > 1 && (!strcmp(argv[1], "migrate") || !strcmp(argv[1], "diff")))
		return false;	/* a subcommand with options of its own */
	for (int i = 1; i + 1 < argc; i++)
		if (!strcmp(argv[i], "-p"))
			return true;
	return false;
}
