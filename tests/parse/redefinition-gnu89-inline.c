/* ARGS: -std=gnu89 */
/* GNU89 inline semantics (-std=gnu89, as -fgnu89-inline): an "extern
 * inline" definition only offers a body for inlining, and a later
 * definition in the unit, static or not, replaces it (gcc 12 accepts all
 * of these; gcc.c-torture/compile/20050215-1.c). */
extern __inline void f1(void) { }
extern __inline void f2(void) { f1(); }
void f2(void) { }
extern inline int g(void) { return 0; }
static int g(void) { return 1; }
extern inline int h(void) { return 0; }
inline int h(void) { return 1; }
int use(void) { f2(); return g() + h(); }
