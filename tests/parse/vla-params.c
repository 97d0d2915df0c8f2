// A prototype's VLA bound names an earlier parameter: the parameter's
// symbol must outlive the declaration (others are given back at its end),
// since the bound is evaluated where the type is used, after later
// declarations reused the memory (under ASan: a use after poison).
// No diagnostics.
void fill(int n, int a[n][n]);
int sum(int rows, int cols, int m[rows][cols]);
void f1(int a, int b, int c) __attribute__((unused, cold));
void f2(long a, long b, long c) __attribute__((unused));
void f3(char *a, char *b, char *c) __attribute__((unused, noinline));
int f5(int (*cb)(int x, int y), int z);

static int use(int n, int a[n][n])
{
	fill(n, a);
	return sum(n, n, a) + (int)sizeof(a[0]) + (int)sizeof(*a);
}

int entry(int n, int a[n][n]);
int entry(int n, int a[n][n])
{
	return use(n, a) + f5(0, n);
}
