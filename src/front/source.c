/* source.c - reading and cleaning files, the file-name table. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "arena.h"
#include "source.h"

int source_tabstop = 8;

static Arena src_arena;		/* outlives translation units: file cache */
static PtrVec names;
static PtrVec files;

/* --- file-name table, hashed ------------------------------------------- */
#define NAME_BUCKETS 4096
static struct name_ent { struct name_ent *next; uint32_t id; } *name_tab[NAME_BUCKETS];

static uint32_t str_hash(const char *s)
{
	uint32_t h = 2166136261u;
	while (*s)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

uint32_t name_id(const char *name)
{
	uint32_t b = str_hash(name) % NAME_BUCKETS;
	for (struct name_ent *e = name_tab[b]; e; e = e->next)
		if (!strcmp(names.v[e->id], name))
			return e->id;
	if (!names.len)
		vec_push(&names, "<none>");	/* id 0: no file */
	struct name_ent *e = arena_alloc(&src_arena, sizeof(*e));
	e->id = names.len;
	vec_push(&names, arena_strndup(&src_arena, name, strlen(name)));
	e->next = name_tab[b];
	name_tab[b] = e;
	return e->id;
}

/* The names of the predefines' and the command line's pseudo-files, asked
 * about every macro definition: looked up once. */
static uint32_t builtin_id, command_line_id;

uint32_t builtin_name_id(void)
{
	if (!builtin_id)
		builtin_id = name_id("<built-in>");
	return builtin_id;
}

uint32_t command_line_name_id(void)
{
	if (!command_line_id)
		command_line_id = name_id("<command-line>");
	return command_line_id;
}

const char *name_str(uint32_t id)
{
	return id < (uint32_t)names.len ? names.v[id] : "<none>";
}

/* --- file cache by path ------------------------------------------------ */
#define FILE_BUCKETS 4096
static struct file_ent { struct file_ent *next; File *f; } *file_tab[FILE_BUCKETS];

static void push_offset(uint32_t **arr, uint32_t *n, uint32_t *cap, uint32_t off)
{
	if (*n == *cap) {
		*cap = *cap ? *cap * 2 : 16;
		*arr = xrealloc(*arr, *cap * sizeof(uint32_t));
	}
	(*arr)[(*n)++] = off;
}

/* Remove line splices (backslash, optional blanks, newline), turn CRLF
 * and lone CR into LF; record where the splices were.
 * Works in place: the output is never longer than the input. */
bool source_trigraphs;		/* replace trigraphs (strict ISO modes) */

static char trigraph(char c)
{
	switch (c) {
	case '=': return '#';
	case '(': return '[';
	case '/': return '\\';
	case ')': return ']';
	case '\'': return '^';
	case '<': return '{';
	case '!': return '|';
	case '>': return '}';
	case '-': return '~';
	}
	return 0;
}

static void clean(File *f)
{
	char *s = f->buf, *end = s + f->len, *d = s;
	uint32_t scap = 0, tcap = 0;

	while (s < end) {
		/* Most bytes need nothing: move whole runs up to the next
		 * backslash, CR or '?'. */
		char *q = s + strcspn(s, "\\\r?");	/* buf is NUL-terminated */
		if (q > end)
			q = end;
		if (q != s) {
			if (d != s)
				memmove(d, s, q - s);
			d += q - s;
			s = q;
			if (s == end)
				break;
		}
		char c = *s;
		int adv = 1;
		if (c == '?' && s + 2 < end && s[1] == '?' && trigraph(s[2])) {
			if (source_trigraphs) {
				c = trigraph(s[2]);
				adv = 3;
			} else {
				/* kept as written; the lexer may warn */
				push_offset(&f->trigraphs, &f->ntrigraphs, &tcap,
					    (uint32_t)(d - f->buf) << 8 | (unsigned char)s[2]);
			}
		}
		if (c == '\\') {
			char *p = s + adv;
			while (p < end && (*p == ' ' || *p == '\t'))
				p++;
			if (p < end && (*p == '\n' || *p == '\r')) {
				if (*p == '\r' && p + 1 < end && p[1] == '\n')
					p++;
				push_offset(&f->splices, &f->nsplices, &scap, d - f->buf);
				s = p + 1;
				continue;
			}
		} else if (c == '\r') {
			*d++ = '\n';
			s += (s + 1 < end && s[1] == '\n') ? 2 : 1;
			continue;
		}
		*d++ = c;
		s += adv;
	}
	f->len = d - f->buf;
	/* A splice right at the end joins nothing: gcc warns, at the line of
	 * the backslash. */
	if (f->nsplices && f->splices[f->nsplices - 1] == f->len) {
		uint32_t lines = 1;
		for (char *q = f->buf; q < d; q++)
			lines += *q == '\n';
		f->splice_at_eof = lines + f->nsplices - 1;
	}
}

/* Every file ends with a newline, then a NUL sentinel for the lexer; the
 * lexer is told when the newline was not the file's own (sparse warns). */
static void end_with_newline(File *f)
{
	if (f->len == 0 || f->buf[f->len - 1] != '\n') {
		f->no_final_newline = f->len > 0 && !f->splice_at_eof;
		f->buf[f->len++] = '\n';
	}
	f->buf[f->len] = 0;
}

/* A "binary" file: NUL bytes and many control characters early on.  gcc
 * would emit pages of garbage; we refuse it with one clear error. */
static bool looks_binary(const char *p, size_t n)
{
	size_t lim = n < 4096 ? n : 4096, ctl = 0, nul = 0;
	if (!memchr(p, 0, lim))
		return false;
	for (size_t i = 0; i < lim; i++) {
		unsigned char c = p[i];
		if (c == 0)
			nul++;
		else if (c < 32 && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != '\v')
			ctl++;
	}
	return nul >= 4 && (nul + ctl) * 10 > lim;
}

/* --- directory listings ------------------------------------------------
 * An #include probes every directory of the search path in turn: a kernel
 * file makes about a thousand opens that fail.  Each directory is listed
 * once instead, and a name it does not hold is missing without a system
 * call.  Only ENOENT/ENOTDIR are answered this way (what open() would say);
 * anything unusual falls back to open(). */
#define DIR_BUCKETS 1024
/* A directory's names packed in one block, NUL after each, found through
 * an open-addressing table of their offsets + 1 (0: empty), at most half
 * full: a kernel unit lists some 5000 names, and this keeps them in about
 * 20 bytes each. */
static struct dir_ent {
	struct dir_ent *next;
	char *path;		/* with its slash */
	int err;		/* opendir() failed so */
	uint32_t mask;		/* slots - 1 */
	uint32_t *slots;
	char *names;
} *dir_tab[DIR_BUCKETS];

static void add_name(struct dir_ent *e, uint32_t off)
{
	uint32_t i = str_hash(e->names + off) & e->mask;
	while (e->slots[i])
		i = (i + 1) & e->mask;
	e->slots[i] = off + 1;
}

/* Read the directory's names into e. */
static void read_listing(struct dir_ent *e, DIR *d)
{
	size_t len = 0, cap = 4096, n = 0;
	char *buf = xmalloc(cap);
	struct dirent *de;
	while ((de = readdir(d))) {
		size_t m = strlen(de->d_name) + 1;
		if (len + m > cap) {
			while (len + m > cap)
				cap *= 2;
			buf = xrealloc(buf, cap);
		}
		memcpy(buf + len, de->d_name, m);
		len += m;
		n++;
	}
	uint32_t size = 16;
	while (size < 2 * n)
		size *= 2;
	e->mask = size - 1;
	e->slots = arena_alloc(&src_arena, size * sizeof(uint32_t));
	memset(e->slots, 0, size * sizeof(uint32_t));
	e->names = arena_alloc(&src_arena, len ? len : 1);
	memcpy(e->names, buf, len);
	free(buf);
	for (size_t off = 0; off < len; off += strlen(e->names + off) + 1)
		add_name(e, off);
}

/* The listing state of the directory prefix[0..n) (n includes the slash). */
static struct dir_ent *list_dir(const char *prefix, size_t n)
{
	uint32_t h = 2166136261u;
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)prefix[i]) * 16777619u;
	uint32_t b = h % DIR_BUCKETS;
	for (struct dir_ent *e = dir_tab[b]; e; e = e->next)
		if (!strncmp(e->path, prefix, n) && !e->path[n])
			return e;
	char *dir = arena_strndup(&src_arena, prefix, n);
	struct dir_ent *e = arena_zalloc(&src_arena, sizeof(*e));
	e->path = dir;
	DIR *d = opendir(dir);
	if (!d) {
		e->err = errno ? errno : ENOENT;
	} else {
		read_listing(e, d);
		closedir(d);
	}
	e->next = dir_tab[b];
	dir_tab[b] = e;
	return e;
}

