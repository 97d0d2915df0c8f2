/* main.c - the driver: parse the command line, run one translation unit. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>
#include "arena.h"
#include "baseline.h"
#include "diag.h"
#include "front.h"
#include "options.h"
#include "parse.h"
#include "check.h"
#include "gfp.h"
#include "pp.h"
#include "ppout.h"
#include "migrate.h"
#include "report.h"
#include "unit.h"
#include "project.h"
#include "lsp.h"
#include "outfile.h"

static FILE *out_file;
static OutFile *out_of;		/* -o FILE, or NULL for stdout */

static void flush_output(void)
{
	ppout_flush();
	if (out_file)
		fflush(out_file);
}

/* --dump-tokens: one line per token, with the macros it came from. */
static void dump_tokens(FILE *out, uint32_t main_name)
{
	for (;;) {
		Token *t = pp_next();
		if (t->kind == TK_EOF)
			break;
		const char *kind = tk_kind_name(t->kind);
		if (t->kind == TK_IDENT && t->ident->kw)
			kind = "keyword";
		if (t->file != main_name)
			fprintf(out, "%s:", name_str(t->file));
		fprintf(out, "%u:%u %s %.*s", t->line, t->col, kind, (int)t->len, t->text);
		for (Token *s = t; s->exp && s->exp->site; s = s->exp->site) {
			Token *site = s->exp->site;
			fprintf(out, " <- %s@", s->exp->macro->name->name);
			if (site->file != main_name)
				fprintf(out, "%s:", name_str(site->file));
			fprintf(out, "%u:%u", site->line, site->col);
		}
		putc('\n', out);
	}
}

#if defined(__SANITIZE_ADDRESS__) || defined(CG_FREE_AT_EXIT)
/* Hand everything back: each layer frees what the unit took and puts its
 * variables back as a fresh process has them.  Leak checkers then see a
 * clean exit, and the fuzz harness (fuzz/harness.c) runs the next input
 * in the same process; tests/cli/reset.sh checks that nothing is left.
 * A normal build leaves this to exit(): unmapping ~100 MiB costs ~10 ms. */
void unit_finish(void)
{
	check_finish();
	front_finish();
	diag_finish();
	report_finish();
	checks_finish();
	baseline_free();
	ppout_finish();
	arena_free(tu_arena);
	tu_arena = NULL;
	out_file = NULL;
	out_of = NULL;
}
#endif

static int run_input(void);

/* The unit is over: handed back in the builds that free at exit (the
 * fuzz harness then runs the next input); STATUS passed through. */
static int give_back(int status)
{
#if defined(__SANITIZE_ADDRESS__) || defined(CG_FREE_AT_EXIT)
	unit_finish();
#endif
	return status;
}

/* -E: the output's hooks, set before the main file's first line. */
static void start_output(void)
{
	ppout_init(out_file);
}

/* sparse checks each file of "sparse a.c b.c" in turn: so does check
 * mode, each file in a child of its own (a crash or a fatal error ends
 * that file's run alone), one after the other so their output keeps the
 * files' order.  The worst
 * exit status wins. */
static int run_each_input(void)
{
	int status = 0, n = opt.more_inputs.len + 1;
	for (int i = 0; i < n; i++) {
		const char *input = i ? opt.more_inputs.v[i - 1] : opt.input;
		fflush(stdout);
		fflush(stderr);
		pid_t pid = fork();
		if (pid < 0) {
			diag(DIAG_ERROR, CK_NONE, NOWHERE, "fork: %s", strerror(errno));
			return 2;
		}
		if (pid == 0) {
			opt.input = input;
			opt.more_inputs.len = 0;
			exit(run_input());
		}
		int ws, st = 2;
		while (waitpid(pid, &ws, 0) < 0 && errno == EINTR)
			;
		if (WIFEXITED(ws))
			st = WEXITSTATUS(ws);
		if (st > status)
			status = st;
	}
	return status;
}

static int run_unit(int argc, char **argv)
{
	Arena arena = {0};
	if (argc > 1 && !strcmp(argv[1], "migrate"))
		return migrate_main(argc - 1, argv + 1);
	if (argc > 1 && !strcmp(argv[1], "diff"))
		return baseline_diff_main(argc - 1, argv + 1);
	tu_arena = &arena;
	bool ok = unit_setup(argc, argv);
	if (ok && !opt.more_inputs.len)
		return run_input();	/* (it hands the unit back itself) */
	return give_back(ok ? run_each_input() : 2);
}

/* One unit, its options read: preprocess, parse and check opt.input. */
static int run_input(void)
{
	lex_warn_utf8 = opt.mode != MODE_PREPROCESS;
	lex_warn_trigraphs = !opt.no_warn_trigraphs;

	out_file = stdout;
	if (opt.output && opt.mode == MODE_PREPROCESS && strcmp(opt.output, "-")) {
		out_of = outfile_open(opt.output);
		if (!out_of)
			return give_back(2);
		out_file = outfile_stream(out_of);
	}
	diag_before_fatal = flush_output;

	const char *input = opt.input;
	bool print = opt.mode == MODE_PREPROCESS && !opt.dump_macros;
	if (!unit_open(input, opt.mode == MODE_CHECK, print ? start_output : NULL)) {
		if (out_of)
			outfile_close(out_of, false);
		return give_back(2);
	}
	switch (opt.mode) {
	case MODE_PREPROCESS:
		if (opt.dump_macros) {
			while (pp_next()->kind != TK_EOF)
				;
			pp_print_macros(out_file);
		} else {
			ppout_run();
		}
		break;
	case MODE_DUMP_TOKENS:
		dump_tokens(out_file, name_id(strcmp(input, "-") ? input : "<stdin>"));
		break;
	case MODE_DUMP:
		dump_unit(out_file, parse_unit());
		break;
	case MODE_DUMP_GFP:
		parse_unit();
		gfp_dump(out_file);
		break;
	default:
		if (opt.syntax_only) {
			parse_unit();
		} else {
			/* -Wshadow is reported while parsing: every body is */
			parse_lazy_bodies = !check_on[CK_SHADOW];
			parse_main_file = name_id(input && strcmp(input, "-") ? input : "<stdin>");
			check_unit(parse_unit());
		}
		break;
	}
	/* Front-end errors are gcc's errors too, so a build would stop on them
	 * anyway: exit 1 (sparse's warnings will exit 0). */
	int status = diag_errors ? 1 : 0;
	if (sdiag_errors && sparse_error)
		status = 1;	/* sparse's errors (and -Wsparse-error warnings) */
	if (sdiag_promoted)
		status = 1;	/* -Werror, -Werror=CHECK */
	if (baseline_active)
		status = baseline_new_failures ? 1 : 0;	/* only new ones count */
	if (!report_end())
		status = 2;
	baseline_finish();
	if (out_of) {
		/* the file is replaced only by a complete, error-free output */
		if (!outfile_close(out_of, status == 0))
			status = 2;
	} else if (fflush(stdout) != 0 || ferror(stdout)) {
		diag(DIAG_ERROR, CK_NONE, NOWHERE, "write error: %s", strerror(errno));
		status = 2;
	}
	return give_back(status);
}

int main(int argc, char **argv)
{
	outfile_init();
	if (lsp_requested(argc, argv))
		return lsp_main(argc - 1, argv + 1, run_unit);
	if (project_requested(argc, argv))
		return project_main(argc, argv, run_unit);
	return run_unit(argc, argv);
}
