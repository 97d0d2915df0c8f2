/* project.c - project mode: castguard -p BUILD_DIR [FILES...].
 *
 * Reads BUILD_DIR/compile_commands.json, checks each translation unit in
 * a forked child (up to -j at a time; the checker's state is per process,
 * so a child is the cheapest clean slate), and prints the children's
 * output in database order, whatever order they finish in.  A diagnostic
 * in a header that an earlier unit already reported is dropped
 * (--no-header-dedup keeps them).  JSON and SARIF logs are merged into one. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "json.h"
#include "project.h"

typedef struct Entry {
	char *dir;		/* absolute working directory */
	char *file;		/* as the database spells it */
	char **args;		/* the compiler's arguments, without argv[0] */
	int nargs;
	char *out;		/* captured stdout+stderr */
	size_t outlen;
	int status;
} Entry;

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

static void run_child(Entry *e, char **opts, int nopts, const char *base, int fd,
		      int (*run_tu)(int, char **))
{
	dup2(fd, 1);
	dup2(fd, 2);
	close(fd);
	if (chdir(e->dir) != 0) {
		fprintf(stderr, "castguard: error: %s: %s\n", e->dir, strerror(errno));
		_exit(2);
	}
	int argc = 0;
	char **argv = malloc((e->nargs + nopts + 3) * sizeof *argv);
	argv[argc++] = "castguard";
	for (int i = 0; i < e->nargs; i++)
		argv[argc++] = e->args[i];
	for (int i = 0; i < nopts; i++)
		argv[argc++] = opts[i];
	char basearg[PATH_MAX + 16];
	snprintf(basearg, sizeof basearg, "--base-dir=%s", base);
	argv[argc++] = basearg;
	argv[argc] = NULL;
	int st = run_tu(argc, argv);
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

static void merge_json(Entry *e, bool sarif, bool dedup, Seen *seen)
{
	char err[128];
	/* the child prints its log on stdout and anything else on stderr,
	 * both into the same capture: the log is the last '{' at a line
	 * start through the end */
	char *start = e->out;
	for (char *q = e->out; q < e->out + e->outlen; q++)
		if (*q == '{' && (q == e->out || q[-1] == '\n') && q + 1 < e->out + e->outlen &&
		    q[1] == '\n')
			start = q;
	if (start > e->out)
		fwrite(e->out, 1, start - e->out, stderr);
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
		size_t n = list->n;
		list->n = 0;
		Json **items = list->v;
		list->v = NULL;
		for (size_t i = 0; i < n; i++) {
			Json *it = items[i];
			list->v = realloc(list->v, (list->n + 1) * sizeof *list->v);
			list->v[list->n++] = it;
			if (dedup) {
				char *buf;
				size_t bl;
				FILE *m = open_memstream(&buf, &bl);
				json_write(m, it);
				fclose(m);
				seen_add(seen, buf);
				free(buf);
			}
		}
		free(items);
		return;
	}
	for (size_t i = 0; i < list->n; i++) {
		Json *it = list->v[i];
		bool keep = true;
		if (dedup) {
			Json *f = sarif ? NULL : json_get(it, "file");
			char *buf;
			size_t bl;
			FILE *m = open_memstream(&buf, &bl);
			json_write(m, it);
			fclose(m);
			bool own = f && f->kind == J_STR && !strcmp(f->str, e->file);
			keep = own || seen_add(seen, buf);
			free(buf);
		}
		if (keep) {
			merged_list->v = realloc(merged_list->v, (merged_list->n + 1) * sizeof *merged_list->v);
			merged_list->v[merged_list->n++] = it;
		} else {
			json_free(it);
		}
		list->v[i] = NULL;
	}
	list->n = 0;
	json_free(j);
}

/* --- the driver ------------------------------------------------------------------- */

/* Everything project_main allocated, freed on every way out (leak
 * checkers run on the test suite). */
static struct {
	char **opts, **files;
	Entry *es;
	int n;
	Entry **todo;
	pid_t *pids;
	FILE **tmps;
	int ntmps;
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
	}
	for (int i = 0; i < P.ntmps; i++)
		if (P.tmps[i])
			fclose(P.tmps[i]);
	for (int i = 0; i < P.seen.n; i++)
		free(P.seen.keys[i]);
	free(P.seen.keys);
	free(P.es);
	free(P.todo);
	free(P.pids);
	free(P.tmps);
	free(P.opts);
	free(P.files);
	json_free(merged);
	return status;
}

/* --atomic-cross-tu, first pass: every unit of the database (not only
 * this run's share), its output dropped, each child appending the
 * summaries of its external functions to a file of DIR; then those files
 * joined into DIR/all.  False if the pass could not run. */
