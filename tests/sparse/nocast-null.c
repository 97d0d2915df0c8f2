// ARGS: -Wno-decl
/* Rule (spec 5.7, sparse cast_to()): a plain 0 given to a pointer to a
 * nocast type is a conversion (the NULL warning, then the nocast one);
 * (void *)0 is not. */
typedef unsigned long __attribute__((nocast)) ncl_t;
ncl_t *p1 = 0;
ncl_t *p2 = (void *)0;
void f(ncl_t v, unsigned long *q) { ncl_t *p3; p3 = 0; q = 0; (void)p3; (void)v; (void)q; }
