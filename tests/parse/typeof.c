// typeof in its spellings (typeof, __typeof__, __typeof) on expressions and
// type names, combined with qualifiers, pointers and arrays, in casts,
// sizeof, parameters, struct members and function return types;
// __auto_type.  (gcc 12 has no typeof_unqual and no _BitInt: not here.)
// No diagnostics.
#define CHECK(e) _Static_assert(e, #e)
#define SAME(a, b) CHECK(__builtin_types_compatible_p(a, b))

int i;
const volatile long cvl;
char *strs[4];
int (*fptr)(double);
struct s { int m; short arr[5]; } sv;

typeof(i) t1;
__typeof__(i) t2;
__typeof(i) t3;
typeof(int *) t4;
typeof(i + 1L) t5;
typeof(cvl) t6 = 0;			/* keeps the qualifiers */
typeof(strs) t7;
typeof(strs[0]) t8;
typeof(*strs[0]) t9;
typeof(fptr) t10;
typeof(*fptr) t11;			/* a function type */
typeof(sv.arr) t12;
typeof(&sv.arr) t13;
typeof(typeof(char *)[3]) t14;
const typeof(i) t15 = 0;
typeof(i) *t16, t17[2];
typeof(struct s) t18;
typeof(sv.m = 1) t19;			/* not evaluated */
typeof((char)1 + (char)2) t20;		/* integer promotions */
typeof(1 ? (char *)0 : (void *)0) t21;
typeof(0 ? (const int *)0 : (volatile int *)0) t22;
typeof(1.0f * 2) t23;
typeof("abc") t24;
typeof(L'x') t25;
typeof(sizeof(int)) t26;
typeof(&i - &i) t27;
typeof(i < 2) t28;
typeof(t7[0][0]) t29;
typeof(i) (*t30)(typeof(i));
typeof(1 ? (char *)0 : (void *)1) t31;	/* not a null pointer constant */
typeof(1 ? (char *)0 : (void *)(void *)0) t32;
SAME(typeof(t1), int);
SAME(typeof(t4), int *);
SAME(typeof(t5), long);
SAME(typeof(t6) *, const volatile long *);
SAME(typeof(t7), char *[4]);
SAME(typeof(t9), char);
SAME(typeof(t11), int (double));
SAME(typeof(t12), short [5]);
SAME(typeof(t13), short (*)[5]);
SAME(typeof(t14), char *[3]);
SAME(typeof(t15) *, const int *);
SAME(typeof(t16), int *);
SAME(typeof(t17), int [2]);
SAME(typeof(t19), int);
SAME(typeof(t20), int);
SAME(typeof(t21), char *);		/* (void *)0 is a null pointer constant */
SAME(typeof(t22), const volatile int *);
SAME(typeof(t23), float);
SAME(typeof(t24), char [4]);
SAME(typeof(t25), int);
SAME(typeof(t26), unsigned long);
SAME(typeof(t27), long);
SAME(typeof(t28), int);
SAME(typeof(t30), int (*)(int));
SAME(typeof(t31), void *);
SAME(typeof(t32), void *);
CHECK(sizeof(typeof(sv.arr)) == 10);
CHECK(sizeof(__typeof__(t14)) == 24);

typeof(int (*)(void)) ret_fp_typeof(void);
typeof(i) ret_int(typeof(i) a, typeof(a) b) { return a + b; }
struct with_typeof { typeof(i) a; typeof(strs) b; typeof(struct s) *c; };

int use_typeof(void)
{
	int x = 1;
	typeof(x) y = x;
	typeof(y) *p = &y;
	long l = (typeof(l))x;
	typeof(*p) z = *p;
	const typeof(z) cz = z;
	int arr[3] = { 0 };
	typeof(arr[0]) first = arr[0];
	typeof(&arr) pa = &arr;
	return y + z + cz + first + (*pa)[1] + (int)l + sizeof(typeof(p));
}

int auto_type(void)
{
	__auto_type a = 1;
	__auto_type b = 2L;
	__auto_type c = "str";
	__auto_type d = &a;
	__auto_type e = (short)3;
	const __auto_type f = 1.5;
	__auto_type g = auto_type;	/* decays to a pointer */
	__auto_type h = (int [2]){ 1, 2 };	/* decays too */
	SAME(typeof(a), int);
	SAME(typeof(b), long);
	SAME(typeof(c), char *);
	SAME(typeof(d), int *);
	SAME(typeof(e), short);
	SAME(typeof(f) *, const double *);
	SAME(typeof(g), int (*)(void));
	SAME(typeof(h), int *);
	static __auto_type s = 9u;
	SAME(typeof(s), unsigned int);
	return a + (int)b + c[0] + *d + e + (int)f + h[1] + (int)s;
}
