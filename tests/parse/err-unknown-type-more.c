// Unknown type names in more positions (see err-unknown-type.c): struct
// members, after static and const, before '*' at file scope and in blocks
// ("t *p;" is read as a declaration, not a multiplication, when t names
// nothing), in parameters of a definition.  In a cast or in sizeof the name
// is taken for an expression instead: "undeclared", and the cast's operand
// then follows an expression, a second error.  Each name is new, so every
// one is reported.  As with any parameter list that does not parse, gcc
// drops the whole declaration of h: it is undeclared afterwards.
struct s { t1 m; int ok; };	// expected-error:12 {{unknown type name 't1'}}
static t2 a;	// expected-error:8 {{unknown type name 't2'}}
const t3 b;	// expected-error:7 {{unknown type name 't3'}}
t4 *c;	// expected-error:1 {{unknown type name 't4'}}
int h(int x, t6 *y) { return x; }	// expected-error:14 {{unknown type name 't6'}}
int k(void)
{
	t8 *p;	// expected-error:9 {{unknown type name 't8'}}
	t9 q;	// expected-error:9 {{unknown type name 't9'}}
	const t11 s;	// expected-error:15 {{unknown type name 't11'}}
	t14 w, *z;	// expected-error:9 {{unknown type name 't14'}}
	static t15 st;	// expected-error:16 {{unknown type name 't15'}}
	int t = (t12)1;	// expected-error:18 {{'t12' undeclared (first use in this function)}}	// expected-error:22 {{expected ',' or ';' before numeric constant}}
	int u = sizeof(t13);	// expected-error:24 {{'t13' undeclared (first use in this function)}}
	return u;
}
int use(struct s *sp)
{
	(void)h;	// expected-error:15 {{'h' undeclared (first use in this function)}}
	return sp->ok + k();
}
