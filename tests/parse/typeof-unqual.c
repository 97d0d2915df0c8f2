// Idioms of kernels after 6.12, which need __typeof_unqual__ (gcc 14,
// clang 19).  gcc 12 lacks it, so these expectations follow gcc 14's
// documentation: the type of the operand without its qualifiers (const,
// volatile, restrict, _Atomic); nothing else changes.  The stand-in cannot
// check this file (see tests/README.md).

// scripts/checker-valid.sh: Kbuild rejects a checker that prints "error"
static inline int u(const int *q)
{
	__typeof_unqual__(*q) v = *q;
	return v;
}

#define CHECK(e) _Static_assert(e, #e)
#define SAME(a, b) CHECK(__builtin_types_compatible_p(a, b))
#define DIFF(a, b) CHECK(!__builtin_types_compatible_p(a, b))

const volatile int cvi;
int *const restrict cp;
const int *pci;
_Atomic long al;
const int carr[4];
struct s { const int m; } cs;

/* compare through pointers, where qualifiers of the pointee count */
SAME(__typeof_unqual__(cvi) *, int *);
DIFF(__typeof__(cvi) *, int *);
SAME(__typeof_unqual__(cp) *, int **);
SAME(__typeof_unqual__(pci) *, const int **);	/* only the top level goes */
SAME(__typeof_unqual__(al) *, long *);
SAME(__typeof_unqual__(cs) *, struct s *);
SAME(__typeof_unqual__(cs.m) *, int *);
CHECK(sizeof(__typeof_unqual__(carr)) == 16);
SAME(__typeof_unqual__(const char) *, char *);

/* __unqual_scalar_typeof() and READ_ONCE() as the kernel writes them */
#define __unqual_scalar_typeof(x) __typeof_unqual__(x)
#define __READ_ONCE(x) (*(const volatile __unqual_scalar_typeof(x) *)&(x))
#define READ_ONCE(x) ({ __unqual_scalar_typeof(x) __x = __READ_ONCE(x); (__typeof__(x))__x; })

int f(const volatile unsigned long *p)
{
	unsigned long v = READ_ONCE(*p);
	__unqual_scalar_typeof(*p) w = v;
	SAME(__typeof__(w) *, unsigned long *);
	return (int)w;
}

/* per-cpu accessors: a qualified lvalue read through __seg_gs */
#define raw_cpu_read(pcp) ({ __typeof_unqual__(pcp) __ret = *(__seg_gs __typeof_unqual__(pcp) *)(unsigned long)&(pcp); __ret; })
extern const int counter;
int g(void)
{
	return raw_cpu_read(counter);
}

/* typeof_unqual is a C23 keyword; in gnu11 it is an ordinary name */
int typeof_unqual = 1;
