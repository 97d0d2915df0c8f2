/* baseline.c - "new warnings only": a run compared with a previous one.
 *
 * A log is read into one sorted array of fingerprints, a hash and an
 * occurrence each (report.c computes them: the check, the file relative
 * to the base directory, the message and the line's text without blanks,
 * so a moved line keeps its fingerprint).  A diagnostic of this run whose
 * fingerprint is in the array is unchanged; one that is not is new; an
 * entry of the array no diagnostic matched, in a file this run checked,
 * is fixed.  Duplicates (a header's warning in the log of each unit that
 * included it, appended by Kbuild's per-unit runs) are one entry. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include "baseline.h"
#include "json.h"
#include "report.h"

bool baseline_active;
int baseline_new_failures;
const char *baseline_state_dir;

/* A fingerprint of the log; the record of the index file as well. */
typedef struct Item {
	uint64_t hash;
	uint64_t file;		/* report_hash() of the relative path */
	uint32_t occ;
	int32_t disp;		/* castguard diff: index into Log.disp; else -1 */
} Item;

/* What castguard diff prints of a diagnostic. */
typedef struct Disp {
	char *file, *level, *check, *msg;
	long line, col;
} Disp;

typedef struct Log {
	Item *v;		/* sorted by fingerprint */
	size_t n, cap;
	bool *matched;		/* parallel to v */
	void *map;		/* v is in the mapped index file of MAPLEN bytes */
	size_t maplen;
	Disp *disp;
	size_t ndisp, capdisp;
	bool keep;		/* keep Disp records (castguard diff) */
} Log;

static Log base;		/* --baseline's */
static Fingerprint *news;	/* this run's new ones (project mode: every unit's) */
static size_t nnews, capnews;
static uint64_t *scope;		/* report_hash() of the files checked */
static size_t nscope;
static bool scope_all;
static FILE *state;		/* --baseline-state's file */

/* --- reading a log ------------------------------------------------------------ */

static void err(const char *path, const char *what)
{
	fprintf(stderr, "castguard: error: %s: %s\n", path, what);
}

/* "0123456789abcdef:N" */
static bool parse_fp(const char *s, Fingerprint *fp)
{
	char *end;
	if (strlen(s) < 18 || s[16] != ':')
		return false;
	for (int i = 0; i < 16; i++)
		if (!strchr("0123456789abcdef", s[i]))
			return false;
	fp->hash = strtoull(s, NULL, 16);
	errno = 0;
	unsigned long n = strtoul(s + 17, &end, 10);
	if (*end || errno || n < 1 || n > UINT32_MAX || s[17] < '0' || s[17] > '9')
		return false;
	fp->occ = (uint32_t)n;
	return true;
}

static const char *str_of(const Json *j)
{
	return j && j->kind == J_STR ? j->str : NULL;
}

static long num_of(const Json *j)
{
	return j && j->kind == J_NUM ? atol(j->str) : 0;
}

/* A SARIF URI back to a path: %XX decoded, "file://" dropped. */
static char *uri_path(const char *uri)
{
	if (!strncmp(uri, "file://", 7))
		uri += 7;
	char *p = malloc(strlen(uri) + 1), *q = p;
	for (const char *s = uri; *s; s++) {
		unsigned c;
		if (s[0] == '%' && sscanf(s + 1, "%2x", &c) == 1 && s[1] && s[2]) {
			*q++ = (char)c;
			s += 2;
		} else {
			*q++ = *s;
		}
	}
	*q = 0;
	return p;
}

static void add_item(Log *log, Fingerprint fp, const char *file, const char *level,
		     const char *check, const char *msg, long line, long col)
{
	if (log->n == log->cap)
		log->v = realloc(log->v, (log->cap = log->cap ? log->cap * 2 : 256) * sizeof *log->v);
	Item *it = &log->v[log->n++];
	it->hash = fp.hash;
	it->occ = fp.occ;
	it->disp = -1;
	/* a file of the log is named as this run names it (castguard diff
	 * compares names only within the two logs: no lookups) */
	const char *rel = log->keep ? file : report_rel_path(file);
	it->file = report_hash(rel, strlen(rel));
	if (!log->keep)
		return;
	if (log->ndisp == log->capdisp)
		log->disp = realloc(log->disp, (log->capdisp = log->capdisp ? log->capdisp * 2 : 256) *
				    sizeof *log->disp);
	Disp *d = &log->disp[log->ndisp];
	*d = (Disp){ strdup(file), strdup(level ? level : "warning"), strdup(check ? check : ""),
		     strdup(msg ? msg : ""), line, col };
	it->disp = (int)log->ndisp++;
}

