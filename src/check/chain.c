/* chain.c - which file included which, as the preprocessor reports it,
 * for sparse's "note: in included file (through b.h, a.h):" lines and its
 * -include phase ("command-line").  The checks' own bookkeeping: the
 * preprocessor tells it through pp_file_change, diag asks it through
 * sdiag_includers. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "arena.h"
#include "chain.h"
#include "diag.h"
#include "pp.h"
#include "source.h"

/* Who included one reading of a file: sparse opens a stream for each
 * #include, so a header read again (no guard: a trace header, once per
 * TRACE_HEADER_MULTI_READ pass) has the includers of that reading. */
typedef struct Includer {
	uint32_t up;		/* includer's name id + 1, 0: none (the main file) */
	uint16_t up_reading;	/* which reading of the includer */
} Includer;
typedef struct Readings {
	Includer first;		/* reading 0 (most files are read once) */
	Includer *more;		/* readings 1.. (pp_reading() - 1) */
	uint32_t len, cap;	/* readings known; room in more */
} Readings;

static Readings *reads;		/* by name id */
static uint32_t nreads;
static struct {
	uint32_t name;
	uint16_t reading;
} *stack;
static int stack_len, stack_cap;

/* sparse reads the -include files before the main file, as a unit of
 * its own named "command-line": diagnostics of that phase name it where
 * they would name the main file. */
static uint32_t real_main_file;
static bool in_preinclude;

static Includer *includer_of(uint32_t name, unsigned reading)
{
	if (name >= nreads || !reads[name].len)
		return NULL;
	Readings *r = &reads[name];
	/* a place made without its reading (#line, a summary): the first */
	Includer *in = reading && reading < r->len ? &r->more[reading - 1] : &r->first;
	return in->up ? in : NULL;
}

static void set_includer(uint32_t name, unsigned reading, Includer in)
{
	reads = xgrow_zeroed(reads, &nreads, name, sizeof(*reads), 256);
	Readings *r = &reads[name];
	if (r->len <= reading)
		r->len = reading + 1;
	if (!reading) {
		r->first = in;
		return;
	}
	r->more = xgrow_zeroed(r->more, &r->cap, reading - 1, sizeof(*r->more), 4);
	r->more[reading - 1] = in;
}

static void push(uint32_t name, uint16_t reading)
{
	if (stack_len == stack_cap) {
		stack_cap = stack_cap ? stack_cap * 2 : 64;
		stack = xrealloc(stack, stack_cap * sizeof(*stack));
	}
	stack[stack_len].name = name;
	stack[stack_len++].reading = reading;
}

static void on_file_change(uint32_t name, uint32_t line, int flag, int sysp)
{
	(void)line;
	(void)sysp;
	if (flag == PP_ENTER || flag == PP_PREINCLUDE) {
		uint16_t reading = pp_reading();
		/* a -include file's includer is sparse's "builtin" stream */
		Includer in = {0, 0};
		if (flag == PP_PREINCLUDE) {
			in.up = name_id("builtin") + 1;
		} else if (stack_len) {
			in.up = stack[stack_len - 1].name + 1;
			in.up_reading = stack[stack_len - 1].reading;
		}
		if (in.up)
			set_includer(name, reading, in);
		if (flag == PP_PREINCLUDE && !in_preinclude) {
			in_preinclude = true;
			real_main_file = sdiag_main_file;
			sdiag_main_file = name_id("command-line");
		}
		push(name, reading);
	} else if (flag == PP_RETURN) {
		while (stack_len > 1 && stack[stack_len - 1].name != name)
			stack_len--;
	} else if (flag == PP_START || flag == PP_MAIN) {
		if (flag == PP_MAIN && in_preinclude) {
			in_preinclude = false;
			sdiag_main_file = real_main_file;
		}
		if (!stack_len)
			push(name, 0);
	}
}

void chain_finish(void)
{
	for (uint32_t i = 0; i < nreads; i++)
		free(reads[i].more);
	free(reads);
	free(stack);
	reads = NULL;
	nreads = 0;
	stack = NULL;
	stack_len = stack_cap = 0;
	in_preinclude = false;
	real_main_file = 0;
}

/* "(through b.h, a.h)", or "" for a direct include, as sparse words it. */
static const char *includers(uint32_t file, unsigned reading, char *buf, size_t len)
{
	buf[0] = 0;
	int count = 0;
	if (file == name_id("builtin"))
		return buf;	/* sparse's predefines: a header with no includer */
	Includer *in = includer_of(file, reading);
	if (!in)
		return NULL;	/* not a header of this unit (another unit's, in a note) */
	size_t used = 0;
	for (int guard = 0; guard < 256 && in; guard++) {
		uint32_t up = in->up - 1;
		if (up == sdiag_main_file)
			break;
		const char *nm = name_str(up);
		if (!strncmp(nm, "./", 2))
			nm += 2;
		size_t need = strlen(nm) + 2;
		if (used + need > 174) {	/* sparse's cut, measured */
			strncat(buf, ", ...", len - strlen(buf) - 1);
			count++;
			break;
		}
		strncat(buf, count ? ", " : " (through ", len - strlen(buf) - 1);
		strncat(buf, nm, len - strlen(buf) - 1);
		used += need;
		count++;
		in = includer_of(up, in->up_reading);
	}
	if (count)
		strncat(buf, ")", len - strlen(buf) - 1);
	return buf;
}

void chain_begin(void)
{
	sdiag_includers = includers;
	pp_file_change = on_file_change;
}

/* Whether a file was read through a -include (its chain of includers
 * ends at sparse's "builtin" stream). */
bool chain_from_preinclude(uint32_t file)
{
	uint32_t builtin = name_id("builtin");
	Includer *in = includer_of(file, 0);
	for (int guard = 0; guard < 256 && in; guard++) {
		if (in->up - 1 == builtin)
			return true;
		in = includer_of(in->up - 1, in->up_reading);
	}
	return false;
}
