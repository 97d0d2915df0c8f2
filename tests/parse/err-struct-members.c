// Bad member declarations: duplicates (also between a struct and its
// anonymous members, at any depth: reported at the later one), incomplete
// member types (also the struct itself), functions and void as members,
// flexible array members not last, alone, or in a union.  One error each;
// every struct is still defined and its other members usable.
struct inc;
struct s1 { int x; char x; };	// expected-error:25 {{duplicate member 'x'}}
struct s2 { int x; struct { int x; }; };	// expected-error:33 {{duplicate member 'x'}}
struct s3 { int y; union { int z; struct { int y; }; }; };	// expected-error:48 {{duplicate member 'y'}}
struct s4 { struct inc i; int ok; };	// expected-error:24 {{field 'i' has incomplete type}}
struct s5 { int flex[]; int after; };	// expected-error:17 {{flexible array member not at end of struct}}
struct s6 { int flex[]; };	// expected-error:17 {{flexible array member in a struct with no named members}}
struct s7 { int f(void); int ok; };	// expected-error:17 {{field 'f' declared as a function}}
struct s8 { int a; struct s8 self; };	// expected-error:30 {{field 'self' has incomplete type}}
struct s9 { void v; int ok; };	// expected-error:18 {{variable or field 'v' declared void}}
union u1 { int fl[]; int ok; };	// expected-error:16 {{flexible array member in union}}
int use(struct s3 *p3, struct s4 *p4, struct s5 *p5, struct s7 *p7, union u1 *u)
{
	return p3->y + p3->z + p4->ok + p5->after + p7->ok + u->ok;
}