/* One diagnostic of castguard's JSON log. */
static bool read_json_item(Log *log, const char *path, const Json *d, size_t i)
{
	const char *fps = str_of(json_get(d, "fingerprint")), *file = str_of(json_get(d, "file"));
	Fingerprint fp;
	char why[200];
	if (str_of(json_get(d, "kind")))
		return true;	/* project mode's "unit-failure": no diagnostic */
	if (!fps || !file || !parse_fp(fps, &fp)) {
		snprintf(why, sizeof why, "diagnostic %zu: %s \"fingerprint\" (a log of an older "
			 "castguard? make it again)", i + 1, fps ? "malformed" : "no");
		err(path, why);
		return false;
	}
	add_item(log, fp, file, str_of(json_get(d, "level")), str_of(json_get(d, "check")),
		 str_of(json_get(d, "message")), num_of(json_get(d, "line")),
		 num_of(json_get(d, "column")));
	return true;
}

/* One result of a SARIF log (castguard's, or any with the same fingerprints). */
static bool read_sarif_item(Log *log, const char *path, const Json *r, size_t i)
{
	const char *fps = str_of(json_get(json_get(r, "partialFingerprints"),
					  "primaryLocationLineHash"));
	Json *locs = json_get(r, "locations");
	Json *phys = locs && locs->kind == J_ARR && locs->n ?
		     json_get(locs->v[0], "physicalLocation") : NULL;
	Json *region = json_get(phys, "region");
	const char *uri = str_of(json_get(json_get(phys, "artifactLocation"), "uri"));
	Fingerprint fp;
	char why[200];
	if (!fps || !parse_fp(fps, &fp)) {
		snprintf(why, sizeof why, "result %zu: %s partialFingerprints.primaryLocationLineHash "
			 "(not castguard's?)", i + 1, fps ? "malformed" : "no");
		err(path, why);
		return false;
	}
	char *file = uri_path(uri ? uri : "");
	add_item(log, fp, file, str_of(json_get(r, "level")), str_of(json_get(r, "ruleId")),
		 str_of(json_get(json_get(r, "message"), "text")),
		 num_of(json_get(region, "startLine")), num_of(json_get(region, "startColumn")));
	free(file);
	return true;
}

typedef struct Reading {
	Log *log;
	const char *path;
} Reading;

/* An element of "diagnostics" (castguard's JSON) or "results" (SARIF), as
 * the reader meets it: a log of 500,000 is never a whole tree. */
static bool read_item(void *ctx, const char *key, const Json *item, size_t i)
{
	Reading *rd = ctx;
	if (!strcmp(key, "diagnostics"))
		return read_json_item(rd->log, rd->path, item, i);
	return read_sarif_item(rd->log, rd->path, item, i);
}

/* What is left of one log of the file, its diagnostics read: is it one? */
static bool check_doc(const char *path, const Json *doc)
{
	const Json *list = json_get(doc, "diagnostics"), *runs = json_get(doc, "runs");
	if ((list && list->kind == J_ARR) || (runs && runs->kind == J_ARR))
		return true;
	err(path, "not a castguard log (JSON with \"diagnostics\" or SARIF with \"runs\")");
	return false;
}

