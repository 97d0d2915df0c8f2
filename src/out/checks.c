/* checks.c - the check registry and the -W options that set its levels. */
#include <stdlib.h>
#include <string.h>
#include "checks.h"

const CheckInfo check_info[CK_COUNT] = {
#define X(id, name, flags, desc) [CK_##id] = { name, flags, desc },
#include "checks.inc"
#undef X
};

bool check_on[CK_COUNT] = {
#define X(id, name, flags, desc) [CK_##id] = ((flags) & CK_ON) != 0,
#include "checks.inc"
#undef X
};
bool check_werror[CK_COUNT];
static bool check_werror_off[CK_COUNT];
bool sparse_error;

CheckId check_by_name(const char *name)
{
	for (int i = 0; i < CK_COUNT; i++)
		if (!strcmp(name, check_info[i].name))
			return (CheckId)i;
	return CK_NONE;
}

/* Kbuild exports CHECKFLAGS (which ends in the user's CF=); the argv it
 * gives the checker is CHECKFLAGS then gcc's flags, which carry -Werror
 * under CONFIG_WERROR.  sparse ignores that -Werror, and so must we: in
 * make, and when a kernel argv (-D__KERNEL__) is replayed by hand. */
static bool kernel_argv;
static bool werror_is_ours(void)
{
	const char *cf = getenv("CHECKFLAGS");
	if (!cf)
		return !kernel_argv;
	for (const char *p = cf; (p = strstr(p, "-Werror")); p += 7)
		if ((p == cf || p[-1] == ' ' || p[-1] == '\t') &&
		    (!p[7] || p[7] == ' ' || p[7] == '\t'))
			return true;
	return false;
}

static bool turned_off[CK_COUNT];
static bool turned_on[CK_COUNT];	/* -WNAME, -Werror=NAME or -Wsparse-all */
static bool werror_all;

void checks_note_define(const char *macro)
{
	if (!strcmp(macro, "D__KERNEL__") || !strncmp(macro, "D__KERNEL__=", 12))
		kernel_argv = true;
}

void checks_finish_options(bool rich_format)
{
	/* the format is known now (--format may follow -W options): the
	 * extra checks are on by default in every format but sparse's text */
	for (int i = 0; i < CK_COUNT; i++)
		if ((check_info[i].flags & CK_EXTRA) && !turned_on[i] && !turned_off[i])
			check_on[i] = rich_format;
	if (werror_all && werror_is_ours())
		for (int i = 0; i < CK_COUNT; i++)
			if (!check_werror_off[i])
				check_werror[i] = true;
}

bool checks_option(const char *a)
{
	const char *n = a + 2;
	bool on = true;
	CheckId id;
	if (strncmp(a, "-W", 2))
		return false;
	if (!strcmp(n, "error")) {
		werror_all = true;	/* decided once the whole argv is read */
		return true;
	}
	if (!strncmp(n, "error=", 6) || !strncmp(n, "no-error=", 9)) {
		bool set = n[0] == 'e';
		id = check_by_name(strchr(n, '=') + 1);
		if (id == CK_NONE)
			return false;	/* gcc's -Werror=strict-prototypes etc. */
		check_werror[id] = set;
		check_werror_off[id] = !set;	/* -Wno-error=NAME wins over -Werror */
		if (set)
			check_on[id] = turned_on[id] = true;
		return true;
	}
	if (!strcmp(n, "sparse-error")) {
		sparse_error = true;
		return true;
	}
	if (!strcmp(n, "no-sparse-error")) {
		sparse_error = false;
		return true;
	}
	if (!strcmp(n, "sparse-all")) {
		/* sparse: every flag not turned off earlier */
		for (int i = 0; i < CK_COUNT; i++)
			if ((check_info[i].flags & CK_SPARSE) && !turned_off[i])
				check_on[i] = turned_on[i] = true;
		return true;
	}
	id = check_by_name(n);
	if (id == CK_NONE && !strncmp(n, "no-", 3))
		id = check_by_name(n + 3), on = false;
	else if (id == CK_NONE && !strncmp(n, "no", 2))
		id = check_by_name(n + 2), on = false;	/* sparse also reads -WnoNAME */
	if (id == CK_NONE)
		return false;
	check_on[id] = on;
	turned_off[id] = !on;
	turned_on[id] = on;
	return true;
}

/* A default that depends on the rest of the argv (sparse's
 * -Wdeclaration-after-statement follows -std): kept unless -WNAME,
 * -Wno-NAME or -Wsparse-all said otherwise. */
void checks_default(CheckId id, bool on)
{
	if (!turned_on[id] && !turned_off[id])
		check_on[id] = on;
}

void checks_list(FILE *f)
{
	for (int i = 0; i < CK_COUNT; i++) {
		const CheckInfo *c = &check_info[i];
		fprintf(f, "%-22s %-5s %s", c->name,
			c->flags & (CK_ON | CK_EXTRA) ? "on" : "off", c->desc);
		if (c->flags & CK_EXTRA)
			fprintf(f, " (sparse's text format: only with -W%s)", c->name);
		fputc('\n', f);
	}
}

/* Back to the levels of a fresh process (the fuzz harness runs many units,
 * each with its own -W options, in one). */
void checks_finish(void)
{
	for (int i = 0; i < CK_COUNT; i++)
		check_on[i] = (check_info[i].flags & CK_ON) != 0;
	memset(check_werror, 0, sizeof(check_werror));
	memset(check_werror_off, 0, sizeof(check_werror_off));
	memset(turned_off, 0, sizeof(turned_off));
	memset(turned_on, 0, sizeof(turned_on));
	sparse_error = kernel_argv = werror_all = false;
}
