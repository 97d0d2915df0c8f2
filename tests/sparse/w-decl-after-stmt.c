// ARGS: -std=c89
/* -Wdeclaration-after-statement is on by default under -std=c89/c90,
 * -ansi and iso9899:199409 (not gnu89, not later standards): once per
 * run of statements, at the declaration's first token. */
int g(int);

int test_mixed(int i)
{
	int a = i;
	a++;
	int b = a;
	int c = b;
	c++;
	{
		c--;
		static int d;
		d = c;
	}
	_Static_assert(1, "ok");
	const int e = c;
	return e;
}
