/* castguard-cc - a compiler wrapper that checks each C source with
 * castguard, then runs the real compiler with the same arguments
 * (sparse's cgcc contract): make CC=castguard-cc.
 *
 *   REAL_CC   the compiler (default cc)
 *   CHECK     the checker (default: castguard beside this program, else
 *             castguard in PATH); split at blanks, so CHECK="castguard
 *             -Wno-decl" works
 *
 * The checker runs once per C source (a .c file, or any file after
 * -x c), with the other sources left out; -E, -M and -MM runs, and runs
 * without C sources (linking, assembling), go straight to the compiler.
 * If a check exits non-zero the compiler is not run and the exit status
 * is 1; otherwise the compiler's status is ours.  castguard's own options
 * (-W<check>, --format=..., --pretty, ...) are given to the checker only. */
#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* gcc options whose value is the next argument */
static bool takes_arg(const char *a)
{
	static const char *const opts[] = {
		"-o", "-MF", "-MT", "-MQ", "-x", "-I", "-D", "-U", "-include", "-imacros",
		"-isystem", "-iquote", "-idirafter", "-L", "-l", "-Xlinker", "-Xassembler",
		"-Xpreprocessor", "-aux-info", "-G", "-T", "-u", "-z", "--param", "-isysroot",
		"-iprefix", "-iwithprefix", "-B", "-e",
	};
	for (size_t i = 0; i < sizeof opts / sizeof opts[0]; i++)
		if (!strcmp(a, opts[i]))
			return true;
	return false;
}

/* castguard's options, which gcc would refuse */
static bool checker_only(const char *a)
{
	static const char *const pre[] = {
		"--format=", "--color=", "--pretty", "--list-checks", "--base-dir=",
		"-fcaret", "-fno-caret", "-fdiagnostic-prefix", "-fdiagnostics-parseable-fixits",
		"-Wsparse-", "-Wno-sparse-", "--max-expansion-mib=",
	};
	for (size_t i = 0; i < sizeof pre / sizeof pre[0]; i++)
		if (!strncmp(a, pre[i], strlen(pre[i])))
			return true;
	return false;
}

static char *checker_path(const char *self, char *buf, size_t len)
{
	const char *env = getenv("CHECK");
	if (env && *env)
		return strdup(env);
	char exe[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n > 0) {
		exe[n] = 0;
		char *slash = strrchr(exe, '/');
		if (slash) {
			snprintf(buf, len, "%.*s/castguard", (int)(slash - exe), exe);
			if (access(buf, X_OK) == 0)
				return strdup(buf);
		}
	}
	(void)self;
	return strdup("castguard");
}

static int run(char **argv)
{
	pid_t pid = fork();
	if (pid == 0) {
		execvp(argv[0], argv);
		fprintf(stderr, "castguard-cc: %s: %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	int st;
	if (pid < 0 || waitpid(pid, &st, 0) < 0)
		return 127;
	return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

int main(int argc, char **argv)
{
	const char *cc = getenv("REAL_CC");
	if (!cc || !*cc)
		cc = "cc";
	bool no_check = false, lang_c = false;
	/* which arguments are C sources */
	bool *src = calloc(argc, sizeof *src);
	int nsrc = 0;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (!strcmp(a, "-E") || !strcmp(a, "-M") || !strcmp(a, "-MM"))
			no_check = true;
		if (!strcmp(a, "-x") && i + 1 < argc) {
			lang_c = !strcmp(argv[i + 1], "c");
			i++;
			continue;
		}
		if (!strncmp(a, "-x", 2) && a[2]) {
			lang_c = !strcmp(a + 2, "c");
			continue;
		}
		if (takes_arg(a)) {
			i++;
			continue;
		}
		if (a[0] == '-' && a[1])
			continue;
		size_t l = strlen(a);
		if (lang_c || (l > 2 && !strcmp(a + l - 2, ".c")) || !strcmp(a, "-")) {
			src[i] = true;
			nsrc++;
		}
	}

	char buf[PATH_MAX];
	char *check = checker_path(argv[0], buf, sizeof buf);
	/* CHECK may carry options: split it at blanks */
	char *words[64];
	int nw = 0;
	for (char *t = strtok(check, " \t"); t && nw < 63; t = strtok(NULL, " \t"))
		words[nw++] = t;

	for (int s = 1; s < argc && !no_check && nw; s++) {
		if (!src[s])
			continue;
		char **cv = malloc((argc + nw + 1) * sizeof *cv);
		int n = 0;
		for (int i = 0; i < nw; i++)
			cv[n++] = words[i];
		for (int i = 1; i < argc; i++)
			if (!src[i] || i == s)
				cv[n++] = argv[i];
		cv[n] = NULL;
		int st = run(cv);
		free(cv);
		if (st != 0) {
			free(src);
			return 1;	/* as cgcc: no compile after a failed check */
		}
	}
	free(src);

	char **gv = malloc((argc + 1) * sizeof *gv);
	int n = 0;
	gv[n++] = (char *)cc;
	for (int i = 1; i < argc; i++)
		if (!checker_only(argv[i]))
			gv[n++] = argv[i];
	gv[n] = NULL;
	execvp(cc, gv);
	fprintf(stderr, "castguard-cc: %s: %s\n", cc, strerror(errno));
	return 127;
}
