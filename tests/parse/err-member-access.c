// Member access on the wrong thing: an unknown member (named with its
// struct), '.' on a non-struct, '->' on a struct, '.' on a pointer (gcc
// suggests '->'), '->' through a pointer to an incomplete type, a member of
// an unnamed struct (gcc calls it 'struct <anonymous>').  Located at the '.'
// or '->'.  One error each; the other operands are still checked.
struct inc;
struct s { int ok; struct { int deep; } in; };
int use(struct s *p, struct s v, int i, struct inc *ip)
{
	int r = p->nope;	// expected-error:18 {{'struct s' has no member named 'nope'}}
	r += v.nope2;	// expected-error:15 {{'struct s' has no member named 'nope2'}}
	r += i.a;	// expected-error:15 {{request for member 'a' in something not a structure or union}}
	r += v->ok;	// expected-error:15 {{invalid type argument of '->' (have 'struct s')}}
	r += p.ok;	// expected-error:15 {{'p' is a pointer; did you mean to use '->'?}}
	r += ip->x;	// expected-error:16 {{invalid use of undefined type 'struct inc'}}
	r += v.in.nope3;	// expected-error:18 {{'struct <anonymous>' has no member named 'nope3'}}
	return r + p->in.deep + v.ok;
}
