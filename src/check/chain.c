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

static PtrVec parents;	/* name id -> includer name id + 1 */
static uint32_t *stack_names;
static int stack_len, stack_cap;

/* sparse reads the -include files before the main file, as a unit of
 * its own named "command-line": diagnostics of that phase name it where
 * they would name the main file. */
static uint32_t real_main_file;
static bool in_preinclude;

static void on_file_change(uint32_t name, uint32_t line, int flag, int sysp)
{
	(void)line;
	(void)sysp;
	if (flag == PP_ENTER || flag == PP_PREINCLUDE) {
		while (parents.len <= (int)name)
			vec_push(&parents, NULL);
		/* a -include file's includer is sparse's "builtin" stream */
		uint32_t up = flag == PP_PREINCLUDE ? name_id("builtin") :
			      stack_len ? stack_names[stack_len - 1] : 0;
		if (!parents.v[name] && (stack_len || flag == PP_PREINCLUDE))
			parents.v[name] = (void *)(uintptr_t)(up + 1);
		if (flag == PP_PREINCLUDE && !in_preinclude) {
			in_preinclude = true;
			real_main_file = sdiag_main_file;
			sdiag_main_file = name_id("command-line");
		}
		if (stack_len == stack_cap) {
			stack_cap = stack_cap ? stack_cap * 2 : 64;
			stack_names = xrealloc(stack_names, stack_cap * sizeof *stack_names);
		}
		stack_names[stack_len++] = name;
	} else if (flag == PP_RETURN) {
		while (stack_len > 1 && stack_names[stack_len - 1] != name)
			stack_len--;
	} else if (flag == PP_START || flag == PP_MAIN) {
		if (flag == PP_MAIN && in_preinclude) {
			in_preinclude = false;
			sdiag_main_file = real_main_file;
		}
		if (!stack_len) {
			if (stack_len == stack_cap) {
				stack_cap = 64;
				stack_names = xrealloc(stack_names, stack_cap * sizeof *stack_names);
			}
			stack_names[stack_len++] = name;
		}
	}
}

void chain_finish(void)
{
	free(parents.v);
	free(stack_names);
	memset(&parents, 0, sizeof(parents));
	stack_names = NULL;
	stack_len = stack_cap = 0;
	in_preinclude = false;
	real_main_file = 0;
}

/* "(through b.h, a.h)", or "" for a direct include, as sparse words it. */
static const char *includers(uint32_t file, char *buf, size_t len)
{
	buf[0] = 0;
	uint32_t cur = file;
	int count = 0;
	if (file == name_id("builtin"))
		return buf;	/* sparse's predefines: a header with no includer */
	if ((int)file >= parents.len || !parents.v[file])
		return NULL;	/* not a header of this unit (another unit's, in a note) */
	size_t used = 0;
	for (int guard = 0; guard < 256; guard++) {
		if ((int)cur >= parents.len || !parents.v[cur])
			break;
		uint32_t up = (uint32_t)(uintptr_t)parents.v[cur] - 1;
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
		cur = up;
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
	for (int guard = 0; guard < 256 && (int)file < parents.len && parents.v[file]; guard++) {
		file = (uint32_t)(uintptr_t)parents.v[file] - 1;
		if (file == builtin)
			return true;
	}
	return false;
}
