// Declarators in every form: pointers, arrays, functions, nested and
// parenthesised, abstract declarators in casts, sizeof, parameters and
// _Generic; the types they build are checked with
// __builtin_types_compatible_p and sizeof.  No diagnostics.
#define CHECK(e) _Static_assert(e, #e)
#define SAME(a, b) CHECK(__builtin_types_compatible_p(a, b))

typedef int fn_t(int);				/* function type */
typedef int (*pfn_t)(int);			/* pointer to it */
typedef char *(*(*cb_t)[3])(long);		/* pointer to array of 3 pointers to functions returning char * */

/* plain and parenthesised simple declarators */
int d0;
int (d1);
int ((d2)), *(d3), (*d4);
int *p1, **p2, ***p3, *const cp1 = 0, *volatile *vp2;
SAME(__typeof__(d1), int);
SAME(__typeof__(d2), int);
SAME(__typeof__(d3), int *);
SAME(__typeof__(d4), int *);
SAME(__typeof__(p3), int ***);
SAME(__typeof__(vp2), int *volatile *);

/* arrays */
int a1[4], a2[2][3], *a3[5], (*a4)[6], (*a5[7])[8];
int a6[] = { 1, 2, 3 };
extern int a7[];
extern int a8[][4];
CHECK(sizeof a1 == 4 * sizeof(int));
CHECK(sizeof a2 == 6 * sizeof(int));
CHECK(sizeof a2[0] == 3 * sizeof(int));
CHECK(sizeof a3 == 5 * sizeof(int *));
CHECK(sizeof a4 == sizeof(void *));
CHECK(sizeof *a4 == 6 * sizeof(int));
CHECK(sizeof a5 == 7 * sizeof(void *));
CHECK(sizeof *a5[0] == 8 * sizeof(int));
CHECK(sizeof a6 == 3 * sizeof(int));
SAME(__typeof__(a8[0]), int[4]);

/* functions, pointers to functions, functions returning pointers */
int f0(void);
int f1(int, char *);
int *f2(void);
int (*f3)(void);
int *(*f4)(int *);
int (*f5(int))(char);				/* function returning pointer to function */
int (*(*f6)(int))(char);			/* pointer to the same */
int (*f7[3])(void);				/* array of function pointers */
int (*(*f8)[3])(void);				/* pointer to that array */
char *(*(*f9)[3])(long);
void (*signal_like(int, void (*)(int)))(int);
int (*(*(*deep)(int))[4])(double);		/* ptr to fn returning ptr to array of 4 ptrs to fns */
int (*pa_fn(void))[5];				/* function returning pointer to array */
SAME(__typeof__(f5), int (*(int))(char));
SAME(__typeof__(f6), __typeof__(&f5));
SAME(__typeof__(f7[0]), int (*)(void));
SAME(__typeof__(f8), int (*(*)[3])(void));
SAME(__typeof__(f9), cb_t);
SAME(__typeof__(signal_like(0, 0)), void (*)(int));
SAME(__typeof__((*deep)(1)), int (*(*)[4])(double));
SAME(__typeof__(*deep(1)), int (*[4])(double));
SAME(__typeof__(pa_fn()), int (*)[5]);
CHECK(sizeof *pa_fn() == 5 * sizeof(int));
fn_t f10, f11;					/* functions declared through a typedef */
SAME(__typeof__(f10), int (int));
pfn_t table[2] = { f10, f11 };
SAME(pfn_t, fn_t *);

/* unprototyped and variadic declarations */
int u0();
int u1(int, ...);
int u2(const char *fmt, ...);
SAME(__typeof__(u0), int ());

/* qualifiers inside declarators */
const int *const *volatile q1;
int *restrict q2;
int *__restrict q3;
char *const *const q4[2] = { 0, 0 };
SAME(__typeof__(q1), const int *const *volatile);
SAME(__typeof__(q4[0]), char *const *const);

/* parameters: every form of declarator, named and abstract */
void pf1(int a, int *b, int c[], int d[10], int e[static 4], int f[const 5],
	 int g[restrict], int h[volatile static 2], int (*i)[3], int j[][3],
	 int (*k)(int), int l(int), int (*m[2])(void), char *(*n)(char *));
void pf2(int, int *, int [], int [10], int [static 4], int [const 5],
	 int (*)[3], int [][3], int (*)(int), int (int), int (*[2])(void),
	 char *(*)(char *), int (*(*)(int))[4], void (*)(void));
void pf3(int a[*]);				/* VLA of unspecified size in a prototype */
void pf4(int n, int a[*][*]);
void pf5(int (a));				/* parenthesised parameter name */
void pf6(int (*)(void), int ());
void pf6(int (*x)(void), int y());		/* compatible redeclaration */
SAME(__typeof__(pf1), void (int, int *, int *, int *, int *, int *const,
			   int *restrict, int *volatile, int (*)[3], int (*)[3],
			   int (*)(int), int (*)(int), int (**)(void), char *(*)(char *)));

/* abstract declarators in casts and sizeof */
CHECK(sizeof(int *) == sizeof(void *));
CHECK(sizeof(int [3]) == 3 * sizeof(int));
CHECK(sizeof(int (*)[3]) == sizeof(void *));
CHECK(sizeof(int *[3]) == 3 * sizeof(void *));
CHECK(sizeof(int (*[3])(void)) == 3 * sizeof(void *));
CHECK(sizeof(int (**)(void)) == sizeof(void *));
CHECK(sizeof(char (*(*)[2])[7]) == sizeof(void *));
CHECK(sizeof(char [2][7]) == 14);
CHECK(sizeof(const volatile int) == sizeof(int));
CHECK(sizeof(int (*const)(void)) == sizeof(void *));

long casts(void *v)
{
	int (*fp)(int) = (int (*)(int))v;
	int (*ap)[4] = (int (*)[4])v;
	char **cpp = (char **)v;
	void (*vf)(void) = (void (*)(void))fp;
	long r = (long)(char *)v + (long)*ap + (long)cpp + (long)vf;
	r += sizeof(int (*)(int (*)[2], char (*)(void)));
	r += (long)(int (*(*)[4])(double))0;
	r += _Generic(ap, int (*)[4]: 1, default: 0);
	r += _Generic(fp, int (*)(int): 2, int (*)(void): 3);
	return r;
}

/* declarators inside blocks, statement by statement */
int locals(void)
{
	int a, *b = &a, c[2] = { 1, 2 }, (*d)[2] = &c, (e) = 3;
	int (*f)(void) = locals;
	static int (*g[2])(void) = { locals, 0 };
	char *(*h)(char *) = 0;
	int *(*i(void));			/* block-scope function declaration */
	extern int a7[];
	a = 1;
	return *b + (*d)[1] + e + (f == g[0]) + (h == 0) + (i == 0) + a7[0];
}

/* function definitions with declarator forms */
int (*ret_fp(void))(int) { return f10; }
int (*(ret_ap)(void))[5] { return 0; }
static int (paren_def)(int x) { return x; }
char *(*(*ret_deep(int n))[3])(long) { (void)n; return 0; }
SAME(__typeof__(ret_deep), char *(*(*(int))[3])(long));
int use_paren(void) { return paren_def(1) + (*ret_fp())(2); }
