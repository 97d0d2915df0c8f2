/* units.h - a restricted type shared by every file of the test project. */
#ifndef UNITS_H
#define UNITS_H
/* the checker sees the annotations, the compiler does not (as in Linux) */
#ifdef __CHECKER__
#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
#else
#define __bitwise
#define __force
#endif
typedef unsigned int __bitwise meters_t;
#define METERS(x) ((__force meters_t)(x))

/* a finding in a header: every file that includes it sees it */
static int *const units_none = 0;

static inline unsigned int meters_raw(meters_t m)
{
	return (__force unsigned int)m;
}
#endif
