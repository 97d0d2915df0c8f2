/* report.c - diagnostics as records: JSON, SARIF 2.1.0, gcc-style carets.
 *
 * diag.c formats sparse's text itself; in the other formats it calls
 * report_add() for each line it would have printed, so every format shows
 * exactly the diagnostics the text would (same order, same caps, same
 * silencing).  Records live in malloc'd memory, not the TU arena: they
 * outlive the translation unit that produced them. */
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "arena.h"
#include "json.h"
#include "outfile.h"
#include "report.h"
#include "source.h"

int report_format = FMT_TEXT;
bool report_baseline_state;
bool report_collect;
const char *report_append_path;
int report_color = -1;
bool report_parseable_fixits;
const char *report_base_dir;

typedef struct Rec {
	int kind;
	CheckId ck;
	char *file;
	uint32_t line, col, end_col;
	char *msg;
	int parent;		/* notes: index of their diagnostic; else -1 */
	Fingerprint fp;		/* diagnostics: JSON's and SARIF's fingerprint */
} Rec;

typedef struct Fix {
	int rec;
	char *file;
	uint32_t line, col, end_col;
	char *text;
} Fix;

static Rec *recs;
static int nrecs, caprecs;
static Fix *fixes;
static int nfixes, capfixes;
static int last_diag = -1;
static int pretty_done;		/* records before this one are printed */

/* --- source lines ------------------------------------------------------ */

/* The last file asked for, whole: diagnostics come in runs per file.
 * Its line starts are found once: the GFP checks ask for the text of
 * every allocation call's line. */
static char *src_name, *src_buf;
static size_t src_len;
static uint32_t *src_lines;	/* offset of line i + 1's start */
static uint32_t src_nlines;

static void index_lines(void)
{
	uint32_t cap = 1024;
	const char *end = src_buf + src_len;
	src_lines = xrealloc(src_lines, cap * sizeof *src_lines);
	src_lines[0] = 0;
	src_nlines = 1;
	for (const char *p = memchr(src_buf, '\n', src_len); p; p = memchr(p + 1, '\n', end - p - 1)) {
		if (src_nlines == cap)
			src_lines = xrealloc(src_lines, (cap *= 2) * sizeof *src_lines);
		src_lines[src_nlines++] = p + 1 - src_buf;
	}
}

static const char *source_line(const char *file, uint32_t line, size_t *len)
{
	if (!src_name || strcmp(src_name, file)) {
		free(src_name);
		free(src_buf);
		src_name = strdup(file);
		src_buf = NULL;
		src_len = 0;
		src_nlines = 0;
		size_t olen;
		const char *otext = source_override_text(file, &olen);
		FILE *f = otext ? NULL : fopen(file, "rb");
		if (otext) {
			src_buf = xmalloc(olen + 1);
			memcpy(src_buf, otext, olen);
			src_len = olen;
		} else if (f) {
			size_t cap = 0, n;
			char chunk[65536];
			while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
				if (src_len + n + 1 > cap) {
					cap = (src_len + n + 1) * 2;
					src_buf = realloc(src_buf, cap);
				}
				memcpy(src_buf + src_len, chunk, n);
				src_len += n;
			}
			fclose(f);
		}
	}
	if (!src_buf || !line)
		return NULL;
	if (!src_nlines)
		index_lines();
	if (line > src_nlines)
		return NULL;
	const char *p = src_buf + src_lines[line - 1], *end = src_buf + src_len;
	const char *e = memchr(p, '\n', end - p);
	*len = (e ? e : end) - p;
	return p;
}

/* Display column (tabs to source_tabstop, as the columns are) -> byte index. */
static size_t byte_of_col(const char *s, size_t len, uint32_t col)
{
	uint32_t c = 1;
	size_t i = 0;
	while (i < len && c < col) {
		c = s[i] == '\t' ? source_tab_col(c) : c + 1;
		i++;
	}
	return i;
}

const char *report_source_line(uint32_t file, uint32_t line, size_t *len)
{
	return source_line(name_str(file), line, len);
}

size_t report_byte_of_col(const char *s, size_t len, uint32_t col)
{
	return byte_of_col(s, len, col);
}

static bool ident_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_' || c == '$';
}

