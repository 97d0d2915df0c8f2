/* source.c - reading and cleaning files, the file-name table. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "arena.h"
#include "source.h"

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

static File *read_file(File *f, const char *path)
{
	struct stat st;
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
	size_t cap = S_ISREG(st.st_mode) ? (size_t)st.st_size + 16 : 65536;
	char *buf = xmalloc(cap);
	size_t len = 0;
	for (;;) {
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
	/* Every file ends with a newline, then a NUL sentinel for the lexer. */
	if (f->len == 0 || f->buf[f->len - 1] != '\n')
		f->buf[f->len++] = '\n';
	f->buf[f->len] = 0;
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
	if (f->len == 0 || f->buf[f->len - 1] != '\n')
		f->buf[f->len++] = '\n';
	f->buf[f->len] = 0;
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
		if (r <= 0)
			break;
		len += r;
	}
	File *f = file_from_buffer("<stdin>", buf, len);
	free(buf);
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
	memset(file_tab, 0, sizeof(file_tab));
	memset(name_tab, 0, sizeof(name_tab));
	arena_free(&src_arena);
}
