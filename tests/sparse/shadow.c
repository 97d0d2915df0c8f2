// ARGS: -Wshadow
/*
 * sparse's -Wshadow: a block-scope declaration hiding a variable, parameter
 * or enumerator of an outer scope; the note points at the nearest one (a
 * parameter at its first specifier).  Functions, tags and a typedef hidden
 * by a variable are not reported; parameters themselves are not checked.
 */
typedef int T;
static int sv;
int g;
enum { E1, E2 };
struct tag { int x; };
int fn(void);

int f(const unsigned p, __attribute__((unused)) int u, int *arr);
int f(const unsigned p, __attribute__((unused)) int u, int *arr)
{
	int g = 1;		/* hides the file-scope g */
	int E1 = 2;		/* hides the enumerator */
	T T = 3;		/* a typedef hidden by a variable: silent */
	int tag = 4;		/* tags are another namespace: silent */
	int fn = 5;		/* functions are not reported */
	{
		typedef long T;	/* a typedef hiding a typedef */
		int p = 1, u = 2;	/* two parameters */
		long sv = 3;	/* a file-scope static */
		T arr = 4;
		int g = 7;	/* the nearest g is the block's */
		return p + u + sv + arr + g;
	}
	for (int q = 0; q < 1; q++) {
		int q = 2;	/* the for's own q */
		(void)q;
	}
	return g + E1 + T + tag + fn;
}

int old(a, b)
	int a;
	char *b;
{
	{
		int a = 1, b = 2;	/* K&R parameters: at their names */
		return a + b;
	}
}

void h(void)
{
	extern int g;		/* names the file-scope g: not a shadow */
	int k = 0;
	{
		extern int g;	/* hides h's block-scope declaration */
		int k = 1;
		(void)k;
	}
	(void)g;
	(void)k;
}
