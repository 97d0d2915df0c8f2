/* migrate.c - libFuzzer target lf-migrate: `castguard migrate` must give
 * code that parses again and reach its fixed point in one run.
 *
 * An input is a small tree of files in the form of LLVM's split-file:
 *
 *	//--- to blk_opf_t	(optional, first line: the TYPE; else gfp_t)
 *	text of input.c
 *	//--- include/gfp.h
 *	text of include/gfp.h
 *	//--- mm/alloc.c
 *	...
 *
 * (names: letters, digits, _ - . /, ending in .c or .h, no "..").  The
 * tree is written twice, to a/ and b/, and for each input:
 *
 *   1. castguard migrate --to TYPE --explain --in-place CFLAGS b
 *      (exit status 2, a usage or fatal error, ends the input here);
 *   2. castguard -fsyntax-only CFLAGS F, for each .c file F of a/ and of
 *      b/: where the original has no error, the rewritten file has none;
 *   3. castguard migrate --to TYPE --explain CFLAGS b prints no patch;
 *   4. infer_unit() on each .c file of a/, in this process: migrate runs
 *      it in forked children, whose coverage libFuzzer does not see.
 * A failed check abort()s, after saying what failed on the fuzzer's
 * stderr; so does a sanitizer report of any child castguard forked
 * (their reports go to files, see child_reports()).
 *
 * CFLAGS: -nostdinc -I DIR/include -I DIR/block -DCONFIG_POOL
 * -DCONFIG_SMP, what the fixtures of tests/migrate use.  migrate's
 * syntax check exec()s /proc/self/exe, here the fuzzer: the environment
 * must name a castguard in CASTGUARD_MIGRATE_SELF (fuzz-run.sh: a copy of
 * build/asan/castguard).
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sanitizer/common_interface_defs.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/resource.h>
#include <unistd.h>

#include "infer.h"

int cg_main(int argc, char **argv);
void unit_finish(void);
const char *harness_dir(void);
int harness_call(int (*fn)(int, char **), int argc, char **argv);

#define MAX_FILES 8
#define MAX_ARGS 32

static struct {
	char name[64];
	const uint8_t *text;
	size_t len;
} files[MAX_FILES];
static int nfiles;
static size_t input_size;
static char type[40];
static char top[4096], reports[4200];
static int err_fd = -1;	/* the fuzzer's own stderr */

static int log_fd = -1;	/* CG_FUZZ_LOG: the failures, also when stderr is closed */
static int base_fd;	/* the highest descriptor open before the first input */
static FILE *null_file;	/* infer_unit()'s facts: opened once, as a fatal
			 * error skips any fclose() after the run */

static void say(const char *fmt, const char *a, const char *b)
{
	dprintf(err_fd, fmt, a, b);
	if (log_fd >= 0)
		dprintf(log_fd, fmt, a, b);
}

__attribute__((noreturn)) static void fail(const char *what, const char *detail)
{
	say("lf-migrate: %s\n%s\n", what, detail ? detail : "");
	if (log_fd >= 0)
		dprintf(log_fd, "(input of %zu bytes, %d files, first %s)\n\n", input_size,
			nfiles, nfiles ? files[0].name : "-");
	abort();
}

#define CHILD_SECONDS 10	/* of CPU time, whatever the machine's load */

/* A forked child that runs too long leaves a report and ends. */
static void child_alarm(int sig)
{
	char p[4300];
	snprintf(p, sizeof(p), "%s.timeout", reports);
	int fd = open(p, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd >= 0) {
		dprintf(fd, "a child ran more than %d s\n", CHILD_SECONDS);
		close(fd);
	}
	_exit(124);
}

/* A forked child: its sanitizer reports go to REPORTS.PID, to be found
 * after the run (migrate reads a crashed child as "did not finish"); an
 * endless loop must not outlive the fuzzer (the limit stays across
 * exec(): such a child dies of SIGXCPU, and run_time() notices). */
