// The typedef-name / identifier ambiguity: typedef names redeclared as
// variables, parameters, members, enumerators and labels in inner scopes, the
// type coming back when the scope ends, and the forms whose meaning depends
// on it ("T(x);", "(T)*p" against "(v)*p", sizeof).  No diagnostics.
#define CHECK(e) _Static_assert(e, #e)
#define SAME(a, b) CHECK(__builtin_types_compatible_p(a, b))

typedef int T;
typedef long L;
typedef struct S S;			/* tag and typedef share a name */
struct S { T T; L x; };			/* member named like a typedef */
typedef T T;				/* C11: a typedef may be repeated */
typedef struct { int T, L; } TL;	/* members named T and L */

T(x1);					/* a declaration of x1, parenthesised */
T (x2) = 2, (*x3) = 0;
T(*fp)(T);				/* pointer to function taking T */
L(arr)[3];
SAME(__typeof__(x1), int);
SAME(__typeof__(x3), int *);
SAME(__typeof__(fp), int (*)(int));
CHECK(sizeof arr == 3 * sizeof(long));

int shadow_var(void)
{
	int r = 0;
	{
		long T = 5;		/* T is a variable here */
		r += T * 2;		/* multiplication */
		r += sizeof(T);		/* sizeof a long variable */
		CHECK(sizeof(T) == sizeof(long));
		r += (T) * 2;		/* a parenthesised variable, not a cast */
		r += (T) - 1;
	}
	{
		T T = 3;		/* T: type, then variable of that type */
		r += T;
		T = 4;
		r += T + sizeof T;
	}
	T y = 1;			/* T is a type again */
	r += (T)*&y + (T)-1;		/* casts */
	CHECK(sizeof(T) == sizeof(int));
	for (int T = 0; T < 2; T++)	/* a variable for the loop only */
		r += T;
	for (T T = 0; T < 2; T++)
		r += T;
	T z = (T)r;
	return z;
}

int param_named_T(char T)
{
	CHECK(sizeof(T) == 1);
	return T * 2 + (T) + sizeof(T);
}

void proto_named(T T);			/* parameter T of type T */
void proto_abstract(T, L);		/* unnamed parameters */
int proto_then(long L, int a[sizeof(L)]);
int proto_then(long, int *);

int member_T(struct S *s, TL *tl)
{
	struct S local = { .T = 1, .x = 2 };
	TL t2 = { .T = 3, .L = 4 };
	return s->T + local.T + tl->T + tl->L + t2.T + (*s).T;
}

int enum_shadow(void)
{
	enum { T = 7, L = 8 };		/* enumerators hide the typedefs */
	int a[T];
	CHECK(sizeof a == 7 * sizeof(int));
	return T + L;
}

int labels_named_T(int n)
{
	int r = 0;
T:					/* a label with a typedef's name */
	r++;
L:	if (r < n)
		goto T;
	if (r < 2 * n)
		goto L;
	T t = r;			/* still a type */
	return t;
}

int block_decls(void)
{
	T(a) = 1;			/* declaration: a is an int */
	T(*b) = &a;
	T(c)[2] = { 1, 2 };
	L(d);
	SAME(__typeof__(b), int *);
	SAME(__typeof__(c), int [2]);
	d = 0;
	return a + *b + c[1] + (int)d;
}

int typeof_generic(void)
{
	int v = 2;
	__typeof__(T) a = 1;
	__typeof__(v) b = 2;
	int r = _Generic(a, T: 1, default: 0) + _Generic(b, L: 1, default: 2);
	r += sizeof(T) + sizeof(v) + sizeof v;
	{
		int T = 3;
		r += _Generic(T, int: 4, default: 5);
		r += __builtin_types_compatible_p(__typeof__(T), int);
	}
	return r + (int)(L)v + ((T)(v));
}

int stmt_expr_shadow(int n)
{
	int r = ({ long T = n; T * 2; });
	r += ({ T t = 1; t; });
	return r;
}

/* a function and a variable declared after the typedef is hidden */
int hide(void)
{
	extern int T;			/* block-scope extern named T */
	return T;
}
T after_hide = 1;

/* typedef of a function type and of a pointer, then shadowed */
typedef void F(void);
typedef char *P;
F fdecl;
int use_F(void)
{
	P p = 0;
	int F = 1, P = 2;
	return F + P + (p == 0);
}

/* nested typedef redefinitions */
int nested(void)
{
	typedef long T;
	CHECK(sizeof(T) == sizeof(long));
	{
		typedef char T;
		CHECK(sizeof(T) == 1);
		{
			T T = 'a';
			return T;
		}
	}
}
