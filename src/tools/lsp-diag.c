/* lsp-diag.c - castguard lsp: castguard's JSON records (--format=json) as
 * LSP diagnostics and code actions.
 *
 * castguard counts columns as gcc does: a character (not a byte) one,
 * a tab to the next tab stop.  LSP counts UTF-16 code units from the start of the line, so every
 * position is converted through the text the check read (the editor's
 * buffer for the file being edited). */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lsp-internal.h"

void lsp_text_init(LspText *t, const char *text, size_t len)
{
	size_t cap = 64;
	t->text = text;
	t->len = len;
	t->lines = malloc(cap * sizeof *t->lines);
	t->lines[0] = 0;
	t->nlines = 1;
	for (size_t i = 0; i < len; i++) {
		if (text[i] != '\n')
			continue;
		if (t->nlines == cap)
			t->lines = realloc(t->lines, (cap *= 2) * sizeof *t->lines);
		t->lines[t->nlines++] = i + 1;
	}
}

void lsp_text_free(LspText *t)
{
	free(t->lines);
	t->lines = NULL;
}

/* Line LINE (0-based) of T: its start and length without the newline. */
static const char *line_of(const LspText *t, long line, size_t *len)
{
	if (!t || !t->text || line < 0 || (size_t)line >= t->nlines) {
		*len = 0;
		return "";
	}
	size_t a = t->lines[line], b = (size_t)line + 1 < t->nlines ? t->lines[line + 1] - 1 : t->len;
	if (b > a && t->text[b - 1] == '\r')
		b--;
	*len = b - a;
	return t->text + a;
}

/* UTF-16 code units of the UTF-8 bytes S[0, N). */
static long utf16_units(const char *s, size_t n)
{
	long u = 0;
	for (size_t i = 0; i < n; i++) {
		unsigned char c = s[i];
		if ((c & 0xc0) == 0x80)
			continue;	/* a continuation byte */
		u += c >= 0xf0 ? 2 : 1;	/* beyond the BMP: a surrogate pair */
	}
	return u;
}

static Json *position(long line, long character)
{
	Json *p = json_new(J_OBJ);
	json_put(p, "line", json_new_num(line));
	json_put(p, "character", json_new_num(character));
	return p;
}

Json *lsp_position(const LspText *t, long line, long col, int tabstop)
{
	size_t len, i = 0;
	const char *s = line_of(t, line - 1, &len);
	long c = 1;
	/* the lexer's columns: a tab to the next stop, a UTF-8 character one */
	while (i < len) {
		if (((unsigned char)s[i] & 0xc0) == 0x80) {
			i++;
			continue;
		}
		if (c >= col)
			break;
		c = s[i] == '\t' ? ((c - 1) / tabstop + 1) * tabstop + 1 : c + 1;
		i++;
	}
	return position(line > 0 ? line - 1 : 0, utf16_units(s, i));
}

size_t lsp_offset(const LspText *t, long line, long character)
{
	if (line < 0)
		return 0;
	if ((size_t)line >= t->nlines)
		return t->len;
	size_t len, i = 0;
	const char *s = line_of(t, line, &len);
	long u = 0;
	while (i < len && u < character) {
		unsigned char c = s[i];
		u += c >= 0xf0 ? 2 : 1;
		for (i++; i < len && ((unsigned char)s[i] & 0xc0) == 0x80; i++)
			;
	}
	return (size_t)(s - t->text) + i;
}

/* A note has no end column: its range is then the identifier (or the one
 * character) at its start, as the diagnostics' are, not an empty range some
 * editors do not show. */
static long token_end(const LspText *t, long line, long col, int tabstop)
{
	size_t len, i = 0;
	const char *s = line_of(t, line - 1, &len);
	long c = 1;
	while (i < len && c < col) {
		c = s[i] == '\t' ? ((c - 1) / tabstop + 1) * tabstop + 1 :
		    ((unsigned char)s[i] & 0xc0) == 0x80 ? c : c + 1;
		i++;
	}
	size_t j = i;
	while (j < len && (s[j] == '_' || (s[j] >= 'a' && s[j] <= 'z') || (s[j] >= 'A' && s[j] <= 'Z') ||
			   (s[j] >= '0' && s[j] <= '9')))
		j++;
	return col + (j > i ? (long)(j - i) : 1);
}

static Json *range(const LspText *t, long line, long col, long end_col, int tabstop)
{
	if (end_col <= col)
		end_col = token_end(t, line, col, tabstop);
	Json *r = json_new(J_OBJ);
	json_put(r, "start", lsp_position(t, line, col, tabstop));
	json_put(r, "end", lsp_position(t, line, end_col, tabstop));
	return r;
}

