/* attr-known.c - the attribute names sparse 0.6.4 knows, for its
 * -Wunknown-attribute: those its __has_attribute answers for (the
 * generated table), spelled NAME or __NAME__, and a few spellings of its
 * own list that are neither. */
#include <string.h>
#include "attr-known.h"
#include "listed.h"
#include "sparse-tables.inc"

bool sparse_attribute_known(const char *s, size_t n)
{
	static const char *const odd[] = {
		"__bounded__", "__const", "__noclone", "__nonnull", "__nothrow", "bounded",
	};
	char buf[128];
	if (n >= sizeof buf)
		return false;
	memcpy(buf, s, n);
	buf[n] = 0;
	if (LISTED(odd, buf))
		return true;
	if (n > 4 && !strncmp(buf, "__", 2) && !strcmp(buf + n - 2, "__")) {
		buf[n - 2] = 0;
		return LISTED(sparse_attributes, buf + 2);
	}
	return LISTED(sparse_attributes, buf);
}
