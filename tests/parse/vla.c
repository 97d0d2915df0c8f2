// Variable length arrays: block-scope VLAs, multi-dimensional, pointers to
// VLAs, VLA parameters ([n], [*], [static n], sizes from earlier
// parameters), sizeof of a VLA (not a constant), typedefs of VLA types,
// VLAs in typeof and casts, and in structures at block scope (GNU).  No
// diagnostics.
#define CHECK(e) _Static_assert(e, #e)

int sum(int n, int a[n]);
int sum(int n, int a[*]);
int sum(int n, int a[n])
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += a[i];
	return s;
}

int matrix(int rows, int cols, int m[rows][cols])
{
	return m[rows - 1][cols - 1] + (int)(sizeof m[0] / sizeof m[0][0]);
}

int at_least(int n, int a[static n]) { return a[n - 1]; }
int matrix_star(int, int, int [*][*]);
int q(int n, int (*p)[n]) { return (*p)[0] + (int)sizeof *p; }
void twice(int n, char buf[n * 2 + 1]) { buf[n * 2] = 0; }

long vla(int n, int m)
{
	int a[n];
	double b[n][m];
	int (*pa)[n] = &a;
	char c[n + 1][4];
	typedef int row_t[m];
	row_t rows[3];
	long s = sizeof a + sizeof b + sizeof *pa + sizeof c + sizeof(row_t) + sizeof rows;
	s += sizeof(int [n]) + sizeof(char (*)[m]);
	__typeof__(a) copy;
	__typeof__(int [n + m]) t2;
	s += sizeof copy + sizeof t2;
	int (*cast)[m] = (int (*)[m])b;
	s += cast[0][0];
	for (int i = 0; i < n; i++) {
		int inner[i + 1];
		inner[i] = i;
		s += inner[i];
	}
	CHECK(sizeof(c[0]) == 4);		/* that part is constant */
	a[0] = matrix(n, m, (int (*)[m])c);
	return s + a[0] + at_least(n, a) + q(n, pa);
}

int vla_struct(int n)
{
	struct { int len; char data[n]; } s;	/* GNU: variably modified member */
	s.len = n;
	return s.len + (int)sizeof s.data;
}

int vla_goto_ok(int n)
{
	goto skip;		/* jumping forward past no VLA declaration */
skip:;
	int a[n];
	a[0] = 1;
	return a[0];
}
