// ARGS: -Wno-decl
/* Rule (sparse, always on): a file-scope declaration without a type
 * specifier: "has implicit type" for an int, "has implicit return type"
 * for a function returning int; first declarator only; pointers, arrays
 * and parenthesised declarators silent. */
static a, b;
extern *p;
static *f(void);
const c = 1;
static g(void) { return 0; }
x = 3;
h(void);
extern k[2];
static void (v)(void);
