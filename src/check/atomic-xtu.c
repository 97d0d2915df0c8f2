/* atomic-xtu.c - gfp-sleep-in-atomic across the units of project mode:
 * the checking pass writes the summaries of each unit's external functions
 * and the questions it asked into a file of opt.atomic_export; a unit
 * whose questions another unit answers is checked again, reading them all
 * from opt.atomic_import, so that a call into another file counts as that
 * file's function does. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "atomic-internal.h"
#include "config.h"
#include "diag.h"
#include "gfp.h"
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

/*
 * The first pass (--atomic-export, no imports yet) notes the questions the
 * unit asked about external functions, and the calls between its own
 * functions.  Project mode checks a unit again with the imports only if
 * an answer could change its output: a function of another unit that has
 * a summary, asked about where a section is held or from a function whose
 * summary meets one (a root, or one called under a section, or called by
 * such a function); or, asked about anywhere, one whose summary takes or
 * releases a section or sleeps under its own.  Otherwise every question
 * that matters gets the same answer (none), and so does the unit.
 */
typedef struct { FnInfo *from; Ident *name; bool atomic; } Ask;
typedef struct { FnInfo *from, *to; bool atomic; } Call;
static struct { Ask *v; size_t n, cap; } asks;
static struct { Call *v; size_t n, cap; } calls;

void xtu_note_ask(FnInfo *from, Ident *name, bool atomic)
{
	if (asks.n == asks.cap)
		asks.v = realloc(asks.v, (asks.cap = asks.cap ? 2 * asks.cap : 256) * sizeof *asks.v);
	asks.v[asks.n++] = (Ask){from, name, atomic};
}

void xtu_note_call(FnInfo *from, FnInfo *to, bool atomic)
{
	if (calls.n == calls.cap)
		calls.v = realloc(calls.v, (calls.cap = calls.cap ? 2 * calls.cap : 256) * sizeof *calls.v);
	calls.v[calls.n++] = (Call){from, to, atomic};
}

/* FnInfo.matters: its summary meets a section, in the unit's walks. */
static void mark_matters(void)
{
	for (size_t i = 0; i < calls.n; i++) {
		calls.v[i].from->matters |= calls.v[i].from->root != NULL;
		calls.v[i].to->matters |= calls.v[i].atomic || calls.v[i].to->root;
	}
	for (size_t i = 0; i < asks.n; i++)
		asks.v[i].from->matters |= asks.v[i].from->root != NULL;
	for (bool changed = true; changed;) {
		changed = false;
		for (size_t i = 0; i < calls.n; i++)
			if (calls.v[i].from->matters && !calls.v[i].to->matters)
				changed = calls.v[i].to->matters = true;
	}
	/* FnInfo.asks_out: it, or a function of the unit it calls, asked
	 * about another unit's function */
	for (size_t i = 0; i < asks.n; i++)
		asks.v[i].from->asks_out = true;
	for (bool changed = true; changed;) {
		changed = false;
		for (size_t i = 0; i < calls.n; i++)
			if (calls.v[i].to->asks_out && !calls.v[i].from->asks_out)
				changed = calls.v[i].from->asks_out = true;
	}
}

/* The questions, one line a name: "?" NAME if any summary of it
 * matters, "~" NAME if only one that takes, releases or sleeps under a
 * section.  (A table by name: a unit asks thousands of questions.) */
static void put_questions(FILE *f)
{
	size_t cap = 256;
	while (cap < 2 * asks.n)
		cap *= 2;
	struct { Ident *name; bool any; } *t = calloc(cap, sizeof *t);
	for (size_t i = 0; i < asks.n; i++) {
		Ask *a = &asks.v[i];
		size_t k = ((uintptr_t)a->name >> 4) & (cap - 1);
		while (t[k].name && t[k].name != a->name)
			k = (k + 1) & (cap - 1);
		t[k].name = a->name;
		t[k].any |= a->atomic || a->from->matters;
	}
	for (size_t k = 0; k < cap; k++)
		if (t[k].name)
			fprintf(f, "%c\t%s\n", t[k].any ? '?' : '~', t[k].name->name);
	free(t);
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
	if (n < 10 || !*f[0] || !strcmp(f[0], "?") || !strcmp(f[0], "~"))
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

/* The summaries of this unit's external functions, for the others, and
 * the names it asked about ("?" lines): a file of the process (project mode takes it when the child ends),
 * written whole or not at all. */
void atomic_export(Unit *u)
{
	char path[4096], *text;
	size_t len;
	snprintf(path, sizeof path, "%s/summaries.%ld", opt.atomic_export, (long)getpid());
	FILE *f = open_memstream(&text, &len);
	if (!f)
		return;
	mark_matters();
	for (Node *d = u->first; d; d = d->next) {
		Symbol *fn = d->sym;
		if (d->kind != ND_DECL || !fn || fn->kind != SYM_FUNC || !(d->flags & DF_FUNC_DEF) || !has_body(fn) ||
		    fn->storage == SC_STATIC || fn->is_inline || !fn->fninfo || fn->fninfo->status != 2)
			continue;
		FnInfo *fi = fn->fninfo;
		if (fn->ty && gfp_known_allocator(fn->name->name, fn->ty))
			continue;	/* the allocator table says what it does */
		bool params = false;
		for (int k = 0; k < fi->nparams; k++)
			params |= fi->param_below[k] != NEVER;
		/* sections released that an unknown function may have taken
		 * (folio_lruvec_lock_irqsave() of another unit, a lock taken on
		 * a path the walk joined away) are no release for the others */
		int npop = fi->asks_out ? 0 : fi->npop;
		if (!fi->sleeps && !fi->must_sleep && !npop && !fi->npush && !params)
			continue;
		int v[MAX_HELD];
		fprintf(f, "%s\t", fn->name->name);
		v[0] = fi->sleeps ? fi->sleep_below : NEVER;
		put_ints(f, v, 1);
		fputc('\t', f);
		v[0] = fi->must_sleep ? fi->must_below : NEVER;
		put_ints(f, v, 1);
		fputc('\t', f);
		for (int i = 0; i < npop; i++)
			v[i] = fi->pop_kind[i];
		put_ints(f, v, npop);
		fputc('\t', f);
		for (int i = 0; i < fi->npush; i++)
			v[i] = fi->push_kind[i];
		put_ints(f, v, fi->npush);
		fputc('\t', f);
		put_ints(f, fi->param_below, fi->nparams);
		fprintf(f, "\t%s\t%u\t%u\t%s\n", fi->sleeps ? name_str(fi->sleep_loc.file) : "-",
			fi->sleep_loc.line, fi->sleep_loc.col, fi->sleep_what ? fi->sleep_what : "-");
	}
	put_questions(f);
	fclose(f);
	outfile_write(path, text, len);
	free(text);
}

void xtu_finish(void)
{
	free(asks.v);
	free(calls.v);
	asks.v = NULL;
	calls.v = NULL;
	asks.n = asks.cap = calls.n = calls.cap = 0;
	free(imported);
	imported = NULL;
	nimported = capimported = 0;
	imports_done = false;
}
