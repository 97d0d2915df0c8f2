// sparse's evaluate_cast() warns of a cast to a struct, a union, an array
// or a function type ("cast to non-scalar"; even to the operand's own
// struct type) and of a cast from a struct or union ("cast from
// non-scalar"); an array or a function operand is a pointer by then.  A
// cast to a union with a member of the operand's very type is GCC's union
// cast, a compound literal to sparse, with nothing said; sparse compares
// the types as symbols, so a "char *" member is not the type of another
// "char *" declarator, while two uses of one typedef are.  __force and
// void casts say nothing.
typedef struct { void *p; int k; } sockptr_t;
typedef sockptr_t bpfptr_t;
typedef char *cp;
union u { int i; char *p; long l; struct s { int a; } s; cp q; };
typedef struct s S;
int arr[3];
int use(sockptr_t s);
static inline int to(bpfptr_t dst)
{
	return use((sockptr_t) dst);
}
int f(bpfptr_t d, int x, const int y, char *p, struct s s, S t, cp q);
int f(bpfptr_t d, int x, const int y, char *p, struct s s, S t, cp q)
{
	union u a = (union u)x;
	union u b = (union u)y;
	union u c = (union u)p;
	union u e = (union u)s;
	union u g = (union u)t;
	union u h = (union u)q;
	union u i = (union u)(short)1;
	S m = (S)arr;
	struct s o = (struct s)s;
	S v = (S __attribute__((force)))s;
	(void)s;
	return (int)s + to(d) + to(d);
}
