/* attr-known.h - the attribute names sparse 0.6.4 knows (attr-known.c). */
#ifndef CG_ATTR_KNOWN_H
#define CG_ATTR_KNOWN_H
#include <stdbool.h>
#include <stddef.h>

/* S (N bytes, as written) names an attribute sparse's parser knows. */
bool sparse_attribute_known(const char *s, size_t n);
#endif