/* ENOENT or ENOTDIR if open(path) would fail so, as far as the listings
 * tell; 0 if it may exist (or we cannot tell). */
static int known_missing(const char *path)
{
	const char *slash = strrchr(path, '/');
	if (!slash || slash == path || !slash[1])
		return 0;
	struct dir_ent *e = list_dir(path, slash + 1 - path);
	if (e->err)
		return e->err == ENOENT || e->err == ENOTDIR ? e->err : 0;
	const char *name = slash + 1;
	for (uint32_t i = str_hash(name) & e->mask; e->slots[i]; i = (i + 1) & e->mask)
		if (!strcmp(e->names + e->slots[i] - 1, name))
			return 0;
	return ENOENT;
}

/* The editor's unsaved text of one file (castguard lsp): it replaces the
 * file on disk, found by device and inode so that every spelling of its
 * path (the command line's, an #include's) reads the same text. */
static struct {
	bool set;
	dev_t dev;
	ino_t ino;
	const char *text;
	size_t len;
} ovr;

bool source_override(const char *path, const char *text, size_t len)
{
	struct stat st;
	if (stat(path, &st) != 0)
		return false;
	ovr.set = true;
	ovr.dev = st.st_dev;
	ovr.ino = st.st_ino;
	ovr.text = text;
	ovr.len = len;
	return true;
}

