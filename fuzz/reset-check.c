/* reset-check.c - does one castguard run leave the process as it found it?
 *
 * The fuzz harness runs many inputs in one process and relies on every
 * module handing its state back (unit_end(), main.c) so that the next run
 * starts as a fresh process would.  This driver proves it: castguard's
 * objects are built with their .data and .bss moved into the sections
 * cg_data and cg_bss (objcopy, fuzz/fuzz.mk: build/fuzz/reset-check), the
 * sections are copied once at start, and after each run (one command line
 * per line of stdin) they are compared with that copy.  Every byte that
 * differs is written to REPORT as "DIRTY SECTION+OFFSET after: COMMAND"; the caller
 * (tests/cli/reset.sh) names the variable from the symbol table.  Nothing
 * is restored: a run after a dirty one shows the harm it does, as in the
 * fuzzer.  The report's last line is "reset-check: N runs, M dirty".
 */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int cg_main(int argc, char **argv);
void unit_finish(void);

extern char __start_cg_data[], __stop_cg_data[];
extern char __start_cg_bss[], __stop_cg_bss[];

static jmp_buf unwind;
static int running;

__attribute__((noreturn)) void cg_exit(int status)
{
	if (!running)
		_exit(status);
	unit_finish();	/* as the fuzz harness does on a fatal error */
	longjmp(unwind, 1);
}

/* report SECTION COPY: each run of differing bytes, as an offset */
static FILE *dirt;

static int report(const char *name, const char *start, const char *stop,
		  const char *copy, const char *cmd)
{
	int dirty = 0;
	for (size_t i = 0; start + i < stop; i++) {
		if (start[i] == copy[i])
			continue;
		fprintf(dirt, "DIRTY %s+%#zx after: %s\n", name, i, cmd);
		dirty = 1;
		while (start + i + 1 < stop && start[i + 1] != copy[i + 1])
			i++;
	}
	return dirty;
}

static int split(char *line, char **argv, int max)
{
	int n = 0;
	argv[n++] = "castguard";
	for (char *t = strtok(line, " \t\n"); t && n < max - 1; t = strtok(NULL, " \t\n"))
		argv[n++] = t;
	argv[n] = NULL;
	return n;
}

int main(int argc0, char **argv0)
{
	size_t nd = __stop_cg_data - __start_cg_data;
	size_t nb = __stop_cg_bss - __start_cg_bss;
	char *data = malloc(nd + 1), *bss = malloc(nb + 1);
	char line[8192], cmd[8192], *argv[256];
	int runs = 0, dirty = 0;

	if (argc0 != 2 || !(dirt = fopen(argv0[1], "w"))) {
		fprintf(stderr, "usage: reset-check REPORT < COMMANDS\n");
		return 2;
	}
	/* (constructors have filled their tables already: they stay) */
	memcpy(data, __start_cg_data, nd);
	memcpy(bss, __start_cg_bss, nb);
	/* the output of the runs is not under test */
	if (!freopen("/dev/null", "w", stdout))
		return 2;
	while (fgets(line, sizeof(line), stdin)) {
		strcpy(cmd, line);
		cmd[strcspn(cmd, "\n")] = 0;
		int argc = split(line, argv, 256);
		if (argc < 2)
			continue;
		running = 1;
		if (!setjmp(unwind))
			cg_main(argc, argv);
		running = 0;
		runs++;
		fflush(stdout);
		int d = report("cg_data", __start_cg_data, __stop_cg_data, data, cmd);
		d |= report("cg_bss", __start_cg_bss, __stop_cg_bss, bss, cmd);
		dirty += d;
		fflush(stderr);
	}
	fprintf(dirt, "reset-check: %d runs, %d dirty\n", runs, dirty);
	fclose(dirt);
	return dirty != 0;
}