uint32_t report_token_end(uint32_t file, uint32_t line, uint32_t col)
{
	size_t len;
	const char *s = source_line(name_str(file), line, &len);
	if (!s)
		return col + 1;
	size_t i = byte_of_col(s, len, col), j = i;
	if (i >= len)
		return col + 1;
	if (ident_char(s[i]) || s[i] == '.')
		while (j < len && (ident_char(s[j]) || s[j] == '.'))
			j++;
	else
		j = i + 1;
	return col + (uint32_t)(j - i);
}

/* --- collecting ------------------------------------------------------------- */

static void pretty_flush(void);
static Fingerprint pending_fp;	/* computed by the baseline's filter */
static bool have_pending;

void report_add(int kind, CheckId ck, uint32_t file, uint32_t line, uint32_t col,
		const char *msg)
{
	if (kind != RK_NOTE && report_format == FMT_PRETTY)
		pretty_flush();
	if (kind == RK_NOTE && last_diag < 0)
		return;
	if (nrecs == caprecs) {
		caprecs = caprecs ? caprecs * 2 : 64;
		recs = realloc(recs, caprecs * sizeof *recs);
	}
	Rec *r = &recs[nrecs];
	r->kind = kind;
	r->ck = ck;
	r->file = strdup(file ? name_str(file) : "");
	r->line = line;
	r->col = col;
	r->end_col = file && line && col ? report_token_end(file, line, col) : 0;
	r->msg = strdup(msg);
	r->parent = kind == RK_NOTE ? last_diag : -1;
	if (kind != RK_NOTE) {
		last_diag = nrecs;
		r->fp = have_pending ? pending_fp : report_fingerprint(ck, file, line, msg);
	}
	have_pending = false;
	nrecs++;
}

void report_fingerprint_pending(Fingerprint fp)
{
	pending_fp = fp;
	have_pending = true;
}

void report_drop_last(void)
{
	last_diag = -1;
	have_pending = false;
}

static void print_fixit_line(FILE *f, const Fix *x)
{
	fprintf(f, "fix-it:\"%s\":{%u:%u-%u:%u}:\"", x->file, x->line, x->col, x->line, x->end_col);
	for (const char *p = x->text; *p; p++)
		if (*p == '"' || *p == '\\')
			fprintf(f, "\\%c", *p);
		else
			fputc(*p, f);
	fputs("\"\n", f);
}

void report_fix(uint32_t file, uint32_t line, uint32_t col, uint32_t end_col,
		const char *text)
{
	Fix x = { last_diag, strdup(name_str(file)), line, col, end_col, strdup(text) };
	if (report_format == FMT_TEXT) {
		/* sparse's text has no fix-its; only the parseable line */
		if (report_parseable_fixits)
			print_fixit_line(stderr, &x);
		if (!report_collect) {
			free(x.file);
			free(x.text);
			return;
		}
	}
	if (last_diag < 0)
		return;
	if (nfixes == capfixes) {
		capfixes = capfixes ? capfixes * 2 : 16;
		fixes = realloc(fixes, capfixes * sizeof *fixes);
	}
	fixes[nfixes++] = x;
}

/* The first fix-it of record REC: they are added in the records' order,
 * so a binary search (a scan per record was quadratic: 20,000 warnings
 * with fix-its took 0.6 s to print). */
