// ARGS: -Wsparse-error
// EXIT: 1
/*
 * sparse binds a function's parameters only where its body begins, so a
 * parameter named in a later parameter's array length is an undefined
 * identifier once the function's type is laid out: at its definition, or
 * where a call, an initializer or an address first names it; once per
 * function, the first such parameter.  glibc's regexec() is declared so.
 */
typedef unsigned long size_t;
extern int rx(const char *s, size_t nm, int pm[__restrict nm], int fl);
extern int ry(size_t nm, int pm[nm]);
extern int rz(size_t nm, int pm[nm + 1], int (*q)[nm]);
extern int unused(size_t nm, int pm[nm]);	/* never named: silent */
int (*fp)(size_t, int *) = ry;
static int use(void) { int a[2]; return rx("", 2, a, 0) + rx("", 2, a, 0); }
static int use2(void) { int a[2]; return rz(2, a, (void *)0); }
int def(int n, int v[n]) { return v[0]; }
