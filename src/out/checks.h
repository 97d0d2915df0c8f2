/* checks.h - named checks and their per-run levels (-W, -Werror=, ...).
 *
 * Every diagnostic of the checks belongs to one entry of checks.inc.  The
 * command line sets each check's level; the report functions in diag.c
 * drop a diagnostic whose check is off and print a promoted one as an
 * error that makes the exit status 1. */
#ifndef CG_CHECKS_H
#define CG_CHECKS_H
#include <stdbool.h>
#include <stdio.h>

enum { CK_ON = 1, CK_SPARSE = 2, CK_ERROR = 4, CK_EXTRA = 8 };

typedef enum CheckId {
	CK_NONE = -1,			/* the front end's own errors: not a check */
#define X(id, name, flags, desc) CK_##id,
#include "checks.inc"
#undef X
	CK_COUNT
} CheckId;

typedef struct CheckInfo {
	const char *name;
	unsigned flags;
	const char *desc;
} CheckInfo;

extern const CheckInfo check_info[CK_COUNT];
extern bool check_on[CK_COUNT];		/* reported at all */
extern bool check_werror[CK_COUNT];	/* promoted: printed as error, exit 1 */
extern bool sparse_error;		/* -Wsparse-error */

/* -W... handling; true if ARG was one of ours.  gcc's -W options are not:
 * the caller ignores them, as sparse does.  In a Kbuild run (CHECKFLAGS in
 * the environment) a bare -Werror is gcc's (CONFIG_WERROR) unless it came
 * through CHECKFLAGS/CF; so it is with -D__KERNEL__ (a kernel argv replayed
 * outside make). */
bool checks_option(const char *arg);
/* options.c reports each -D/-U ("DNAME=V") and calls finish at the end:
 * a bare -Werror applies only then, as it depends on the whole argv. */
void checks_note_define(const char *macro);
void checks_finish_options(bool rich_format);
void checks_default(CheckId id, bool on);
void checks_finish(void);
CheckId check_by_name(const char *name);
void checks_list(FILE *f);
#endif
