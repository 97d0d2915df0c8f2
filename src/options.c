/* options.c - gcc's and sparse's command lines.
 *
 * Kbuild hands the checker ~105 gcc arguments; the few that change what
 * the preprocessor sees are honoured, every other -f/-m/-W/-O/-g option is
 * accepted and ignored, as sparse does. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "baseline.h"
#include "diag.h"
#include "options.h"
#include "lex.h"
#include "report.h"


static void set_std(const char *s)
{
	static const struct { const char *name; int std; bool gnu; } stds[] = {
		{"c89", 1989, false}, {"c90", 1989, false}, {"iso9899:1990", 1989, false},
		{"iso9899:199409", 1989, false}, {"gnu89", 1989, true}, {"gnu90", 1989, true},
		{"c99", 1999, false}, {"c9x", 1999, false}, {"iso9899:1999", 1999, false},
		{"gnu99", 1999, true}, {"gnu9x", 1999, true},
		{"c11", 2011, false}, {"c1x", 2011, false}, {"iso9899:2011", 2011, false},
		{"gnu11", 2011, true}, {"gnu1x", 2011, true},
		{"c17", 2017, false}, {"c18", 2017, false}, {"iso9899:2017", 2017, false},
		{"iso9899:2018", 2017, false}, {"gnu17", 2017, true}, {"gnu18", 2017, true},
		{"c2x", 2023, false}, {"c23", 2023, false}, {"gnu2x", 2023, true}, {"gnu23", 2023, true},
	};
	for (size_t i = 0; i < sizeof(stds) / sizeof(stds[0]); i++)
		if (!strcmp(s, stds[i].name)) {
			opt.std = stds[i].std;
			opt.gnu = stds[i].gnu;
			opt.std_given = true;
			return;
		}
	diag(DIAG_WARNING, CK_NONE, NOWHERE, "unknown -std=%s, using gnu17", s);
}

static void set_arch(const char *a)
{
	if (!strcmp(a, "i386") || !strcmp(a, "i486") || !strcmp(a, "i586") || !strcmp(a, "i686"))
		opt.m32 = true;
	else if (!strcmp(a, "x86_64") || !strcmp(a, "amd64"))
		opt.m32 = false;
	else if (strcmp(a, "x86"))
		diag(DIAG_WARNING, CK_NONE, NOWHERE, "unsupported --arch=%s, using x86_64", a);
}

/* Options with a separate or joined argument: "-I dir" or "-Idir". */
static const char *arg_of(const char *name, int *i, int argc, char **argv)
{
	const char *a = argv[*i];
	size_t n = strlen(name);
	if (a[n])
		return a + n;
	if (*i + 1 >= argc) {
		diag(DIAG_ERROR, CK_NONE, NOWHERE, "missing argument to '%s'", name);
		return NULL;
	}
	return argv[++*i];
}

static void handle_wp(const char *list)
{
	/* -Wp,-MMD,file / -Wp,-DX: split at commas; dependency files are
	 * never written (Kbuild's fixdep already consumed gcc's). */
	char *copy = strdup(list), *save = NULL;
	bool skip_next = false;
	for (char *tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		if (skip_next) {
			skip_next = false;
			continue;
		}
		if (!strcmp(tok, "-MD") || !strcmp(tok, "-MMD") || !strcmp(tok, "-MF") ||
		    !strcmp(tok, "-MT") || !strcmp(tok, "-MQ"))
			skip_next = true;
		else if (tok[0] == '-' && (tok[1] == 'D' || tok[1] == 'U') && tok[2]) {
			char *m = strdup(tok + 1);
			vec_push(&opt.macros, m);
		} else if (tok[0] == '-' && tok[1] == 'I' && tok[2]) {
			vec_push(&opt.bracket_dirs, strdup(tok + 2));
		}
	}
	free(copy);
}

/* The version: also in report.c's JSON and SARIF logs, project.c's empty
 * log and the man page's title line (tests/cli/docs.sh checks they agree). */
#define CASTGUARD_VERSION "0.1"

