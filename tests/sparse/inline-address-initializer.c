// The address of an inline function taken in a file-scope initializer:
// sparse checks the function's body on its own (its restricted operand
// degrades), unless the declaration in scope there is a redeclaration
// without inline (EXPORT_SYMBOL's "extern typeof(sym) sym;" before
// __ADDRESSABLE(sym), block/blk-core.c's blk_op_str()).
typedef unsigned int __attribute__((bitwise)) r_t;
static inline int f1(r_t op) { return op < 3; }
static inline int f3(r_t op) { return op < 4; }
static inline int f4(r_t op) { return op < 5; }
extern __typeof__(f4) f4;
static void *p1 = (void *)&f1;
static void *p4 = (void *)&f4;
void *gp(void);
void *gp(void) { return p1 ? p1 : p4; }
void *g3(void);
void *g3(void) { return (void *)&f3; }
