/* harness.c - libFuzzer entry point: one input = one castguard run.
 *
 * castguard keeps a unit's state in the globals of each module (the
 * settings, the intern and macro tables, the parser's scopes, the
 * diagnostics counters...).  Every run ends in unit_finish() (main.c, the
 * CG_FREE_AT_EXIT teardown), which frees what the unit took and puts each
 * module's variables back as a fresh process has them, also on the
 * fatal-error path, where exit() is redirected to cg_exit() and unwinds
 * here with longjmp.  So the next input starts from a fresh process's
 * state; tests/cli/reset.sh (fuzz/reset-check.c) checks that it does.
 *
 * FUZZ_MODE is the castguard option that selects the phase under test.
 * A target that runs castguard several times per input (fuzz/migrate.c)
 * builds this file with -DHARNESS_CUSTOM, which leaves out the entry
 * point, and calls harness_call() for each run.
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef FUZZ_MODE
#define FUZZ_MODE "-E"
#endif

int cg_main(int argc, char **argv);
void unit_finish(void);

static jmp_buf unwind;
static int running, exit_status;
static pid_t harness_pid;
static char dir[4096], path[4200];

__attribute__((noreturn)) void cg_exit(int status)
{
	if (!running)
		_exit(status);
	/* A child castguard forked (migrate --infer): a real exit, never a
	 * jump into the fuzzer's loop. */
	if (getpid() != harness_pid) {
		fflush(NULL);
		_exit(status);
	}
	exit_status = status;
	unit_finish();
	longjmp(unwind, 1);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	/* A directory of its own: #include "x.h" must not find stray files
	 * beside the input (CG_FUZZ_DIR: where fuzz-run.sh wants it). */
	const char *top = getenv("CG_FUZZ_DIR");
	harness_pid = getpid();
	snprintf(path, sizeof(path), "%s/cg-fuzz-%ld", top ? top : "/tmp",
		 (long)harness_pid);
	if (mkdir(path, 0700) != 0 && errno != EEXIST)
		abort();
	strcpy(dir, path);
	strcat(path, "/input.c");
	/* castguard's output is not under test; its diagnostics are noise
	 * (run with -close_fd_mask=2 to drop them too). */
	int fd = open("/dev/null", O_WRONLY);
	if (fd >= 0) {
		dup2(fd, 1);
		close(fd);
	}
	return 0;
}

/* The directory of this process's input files. */
const char *harness_dir(void)
{
	return dir;
}

/* Runs FN(ARGC, ARGV), which must end in unit_finish() (cg_main() does),
 * as cg_exit() does; its exit status. */
int harness_call(int (*fn)(int, char **), int argc, char **argv)
{
	running = 1;
	if (!setjmp(unwind))
		exit_status = fn(argc, argv);
	running = 0;
	fflush(stdout);
	fflush(stderr);
	return exit_status;
}

#ifndef HARNESS_CUSTOM
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char *args[] = { "castguard", FUZZ_MODE, "-nostdinc", path, NULL };
	FILE *f = fopen(path, "w");
	if (!f)
		abort();
	fwrite(data, 1, size, f);
	fclose(f);
	harness_call(cg_main, 4, args);
	return 0;
}
#endif