static void usage(FILE *f)
{
	fputs("usage: castguard [options] file.c\n"
	      "                     check one file (a '-' reads stdin)\n"
	      "       castguard -p BUILD_DIR [options] [FILES...]\n"
	      "                     project mode: the units of BUILD_DIR/compile_commands.json\n"
	      "       castguard diff OLD NEW\n"
	      "                     the diagnostics of log NEW that log OLD has not\n"
	      "       castguard migrate --to TYPE [options] FILES|DIRS...\n"
	      "                     rewrite declarations to TYPE (castguard migrate --help)\n"
	      "       castguard lsp [options]\n"
	      "                     a language server for editors (castguard lsp --help)\n"
	      "       make C=1 CHECK=castguard          the kernel's checker, in sparse's place\n"
	      "       make CC=castguard-cc              check each file, then compile it\n"
	      "modes (default: check):\n"
	      "  -E                 preprocess only, write the result to stdout (or -o FILE)\n"
	      "  -P                 with -E: no line markers\n"
	      "  -dM                with -E: print the macro definitions instead\n"
	      "  -fsyntax-only      the front end only (gcc's errors), without sparse's checks\n"
	      "  --dump-tokens      print every token after preprocessing with its location\n"
	      "  --dump             parse, then print each file-scope declaration and its type\n"
	      "  --dump-gfp         parse, then print the GFP flags the unit's macros define\n"
	      "  --list-checks      the checks, on/off by default, one line each\n"
	      "checks:\n"
	      "  -WNAME -Wno-NAME   turn check NAME on or off (--list-checks names them)\n"
	      "  -Werror=NAME -Wno-error=NAME   report check NAME as an error (exit status 1)\n"
	      "  -Werror            every check an error (not under Kbuild: see the man page)\n"
	      "  -Wsparse-all -Wsparse-error   sparse's: all sparse checks on; all errors\n"
	      "  -fmax-warnings=N -fmax-errors=N   sparse's caps (default: 100)\n"
	      "  --atomic-enter NAME --atomic-exit NAME   NAME() begins/ends an atomic\n"
	      "                     section (gfp-sleep-in-atomic), beside the kernel's own\n"
	      "  --atomic-trylock NAME   NAME() begins one where it returns true\n"
	      "output:\n"
	      "  --format=text|pretty|json|sarif   diagnostics as sparse's text (default),\n"
	      "                     gcc-style carets, or JSON/SARIF 2.1.0 on stdout\n"
	      "  --pretty, -fcaret  = --format=pretty\n"
	      "  --color=auto|always|never   colors in --pretty (default: auto, if stderr\n"
	      "                     is a terminal)\n"
	      "  -fdiagnostics-parseable-fixits   fix-it:\"FILE\":{L:C-L:C}:\"TEXT\" lines\n"
	      "  -fdiagnostic-prefix[=NAME]   NAME: after the column (default: sparse)\n"
	      "  --base-dir=DIR     SARIF: URIs relative to DIR (default: the current one)\n"
	      "  --baseline=OLD     only the diagnostics not in OLD (a JSON or SARIF log of\n"
	      "                     an earlier run); \"N new, M fixed, K unchanged\" on stderr\n"
	      "  --report-append=FILE   also append the run's JSON log (SARIF with\n"
	      "                     --format=sarif) to FILE, locked: one baseline of a build\n"
	      "preprocessor and target (as gcc 12):\n"
	      "  -D NAME[=VAL] -U NAME -I DIR -iquote DIR -isystem DIR -idirafter DIR\n"
	      "  -include FILE -imacros FILE -nostdinc -undef\n"
	      "  -std=STD           dialect (default: gnu17)\n"
	      "  -m32 -m64 --arch=x86|i386|x86_64   target (default: x86_64)\n"
	      "  -fmax-include-depth=N   nested #include limit (default: 200)\n"
	      "  --max-expansion-mib=N   give up on a macro expansion needing more than\n"
	      "                     N MiB (default: 1024)\n"
	      "  other gcc -f/-m/-W/-O/-g options are accepted and ignored\n"
	      "project mode (-p BUILD_DIR):\n"
	      "  -j N               units checked at once (default: the number of cores)\n"
	      "  --shard K/N        every N-th unit from the K-th\n"
	      "  --no-header-dedup  keep a header's diagnostic in every unit\n"
	      "  --no-atomic-cross-tu  gfp-sleep-in-atomic does not follow calls between\n"
	      "                     units (it does by default, over the units checked)\n"
	      "  --atomic-cross-tu  with FILES or --shard: over every unit of the database\n"
	      "  --unit-timeout=S   a unit not done in S seconds fails (the others go on)\n"
	      "  --unit-memory=MiB  a unit needing MiB more memory fails (the others go on)\n"
	      "exit status: 0 fine, 1 an error-level diagnostic, 2 usage or fatal error\n"
	      "  (or a failed write), 3 project mode: a unit crashed or exceeded a limit\n"
	      "  --version, --help  (man castguard: every option)\n", f);
}


/* -fmax-errors=N and friends: a malformed number is an error (as in gcc),
 * not silently 0, which would mean "no limit" or "no expansion at all". */
