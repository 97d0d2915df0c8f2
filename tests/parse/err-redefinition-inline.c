// A second body for a function after an inline one (gcc 12, -std=gnu17):
// C99 inline semantics make any second definition a redefinition, unless
// the first is a GNU "extern inline" (__attribute__((gnu_inline))) and the
// second is not one too.  An alias attribute is a definition as well.  gcc
// reports the redefinition alone, not "static declaration follows".
extern inline int a(void) { return 0; }
int a(void) { return 1; }	// expected-error:5 {{redefinition of 'a'}}
inline int b(void) { return 0; }
int b(void) { return 1; }	// expected-error:5 {{redefinition of 'b'}}
extern inline __attribute__((gnu_inline)) int c(void) { return 0; }
int c(void) { return 1; }
__attribute__((__gnu_inline__)) extern __inline__ int d(void) { return 0; }
int d(void);
int d(void) { return 1; }
extern inline __attribute__((gnu_inline)) int e(void) { return 0; }
extern inline __attribute__((gnu_inline)) int e(void) { return 1; }	// expected-error:47 {{redefinition of 'e'}}
static inline int g(void) { return 0; }
static inline int g(void) { return 1; }	// expected-error:19 {{redefinition of 'g'}}
extern inline int h(void) { return 0; }
static int h(void) { return 1; }	// expected-error:12 {{redefinition of 'h'}}
int x(void) { return 2; }
extern inline int i(void) { return 0; }
extern int i(void) __attribute__((weak, alias("x")));	// expected-error:12 {{redefinition of 'i'}}
extern inline __attribute__((gnu_inline)) int j(void) { return 0; }
int j(void) __attribute__((alias("x")));
int k(void) __attribute__((alias("x")));
int k(void) { return 3; }	// expected-error:5 {{redefinition of 'k'}}