char *lsp_resolve(const char *dir, const char *path)
{
	char buf[PATH_MAX * 2], real[PATH_MAX];
	if (path[0] == '/' || !dir)
		snprintf(buf, sizeof buf, "%s", path);
	else
		snprintf(buf, sizeof buf, "%s/%s", dir, path);
	return strdup(realpath(buf, real) ? real : buf);
}

/* Is castguard's FILE (relative to DIR) the file PATH?  The last answer
 * is kept: a unit's records name the same few files again and again. */
static bool same_file(const char *file, const char *path, const char *dir)
{
	static char *last_file, *last_path, *last_dir;
	static bool last;
	if (last_file && !strcmp(last_file, file) && !strcmp(last_path, path) &&
	    !strcmp(last_dir, dir))
		return last;
	char *r = lsp_resolve(dir, file);
	last = !strcmp(r, path);
	free(r);
	free(last_file);
	free(last_path);
	free(last_dir);
	last_file = strdup(file);
	last_path = strdup(path);
	last_dir = strdup(dir);
	return last;
}

Json *lsp_records_in(const Json *records, const char *path, const char *dir)
{
	Json *out = json_new(J_ARR);
	for (size_t i = 0; records && records->kind == J_ARR && i < records->n; i++) {
		const char *file = json_str_of(json_get(records->v[i], "file"));
		if (file && same_file(file, path, dir))
			json_push(out, json_clone(records->v[i]));
	}
	return out;
}

/* A file's text from disk, for a note or a fix in a file other than the
 * one being checked (NULL text if unreadable: positions then count bytes). */
static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	*len = 0;
	if (!f)
		return NULL;
	size_t cap = 65536;
	char *buf = malloc(cap);
	size_t n;
	while ((n = fread(buf + *len, 1, cap - *len, f)) > 0) {
		*len += n;
		if (*len == cap)
			buf = realloc(buf, cap *= 2);
	}
	fclose(f);
	return buf;
}

/* The text of castguard's FILE: T if it is URI's file, else from disk
 * into OWN (free with lsp_text_free and free(OWN->text)). */
static const LspText *text_for(const char *file, const LspFile *f, LspText *own,
			       char **own_uri)
{
	char *path = lsp_resolve(f->dir, file);
	if (!strcmp(path, f->path)) {
		free(path);
		*own_uri = strdup(f->uri);
		return f->t;
	}
	*own_uri = lsp_path_to_uri(path);
	size_t len;
	char *text = slurp(path, &len);
	free(path);
	lsp_text_init(own, text, len);
	return own;
}

static void text_done(const LspText *used, LspText *own, char *own_uri)
{
	if (used == own) {
		free((char *)own->text);
		lsp_text_free(own);
	}
	free(own_uri);
}

static long num(const Json *rec, const char *key, long dflt)
{
	return json_num(json_get(rec, key), dflt);
}

/* A note of a record ("expected ...", "spinlock taken here") as an LSP
 * DiagnosticRelatedInformation. */
static Json *related(const Json *note, const LspFile *f)
{
	const char *file = json_str_of(json_get(note, "file"));
	const char *msg = json_str_of(json_get(note, "message"));
	if (!file || !msg)
		return NULL;
	LspText own;
	char *nuri;
	const LspText *nt = text_for(file, f, &own, &nuri);
	long line = num(note, "line", 1), col = num(note, "column", 1);
	Json *loc = json_new(J_OBJ);
	json_put(loc, "uri", json_new_str(nuri));
	json_put(loc, "range", range(nt, line, col, num(note, "endColumn", col), f->tabstop));
	Json *ri = json_new(J_OBJ);
	json_put(ri, "location", loc);
	json_put(ri, "message", json_new_str(msg));
	text_done(nt, &own, nuri);
	return ri;
}

Json *lsp_diagnostic(const Json *rec, const LspFile *f)
{
	const char *level = json_str_of(json_get(rec, "level"));
	const char *check = json_str_of(json_get(rec, "check"));
	const char *msg = json_str_of(json_get(rec, "message"));
	long line = num(rec, "line", 1), col = num(rec, "column", 1);
	/* LSP's DiagnosticSeverity: 1 error, 2 warning, 3 information */
	int sev = level && !strcmp(level, "error") ? 1 : level && !strcmp(level, "note") ? 3 : 2;
	Json *d = json_new(J_OBJ);
	json_put(d, "range", range(f->t, line, col, num(rec, "endColumn", col + 1), f->tabstop));
	json_put(d, "severity", json_new_num(sev));
	if (check && *check)
		json_put(d, "code", json_new_str(check));
	json_put(d, "source", json_new_str("castguard"));
	json_put(d, "message", json_new_str(msg ? msg : ""));
	Json *notes = json_get(rec, "notes"), *rel = json_new(J_ARR);
	for (size_t i = 0; notes && notes->kind == J_ARR && i < notes->n; i++) {
		Json *ri = related(notes->v[i], f);
		if (ri)
			json_push(rel, ri);
	}
	if (rel->n)
		json_put(d, "relatedInformation", rel);
	else
		json_free(rel);
	return d;
}

