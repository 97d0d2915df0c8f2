typedef unsigned int __attribute__((bitwise)) gfp_t;
static inline int h(gfp_t g) { return g; }
