/* harness.c - libFuzzer entry point: one input = one castguard run.
 *
 * castguard keeps its state in globals (intern and macro tables, options,
 * diagnostics counters, the parser's scopes...).  Rather than teach every
 * phase to reset itself, the fuzz build moves the .data and .bss of
 * castguard's own objects into sections cg_data and cg_bss (objcopy, see
 * fuzz.mk), snapshots them once, and copies the snapshot back before each
 * input: every run starts from the state of a fresh process.  Heap memory
 * is handed back by free_all() (main.c, the CG_FREE_AT_EXIT teardown),
 * also on the fatal-error path, where exit() is redirected to cg_exit()
 * and unwinds here with longjmp.  The coverage counters live in their own
 * sections (__sancov_*) and are not touched.
 *
 * FUZZ_MODE is the castguard option that selects the phase under test.
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
void free_all(void);

extern char __start_cg_data[], __stop_cg_data[];
extern char __start_cg_bss[], __stop_cg_bss[];

static char *snapshot;
static jmp_buf unwind;
static int running;
static char path[4200];

/* Copies the sanitizers do not look at: the sections also hold the
 * redzones ASan puts around globals.  Both sections are 32-byte aligned
 * and sized, so whole words do. */
__attribute__((no_sanitize("address", "coverage")))
static void copy(void *dst, const void *src, size_t n)
{
	volatile uint64_t *d = dst;
	const volatile uint64_t *s = src;
	for (size_t i = 0; i < n / 8; i++)
		d[i] = s[i];
	for (size_t i = n & ~(size_t)7; i < n; i++)
		((volatile char *)dst)[i] = ((const volatile char *)src)[i];
}

__attribute__((no_sanitize("address", "coverage")))
static void zero(void *dst, size_t n)
{
	volatile uint64_t *d = dst;
	for (size_t i = 0; i < n / 8; i++)
		d[i] = 0;
	for (size_t i = n & ~(size_t)7; i < n; i++)
		((volatile char *)dst)[i] = 0;
}

__attribute__((noreturn)) void cg_exit(int status)
{
	if (!running)
		_exit(status);
	free_all();
	longjmp(unwind, 1);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	size_t n = __stop_cg_data - __start_cg_data;
	snapshot = malloc(n ? n : 1);
	copy(snapshot, __start_cg_data, n);
	/* A directory of its own: #include "x.h" must not find stray files
	 * beside the input (CG_FUZZ_DIR: where fuzz-run.sh wants it). */
	const char *dir = getenv("CG_FUZZ_DIR");
	snprintf(path, sizeof(path), "%s/cg-fuzz-%ld", dir ? dir : "/tmp",
		 (long)getpid());
	if (mkdir(path, 0700) != 0 && errno != EEXIST)
		abort();
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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char *args[] = { "castguard", FUZZ_MODE, "-nostdinc", path, NULL };
	FILE *f = fopen(path, "w");
	if (!f)
		abort();
	fwrite(data, 1, size, f);
	fclose(f);

	copy(__start_cg_data, snapshot, __stop_cg_data - __start_cg_data);
	zero(__start_cg_bss, __stop_cg_bss - __start_cg_bss);
	running = 1;
	if (!setjmp(unwind))
		cg_main(4, args);
	running = 0;
	fflush(stdout);
	return 0;
}
