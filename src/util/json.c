/* json.c - a recursive-descent JSON reader and a compact writer.
 * Depth is bounded so a hostile database cannot exhaust the stack. */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "json.h"

enum { MAX_DEPTH = 256 };

typedef struct Reader {
	const char *s, *end, *p;
	char *err;
	size_t errlen;
	bool failed;
	/* json_parse_each(): the arrays under these keys go element by element */
	const char *const *each_keys;
	JsonEach each;
	void *ctx;
} Reader;

static void fail(Reader *r, const char *what)
{
	if (r->failed)
		return;
	r->failed = true;
	if (!*what) {
		r->err[0] = 0;	/* json_parse_each()'s callback said why */
		return;
	}
	unsigned line = 1, col = 1;
	for (const char *q = r->s; q < r->p && q < r->end; q++, col++)
		if (*q == '\n')
			line++, col = 0;
	snprintf(r->err, r->errlen, "%u:%u: %s", line, col, what);
}

static void skip_ws(Reader *r)
{
	while (r->p < r->end && (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r'))
		r->p++;
}

static Json *new_value(JsonKind k)
{
	Json *j = calloc(1, sizeof *j);
	j->kind = k;
	return j;
}

static void push(Json *j, char *key, Json *v)
{
	if ((j->n & (j->n - 1)) == 0) {		/* grow at powers of two */
		size_t cap = j->n ? j->n * 2 : 1;
		j->v = realloc(j->v, cap * sizeof *j->v);
		if (j->kind == J_OBJ)
			j->keys = realloc(j->keys, cap * sizeof *j->keys);
	}
	if (j->kind == J_OBJ)
		j->keys[j->n] = key;
	j->v[j->n++] = v;
}

static int hexval(char c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 :
	       c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

static bool read_hex4(Reader *r, unsigned *u)
{
	*u = 0;
	for (int i = 0; i < 4; i++) {
		int h = r->p < r->end ? hexval(*r->p) : -1;
		if (h < 0) {
			fail(r, "bad \\u escape");
			return false;
		}
		*u = *u * 16 + h;
		r->p++;
	}
	return true;
}

static void put_utf8(char **b, size_t *n, size_t *cap, unsigned c)
{
	char tmp[4];
	int k;
	if (c < 0x80)
		tmp[0] = c, k = 1;
	else if (c < 0x800)
		tmp[0] = 0xc0 | c >> 6, tmp[1] = 0x80 | (c & 63), k = 2;
	else if (c < 0x10000)
		tmp[0] = 0xe0 | c >> 12, tmp[1] = 0x80 | (c >> 6 & 63), tmp[2] = 0x80 | (c & 63), k = 3;
	else
		tmp[0] = 0xf0 | c >> 18, tmp[1] = 0x80 | (c >> 12 & 63),
		tmp[2] = 0x80 | (c >> 6 & 63), tmp[3] = 0x80 | (c & 63), k = 4;
	if (*n + k + 1 > *cap) {
		*cap = (*n + k + 1) * 2;
		*b = realloc(*b, *cap);
	}
	memcpy(*b + *n, tmp, k);
	*n += k;
}

static char *read_string(Reader *r)
{
	size_t n = 0, cap = 16;
	char *b = malloc(cap);
	r->p++;		/* the opening quote */
	while (r->p < r->end && *r->p != '"') {
		unsigned char c = *r->p++;
		if (c < 0x20) {
			fail(r, "control character in string");
			break;
		}
		if (c != '\\') {
			put_utf8(&b, &n, &cap, 0);	/* make room, then overwrite */
			b[n - 1] = c;
			continue;
		}
		if (r->p >= r->end)
			break;
		char e = *r->p++;
		unsigned u;
		switch (e) {
		case '"': case '\\': case '/': u = e; break;
		case 'b': u = '\b'; break;
		case 'f': u = '\f'; break;
		case 'n': u = '\n'; break;
		case 'r': u = '\r'; break;
		case 't': u = '\t'; break;
		case 'u':
			if (!read_hex4(r, &u))
				goto bad;
			if (u >= 0xd800 && u < 0xdc00 && r->p + 1 < r->end &&
			    r->p[0] == '\\' && r->p[1] == 'u') {
				unsigned lo;
				r->p += 2;
				if (!read_hex4(r, &lo))
					goto bad;
				u = 0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00);
			}
			if (u == 0) {
				fail(r, "\\u0000 in string");
				goto bad;
			}
			break;
		default:
			fail(r, "bad escape in string");
			goto bad;
		}
		put_utf8(&b, &n, &cap, u);
	}
	if (r->p >= r->end) {
		fail(r, "unterminated string");
		goto bad;
	}
	r->p++;
	b[n] = 0;
	return b;
bad:
	free(b);
	return NULL;
}

static Json *read_value(Reader *r, int depth);

static bool each_key(const Reader *r, const char *key)
{
	for (const char *const *k = r->each_keys; k && *k; k++)
		if (!strcmp(*k, key))
			return true;
	return false;
}

/* An array under an each key: every element handed to the callback and
 * freed; an empty array stands for it in the tree. */
static Json *read_each(Reader *r, int depth, const char *key)
{
	Json *j = new_value(J_ARR);
	r->p++;
	skip_ws(r);
	if (r->p < r->end && *r->p == ']') {
		r->p++;
		return j;
	}
	for (size_t i = 0;; i++) {
		Json *v = read_value(r, depth + 1);
		if (!v)
			break;
		bool go = r->each(r->ctx, key, v, i);
		json_free(v);
		if (!go) {
			fail(r, "");	/* the callback said why */
			break;
		}
		skip_ws(r);
		if (r->p < r->end && *r->p == ',') {
			r->p++;
			continue;
		}
		if (r->p < r->end && *r->p == ']') {
			r->p++;
			return j;
		}
		fail(r, "expected ',' or ']'");
		break;
	}
	json_free(j);
	return NULL;
}

static Json *read_container(Reader *r, int depth, bool obj)
{
	Json *j = new_value(obj ? J_OBJ : J_ARR);
	char close = obj ? '}' : ']';
	r->p++;
	skip_ws(r);
	if (r->p < r->end && *r->p == close) {
		r->p++;
		return j;
	}
	for (;;) {
		char *key = NULL;
		skip_ws(r);
		if (obj) {
			if (r->p >= r->end || *r->p != '"') {
				fail(r, "expected a string key");
				break;
			}
			if (!(key = read_string(r)))
				break;
			skip_ws(r);
			if (r->p >= r->end || *r->p != ':') {
				free(key);
				fail(r, "expected ':'");
				break;
			}
			r->p++;
			skip_ws(r);
		}
		Json *v = key && r->each && r->p < r->end && *r->p == '[' && each_key(r, key) ?
			  read_each(r, depth + 1, key) : read_value(r, depth + 1);
		if (!v) {
			free(key);
			break;
		}
		push(j, key, v);
		skip_ws(r);
		if (r->p < r->end && *r->p == ',') {
			r->p++;
			continue;
		}
		if (r->p < r->end && *r->p == close) {
			r->p++;
			return j;
		}
		fail(r, obj ? "expected ',' or '}'" : "expected ',' or ']'");
		break;
	}
	json_free(j);
	return NULL;
}

static Json *read_value(Reader *r, int depth)
{
	skip_ws(r);
	if (depth > MAX_DEPTH) {
		fail(r, "nested too deeply");
		return NULL;
	}
	if (r->p >= r->end) {
		fail(r, "unexpected end of input");
		return NULL;
	}
	static const struct { const char *w; JsonKind k; } words[] = {
		{"null", J_NULL}, {"false", J_FALSE}, {"true", J_TRUE},
	};
	for (int i = 0; i < 3; i++) {
		size_t l = strlen(words[i].w);
		if ((size_t)(r->end - r->p) >= l && !memcmp(r->p, words[i].w, l)) {
			r->p += l;
			return new_value(words[i].k);
		}
	}
	char c = *r->p;
	if (c == '{' || c == '[')
		return read_container(r, depth, c == '{');
	if (c == '"') {
		char *s = read_string(r);
		if (!s)
			return NULL;
		Json *j = new_value(J_STR);
		j->str = s;
		return j;
	}
	if (c == '-' || (c >= '0' && c <= '9')) {
		const char *q = r->p;
		while (q < r->end && strchr("+-0123456789.eE", *q))
			q++;
		Json *j = new_value(J_NUM);
		j->str = strndup(r->p, q - r->p);
		r->p = q;
		return j;
	}
	fail(r, "unexpected character");
	return NULL;
}

Json *json_parse(const char *text, size_t len, char *err, size_t errlen)
{
	Reader r = { text, text + len, text, err, errlen, false, NULL, NULL, NULL };
	Json *j = read_value(&r, 0);
	if (j) {
		skip_ws(&r);
		if (r.p != r.end) {
			fail(&r, "text after the JSON value");
			json_free(j);
			j = NULL;
		}
	}
	return j;
}

Json *json_parse_each(const char *text, size_t len, size_t *pos, const char *const *keys,
		      JsonEach each, void *ctx, char *err, size_t errlen)
{
	Reader r = { text, text + len, text + *pos, err, errlen, false, keys, each, ctx };
	Json *j = read_value(&r, 0);
	skip_ws(&r);
	*pos = r.p - text;
	return j;
}

Json *json_parse_next(const char *text, size_t len, size_t *pos, char *err, size_t errlen)
{
	Reader r = { text, text + len, text + *pos, err, errlen, false, NULL, NULL, NULL };
	Json *j = read_value(&r, 0);
	skip_ws(&r);
	*pos = r.p - text;
	return j;
}

Json *json_get(const Json *obj, const char *key)
{
	if (!obj || obj->kind != J_OBJ)
		return NULL;
	for (size_t i = 0; i < obj->n; i++)
		if (!strcmp(obj->keys[i], key))
			return obj->v[i];
	return NULL;
}

/* A JSON string literal (the JSON and SARIF writers of report.c use it too). */
void json_write_str(FILE *f, const char *s)
{
	fputc('"', f);
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		if (*p == '"' || *p == '\\')
			fprintf(f, "\\%c", *p);
		else if (*p == '\n')
			fputs("\\n", f);
		else if (*p == '\t')
			fputs("\\t", f);
		else if (*p < 0x20 || *p == 0x7f)
			fprintf(f, "\\u%04x", *p);
		else
			fputc(*p, f);
	}
	fputc('"', f);
}

void json_write(FILE *f, const Json *j)
{
	switch (j->kind) {
	case J_NULL: fputs("null", f); break;
	case J_FALSE: fputs("false", f); break;
	case J_TRUE: fputs("true", f); break;
	case J_NUM: fputs(j->str, f); break;
	case J_STR: json_write_str(f, j->str); break;
	case J_ARR:
	case J_OBJ:
		fputc(j->kind == J_ARR ? '[' : '{', f);
		for (size_t i = 0; i < j->n; i++) {
			if (i)
				fputs(", ", f);
			if (j->kind == J_OBJ) {
				json_write_str(f, j->keys[i]);
				fputs(": ", f);
			}
			json_write(f, j->v[i]);
		}
		fputc(j->kind == J_ARR ? ']' : '}', f);
		break;
	}
}

void json_push(Json *arr, Json *v)
{
	arr->v = realloc(arr->v, (arr->n + 1) * sizeof *arr->v);
	arr->v[arr->n++] = v;
}

void json_put(Json *obj, const char *key, Json *v)
{
	obj->keys = realloc(obj->keys, (obj->n + 1) * sizeof *obj->keys);
	obj->keys[obj->n] = strdup(key);
	json_push(obj, v);
}

void json_free(Json *j)
{
	if (!j)
		return;
	for (size_t i = 0; i < j->n; i++) {
		json_free(j->v[i]);
		if (j->kind == J_OBJ)
			free(j->keys[i]);
	}
	free(j->v);
	free(j->keys);
	free(j->str);
	free(j);
}

Json *json_new(JsonKind kind)
{
	return new_value(kind);
}

Json *json_new_str(const char *s)
{
	Json *j = new_value(J_STR);
	j->str = strdup(s);
	return j;
}

Json *json_new_num(long n)
{
	char buf[32];
	snprintf(buf, sizeof buf, "%ld", n);
	Json *j = new_value(J_NUM);
	j->str = strdup(buf);
	return j;
}

Json *json_clone(const Json *j)
{
	Json *c = new_value(j->kind);
	if (j->str)
		c->str = strdup(j->str);
	for (size_t i = 0; i < j->n; i++) {
		if (j->kind == J_OBJ)
			json_put(c, j->keys[i], json_clone(j->v[i]));
		else
			json_push(c, json_clone(j->v[i]));
	}
	return c;
}

long json_num(const Json *j, long dflt)
{
	if (!j || j->kind != J_NUM)
		return dflt;
	char *end;
	long n = strtol(j->str, &end, 10);
	return *end ? dflt : n;
}

const char *json_str_of(const Json *j)
{
	return j && j->kind == J_STR ? j->str : NULL;
}
