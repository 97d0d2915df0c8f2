// Expressions: the whole precedence and associativity table (checked on
// constants with _Static_assert), unary operators, casts, sizeof,
// _Alignof/__alignof__, postfix chains, assignment operators, comma,
// compound literals, _Generic (default, qualifiers dropped, function and
// array decay), literals of every form, string concatenation, GNU
// __real__/__imag__, address arithmetic.  No diagnostics.
#define CHECK(e) _Static_assert(e, #e)
#define SAME(a, b) CHECK(__builtin_types_compatible_p(a, b))

/* precedence and associativity */
CHECK(1 + 2 * 3 == 7);
CHECK((1 + 2) * 3 == 9);
CHECK(10 - 4 - 3 == 3);			/* left to right */
CHECK(64 / 4 / 2 == 8);
CHECK(7 % 4 * 3 == 9);
CHECK(-7 / 2 == -3 && -7 % 2 == -1);	/* truncation towards zero */
CHECK(1 << 2 + 1 == 8);			/* + binds tighter than << */
CHECK(256 >> 2 >> 1 == 32);
CHECK((1 < 2) == 1 && (2 < 1) == 0);
CHECK(1 < 2 == 1);			/* < binds tighter than == */
CHECK(3 > 2 > 1 == 0);			/* (3 > 2) > 1 */
CHECK((6 & 3) == 2 && (6 | 3) == 7 && (6 ^ 3) == 5);
CHECK((1 | 2 ^ 3 & 4) == 3);		/* & before ^ before | */
CHECK(5 & 4 == 4);			/* == before & : 5 & 1 */
CHECK((0 && 1 / 0 == 0) == 0);		/* short circuit, 1/0 not evaluated */
CHECK(1 || 1 / 0);
CHECK((1 || 0 && 0) == 1);		/* && before || */
CHECK((1 ? 2 : 3 ? 4 : 5) == 2);	/* right to left */
CHECK((0 ? 2 : 0 ? 4 : 5) == 5);
CHECK((0 ? 1 : 2) + 1 == 3);
CHECK(!0 == 1 && !5 == 0 && ~0 == -1 && - -1 == 1 && +3 == 3);
CHECK(-1 < 0u == 0);			/* -1 converted to unsigned */
CHECK(-1L < 0u);			/* long holds every unsigned int */
CHECK(sizeof 1 + 1 == 5);		/* sizeof binds tighter than + */
CHECK((char)257 == 1);
CHECK((unsigned char)-1 == 255);
CHECK((signed char)200 == -56);
CHECK((short)65537 == 1);
CHECK((_Bool)2 == 1 && (_Bool)0.5 == 1);
CHECK((unsigned)-1 == 0xffffffff);
CHECK((long long)1 << 40 == 0x10000000000);
CHECK(0x7fffffff + 1u == 0x80000000u);

/* literals */
CHECK(sizeof(1) == 4 && sizeof(1L) == 8 && sizeof(1LL) == 8 && sizeof(1u) == 4);
CHECK(sizeof(0x7fffffff) == 4 && sizeof(0x80000000) == 4 && sizeof(2147483648) == 8);
CHECK(sizeof(0xffffffffffffffff) == 8 && 0xffffffffffffffff > 0);
CHECK(sizeof('a') == 4 && sizeof(L'a') == 4 && sizeof(u'a') == 2 && sizeof(U'a') == 4);
CHECK('\n' == 10 && '\x41' == 65 && '\101' == 65 && '\0' == 0 && '\'' == 39 && '\\' == 92);
CHECK('\e' == 27);			/* GNU escape */
CHECK(0b1010 == 10 && 017 == 15 && 0X1f == 31);
CHECK(1e3 == 1000 && 0x1p4 == 16.0 && 1.5e-1f < 1 && .5 == 0.5 && 2. == 2);
CHECK(sizeof(1.0) == 8 && sizeof(1.0f) == 4 && sizeof(1.0L) == 16);
CHECK(sizeof("ab" "cd") == 5 && sizeof(L"ab") == 12 && sizeof(u8"ab") == 3 && sizeof(u"a" "b") == 6);
CHECK(sizeof("\x41\0" "B") == 4);

