/* atomic-xtu.c - project mode's two passes for gfp-sleep-in-atomic
 * (--atomic-cross-tu): the first writes the summaries of each unit's
 * external functions into a file of opt.atomic_export, the second reads
 * those of opt.atomic_import, so that a call into another file counts as
 * that file's function does. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "atomic-internal.h"
#include "config.h"
#include "diag.h"
#include "intern.h"
#include "outfile.h"
#include "parse.h"
#include "source.h"



#define IMPORT_SLOTS 4096
static struct { Ident *name; FnInfo *fi; } *imported;
static size_t nimported, capimported;

static FnInfo **import_slot(Ident *name)
{
	size_t i = ((uintptr_t)name >> 4) & (capimported - 1);
	while (imported[i].name && imported[i].name != name)
		i = (i + 1) & (capimported - 1);
	imported[i].name = name;
	return &imported[i].fi;
}

FnInfo *atomic_imported(Ident *name)
{
	if (!nimported)
		return NULL;
	size_t i = ((uintptr_t)name >> 4) & (capimported - 1);
	while (imported[i].name && imported[i].name != name)
		i = (i + 1) & (capimported - 1);
	return imported[i].name ? imported[i].fi : NULL;
}

static int list_ints(char *field, int *out, int max)
{
	int n = 0;
	if (!strcmp(field, "-"))
		return 0;
	for (char *p = field; *p && n < max;) {
		out[n++] = *p == 'n' ? NEVER : (int)strtol(p, &p, 10);
		if (*p == 'n')
			p++;
		if (*p == ',')
			p++;
		else if (*p)
			break;
	}
	return n;
}

/* One line per function: name, sleep threshold, must-sleep threshold,
 * kinds popped, kinds pushed, the gfp_t parameters' thresholds, the
 * allocation's file, line and column, and what it is; tab-separated, "-"
 * or "n" for none. */
static void import_line(char *line)
{
	char *f[10];
	int n = 0;
	for (char *p = line; n < 10; n++) {
		f[n] = p;
		p = strchr(p, n < 9 ? '\t' : '\n');
		if (!p) {
			n++;
			break;
		}
		*p++ = 0;
	}
	if (n < 10 || !*f[0])
		return;
	if (2 * (nimported + 1) > capimported) {
		size_t cap = capimported ? 2 * capimported : IMPORT_SLOTS;
		__typeof__(imported) old = imported;
		size_t oldcap = capimported;
		imported = calloc(cap, sizeof *imported);
		capimported = cap;
		for (size_t i = 0; i < oldcap; i++)
			if (old[i].name)
				*import_slot(old[i].name) = old[i].fi;
		free(old);
	}
	Ident *name = intern_cstr(f[0]);
	FnInfo **slot = import_slot(name);
	if (*slot)
		return;		/* the first unit's summary of a name stands */
	FnInfo *fi = calloc(1, sizeof *fi);
	int v[MAX_HELD + 64];
	fi->status = 2;
	fi->sleeps = list_ints(f[1], v, 1) == 1 && v[0] != NEVER;
	fi->sleep_below = fi->sleeps ? v[0] : NEVER;
	fi->must_sleep = list_ints(f[2], v, 1) == 1 && v[0] != NEVER;
	fi->must_below = fi->must_sleep ? v[0] : NEVER;
	fi->npop = list_ints(f[3], v, MAX_HELD);
	for (int i = 0; i < fi->npop; i++)
		fi->pop_kind[i] = (uint8_t)v[i];
	fi->npush = list_ints(f[4], v, MAX_HELD);
	for (int i = 0; i < fi->npush; i++)
		fi->push_kind[i] = (uint8_t)v[i];
	fi->nparams = list_ints(f[5], v, 64);
	fi->param_below = malloc((fi->nparams + 1) * sizeof(int));
	memcpy(fi->param_below, v, fi->nparams * sizeof(int));
	fi->sleep_loc = (Loc){.file = name_id(f[6]), .line = (uint32_t)atol(f[7]),
			      .col = (uint16_t)atoi(f[8])};
	fi->sleep_what = fi->sleep_alloc = strdup(f[9]);
	*slot = fi;
	nimported++;
}

static bool imports_done;

void atomic_import(void)
{
	if (imports_done)
		return;
	imports_done = true;
	for (int i = 0; i < opt.atomic_import.len; i++) {
		FILE *f = fopen(opt.atomic_import.v[i], "r");
		if (!f) {
			diag(DIAG_WARNING, CK_NONE, NOWHERE, "%s: cannot read the summaries: %s",
				   (const char *)opt.atomic_import.v[i], strerror(errno));
			continue;
		}
		char *line = NULL;
		size_t cap = 0;
		while (getline(&line, &cap, f) > 0)
			import_line(line);
		free(line);
		fclose(f);
	}
}

static void put_ints(FILE *f, const int *v, int n)
{
	if (!n)
		fputs("-", f);
	for (int i = 0; i < n; i++) {
		if (i)
			fputc(',', f);
		if (v[i] == NEVER)
			fputc('n', f);
		else
			fprintf(f, "%d", v[i]);
	}
}

/* The summaries of this unit's external functions, for the others: a
 * file of the process (project mode takes it when the child ends),
 * written whole or not at all. */
void atomic_export(Unit *u)
{
	char path[4096], *text;
	size_t len;
	snprintf(path, sizeof path, "%s/summaries.%ld", opt.atomic_export, (long)getpid());
	FILE *f = open_memstream(&text, &len);
	if (!f)
		return;
	for (Node *d = u->first; d; d = d->next) {
		Symbol *fn = d->sym;
		if (d->kind != ND_DECL || !fn || fn->kind != SYM_FUNC || !(d->flags & DF_FUNC_DEF) || !has_body(fn) ||
		    fn->storage == SC_STATIC || fn->is_inline || !fn->fninfo || fn->fninfo->status != 2)
			continue;
		FnInfo *fi = fn->fninfo;
		bool params = false;
		for (int k = 0; k < fi->nparams; k++)
			params |= fi->param_below[k] != NEVER;
		if (!fi->sleeps && !fi->must_sleep && !fi->npop && !fi->npush && !params)
			continue;
		int v[MAX_HELD];
		fprintf(f, "%s\t", fn->name->name);
		v[0] = fi->sleeps ? fi->sleep_below : NEVER;
		put_ints(f, v, 1);
		fputc('\t', f);
		v[0] = fi->must_sleep ? fi->must_below : NEVER;
		put_ints(f, v, 1);
		fputc('\t', f);
		for (int i = 0; i < fi->npop; i++)
			v[i] = fi->pop_kind[i];
		put_ints(f, v, fi->npop);
		fputc('\t', f);
		for (int i = 0; i < fi->npush; i++)
			v[i] = fi->push_kind[i];
		put_ints(f, v, fi->npush);
		fputc('\t', f);
		put_ints(f, fi->param_below, fi->nparams);
		fprintf(f, "\t%s\t%u\t%u\t%s\n", fi->sleeps ? name_str(fi->sleep_loc.file) : "-",
			fi->sleep_loc.line, fi->sleep_loc.col, fi->sleep_what ? fi->sleep_what : "-");
	}
	fclose(f);
	outfile_write(path, text, len);
	free(text);
}

void xtu_finish(void)
{
	free(imported);
	imported = NULL;
	nimported = capimported = 0;
	imports_done = false;
}