const char *source_override_text(const char *path, size_t *len)
{
	struct stat st;
	if (!ovr.set || stat(path, &st) != 0 || st.st_dev != ovr.dev || st.st_ino != ovr.ino)
		return NULL;
	*len = ovr.len;
	return ovr.text;
}

static File *read_file(File *f, const char *path)
{
	struct stat st;
	int missing = known_missing(path);
	if (missing) {
		f->missing = true;
		f->err = missing;
		return f;
	}
	int fd = open(path, O_RDONLY);
	if (fd < 0 || fstat(fd, &st) < 0) {
		f->missing = true;
		f->err = errno;
		if (fd >= 0)
			close(fd);
		return f;
	}
	f->dev = st.st_dev;
	f->ino = st.st_ino;
	f->mtime = st.st_mtime;
	if (S_ISDIR(st.st_mode)) {
		f->is_dir = true;
		close(fd);
		return f;
	}
	/* Hostile or mistaken input (a disk image named .c, an endless
	 * pipe) must end with an error, not by exhausting memory. */
	if (S_ISREG(st.st_mode) && st.st_size > SOURCE_MAX_SIZE) {
		f->read_error = true;
		f->err = EFBIG;
		close(fd);
		return f;
	}
	if (ovr.set && st.st_dev == ovr.dev && st.st_ino == ovr.ino) {
		close(fd);
		if (ovr.len > SOURCE_MAX_SIZE) {
			f->read_error = true;
			f->err = EFBIG;
			return f;
		}
		f->buf = xmalloc(ovr.len + 2);
		memcpy(f->buf, ovr.text, ovr.len);
		f->len = ovr.len;
		f->buf[f->len] = 0;
		f->binary = looks_binary(f->buf, f->len);
		clean(f);
		end_with_newline(f);
		return f;
	}
	size_t cap = S_ISREG(st.st_mode) ? (size_t)st.st_size + 16 : 65536;
	char *buf = xmalloc(cap);
	size_t len = 0;
	for (;;) {
		if (len > SOURCE_MAX_SIZE) {
			f->read_error = true;
			f->err = EFBIG;
			break;
		}
		if (len + 2 >= cap) {
			cap *= 2;
			buf = xrealloc(buf, cap);
		}
		ssize_t r = read(fd, buf + len, cap - len - 2);
		if (r < 0) {
			if (errno == EINTR)
				continue;
			f->read_error = true;
			f->err = errno;
			break;
		}
		if (r == 0)
			break;
		len += r;
	}
	close(fd);
	f->buf = buf;
	f->len = len;
	buf[len] = 0;		/* for strcspn in clean() */
	if (looks_binary(buf, len))
		f->binary = true;
	clean(f);
	end_with_newline(f);
	return f;
}

