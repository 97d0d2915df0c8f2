/* json.h - a small JSON reader and writer (RFC 8259), for
 * compile_commands.json and for merging the JSON/SARIF logs of project mode.
 * Values are malloc'd trees; strings are NUL-terminated UTF-8 (a \u0000
 * escape is refused rather than truncated). */
#ifndef CG_JSON_H
#define CG_JSON_H
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef enum { J_NULL, J_FALSE, J_TRUE, J_NUM, J_STR, J_ARR, J_OBJ } JsonKind;

typedef struct Json {
	JsonKind kind;
	char *str;		/* J_STR: the value; J_NUM: the spelling */
	struct Json **v;	/* J_ARR: elements; J_OBJ: values */
	char **keys;		/* J_OBJ: keys, parallel to v */
	size_t n;
} Json;

/* Parse TEXT (LEN bytes).  On error returns NULL and writes
 * "line:col: what" into ERR. */
Json *json_parse(const char *text, size_t len, char *err, size_t errlen);
/* The value at *POS of TEXT, *POS moved past it and the blanks after it:
 * a file of several values (castguard's appended logs).  Errors as
 * json_parse's, their line:col counted from TEXT's start. */
Json *json_parse_next(const char *text, size_t len, size_t *pos, char *err, size_t errlen);
/* json_parse_next(), but the elements of an array that is the value of
 * one of KEYS (a NULL-terminated list; at any depth) go one at a time to
 * EACH, with the key and the element's index, and are freed: the tree
 * holds an empty array in its place, and a long log is never whole in
 * memory.  EACH returns false to stop: NULL, and ERR is "". */
typedef bool (*JsonEach)(void *ctx, const char *key, const Json *item, size_t i);
Json *json_parse_each(const char *text, size_t len, size_t *pos, const char *const *keys,
		      JsonEach each, void *ctx, char *err, size_t errlen);
Json *json_get(const Json *obj, const char *key);	/* NULL if absent */
void json_write(FILE *f, const Json *j);
void json_write_str(FILE *f, const char *s);	/* a quoted, escaped string */		/* compact */
void json_push(Json *arr, Json *v);			/* V appended to an array */
void json_put(Json *obj, const char *key, Json *v);	/* KEY: V added to an object */
void json_free(Json *j);
/* Values built in code (castguard lsp's messages). */
Json *json_new(JsonKind kind);		/* null, false, true, [] or {} */
Json *json_new_str(const char *s);	/* a copy of S */
Json *json_new_num(long n);
Json *json_clone(const Json *j);	/* a deep copy */
long json_num(const Json *j, long dflt);	/* J's integer value, else DFLT */
const char *json_str_of(const Json *j);	/* J's string, or NULL */
#endif
