/* Rule (spec 4.2, "calls to unprototyped functions are not checked"):
 * what sparse 0.6.4 really does.  A declaration with an empty list
 * "void f();" takes no arguments: a call with arguments is the error
 * "too many arguments for function f" (silencing the rest of the
 * function).  A K&R definition is checked like a prototype, after the
 * parse-time "non-ANSI definition" warning.  An undeclared function is
 * "undefined identifier". */
typedef unsigned int __attribute__((bitwise)) gfp_t;
void oldstyle();

static void kr(a, b) gfp_t a; int b; { }

static void call_kr(gfp_t a, unsigned long n)
{
	oldstyle();
	kr(n, a);
}

static void call_old(gfp_t a, unsigned long n)
{
	oldstyle(a);
	n = a;
}

static void call_fp(gfp_t a, unsigned long n)
{
	void (*fp)() = oldstyle;

	fp(a, n);
}

static void call_undeclared(gfp_t a, unsigned long n)
{
	undeclared_fn(a, n);
}