static File *new_file(const char *path)
{
	File *f = arena_zalloc(&src_arena, sizeof(File));
	f->path = arena_strndup(&src_arena, path, strlen(path));
	f->name_id = name_id(path);
	vec_push(&files, f);
	return f;
}

File *file_get(const char *path)
{
	uint32_t b = str_hash(path) % FILE_BUCKETS;
	for (struct file_ent *e = file_tab[b]; e; e = e->next)
		if (!strcmp(e->f->path, path))
			return e->f;
	File *f = new_file(path);
	read_file(f, path);
	struct file_ent *e = arena_alloc(&src_arena, sizeof(*e));
	e->f = f;
	e->next = file_tab[b];
	file_tab[b] = e;
	return f;
}

File *file_from_buffer(const char *name, const char *text, size_t len)
{
	File *f = new_file(name);
	f->buf = xmalloc(len + 2);
	memcpy(f->buf, text, len);
	f->buf[len] = 0;
	f->len = len;
	clean(f);
	end_with_newline(f);
	return f;
}

File *file_from_stdin(void)
{
	size_t cap = 65536, len = 0;
	char *buf = xmalloc(cap);
	for (;;) {
		if (len == cap) {
			cap *= 2;
			buf = xrealloc(buf, cap);
		}
		ssize_t r = read(0, buf + len, cap - len);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0 || len > SOURCE_MAX_SIZE)
			break;
		len += r;
	}
	bool big = len > SOURCE_MAX_SIZE;
	File *f = file_from_buffer("<stdin>", buf, big ? 0 : len);
	free(buf);
	if (big) {
		f->read_error = true;
		f->err = EFBIG;
	}
	return f;
}

const char *path_dirname(const char *path)
{
	const char *slash = strrchr(path, '/');
	if (!slash)
		return "";
	return arena_strndup(&src_arena, path, slash - path + 1);
}

void source_free(void)
{
	for (int i = 0; i < files.len; i++) {
		File *f = files.v[i];
		free(f->buf);
		free(f->splices);
		free(f->trigraphs);
	}
	free(files.v);
	free(names.v);
	memset(&files, 0, sizeof(files));
	memset(&names, 0, sizeof(names));
	builtin_id = command_line_id = 0;
	memset(file_tab, 0, sizeof(file_tab));
	memset(name_tab, 0, sizeof(name_tab));
	memset(dir_tab, 0, sizeof(dir_tab));
	memset(&ovr, 0, sizeof(ovr));
	arena_free(&src_arena);
	source_tabstop = 8;
	source_trigraphs = false;
}