/* The title of a record's fix: what the edit does, in the editor's menu. */
static void fix_title(char *buf, size_t len, const Json *rec, const Json *fixes)
{
	const char *check = json_str_of(json_get(rec, "check"));
	const char *text = json_str_of(json_get(fixes->v[0], "replacement"));
	if (check && !strcmp(check, "gfp-swapped-args") && fixes->n == 2)
		snprintf(buf, len, "Swap the arguments (castguard)");
	else if (fixes->n == 1 && text && *text)
		snprintf(buf, len, "Replace with '%s' (castguard)", text);
	else
		snprintf(buf, len, "Apply the fix-it of %s (castguard)", check ? check : "castguard");
}

/* Add one fix (a castguard fix record) to CHANGES, the WorkspaceEdit's
 * map of URI to TextEdit[]. */
static void add_edit(Json *changes, const Json *fix, const LspFile *f)
{
	const char *file = json_str_of(json_get(fix, "file"));
	const char *text = json_str_of(json_get(fix, "replacement"));
	if (!file || !text)
		return;
	LspText own;
	char *furi;
	const LspText *ft = text_for(file, f, &own, &furi);
	long line = num(fix, "line", 1), col = num(fix, "column", 1);
	Json *edit = json_new(J_OBJ);
	Json *r = json_new(J_OBJ);	/* (end == column: an insertion) */
	json_put(r, "start", lsp_position(ft, line, col, f->tabstop));
	json_put(r, "end", lsp_position(ft, line, num(fix, "endColumn", col), f->tabstop));
	json_put(edit, "range", r);
	json_put(edit, "newText", json_new_str(text));
	Json *list = json_get(changes, furi);
	if (!list) {
		list = json_new(J_ARR);
		json_put(changes, furi, list);
	}
	json_push(list, edit);
	text_done(ft, &own, furi);
}

void lsp_code_actions(Json *actions, const Json *records, const LspFile *f, long first,
		      long last)
{
	for (size_t i = 0; records && i < records->n; i++) {
		const Json *rec = records->v[i], *fixes = json_get(rec, "fixes");
		long line = num(rec, "line", 1) - 1;
		if (!fixes || fixes->kind != J_ARR || !fixes->n || line < first || line > last)
			continue;
		char title[256];
		fix_title(title, sizeof title, rec, fixes);
		Json *changes = json_new(J_OBJ), *edit = json_new(J_OBJ);
		for (size_t k = 0; k < fixes->n; k++)
			add_edit(changes, fixes->v[k], f);
		json_put(edit, "changes", changes);
		Json *diags = json_new(J_ARR);
		json_push(diags, lsp_diagnostic(rec, f));
		Json *a = json_new(J_OBJ);
		json_put(a, "title", json_new_str(title));
		json_put(a, "kind", json_new_str("quickfix"));
		json_put(a, "diagnostics", diags);
		json_put(a, "isPreferred", json_new(J_TRUE));
		json_put(a, "edit", edit);
		json_push(actions, a);
	}
}

/* --- URIs ------------------------------------------------------------------------ */

static int hex(int c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 :
	       c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

char *lsp_uri_to_path(const char *uri)
{
	if (strncmp(uri, "file://", 7))
		return NULL;
	const char *p = uri + 7;
	if (*p != '/')		/* file://host/...: only the local host */
		p = strchr(p, '/');
	if (!p)
		return NULL;
	char *out = malloc(strlen(p) + 1), *o = out;
	for (; *p; p++) {
		if (*p == '%' && hex(p[1]) >= 0 && hex(p[2]) >= 0) {
			*o++ = (char)(hex(p[1]) * 16 + hex(p[2]));
			p += 2;
		} else {
			*o++ = *p;
		}
	}
	*o = 0;
	return out;
}

char *lsp_path_to_uri(const char *path)
{
	char *out = malloc(strlen(path) * 3 + 8), *o = out;
	o += sprintf(o, "file://");
	for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
		    strchr("/-._~", *p))
			*o++ = (char)*p;
		else
			o += sprintf(o, "%%%02X", *p);
	}
	*o = 0;
	return out;
}
