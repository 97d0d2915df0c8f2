// Tags defined twice: "redefinition" for struct and union, "redeclaration"
// for enum, "nested redefinition" inside its own definition, a tag used
// with the wrong keyword.  Located at the tag's name (at the inner
// definition's name for the nested case).  From there on the tag names a
// new type with the members of the last definition (struct s has b, struct
// n has x and no in; what was declared before keeps the first type, as
// local in f), and the enumerators of both enum bodies exist.
struct s { int a; };
struct s { int b; };	// expected-error:8 {{redefinition of 'struct s'}}
union u { int a; };
union u { int a; };	// expected-error:7 {{redefinition of 'union u'}}
enum e { A };
enum e { B };	// expected-error:6 {{redeclaration of 'enum e'}}
struct n { struct n { int x; } in; };	// expected-error:19 {{nested redefinition of 'struct n'}}
struct s2 { int a; };
union s2 *ps;	// expected-error:7 {{'s2' defined as wrong kind of tag}}
int f(void)
{
	struct s { char c; };		/* fine: a new scope */
	struct s local = { 'x' };
	struct s { char d; };	// expected-error:16 {{redefinition of 'struct s'}}
	return local.c;
}
int use(struct s *p, union u *q, enum e r, struct n *m) { return p->b + q->a + r + A + B + m->x + f(); }