static void in_child(void)
{
	struct rlimit rl = { CHILD_SECONDS, CHILD_SECONDS + 1 };
	__sanitizer_set_report_path(reports);
	signal(SIGXCPU, child_alarm);
	setrlimit(RLIMIT_CPU, &rl);
}

static void setup(void)
{
	snprintf(top, sizeof(top), "%s", harness_dir());
	snprintf(reports, sizeof(reports), "%s/child-report", top);
	err_fd = dup(2);
	const char *log = getenv("CG_FUZZ_LOG");
	if (log)
		log_fd = open(log, O_WRONLY | O_CREAT | O_APPEND, 0600);
	null_file = fopen("/dev/null", "w");
	for (int fd = 3; fd < 1024; fd++)
		if (fcntl(fd, F_GETFD) != -1)
			base_fd = fd;
	if (!getenv("CASTGUARD_MIGRATE_SELF"))
		fail("CASTGUARD_MIGRATE_SELF must name a castguard binary", NULL);
	pthread_atfork(NULL, NULL, in_child);
	/* exec()ed children read their options from the environment */
	for (int i = 0; i < 2; i++) {
		const char *var = i ? "UBSAN_OPTIONS" : "ASAN_OPTIONS";
		const char *old = getenv(var);
		char buf[8192];
		snprintf(buf, sizeof(buf), "%s%slog_path=%s", old ? old : "",
			 old && *old ? ":" : "", reports);
		setenv(var, buf, 1);
	}
}