/* PATH whole: mapped if it is a regular file, else read. */
static char *map_file(const char *path, size_t *len, bool *mapped)
{
	int fd = open(path, O_RDONLY);
	struct stat st;
	*mapped = false;
	if (fd < 0)
		return NULL;
	if (!fstat(fd, &st) && S_ISREG(st.st_mode) && st.st_size > 0) {
		void *p = mmap(NULL, st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
		if (p != MAP_FAILED) {
			close(fd);
			*len = st.st_size;
			*mapped = true;
			return p;
		}
	}
	size_t cap = 65536, n = 0;
	char *b = malloc(cap);
	ssize_t k;
	while ((k = read(fd, b + n, cap - n)) > 0)
		if ((n += k) == cap)
			b = realloc(b, cap *= 2);
	close(fd);
	if (k < 0) {
		free(b);
		return NULL;
	}
	*len = n;
	return b;
}

static int item_cmp(const void *a, const void *b)
{
	const Item *x = a, *y = b;
	if (x->hash != y->hash)
		return x->hash < y->hash ? -1 : 1;
	return (x->occ > y->occ) - (x->occ < y->occ);
}

/* The log(s) in PATH, sorted; without KEEP (a baseline) one entry per
 * fingerprint. */
static bool read_log(Log *log, const char *path)
{
	size_t len, pos = 0;
	bool mapped, ok = true;
	char *text = map_file(path, &len, &mapped), e[160], why[200];
	if (!text) {
		err(path, strerror(errno));
		return false;
	}
	static const char *const keys[] = { "diagnostics", "results", NULL };
	Reading rd = { log, path };
	while (ok && pos < len) {
		Json *doc = json_parse_each(text, len, &pos, keys, read_item, &rd, e, sizeof e);
		if (!doc) {
			snprintf(why, sizeof why, "%s:%s", path, e);
			if (*e)
				fprintf(stderr, "castguard: error: %s\n", why);
			ok = false;
			break;
		}
		ok = check_doc(path, doc);
		json_free(doc);
	}
	if (ok && !len)
		err(path, "empty: not a castguard log");
	ok = ok && len;
	if (mapped)
		munmap(text, len);
	else
		free(text);
	if (log->n)
		qsort(log->v, log->n, sizeof *log->v, item_cmp);
	size_t k = 0;
	for (size_t i = 0; i < log->n; i++)
		if (log->keep || !k || item_cmp(&log->v[k - 1], &log->v[i]))
			log->v[k++] = log->v[i];
	log->n = k;
	log->matched = calloc(k + 1, sizeof *log->matched);
	return ok;
}

static Item *find(const Log *log, Fingerprint fp)
{
	Item key = { .hash = fp.hash, .occ = fp.occ };
	return log->n ? bsearch(&key, log->v, log->n, sizeof *log->v, item_cmp) : NULL;
}

static void free_log(Log *log)
{
	for (size_t i = 0; i < log->ndisp; i++) {
		free(log->disp[i].file);
		free(log->disp[i].level);
		free(log->disp[i].check);
		free(log->disp[i].msg);
	}
	free(log->disp);
	if (log->map)
		munmap(log->map, log->maplen);
	else
		free(log->v);
	free(log->matched);
	memset(log, 0, sizeof *log);
}

/* --- a run with --baseline ----------------------------------------------------- */

/* --- the index of a large baseline ------------------------------------------------ *
 *
 * Kbuild runs the checker once per file, and each run reads the baseline:
 * a tree's log of 20,000 diagnostics costs 0.2 s to parse, more than a
 * unit's check.  So the first run that reads a large one (INDEX_MIN bytes
 * and more) leaves the sorted array beside it, in PATH.cgidx, and the next
 * runs read that: a header that names the log's identity (device, inode,
 * size, modification time) and the directories its names were resolved
 * in, then the records.  A stale or foreign index is ignored and
 * rewritten; one that cannot be written is not an error. */
enum { INDEX_MIN = 1 << 20 };

typedef struct IdxHead {
	char magic[8];
	uint64_t dev, ino, size, mtime_ns, ctx, n;
} IdxHead;

static void index_head(IdxHead *h, const struct stat *st, size_t n)
{
	char cwd[PATH_MAX], ctx[2 * PATH_MAX + 2];
	memset(h, 0, sizeof *h);
	memcpy(h->magic, "cgidx01", 8);
	h->dev = st->st_dev;
	h->ino = st->st_ino;
	h->size = st->st_size;
	h->mtime_ns = (uint64_t)st->st_mtim.tv_sec * 1000000000u + st->st_mtim.tv_nsec;
	if (!getcwd(cwd, sizeof cwd))
		cwd[0] = 0;
	int len = snprintf(ctx, sizeof ctx, "%s%c%s", cwd, 0, report_base());
	h->ctx = report_hash(ctx, len);
	h->n = n;
}

static bool read_all(int fd, void *buf, size_t len)
{
	for (size_t done = 0; done < len;) {
		ssize_t k = read(fd, (char *)buf + done, len - done);
		if (k <= 0)
			return false;
		done += k;
	}
	return true;
}

static bool read_index(const char *path, const struct stat *st)
{
	char ipath[PATH_MAX];
	IdxHead want, got;
	struct stat ist;
	snprintf(ipath, sizeof ipath, "%s.cgidx", path);
	int fd = open(ipath, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return false;
	index_head(&want, st, 0);
	bool ok = read_all(fd, &got, sizeof got) && !fstat(fd, &ist);
	want.n = got.n;
	ok = ok && !memcmp(&want, &got, sizeof want) &&
	     (uint64_t)ist.st_size == sizeof got + got.n * sizeof(Item);
	void *map = ok ? mmap(NULL, ist.st_size, PROT_READ, MAP_PRIVATE, fd, 0) : MAP_FAILED;
	close(fd);
	if (map == MAP_FAILED)
		return false;
	base.map = map;
	base.maplen = ist.st_size;
	base.v = (Item *)((char *)map + sizeof got);
	base.n = got.n;
	base.matched = calloc(got.n + 1, sizeof *base.matched);
	return true;
}

static void write_index(const char *path, const struct stat *st)
{
	char ipath[PATH_MAX], tmp[PATH_MAX + 32];
	snprintf(ipath, sizeof ipath, "%s.cgidx", path);
	snprintf(tmp, sizeof tmp, "%s.%ld", ipath, (long)getpid());
	size_t len = sizeof(IdxHead) + base.n * sizeof(Item);
	char *buf = malloc(len);
	index_head((IdxHead *)buf, st, base.n);
	if (base.n)
		memcpy(buf + sizeof(IdxHead), base.v, base.n * sizeof(Item));
	int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
	bool ok = fd >= 0;
	for (size_t done = 0; ok && done < len;) {
		ssize_t k = write(fd, buf + done, len - done);
		ok = k > 0;
		done += ok ? k : 0;
	}
	if (fd >= 0)
		ok = !close(fd) && ok;
	if (!ok || rename(tmp, ipath))
		unlink(tmp);
	free(buf);
}

bool baseline_load(const char *path)
{
	struct stat st;
	bool big = !stat(path, &st) && S_ISREG(st.st_mode) && st.st_size >= INDEX_MIN;
	if (!big || !read_index(path, &st)) {
		if (!read_log(&base, path))
			return false;
		if (big)
			write_index(path, &st);
	}
	report_rel_path(NULL);	/* names resolved here, not in a child's directory */
	baseline_active = true;
	return true;
}

static void open_state(void);

bool baseline_hide(CheckId ck, uint32_t file, uint32_t line, const char *msg, bool fails)
{
	if (baseline_state_dir && !state)
		open_state();
	Fingerprint fp = report_fingerprint(ck, file, line, msg);
	Item *it = find(&base, fp);
	if (it) {
		base.matched[it - base.v] = true;
		if (state)
			fprintf(state, "u %016llx:%u\n", (unsigned long long)fp.hash, fp.occ);
		return true;
	}
	if (nnews == capnews)
		news = realloc(news, (capnews = capnews ? capnews * 2 : 64) * sizeof *news);
	news[nnews++] = fp;
	if (fails)
		baseline_new_failures++;
	if (state)
		fprintf(state, "n %016llx:%u\n", (unsigned long long)fp.hash, fp.occ);
	report_fingerprint_pending(fp);
	return false;
}

void baseline_scope(const char *path)
{
	const char *rel = report_rel_path(path);
	scope = realloc(scope, (nscope + 1) * sizeof *scope);
	scope[nscope++] = report_hash(rel, strlen(rel));
}

void baseline_scope_all(void)
{
	scope_all = true;
}

/* The child's state file, opened before the first diagnostic. */
static void open_state(void)
{
	char path[PATH_MAX];
	if (!baseline_state_dir || state)
		return;
	snprintf(path, sizeof path, "%s/state.%ld", baseline_state_dir, (long)getpid());
	state = fopen(path, "w");
}

void baseline_take_state(const char *path)
{
	char line[64];
	FILE *f = fopen(path, "r");
	Fingerprint fp;
	while (f && fgets(line, sizeof line, f)) {
		line[strcspn(line, "\n")] = 0;
		if (!parse_fp(line + 2, &fp))
			continue;
		if (line[0] == 'u') {
			Item *it = find(&base, fp);
			if (it)
				base.matched[it - base.v] = true;
		} else {
			if (nnews == capnews)
				news = realloc(news, (capnews = capnews ? capnews * 2 : 64) * sizeof *news);
			news[nnews++] = fp;
		}
	}
	if (f)
		fclose(f);
	unlink(path);
}

static int fp_cmp(const void *a, const void *b)
{
	const Fingerprint *x = a, *y = b;
	if (x->hash != y->hash)
		return x->hash < y->hash ? -1 : 1;
	return (x->occ > y->occ) - (x->occ < y->occ);
}

static bool in_scope(uint64_t file)
{
	for (size_t i = 0; i < nscope; i++)
		if (scope[i] == file)
			return true;
	return scope_all;
}

void baseline_finish(void)
{
	if (!baseline_active)
		return;
	if (baseline_state_dir) {
		if (state)
			fclose(state);
		state = NULL;
		return;
	}
	/* new ones counted once each (a header's in several units) */
	if (nnews)
		qsort(news, nnews, sizeof *news, fp_cmp);
	size_t nnew = 0, fixed = 0, unchanged = 0;
	for (size_t i = 0; i < nnews; i++)
		nnew += !i || fp_cmp(&news[i - 1], &news[i]);
	for (size_t i = 0; i < base.n; i++)
		if (base.matched[i])
			unchanged++;
		else if (in_scope(base.v[i].file))
			fixed++;
	/* a clean unit that was clean says nothing, as sparse: under Kbuild
	 * most units are */
	if (nnew || fixed || unchanged)
		fprintf(stderr, "castguard: %zu new, %zu fixed, %zu unchanged\n", nnew, fixed,
			unchanged);
}

void baseline_free(void)
{
	free_log(&base);
	free(news);
	free(scope);
	news = NULL;
	scope = NULL;
	nnews = capnews = nscope = 0;
	scope_all = baseline_active = false;
	baseline_new_failures = 0;
	baseline_state_dir = NULL;
	if (state)
		fclose(state);
	state = NULL;
}

/* --- castguard diff OLD NEW --------------------------------------------------------- */

static void diff_usage(FILE *f)
{
	fputs("usage: castguard diff OLD NEW\n"
	      "  OLD and NEW: logs of two runs (--format=json or sarif, or files of logs\n"
	      "  --report-append made); prints NEW's diagnostics that OLD has not, then\n"
	      "  \"N new, M fixed, K unchanged\" on stderr.  Exit status: 0 nothing new,\n"
	      "  1 new ones, 2 an error.\n", f);
}

int baseline_diff_main(int argc, char **argv)
{
	if (argc == 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
		diff_usage(stdout);
		return 0;
	}
	if (argc != 3) {
		diff_usage(stderr);
		return 2;
	}
	Log old = { .keep = true }, cur = { .keep = true };
	if (!read_log(&old, argv[1]) || !read_log(&cur, argv[2])) {
		free_log(&old);
		free_log(&cur);
		return 2;
	}
	size_t nnew = 0, fixed = 0, unchanged = 0;
	bool *shown = calloc(cur.ndisp + 1, sizeof *shown);
	for (size_t i = 0; i < cur.n; i++) {
		const Item *it = &cur.v[i];
		if (i && !item_cmp(&cur.v[i - 1], it))
			continue;	/* the same one from another unit */
		Item *o = find(&old, (Fingerprint){ it->hash, it->occ });
		if (o) {
			unchanged++;
			for (; o > old.v && !item_cmp(o - 1, o); o--)
				;
			for (; o < old.v + old.n && !item_cmp(o, it); o++)
				old.matched[o - old.v] = true;
		} else {
			nnew++;
			shown[it->disp] = true;
		}
	}
	for (size_t i = 0; i < old.n; i++)
		fixed += !old.matched[i] && (!i || item_cmp(&old.v[i - 1], &old.v[i]));
	/* the new ones in NEW's order */
	for (size_t i = 0; i < cur.ndisp; i++) {
		const Disp *d = &cur.disp[i];
		if (!shown[i])
			continue;
		printf("%s:%ld:%ld: %s: %s", d->file, d->line, d->col, d->level, d->msg);
		if (*d->check && strcmp(d->check, "frontend"))
			printf(" [-W%s]", d->check);
		putchar('\n');
	}
	fflush(stdout);
	fprintf(stderr, "castguard: %zu new, %zu fixed, %zu unchanged\n", nnew, fixed, unchanged);
	free(shown);
	free_log(&old);
	free_log(&cur);
	return nnew ? 1 : 0;
}
