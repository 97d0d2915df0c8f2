// An inline call among the arguments of another inline call is inlined
// (and its body evaluated) once: the arguments of the outer copy are
// expanded again, but the inner call has already been replaced.
typedef unsigned int __attribute__((bitwise)) xa_mark_t;
struct node { unsigned long marks[3][4]; };
static inline unsigned long *node_marks(struct node *n, xa_mark_t mark)
{
	return n->marks[(unsigned)mark];
}
static inline int tb(unsigned long nr, const unsigned long *addr) { return addr[nr] & 1; }
int a1(struct node *n, xa_mark_t m, unsigned off) { return __builtin_constant_p(node_marks(n, m)); }
int a2(struct node *n, xa_mark_t m, unsigned off) { return 0 && node_marks(n, m); }
int a3(struct node *n, xa_mark_t m, unsigned off) { return off ? tb(off, node_marks(n, m)) : 0; }
int a4(struct node *n, xa_mark_t m, unsigned off) { return 0 ? tb(off, node_marks(n, m)) : 0; }