static bool summaries_pass(Entry *es, int n, char **opts, int nopts, const char *base, int jobs,
			   int (*run_tu)(int, char **), const char *dir)
{
	char exportarg[PATH_MAX + 32];
	snprintf(exportarg, sizeof exportarg, "--atomic-export=%s", dir);
	opts[nopts++] = exportarg;
	int running = 0, next = 0;
	while (next < n || running) {
		if (next < n && running < jobs) {
			int devnull = open("/dev/null", O_WRONLY);
			fflush(stdout);
			fflush(stderr);
			pid_t pid = fork();
			if (pid == 0)
				run_child(&es[next], opts, nopts, base, devnull, run_tu);
			close(devnull);
			if (pid < 0) {
				perr("fork: %s%s", strerror(errno), "");
				return false;
			}
			next++;
			running++;
			continue;
		}
		int st;
		if (wait(&st) < 0)
			break;
		running--;
	}
	/* join the children's files (one per process) */
	char all[PATH_MAX + 16];
	snprintf(all, sizeof all, "%s/all", dir);
	FILE *out = fopen(all, "w");
	if (!out) {
		perr("%s: %s", all, strerror(errno));
		return false;
	}
	DIR *d = opendir(dir);
	struct dirent *de;
	while (d && (de = readdir(d))) {
		if (strncmp(de->d_name, "summaries.", 10))
			continue;
		char path[PATH_MAX + 300];
		snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
		size_t len;
		char *text = slurp(path, &len);
		if (text)
			fwrite(text, 1, len, out);
		free(text);
		unlink(path);
	}
	if (d)
		closedir(d);
	fclose(out);
	return true;
}

int project_main(int argc, char **argv, int (*run_tu)(int, char **))
{
	const char *build = NULL;
	int jobs = (int)sysconf(_SC_NPROCESSORS_ONLN), shard_k = 1, shard_n = 1;
	bool dedup = true;
	int format = 0;		/* 0 text/pretty, 1 json, 2 sarif */
	bool cross = false;
	char **opts = P.opts = malloc((argc + 2) * sizeof *opts), **files = P.files = malloc(argc * sizeof *files);
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
		} else if (!strcmp(a, "--no-header-dedup"))
			dedup = false;
		else if (!strcmp(a, "--atomic-cross-tu"))
			cross = true;
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

	/* gfp-sleep-in-atomic across units: a first pass writes every unit's
	 * summaries, the checking pass reads them */
	char sumdir[PATH_MAX], importarg[PATH_MAX + 32];
	sumdir[0] = 0;
	if (cross) {
		const char *tmp = getenv("TMPDIR");
		snprintf(sumdir, sizeof sumdir, "%s/castguard-summaries.XXXXXX", tmp && *tmp ? tmp : "/tmp");
		if (!mkdtemp(sumdir)) {
			perr("%s: %s", sumdir, strerror(errno));
			return finish(2);
		}
		bool ok = summaries_pass(es, n, opts, nopts, base, jobs, run_tu, sumdir);
		snprintf(importarg, sizeof importarg, "--atomic-import=%s/all", sumdir);
		if (ok)
			opts[nopts++] = importarg;
	}

	/* run: up to JOBS children, each writing into its own temporary file */
	pid_t *pids = P.pids = calloc(ntodo ? ntodo : 1, sizeof *pids);
	FILE **tmps = P.tmps = calloc(ntodo ? ntodo : 1, sizeof *tmps);
	P.ntmps = ntodo;
	int running = 0, next = 0, status = 0;
	fflush(stdout);
	fflush(stderr);
	while (next < ntodo || running) {
		if (next < ntodo && running < jobs) {
			tmps[next] = tmpfile();
			if (!tmps[next]) {
				perr("temporary file: %s%s", strerror(errno), "");
				return finish(2);
			}
			pid_t pid = fork();
			if (pid == 0)
				run_child(todo[next], opts, nopts, base, dup(fileno(tmps[next])), run_tu);
			if (pid < 0) {
				perr("fork: %s%s", strerror(errno), "");
				return finish(2);
			}
			pids[next++] = pid;
			running++;
			continue;
		}
		int st;
		pid_t pid = wait(&st);
		if (pid < 0)
			break;
		for (int i = 0; i < next; i++)
			if (pids[i] == pid) {
				todo[i]->status = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
				pids[i] = 0;
			}
		running--;
	}

	/* print in database order */
	Seen *seenp = &P.seen;
	for (int i = 0; i < ntodo; i++) {
		Entry *e = todo[i];
		FILE *t = tmps[i];
		long len;
		fseek(t, 0, SEEK_END);
		len = ftell(t);
		rewind(t);
		e->out = malloc(len + 1);
		e->outlen = fread(e->out, 1, len, t);
		e->out[e->outlen] = 0;
		fclose(t);
		tmps[i] = NULL;
		if (format)
			merge_json(e, format == 2, dedup, seenp);
		else
			merge_text(e, dedup, seenp);
		if (e->status >= 128) {
			fprintf(stderr, "castguard: error: %s: the checker died (signal %d)\n",
				e->file, e->status - 128);
			e->status = 2;
		}
		if (e->status > status)
			status = e->status;
	}
	if (format) {
		if (merged) {
			json_write(stdout, merged);
			fputc('\n', stdout);
		} else if (format == 1) {
			puts("{\"tool\": \"castguard\", \"version\": \"0.1\", \"diagnostics\": []}");
		}
	}
	fflush(stdout);
	if (sumdir[0]) {
		char all[PATH_MAX + 16];
		snprintf(all, sizeof all, "%s/all", sumdir);
		unlink(all);
		rmdir(sumdir);
	}
	return finish(status);
}

/* Is this a project-mode command line (-p DIR)? */
bool project_requested(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "migrate"))
		return false;	/* a subcommand with options of its own */
	for (int i = 1; i + 1 < argc; i++)
		if (!strcmp(argv[i], "-p"))
			return true;
	return false;
}
