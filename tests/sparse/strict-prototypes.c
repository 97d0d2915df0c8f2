/*
 * sparse's default -Wstrict-prototypes and -Wold-style-definition: "()"
 * right after a declarator's name, unless the declaration ends there (';'
 * or ','); a K&R definition with a parameter declaration list; a K&R
 * parameter given no type (-Wimplicit-int).
 */
int f();			/* a plain declaration: silent */
int g(), h();			/* silent */
int main() { return f(); }	/* a definition: warned at ')' */
static int (*fp)() = 0;		/* not right after the name: silent */
void k(int (*cb)());		/* silent */
void m(int cb());		/* a parameter named cb: warned */
int f() { return 1; }
int __attribute__((noinline)) n();	/* silent */
int p() __attribute__((cold));	/* followed by an attribute: warned */

int old(a, b)
	int a;			/* warned here */
	char *b;
{
	return a + *b;
}

int half(a, b)			/* b is left out: warned */
	int a;
{
	return a + b;
}

int bare(a)			/* no list: an error at a, which silences the rest */
{
	return a;
}