static bool count_arg(const char *name, const char *v, int *out)
{
	char *end;
	errno = 0;
	long n = strtol(v, &end, 10);
	if (!*v || *end || *v == '-' || *v == '+' || errno || n > INT_MAX) {
		diag(DIAG_ERROR, CK_NONE, NOWHERE,
			"argument to '%s' should be a non-negative integer", name);
		return false;
	}
	*out = n;
	return true;
}

bool options_parse(int argc, char **argv)
{
	const char *baseline = NULL;	/* --baseline=FILE */
	memset(&opt, 0, sizeof(opt));
	opt.mode = MODE_CHECK;
	opt.std = 2017;
	opt.gnu = true;
	opt.opt = -1;
	opt.gnu89_inline = -1;
	opt.pic = 2;			/* Debian's gcc defaults to -fPIE */
	opt.pie = true;
	opt.unwind_tables = true;
	opt.checker = true;
	opt.max_include_depth = 200;
	opt.max_expansion_mib = 1024;

	for (int i = 1; i < argc; i++) {
		const char *a = argv[i], *v;
		if (a[0] != '-' || !a[1]) {
			if (opt.input)
				vec_push(&opt.more_inputs, (void *)a);
			else
				opt.input = a;
			continue;
		}
#define IS(s) (!strcmp(a, s))
#define PREFIX(s) (!strncmp(a, s, strlen(s)))
		if (IS("-E")) opt.mode = MODE_PREPROCESS;
		else if (IS("-P")) opt.no_linemarkers = true;
		else if (IS("-dM")) opt.dump_macros = true;
		else if (IS("--dump-tokens")) opt.mode = MODE_DUMP_TOKENS;
		else if (IS("--dump")) opt.mode = MODE_DUMP;
		else if (IS("--dump-gfp")) opt.mode = MODE_DUMP_GFP;
		else if (IS("-fsyntax-only")) opt.syntax_only = true;
		else if (IS("--version")) { puts("castguard " CASTGUARD_VERSION); exit(0); }
		else if (IS("--help") || IS("-h")) { usage(stdout); exit(0); }
		else if (IS("-o")) {
			if (!(v = arg_of("-o", &i, argc, argv))) return false;
			opt.output = v;
		}
		else if (PREFIX("-D") || PREFIX("-U") || PREFIX("-A")) {
			char name[3] = {'-', a[1], 0};
			if (!(v = arg_of(name, &i, argc, argv))) return false;
			char *m = malloc(strlen(v) + 2);
			m[0] = a[1];
			strcpy(m + 1, v);
			vec_push(&opt.macros, m);
			checks_note_define(m);
		}
		else if (PREFIX("-iquote")) {
			if (!(v = arg_of("-iquote", &i, argc, argv))) return false;
			vec_push(&opt.quote_dirs, (void *)v);
		}
		else if (PREFIX("-isystem")) {
			if (!(v = arg_of("-isystem", &i, argc, argv))) return false;
			vec_push(&opt.system_dirs, (void *)v);
		}
		else if (PREFIX("-idirafter")) {
			if (!(v = arg_of("-idirafter", &i, argc, argv))) return false;
			vec_push(&opt.after_dirs, (void *)v);
		}
		else if (PREFIX("-imacros")) {
			if (!(v = arg_of("-imacros", &i, argc, argv))) return false;
			vec_push(&opt.imacros, (void *)v);
		}
		else if (PREFIX("-include")) {
			if (!(v = arg_of("-include", &i, argc, argv))) return false;
			vec_push(&opt.includes, (void *)v);
		}
		else if (IS("-I-")) ;
		else if (PREFIX("-I")) {
			if (!(v = arg_of("-I", &i, argc, argv))) return false;
			vec_push(&opt.bracket_dirs, (void *)v);
		}
		/* gcc's "--param NAME=VALUE" (Kbuild's KASAN flags, as sparse
		 * takes them): the value is not a file to check */
		else if (IS("--param")) {
			if (!arg_of("--param", &i, argc, argv)) return false;
		}
		else if (IS("-w")) diag_no_warnings = true;
		else if (IS("-nostdinc")) opt.nostdinc = true;
		else if (IS("-trigraphs")) opt.trigraphs = true;
		else if (IS("-Wno-trigraphs")) opt.no_warn_trigraphs = true;
		else if (IS("-Wtrigraphs")) opt.no_warn_trigraphs = false;
		else if (IS("-Wno-multichar")) opt.no_warn_multichar = true;
		else if (IS("-Wmultichar")) opt.no_warn_multichar = false;
		else if (IS("-pedantic") || IS("-Wpedantic") || IS("-pedantic-errors")) opt.pedantic = true;
		else if (IS("-undef")) opt.undef = true;
		else if (PREFIX("-std=")) set_std(a + 5);
		else if (IS("-ansi")) set_std("c90");
		else if (PREFIX("-Wp,")) handle_wp(a + 4);
		else if (PREFIX("-W") && checks_option(a)) ;
		else if (PREFIX("--format=")) {
			const char *f = a + 9;
			report_format = !strcmp(f, "text") ? FMT_TEXT : !strcmp(f, "json") ? FMT_JSON :
					!strcmp(f, "sarif") ? FMT_SARIF : !strcmp(f, "pretty") ? FMT_PRETTY : -1;
			if (report_format < 0) {
				diag(DIAG_ERROR, CK_NONE, NOWHERE,
					"unknown --format=%s (text, json, sarif, pretty)", f);
				return false;
			}
		}
		else if (IS("--pretty") || IS("-fcaret") || IS("-fdiagnostics-show-caret"))
			report_format = FMT_PRETTY;
		else if (IS("-fno-caret") || IS("-fno-diagnostics-show-caret")) {
			if (report_format == FMT_PRETTY)
				report_format = FMT_TEXT;
		}
		else if (PREFIX("--color=") || PREFIX("-fdiagnostics-color=")) {
			const char *c = strchr(a, '=') + 1;
			report_color = !strcmp(c, "always") ? 1 : !strcmp(c, "never") ? 0 :
				       !strcmp(c, "auto") ? -1 : -2;
			if (report_color == -2) {
				diag(DIAG_ERROR, CK_NONE, NOWHERE,
					"unknown %s (auto, always, never)", a);
				return false;
			}
		}
		else if (IS("-fdiagnostics-parseable-fixits")) report_parseable_fixits = true;
		else if (PREFIX("--base-dir=")) report_base_dir = a + 11;
		else if (PREFIX("--baseline=")) baseline = a + 11;
		else if (PREFIX("--baseline-state=")) baseline_state_dir = a + 17;
		else if (PREFIX("--report-append=")) report_append_path = a + 16;
		else if (IS("--list-checks")) { checks_list(stdout); exit(0); }
		else if (PREFIX("--atomic-export=")) opt.atomic_export = a + 16;
		else if (PREFIX("--atomic-import=")) vec_push(&opt.atomic_import, (void *)(a + 16));
		else if (IS("--atomic-enter") || IS("--atomic-exit") || IS("--atomic-trylock")) {
			if (!(v = arg_of(a, &i, argc, argv))) return false;
			vec_push(IS("--atomic-enter") ? &opt.atomic_enter :
				 IS("--atomic-exit") ? &opt.atomic_exit : &opt.atomic_trylock, (void *)v);
		}
		else if (IS("-fdiagnostic-prefix")) diag_prefix = "sparse";
		else if (PREFIX("-fdiagnostic-prefix=")) diag_prefix = a + 20;
		else if (PREFIX("-fmax-warnings=")) { if (!count_arg("-fmax-warnings=", a + 15, &max_warnings)) return false; }
		else if (PREFIX("-fmax-errors=")) { if (!count_arg("-fmax-errors=", a + 13, &max_errors)) return false; }
		else if (PREFIX("-ftabstop=")) {
			int n = atoi(a + 10);
			if (n > 0 && n <= 100)
				source_tabstop = n;
		}
		else if (IS("-m32")) opt.m32 = true;
		else if (IS("-m64") || IS("-mx32")) opt.m32 = false;
		else if (PREFIX("--arch=")) set_arch(a + 7);
		else if (IS("-mbig-endian")) opt.big_endian = true;
		else if (IS("-mlittle-endian")) opt.big_endian = false;
		else if (IS("-mno-sse")) opt.no_sse = true;
		else if (IS("-mno-sse2")) opt.no_sse2 = true;
		else if (IS("-mno-mmx")) opt.no_mmx = true;
		else if (IS("-mno-80387") || IS("-msoft-float")) opt.no_80387 = true;
		else if (PREFIX("-mcmodel=")) {
			if (strcmp(a + 9, "small"))
				opt.cmodel = a + 9;
		}
		else if (PREFIX("-O")) {
			opt.opt = a[2] == 0 ? 1 : a[2] == 's' || a[2] == 'z' ? 2 : a[2] == 'g' || a[2] == 'f' ? 1 : atoi(a + 2);
			opt.opt_size = a[2] == 's' || a[2] == 'z';
			if (a[2] == 'f')
				opt.opt = 3;
		}
		else if (IS("-fpic")) { opt.pic = 1; opt.pie = false; }
		else if (IS("-fPIC")) { opt.pic = 2; opt.pie = false; }
		else if (IS("-fpie")) { opt.pic = 1; opt.pie = true; }
		else if (IS("-fPIE")) { opt.pic = 2; opt.pie = true; }
		else if (IS("-fno-pic") || IS("-fno-PIC") || IS("-fno-pie") || IS("-fno-PIE")) {
			opt.pic = 0;
			opt.pie = false;
		}
		else if (IS("-fgnu89-inline")) opt.gnu89_inline = 1;
		else if (IS("-fno-gnu89-inline")) opt.gnu89_inline = 0;
		else if (IS("-fshort-wchar")) opt.short_wchar = true;
		else if (IS("-fno-short-wchar")) opt.short_wchar = false;
		else if (IS("-funsigned-char")) opt.unsigned_char = true;
		else if (IS("-fsigned-char")) opt.unsigned_char = false;
		else if (IS("-ffreestanding") || IS("-fno-hosted")) opt.freestanding = true;
		else if (IS("-fhosted")) opt.freestanding = false;
		else if (IS("-fno-asynchronous-unwind-tables")) opt.unwind_tables = false;
		else if (IS("-fasynchronous-unwind-tables")) opt.unwind_tables = true;
		else if (IS("-fstack-protector")) opt.ssp = 1;
		else if (IS("-fstack-protector-all")) opt.ssp = 2;
		else if (IS("-fstack-protector-strong")) opt.ssp = 3;
		else if (IS("-fstack-protector-explicit")) opt.ssp = 4;
		else if (IS("-fno-stack-protector")) opt.ssp = 0;
		else if (IS("-fexceptions")) opt.exceptions = true;
		else if (IS("-pthread")) opt.pthread = true;
		else if (IS("-fopenmp")) opt.openmp = true;
		else if (PREFIX("-fmacro-prefix-map=")) vec_push(&opt.prefix_maps, (void *)(a + 19));
		else if (PREFIX("-ffile-prefix-map=")) vec_push(&opt.prefix_maps, (void *)(a + 18));
		else if (PREFIX("-fmax-include-depth=")) { if (!count_arg("-fmax-include-depth=", a + 20, &opt.max_include_depth)) return false; }
		else if (PREFIX("--max-expansion-mib=")) { if (!count_arg("--max-expansion-mib=", a + 20, &opt.max_expansion_mib)) return false; }
		else if (IS("-x") || IS("-MF") || IS("-MT") || IS("-MQ") || IS("-G") ||
			 IS("-gcc-base-dir") || IS("-multiarch-dir") || IS("-aux-info") ||
			 IS("-Xpreprocessor") || IS("-Xassembler") || IS("-Xlinker")) {
			if (i + 1 < argc)
				i++;
		}
		else if (IS("-")) opt.input = "-";
		/* every other option is accepted and ignored, as sparse does */
#undef IS
#undef PREFIX
	}
	checks_finish_options(report_format != FMT_TEXT);
	/* sparse: on for C89 and C94 (not gnu89), unless set by a -W */
	checks_default(CK_DECLARATION_AFTER_STATEMENT, opt.std == 1989 && !opt.gnu);
	if (opt.more_inputs.len && opt.mode != MODE_CHECK) {
		diag(DIAG_ERROR, CK_NONE, NOWHERE, "more than one input file: '%s' and '%s'",
		     opt.input, (const char *)opt.more_inputs.v[0]);
		return false;
	}
	if (!opt.input) {
		diag(DIAG_ERROR, CK_NONE, NOWHERE, "no input files");
		usage(stderr);
		return false;
	}
	/* after --base-dir: the baseline's names are relative to it */
	report_collect = report_append_path != NULL;
	report_baseline_state = baseline || baseline_active;
	if (baseline && !baseline_load(baseline))
		return false;
	if (baseline_active)
		baseline_scope(opt.input);
	return true;
}

/* The front end made ready for one unit from its command line: names
 * interned afresh, the options read, the lexer told the dialect.  Check
 * mode (main.c) and migrate's children (infer.c) both start a unit so. */
bool unit_setup(int argc, char **argv)
{
	intern_init();
	if (!options_parse(argc, argv))
		return false;
	lex_std = opt.std;
	lex_gnu = opt.gnu;
	/* gcc 12's CPP_SCOPE: C2x, and every GNU dialect; sparse has no
	 * such token, so check mode keeps two colons */
	lex_scope = opt.std >= 2023 || (opt.gnu && !sparse_mode());
	lex_ident_tables = !sparse_mode();
	source_trigraphs = opt.trigraphs || !opt.gnu;
	return true;
}
