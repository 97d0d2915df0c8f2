/* unit.c - a translation unit opened the one way every command opens it:
 * check mode, -E, --dump-tokens (main.c), migrate's inference (infer.c),
 * and so project mode's children and the fuzz harness, which go through
 * main.c.  Its counterpart, unit_finish() in main.c, hands it back. */
#include <string.h>
#include "check.h"
#include "pp.h"
#include "source.h"
#include "unit.h"

/* The options are read (options.c's unit_setup()): the preprocessor with
 * its predefined macros, the checks' per-unit hooks when CHECKS (the
 * include chain, the lock macros' expansions), BEFORE_READ (if any: -E's
 * output hooks), then INPUT's first line ("-" or NULL: stdin).  False
 * after an error message, as pp_start() says it. */
bool unit_open(const char *input, bool checks, void (*before_read)(void))
{
	pp_init();
	if (checks)
		check_init(name_id(input && strcmp(input, "-") ? input : "<stdin>"));
	if (before_read)
		before_read();
	return pp_start(input);
}
