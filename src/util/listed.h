/* listed.h - membership in a sorted table of names (the generated tables
 * of gcc's and sparse's names, sorted with LC_ALL=C). */
#ifndef CG_LISTED_H
#define CG_LISTED_H
#include <stdbool.h>
#include <stddef.h>
#include <string.h>

static inline bool listed(const char *const *tab, size_t n, const char *name)
{
	size_t lo = 0, hi = n;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int c = strcmp(tab[mid], name);
		if (c == 0)
			return true;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return false;
}
#define LISTED(tab, name) listed(tab, sizeof(tab) / sizeof(tab[0]), name)
#endif