/* types of expressions */
char c;
short s;
int i, *ip, arr[5];
unsigned u;
long l;
unsigned long ul;
float f;
double d;
struct pt { int x, y; } pt, *ptp;
SAME(__typeof__(c + c), int);
SAME(__typeof__(s * 2), int);
SAME(__typeof__(u + i), unsigned int);
SAME(__typeof__(l + u), long);
SAME(__typeof__(ul + l), unsigned long);
SAME(__typeof__(f + i), float);
SAME(__typeof__(f + d), double);
SAME(__typeof__(c << l), int);		/* the left operand's promoted type */
SAME(__typeof__(ip - ip), long);
SAME(__typeof__(ip + 1), int *);
SAME(__typeof__(arr + 1), int *);
SAME(__typeof__(&arr), int (*)[5]);
SAME(__typeof__(*&arr), int [5]);
SAME(__typeof__(i == i), int);
SAME(__typeof__(!d), int);
SAME(__typeof__(-c), int);
SAME(__typeof__(~u), unsigned int);
SAME(__typeof__(c = 1), char);
SAME(__typeof__(c += 1), char);
SAME(__typeof__(i++), int);
SAME(__typeof__(--c), char);
SAME(__typeof__((i, c)), char);
SAME(__typeof__(i ? c : s), int);
SAME(__typeof__(i ? ip : 0), int *);
SAME(__typeof__(i ? (void *)ip : ip), void *);
SAME(__typeof__(i ? pt : pt), struct pt);
SAME(__typeof__(pt.x), int);
SAME(__typeof__(ptp->y), int);
SAME(__typeof__(&ptp->y), int *);
SAME(__typeof__(sizeof i), unsigned long);
SAME(__typeof__(_Alignof(int)), unsigned long);
SAME(__typeof__(&*ip), int *);
SAME(__typeof__(*"abc"), char);
SAME(__typeof__(1 ? "a" : "bc"), char *);
CHECK(sizeof(i ? c : c) == 4);		/* promoted */
CHECK(sizeof((char)1) == 1 && sizeof(char) + 1 == 2);
CHECK(sizeof(+c) == 4);
CHECK(sizeof arr == 20 && sizeof(arr + 0) == 8 && sizeof &arr == 8 && sizeof *arr == 4);
CHECK(sizeof pt.x == 4 && sizeof ptp->y == 4 && sizeof(struct pt) == 8);
CHECK(_Alignof(char) == 1 && _Alignof(double) == 8 && __alignof__(long double) == 16);
CHECK(__alignof__(pt) == 4 && __alignof__(arr[0]) == 4 && __alignof(int) == 4);
CHECK(sizeof(int (*)[3]) == 8);

/* _Generic */
#define type_name(x) _Generic((x), int: "int", char: "char", const char *: "ccp", \
	char *: "cp", double: "double", default: "other")
CHECK(sizeof(type_name(1)) == 4);
CHECK(sizeof(type_name('a')) == 4);		/* 'a' is an int */
CHECK(sizeof(type_name((char)1)) == 5);
CHECK(sizeof(type_name(1.0)) == 7);
CHECK(sizeof(type_name(1L)) == 6);
CHECK(_Generic(1, default: 1, int: 2) == 2);	/* default may come first */
CHECK(_Generic((const int)1, int: 1, default: 0) == 1);	/* an rvalue: no qualifiers */
CHECK(_Generic(arr, int *: 1, default: 0) == 1);	/* arrays decay */
CHECK(_Generic(ip, int *: 1, const int *: 2) == 1);
CHECK(_Generic(&i, int *: 1, default: 0) == 1);
CHECK(_Generic(pt, struct pt: 1, default: 0) == 1);
int gfun(int);
CHECK(_Generic(gfun, int (*)(int): 1, default: 0) == 1);	/* functions decay */
CHECK(_Generic((unsigned char)1 + 1, int: 1, default: 0) == 1);
CHECK(_Generic(i, int: 1, long: 2, unsigned: 3, struct pt: 4, int (*)[2]: 5) == 1);

/* compound literals */
int *cl1 = (int []){ 1, 2, 3 };
struct pt *cl2 = &(struct pt){ .x = 1, .y = 2 };
const char *cl3 = (const char []){ "abc" };
int cl_use(int n)
{
	int *p = (int [4]){ n, n + 1 };
	struct pt q = (struct pt){ n, n };
	q = (struct pt){ .y = n };
	int v = (int){ n } + ((int []){ 1, 2 })[1] + (struct pt){ 3, 4 }.y;
	int *pp = &(int){ 5 };
	char ch = ((char []){ "xyz" })[2];
	return p[1] + q.y + v + *pp + ch + sizeof((char [7]){ 0 }) + cl1[0] + cl2->x;
}

/* postfix chains, unary operators, assignment operators */
struct node { int val; struct node *next; int arr[3]; struct pt p; int (*fn)(int); };
int postfix(struct node *n, struct node **pn, int k)
{
	int r = n->next->next->val + (*pn)->arr[2] + pn[0]->p.x + n->arr[k]++ + n->fn(k);
	r += (*n->next).p.y + n[1].arr[0] + 1[n->arr] + (&n->p)->y;
	r += (*n->fn)(1) + (**n->fn)(2) + (***n->fn)(3);
	r += -r + ~r + !r + +r + *&r + (int)sizeof r + (int)sizeof(r) + ++r + --r + r++ + r--;
	r = r += r -= r *= 2;
	r /= 3; r %= 7; r <<= 1; r >>= 1; r &= 0xff; r |= 1; r ^= 2;
	int *ip = &r, **ipp = &ip;
	**ipp += *ip;
	r = r < k ? r : k > 3 ? k : -k;
	k ? r++ : r--;
	n->val = k ? r : k;
	return r, k, r * k;
}

/* __real__, __imag__, complex */
double cplx(void)
{
	_Complex double z = 1.0 + 2.0i;
	__imag__ z = 3.0;
	__real__ z += 1.0;
	return __real__ z + __imag__ z + __real__ 1.0 + __imag__ 2.0;
}
