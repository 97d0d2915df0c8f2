/* config.h - what the command line asked for, as every layer reads it.
 *
 * options.c (at the top) fills it from argv; the preprocessor, the parser,
 * the checks and the tools read it.  It lives below them all so that
 * reading a setting never makes a layer depend on the argument parser. */
#ifndef CG_CONFIG_H
#define CG_CONFIG_H
#include <stdbool.h>
#include "arena.h"

enum { MODE_CHECK, MODE_PREPROCESS, MODE_DUMP_TOKENS, MODE_DUMP, MODE_DUMP_GFP };

typedef struct Options {
	int mode;
	bool dump_macros;		/* -dM */
	bool no_linemarkers;		/* -P */
	const char *input;		/* NULL or "-" = stdin */
	PtrVec more_inputs;		/* check mode, as sparse: the files after it */
	const char *output;		/* -o, only honoured with -E */
	PtrVec quote_dirs;		/* -iquote */
	PtrVec bracket_dirs;		/* -I */
	PtrVec system_dirs;		/* -isystem */
	PtrVec after_dirs;		/* -idirafter */
	PtrVec macros;			/* "D..." / "U..." in command-line order */
	PtrVec imacros, includes;	/* -imacros, -include */
	PtrVec prefix_maps;		/* -fmacro-prefix-map=OLD=NEW */
	bool nostdinc, undef, checker, pedantic;
	bool trigraphs, no_warn_trigraphs;
	bool no_warn_multichar;		/* -Wno-multichar */
	int std;			/* 1989, 1999, 2011, 2017, 2023 */
	bool std_given;			/* -std= was given (sparse's default is gnu89) */
	int gnu89_inline;		/* -fgnu89-inline 1, -fno-gnu89-inline 0, else -1 */
	bool gnu;			/* gnuXX dialect */
	bool m32;
	int opt;			/* -O level; -1 none given */
	bool opt_size;
	int pic;			/* 0, 1 (-fpic/-fpie), 2 (-fPIC/-fPIE) */
	bool pie;
	bool short_wchar, unsigned_char, freestanding, unwind_tables;
	bool no_sse, no_sse2, no_mmx, no_80387, big_endian;
	const char *cmodel;
	int ssp;			/* 0, 1 protector, 2 all, 3 strong, 4 explicit */
	bool pthread, openmp, exceptions;
	int max_include_depth;
	int max_expansion_mib;		/* scratch memory for one expansion */
	bool syntax_only;		/* -fsyntax-only: the front end, no checks */
	/* gfp-sleep-in-atomic: functions that begin / end an atomic section
	 * (--atomic-enter/-exit/-trylock NAME) beside the kernel's own, and the
	 * cross-unit summaries (--atomic-import=FILE, --atomic-export=DIR) */
	PtrVec atomic_enter, atomic_exit, atomic_trylock;
	PtrVec atomic_import;
	const char *atomic_export;
} Options;

extern Options opt;

void config_finish(void);

/* A check run (not -E, not -fsyntax-only) reads the code as sparse does:
 * sparse's values for the few macros it predefines strong, its names for
 * headers, its texts for what the preprocessor and the parser report. */
static inline bool sparse_mode(void)
{
	return opt.mode == MODE_CHECK && !opt.syntax_only;
}

/* The dialect year the predefined macros and feature tests answer for:
 * sparse's default is gnu89, gcc's gnu17. */
static inline int predef_std(void)
{
	return sparse_mode() && !opt.std_given ? 1989 : opt.std;
}

/* gcc's GNU89 inline semantics: an "extern inline" definition is only
 * for inlining, and a later definition in the unit replaces it.  The
 * default of -std=gnu89/c89; -f(no-)gnu89-inline chooses otherwise. */
static inline bool gnu89_inline(void)
{
	return opt.gnu89_inline >= 0 ? opt.gnu89_inline : opt.std == 1989;
}
#endif
