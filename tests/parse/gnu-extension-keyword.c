// __extension__ where gcc 12 allows it: before a declaration (file scope,
// block scope, struct member), and before any cast-expression, including
// right after an opening parenthesis, where it starts an expression and
// not a type name: glibc's tolower() at -O2, CPU_SET, TEMP_FAILURE_RETRY
// and IN6_IS_ADDR_UNSPECIFIED expand to "(__extension__ ({ ... }))" and
// "(__extension__ 1)".  No diagnostics.

__extension__ typedef long long ll_t;
__extension__ static const int one = (__extension__ 1);
int two = (__extension__ (__builtin_constant_p(one) ? 5 : 2));

struct with_anon {
	__extension__ union {
		int a;
		long b;
	};
	__extension__ long long c;
};

int lower(int c)
{
	__extension__ int d = c;
	int r = (__extension__ ({ int t = d; t | 0x20; }));
	long e = (long) (__extension__ 1);
	double _Complex z = (double _Complex) (__extension__ 1.0iF);
	return r + (int)e + (int)__real__ z + (__extension__ sizeof(ll_t));
}

#define TEMP_FAILURE_RETRY(expression) \
	(__extension__ ({ long int __result; \
		do __result = (long int) (expression); \
		while (__result == -1L); \
		__result; }))

long retry(long (*f)(void))
{
	return TEMP_FAILURE_RETRY(f());
}