static int fixes_of(int rec)
{
	int lo = 0, hi = nfixes;
	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		if (fixes[mid].rec < rec)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* --- gcc-style caret text ------------------------------------------------------ */

static bool use_color(void)
{
	return report_color == 1 || (report_color < 0 && isatty(2));
}

#define C(code) (color ? "\033[" code "m" : "")

static void print_caret(FILE *f, const Rec *r, bool color, const Fix *fix)
{
	size_t len;
	const char *s = source_line(r->file, r->line, &len);
	if (!s)
		return;
	/* the line with tabs expanded, so display columns line up */
	fprintf(f, "%5u | ", r->line);
	uint32_t c = 1;
	for (size_t i = 0; i < len; i++) {
		if (s[i] == '\t') {
			do
				fputc(' ', f);
			while (c++ % source_tabstop);
		} else {
			fputc(s[i], f);
			c++;
		}
	}
	fprintf(f, "\n      | %*s%s^", (int)(r->col > 0 ? r->col - 1 : 0), "", C("1;32"));
	for (uint32_t i = r->col + 1; i < r->end_col; i++)
		fputc('~', f);
	fprintf(f, "%s\n", C("0"));
	if (fix && fix->line == r->line)
		fprintf(f, "      | %*s%s%s%s\n", (int)(fix->col > 0 ? fix->col - 1 : 0), "",
			C("32"), fix->text, C("0"));
}

static void print_pretty(FILE *f, int i)
{
	const Rec *r = &recs[i];
	bool color = use_color();
	const char *what = r->kind == RK_NOTE ? "note" : r->kind == RK_ERROR ? "error" : "warning";
	const char *wc = r->kind == RK_NOTE ? "1;36" : r->kind == RK_ERROR ? "1;31" : "1;35";
	const Fix *fix = NULL;
	for (int k = fixes_of(i); k < nfixes && fixes[k].rec == i; k++)
		fix = &fixes[k];
	if (r->file[0])
		fprintf(f, "%s%s:%u:%u:%s ", C("1"), r->file, r->line, r->col, C("0"));
	else
		fprintf(f, "%scastguard:%s ", C("1"), C("0"));
	if (color)
		fprintf(f, "\033[%sm%s:\033[0m %s", wc, what, r->msg);
	else
		fprintf(f, "%s: %s", what, r->msg);
	if (r->kind != RK_NOTE && r->ck != CK_NONE)
		fprintf(f, " [-W%s%s]", r->kind == RK_ERROR && check_werror[r->ck] ? "error=" : "",
			check_info[r->ck].name);
	fputc('\n', f);
	const Rec *up = r->kind == RK_NOTE ? &recs[r->parent] : NULL;
	if (!up || strcmp(up->file, r->file) || up->line != r->line || up->col != r->col)
		print_caret(f, r, color, fix);	/* not again for a note at the same place */
	if (fix && report_parseable_fixits)
		print_fixit_line(f, fix);
}

static void pretty_flush(void)
{
	for (; pretty_done < nrecs; pretty_done++)
		print_pretty(stderr, pretty_done);
}

/* --- JSON ------------------------------------------------------------------------ */


static const char *kind_name(int kind)
{
	return kind == RK_ERROR ? "error" : kind == RK_WARNING ? "warning" : "note";
}

static const char *check_name(CheckId ck)
{
	return ck == CK_NONE ? "frontend" : check_info[ck].name;
}

static void json_fix(FILE *f, const Fix *x)
{
	fputs("{\"file\": ", f);
	json_write_str(f, x->file);
	fprintf(f, ", \"line\": %u, \"column\": %u, \"endColumn\": %u, \"replacement\": ",
		x->line, x->col, x->end_col);
	json_write_str(f, x->text);
	fputc('}', f);
}

static void emit_json(FILE *f)
{
	fputs("{\n  \"tool\": \"castguard\",\n  \"version\": \"0.1\",\n  \"diagnostics\": [", f);
	bool first = true;
	for (int i = 0; i < nrecs; i++) {
		const Rec *r = &recs[i];
		if (r->kind == RK_NOTE)
			continue;
		fprintf(f, "%s\n    {\"check\": ", first ? "" : ",");
		first = false;
		json_write_str(f, check_name(r->ck));
		fprintf(f, ", \"level\": \"%s\", \"file\": ", kind_name(r->kind));
		json_write_str(f, r->file);
		fprintf(f, ", \"line\": %u, \"column\": %u, \"endColumn\": %u,\n     \"message\": ",
			r->line, r->col, r->end_col);
		json_write_str(f, r->msg);
		fprintf(f, ", \"fingerprint\": \"%016llx:%u\"", (unsigned long long)r->fp.hash,
			r->fp.occ);
		fputs(", \"notes\": [", f);
		bool fn = true;
		for (int k = i + 1; k < nrecs && recs[k].parent == i; k++) {
			const Rec *n = &recs[k];
			fprintf(f, "%s{\"file\": ", fn ? "" : ", ");
			fn = false;
			json_write_str(f, n->file);
			fprintf(f, ", \"line\": %u, \"column\": %u, \"message\": ", n->line, n->col);
			json_write_str(f, n->msg);
			fputc('}', f);
		}
		fputs("], \"fixes\": [", f);
		fn = true;
		for (int k = fixes_of(i); k < nfixes && fixes[k].rec == i; k++) {
			fputs(fn ? "" : ", ", f);
			fn = false;
			json_fix(f, &fixes[k]);
		}
		fputs("]}", f);
	}
	fputs(first ? "]\n}\n" : "\n  ]\n}\n", f);
}

/* --- SARIF 2.1.0 ---------------------------------------------------------------- */

static char base_dir[PATH_MAX];	/* the current directory, with a final '/' */

/* The base directory of relative URIs, with a final '/'. */
static void sarif_base(void)
{
	if (!(report_base_dir && realpath(report_base_dir, base_dir)) &&
	    !getcwd(base_dir, sizeof base_dir - 1))
		strcpy(base_dir, "/");
	if (base_dir[strlen(base_dir) - 1] != '/')
		strcat(base_dir, "/");
}

const char *report_base(void)
{
	if (!base_dir[0])
		sarif_base();
	return base_dir;
}

/* PATH relative to the base directory when it is inside it (*RELATIVE),
 * else absolute; ABS (PATH_MAX bytes) holds the resolved name. */
static const char *rel_path(const char *path, char *abs, bool *relative)
{
	const char *p = path;
	if (!base_dir[0])
		sarif_base();
	if (realpath(path, abs))
		p = abs;
	size_t bl = strlen(base_dir);
	*relative = !strncmp(p, base_dir, bl);
	if (*relative)
		p += bl;
	else if (p[0] != '/')
		*relative = true;	/* unresolvable relative name: keep it */
	while (*relative && p[0] == '.' && p[1] == '/')
		p += 2;
	return p;
}

/* A URI for PATH: relative to the base directory when it is inside it
 * (then uriBaseId SRCROOT applies), else an absolute file: URI. */
static void sarif_uri(FILE *f, const char *path, bool *relative)
{
	char abs[PATH_MAX];
	const char *p = rel_path(path, abs, relative);
	fputc('"', f);
	if (!*relative)
		fputs("file://", f);
	for (const unsigned char *q = (const unsigned char *)p; *q; q++) {
		if ((*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') ||
		    (*q >= '0' && *q <= '9') || strchr("/-._~+", *q))
			fputc(*q, f);
		else
			fprintf(f, "%%%02X", *q);
	}
	fputc('"', f);
}

/* An artifactLocation: {"uri": ...} with its base id when relative. */
static void sarif_artifact(FILE *f, const char *path)
{
	bool rel;
	fputs("{\"uri\": ", f);
	sarif_uri(f, path, &rel);
	if (rel)
		fputs(", \"uriBaseId\": \"SRCROOT\"", f);
	fputc('}', f);
}

void report_sarif_artifact(FILE *f, const char *path)
{
	if (!base_dir[0])
		sarif_base();
	sarif_artifact(f, path);
}

static void sarif_location(FILE *f, const char *file, uint32_t line, uint32_t col,
			   uint32_t end_col)
{
	fputs("{\"physicalLocation\": {\"artifactLocation\": ", f);
	sarif_artifact(f, file);
	if (line) {
		fprintf(f, ", \"region\": {\"startLine\": %u", line);
		if (col)
			fprintf(f, ", \"startColumn\": %u, \"endLine\": %u, \"endColumn\": %u",
				col, line, end_col > col ? end_col : col + 1);
		fputs("}", f);
	}
	fputs("}}", f);
}

/* --- fingerprints ----------------------------------------------------------------- */

static uint64_t fnv(uint64_t h, const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++)
		h = (h ^ (unsigned char)s[i]) * 0x100000001b3ULL;
	return h;
}

uint64_t report_hash(const char *s, size_t len)
{
	return fnv(0xcbf29ce484222325ULL, s, len);
}

const char *report_rel_path(const char *path)
{
	static char *last, *last_rel;
	if (!path) {
		free(last);
		free(last_rel);
		last = last_rel = NULL;
		return NULL;
	}
	if (last && !strcmp(last, path))
		return last_rel;
	char abs[PATH_MAX];
	bool rel;
	const char *p = rel_path(path, abs, &rel);
	free(last);
	free(last_rel);
	last = strdup(path);
	last_rel = strdup(p);
	return last_rel;
}

/* How many diagnostics had each hash so far: an open-addressing table. */
static struct {
	uint64_t *keys;
	uint32_t *counts;
	size_t cap, n;
} occ;

static uint32_t *occ_slot(uint64_t h)
{
	if (2 * (occ.n + 1) > occ.cap) {
		size_t oldcap = occ.cap;
		uint64_t *ok = occ.keys;
		uint32_t *oc = occ.counts;
		occ.cap = oldcap ? oldcap * 2 : 256;
		occ.keys = calloc(occ.cap, sizeof *occ.keys);
		occ.counts = calloc(occ.cap, sizeof *occ.counts);
		occ.n = 0;
		for (size_t i = 0; i < oldcap; i++)
			if (oc[i])
				*occ_slot(ok[i]) = oc[i];	/* counts it in occ.n */
		free(ok);
		free(oc);
	}
	size_t i = h & (occ.cap - 1);
	while (occ.counts[i] && occ.keys[i] != h)
		i = (i + 1) & (occ.cap - 1);
	if (!occ.counts[i]) {
		occ.keys[i] = h;
		occ.n++;
	}
	return &occ.counts[i];
}

/* FNV-1a over the check, the file relative to the base directory, the
 * message and the source line without blanks: stable when lines move or
 * are re-indented, as GitHub's primaryLocationLineHash is; the n-th
 * diagnostic with the same hash gets occurrence n.  The baseline
 * (baseline.c) matches the runs on these. */
Fingerprint report_fingerprint(CheckId ck, uint32_t file, uint32_t line, const char *msg)
{
	const char *name = check_name(ck), *path = file ? name_str(file) : "";
	const char *rel = file ? report_rel_path(path) : "";
	uint64_t h = report_hash(name, strlen(name) + 1);
	h = fnv(h, rel, strlen(rel) + 1);
	h = fnv(h, msg, strlen(msg) + 1);
	size_t len;
	const char *s = file ? source_line(path, line, &len) : NULL;
	for (size_t i = 0; s && i < len; i++)
		if (s[i] != ' ' && s[i] != '\t')
			h = fnv(h, s + i, 1);
	Fingerprint fp = { h, 0 };
	fp.occ = ++*occ_slot(h);
	return fp;
}

static void sarif_rule(FILE *f, const char *id, const char *desc, const char *level)
{
	fputs("\n        {\"id\": ", f);
	json_write_str(f, id);
	fputs(", \"shortDescription\": {\"text\": ", f);
	json_write_str(f, desc);
	fputs("}, \"fullDescription\": {\"text\": ", f);
	json_write_str(f, desc);
	fputs("}, \"help\": {\"text\": ", f);
	char help[512];
	snprintf(help, sizeof help, "%s. Turn it off with -Wno-%s, make it an error with -Werror=%s.",
		 desc, id, id);
	json_write_str(f, help);
	fprintf(f, "}, \"defaultConfiguration\": {\"level\": \"%s\"}}", level);
}

static void emit_sarif(FILE *f)
{
	sarif_base();
	fputs("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
	      "  \"version\": \"2.1.0\",\n  \"runs\": [{\n"
	      "    \"tool\": {\"driver\": {\"name\": \"castguard\", \"version\": \"0.1\",\n"
	      "      \"rules\": [", f);
	for (int i = 0; i < CK_COUNT; i++) {
		sarif_rule(f, check_info[i].name, check_info[i].desc,
			   !check_on[i] ? "none" : check_werror[i] || (check_info[i].flags & CK_ERROR) ?
			   "error" : "warning");
		fputc(',', f);
	}
	sarif_rule(f, "frontend", "errors of the C front end (syntax, types, preprocessing)", "error");
	fputs("]}},\n    \"originalUriBaseIds\": {\"SRCROOT\": {\"uri\": ", f);
	fputs("\"file://", f);
	for (const char *p = base_dir; *p; p++)
		if (strchr(" %#?", *p))
			fprintf(f, "%%%02X", (unsigned char)*p);
		else
			fputc(*p, f);
	fputs("\"}},\n    \"results\": [", f);
	bool first = true;
	for (int i = 0; i < nrecs; i++) {
		const Rec *r = &recs[i];
		if (r->kind == RK_NOTE)
			continue;
		fprintf(f, "%s\n      {\"ruleId\": ", first ? "" : ",");
		first = false;
		json_write_str(f, check_name(r->ck));
		fprintf(f, ", \"ruleIndex\": %d, \"level\": \"%s\", \"message\": {\"text\": ",
			r->ck == CK_NONE ? CK_COUNT : (int)r->ck, kind_name(r->kind));
		json_write_str(f, r->msg);
		fputs("},\n       \"locations\": [", f);
		if (r->file[0])
			sarif_location(f, r->file, r->line, r->col, r->end_col);
		fputs("]", f);
		int nrel = 0;
		for (int k = i + 1; k < nrecs && recs[k].parent == i; k++) {
			const Rec *n = &recs[k];
			if (!n->file[0])
				continue;
			fputs(nrel ? ",\n         " : ",\n       \"relatedLocations\": [", f);
			/* a location with its own message: sarif_location's object
			 * plus "id" and "message" */
			fprintf(f, "{\"id\": %d, \"message\": {\"text\": ", nrel++);
			json_write_str(f, n->msg);
			fputs("}, ", f);
			fputs("\"physicalLocation\": {\"artifactLocation\": ", f);
			sarif_artifact(f, n->file);
			fprintf(f, ", \"region\": {\"startLine\": %u, \"startColumn\": %u}}}",
				n->line, n->col ? n->col : 1);
		}
		if (nrel)
			fputs("]", f);
		int nfix = 0;
		for (int k = fixes_of(i); k < nfixes && fixes[k].rec == i; k++) {
			const Fix *x = &fixes[k];
			fputs(nfix++ ? ", " : ",\n       \"fixes\": [", f);
			fputs("{\"description\": {\"text\": ", f);
			char d[256];
			snprintf(d, sizeof d, "replace with '%s'", x->text);
			json_write_str(f, d);
			fputs("}, \"artifactChanges\": [{\"artifactLocation\": ", f);
			sarif_artifact(f, x->file);
			fprintf(f, ", \"replacements\": [{\"deletedRegion\": {\"startLine\": %u, "
				"\"startColumn\": %u, \"endLine\": %u, \"endColumn\": %u}, "
				"\"insertedContent\": {\"text\": ", x->line, x->col, x->line, x->end_col);
			json_write_str(f, x->text);
			fputs("}}]}]}", f);
		}
		if (nfix)
			fputs("]", f);
		if (report_baseline_state)
			fputs(",\n       \"baselineState\": \"new\"", f);
		fprintf(f, ",\n       \"partialFingerprints\": {\"primaryLocationLineHash\": \"%016llx:%u\"}}",
			(unsigned long long)r->fp.hash, r->fp.occ);
	}
	fputs(first ? "]\n  }]\n}\n" : "\n    ]\n  }]\n}\n", f);
}

void report_log(FILE *f)
{
	if (report_format == FMT_JSON)
		emit_json(f);
	else if (report_format == FMT_SARIF)
		emit_sarif(f);
}

/* --report-append=FILE: this run's log (SARIF if that is the format, else
 * JSON) added to FILE under a lock; false after a message. */
static bool append_log(void)
{
	char *buf;
	size_t len;
	FILE *m = open_memstream(&buf, &len);
	if (report_format == FMT_SARIF)
		emit_sarif(m);
	else
		emit_json(m);
	fclose(m);
	bool ok = outfile_append(report_append_path, buf, len);
	free(buf);
	return ok;
}

bool report_end(void)
{
	bool ok = true;
	if (report_format == FMT_PRETTY)
		pretty_flush();
	if (report_append_path) {
		ok = append_log();
		report_append_path = NULL;	/* once, even if a fatal error follows */
	}
	report_log(stdout);
	fflush(stdout);
	fflush(stderr);
	return ok;
}

/* Back to a fresh process's state: the records, the caches and the
 * settings options.c gave (the fuzz harness runs many units in one). */
void report_finish(void)
{
	for (int i = 0; i < nrecs; i++) {
		free(recs[i].file);
		free(recs[i].msg);
	}
	for (int i = 0; i < nfixes; i++) {
		free(fixes[i].file);
		free(fixes[i].text);
	}
	free(recs);
	free(fixes);
	recs = NULL;
	fixes = NULL;
	nrecs = caprecs = nfixes = capfixes = 0;
	last_diag = -1;
	pretty_done = 0;
	free(src_name);
	free(src_buf);
	free(src_lines);
	src_name = src_buf = NULL;
	src_lines = NULL;
	src_len = src_nlines = 0;
	memset(&pending_fp, 0, sizeof(pending_fp));
	have_pending = false;
	memset(base_dir, 0, sizeof(base_dir));
	free(occ.keys);
	free(occ.counts);
	memset(&occ, 0, sizeof(occ));
	report_rel_path(NULL);
	report_format = FMT_TEXT;
	report_baseline_state = report_collect = report_parseable_fixits = false;
	report_append_path = report_base_dir = NULL;
	report_color = -1;
}
