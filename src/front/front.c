/* front.c - the front end's state for a unit, handed back in one place.
 *
 * Each module keeps the state of the unit being read beside the code that
 * uses it: the settings in config.c, the files in source.c, the names in
 * intern.c, the preprocessor's in struct PPState, the parser's token ring
 * and scopes, the types built for the target.  Each has a *_finish() that
 * frees what it took and puts every variable back as a fresh process has
 * it; front_finish() calls them all, last user first.  main.c calls it at
 * the end of a unit (in the builds that free at exit), which lets the fuzz
 * harness run thousands of units in one process; fuzz/reset-check.c
 * (tests/cli/reset.sh) proves that nothing is left behind.
 */
#include "config.h"
#include "front.h"
#include "intern.h"
#include "lex.h"
#include "parse.h"
#include "pp.h"
#include "source.h"
#include "type.h"

void front_finish(void)
{
	pp_finish();
	parse_finish();
	type_finish();
	lex_finish();
	source_free();
	intern_free();
	config_finish();
}