static bool good_name(const char *s, size_t n)
{
	if (n < 3 || n >= sizeof(files[0].name) || s[0] == '/' ||
	    s[n - 2] != '.' || (s[n - 1] != 'c' && s[n - 1] != 'h'))
		return false;
	for (size_t i = 0; i < n; i++) {
		char c = s[i];
		if (!(c == '_' || c == '-' || c == '.' || c == '/' ||
		      (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
		      (c >= 'A' && c <= 'Z')))
			return false;
		if (c == '.' && i + 1 < n && s[i + 1] == '.')
			return false;
		if (c == '/' && i + 1 < n && s[i + 1] == '/')
			return false;
	}
	return true;
}

static void add_file(const char *name, size_t n, const uint8_t *text, size_t len)
{
	for (int i = 0; i < nfiles; i++)
		if (strlen(files[i].name) == n && !memcmp(files[i].name, name, n))
			return;	/* the first of two namesakes */
	if (nfiles == MAX_FILES)
		return;
	memcpy(files[nfiles].name, name, n);
	files[nfiles].name[n] = 0;
	files[nfiles].text = text;
	files[nfiles++].len = len;
}

/* Splits the input at its "//--- NAME" lines. */
static void split(const uint8_t *d, size_t size)
{
	const char *name = "input.c";
	size_t nlen = 7, start = 0, i = 0;
	nfiles = 0;
	strcpy(type, "gfp_t");
	while (i <= size) {
		size_t eol = i;
		while (eol < size && d[eol] != '\n')
			eol++;
		if (eol - i > 6 && !memcmp(d + i, "//--- ", 6)) {
			const char *s = (const char *)d + i + 6;
			size_t n = eol - i - 6;
			if (i == 0 && n > 3 && n < sizeof(type) + 3 && !memcmp(s, "to ", 3)) {
				memcpy(type, s + 3, n - 3);
				type[n - 3] = 0;
				start = eol + 1;
			} else if (good_name(s, n)) {
				if (i > start)
					add_file(name, nlen, d + start, i - start);
				name = s;
				nlen = n;
				start = eol + 1;
			}
		}
		i = eol + 1;
	}
	if (start <= size)
		add_file(name, nlen, d + start, size - start);
	for (char *t = type; *t; t++)
		if (!(*t == '_' || (*t >= '0' && *t <= '9') ||
		      (*t >= 'a' && *t <= 'z') || (*t >= 'A' && *t <= 'Z')))
			*t = '_';
}

static void remove_tree(const char *p)
{
	DIR *dir = opendir(p);
	if (!dir) {
		unlink(p);
		return;
	}
	struct dirent *e;
	char sub[8192];
	while ((e = readdir(dir))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		snprintf(sub, sizeof(sub), "%s/%s", p, e->d_name);
		remove_tree(sub);
	}
	closedir(dir);
	rmdir(p);
}

static void write_tree(const char *root)
{
	char p[8192];
	remove_tree(root);
	mkdir(root, 0700);
	for (int i = 0; i < nfiles; i++) {
		snprintf(p, sizeof(p), "%s/%s", root, files[i].name);
		for (char *s = p + strlen(root) + 1; (s = strchr(s, '/')); s++) {
			*s = 0;
			mkdir(p, 0700);
			*s = '/';
		}
		FILE *f = fopen(p, "w");
		if (!f)
			continue;	/* a name that is also a directory */
		fwrite(files[i].text, 1, files[i].len, f);
		fclose(f);
	}
}

/* argv: castguard PRE... CFLAGS for ROOT, then LAST (if not NULL). */
static int make_argv(char **av, char bufs[][4200], const char **pre, int npre,
		     const char *root, const char *last)
{
	int n = 0;
	av[n++] = "castguard";
	for (int i = 0; i < npre; i++)
		av[n++] = (char *)pre[i];
	av[n++] = "-nostdinc";
	snprintf(bufs[0], 4200, "-I%s/include", root);
	snprintf(bufs[1], 4200, "-I%s/block", root);
	av[n++] = bufs[0];
	av[n++] = bufs[1];
	av[n++] = "-DCONFIG_POOL";
	av[n++] = "-DCONFIG_SMP";
	if (last)
		av[n++] = (char *)last;
	av[n] = NULL;
	return n;
}

/* Runs castguard with AV, fd 1 and 2 to OUT and ERR (NULL: /dev/null). */
static int run(int (*fn)(int, char **), int ac, char **av, const char *out, const char *err)
{
	int save1 = dup(1), save2 = dup(2);
	int o = open(out ? out : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0600);
	int e = open(err ? err : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0600);
	dup2(o, 1);
	dup2(e, 2);
	close(o);
	close(e);
	int st = harness_call(fn, ac, av);
	dup2(save1, 1);
	dup2(save2, 2);
	close(save1);
	close(save2);
	return st;
}

static char *slurp(const char *p)
{
	FILE *f = fopen(p, "r");
	if (!f)
		return strdup("");
	size_t cap = 4096, n = 0, r;
	char *s = malloc(cap + 1);
	while ((r = fread(s + n, 1, cap - n, f)) > 0)
		if ((n += r) == cap)
			s = realloc(s, (cap *= 2) + 1);
	fclose(f);
	s[n] = 0;
	return s;
}

/* (a plain loop: ASan's strstr() measures the whole rest of the text on
 * each call, quadratic on 20,000 includes' worth of errors) */
static bool at(const char *p, const char *w)
{
	while (*w && *p == *w)
		p++, w++;
	return !*w;
}

static int count_errors(const char *s)
{
	int n = 0;
	for (const char *p = s; *p; p++)
		if (*p == ':' && (at(p, ": error: ") || at(p, ": fatal error: ")))
			n++;
	return n;
}

static int syntax_errors(const char *root, const char *file, char **text, int *status)
{
	char bufs[2][4200], p[8192], ep[4300];
	char *av[MAX_ARGS];
	static const char *pre[] = { "-fsyntax-only" };
	snprintf(p, sizeof(p), "%s/%s", root, file);
	snprintf(ep, sizeof(ep), "%s/errors", top);
	int ac = make_argv(av, bufs, pre, 1, root, p);
	*status = run(cg_main, ac, av, NULL, ep);
	*text = slurp(ep);
	return count_errors(*text);
}

/* Step 2: a .c file that parsed still parses once migrated. */
static void check_parses(const char *a, const char *b)
{
	for (int i = 0; i < nfiles; i++) {
		const char *name = files[i].name;
		if (name[strlen(name) - 1] != 'c')
			continue;
		char *before, *after;
		int sb, sa;
		int nb = syntax_errors(a, name, &before, &sb);
		int na = syntax_errors(b, name, &after, &sa);
		/* a file with errors before: the parser's recovery from them
		 * is no measure (a header rewritten ahead of a broken line
		 * moves where it resyncs, with more errors and no fault) */
		if (nb == 0 && (na > 0 || (sb == 0 && sa != 0))) {
			say("lf-migrate: %s has errors once migrated; before:\n%s", name, before);
			fail("after:", after);
		}
		free(before);
		free(after);
	}
}

static const char *type_arg;
static const char *base_arg;

/* As cg_main() does, the unit is handed back at the end (a fatal error:
 * cg_exit() does it), then infer.c's own state, which migrate leaves to
 * its child's exit. */
static int infer_main(int argc, char **argv)
{
	infer_unit_finish();
	int st = infer_unit(argc, argv, type_arg, base_arg, null_file);
	unit_finish();
	infer_unit_finish();
	return st;
}

/* Step 4: the inference's front end, in this process for its coverage. */
static void infer_here(const char *a)
{
	char bufs[2][4200], p[8192];
	char *av[MAX_ARGS];
	type_arg = type;
	base_arg = a;
	for (int i = 0; i < nfiles; i++) {
		if (files[i].name[strlen(files[i].name) - 1] != 'c')
			continue;
		snprintf(p, sizeof(p), "%s/%s", a, files[i].name);
		int ac = make_argv(av, bufs, NULL, 0, a, p);
		run(infer_main, ac, av, NULL, NULL);
	}
}

/* A sanitizer report of a child: abort() with it. */
static void child_reports(void)
{
	DIR *dir = opendir(top);
	struct dirent *e;
	char p[8192];
	while (dir && (e = readdir(dir))) {
		if (strncmp(e->d_name, "child-report", 12))
			continue;
		snprintf(p, sizeof(p), "%s/%s", top, e->d_name);
		char *s = slurp(p);
		unlink(p);
		fail("a child castguard reported:", s);
	}
	if (dir)
		closedir(dir);
}

/* CPU seconds of the children waited for. */
static double now(void)
{
	struct rusage ru;
	getrusage(RUSAGE_CHILDREN, &ru);
	return ru.ru_utime.tv_sec + ru.ru_stime.tv_sec +
	       (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
}

/* A migrate run whose children took too long (or one the limit killed). */
static void run_time(double t0)
{
	if (now() - t0 >= CHILD_SECONDS)
		fail("a migrate run's children took too long (one hung?)", NULL);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static bool ready;
	char a[4200], b[4200], out[4300], err[4300], bufs[2][4200];
	char *av[MAX_ARGS];
	if (!ready) {
		setup();
		ready = true;
	}
	/* castguard's descriptors left open by a fatal error (a process's
	 * exit would close them): a thousand inputs later, EMFILE */
	for (int fd = base_fd + 1; fd < 1024; fd++)
		close(fd);
	input_size = size;
	split(data, size);
	if (!nfiles)
		return 0;
	snprintf(a, sizeof(a), "%s/a", top);
	snprintf(b, sizeof(b), "%s/b", top);
	snprintf(out, sizeof(out), "%s/out", top);
	snprintf(err, sizeof(err), "%s/err", top);
	write_tree(a);
	write_tree(b);

	const char *pre[] = { "migrate", "--to", type, "--explain", "--in-place" };
	int ac = make_argv(av, bufs, pre, 5, b, b);
	double t0 = now();
	int st = run(cg_main, ac, av, out, err);
	child_reports();
	run_time(t0);
	if (st != 2) {
		check_parses(a, b);
		ac = make_argv(av, bufs, pre, 4, b, b);	/* no --in-place */
		t0 = now();
		run(cg_main, ac, av, out, err);
		child_reports();
		run_time(t0);
		struct stat sb;
		if (stat(out, &sb) == 0 && sb.st_size > 0) {
			char *patch = slurp(out);
			fail("a second migrate run printed a patch:", patch);
		}
	}
	infer_here(a);
	return 0;
}
