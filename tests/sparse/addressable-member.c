// sparse marks a variable [addressable] wherever an address is computed
// from it (evaluate.c's mark_addressable(), which follows v.a.b's '+'
// chain down to v): &v, &v.m, and an array member of v used as a value
// (degenerate() takes its address: the kernel's strcpy(req.name, ...)).
// Through a pointer (p->name) nothing is marked; sizeof does not
// evaluate.  The mark shows from then on in "expected" lines of v.m.
typedef unsigned short __attribute__((bitwise)) be16;
struct pk { unsigned short length; char name[8]; struct { char n2[4]; } in; int x; };
void mangle(char *p);
void take(int *p);
void f(be16 v, struct pk *p);
void f(be16 v, struct pk *p)
{
	struct pk a = {}, b = {}, c = {}, d = {}, e = {}, g = {};
	char arr[4];
	unsigned short h = 0;
	mangle(a.name);
	a.length = v;
	mangle(b.in.n2);
	b.length = v;
	take(&c.x);
	c.length = v;
	char *q = d.name;
	d.length = v;
	mangle(p->name);
	e.length = (unsigned short)sizeof(e.name);
	e.length = v;
	g.length = v;
	if (g.name)
		g.length = v;
	mangle(arr);
	h = v;
}
