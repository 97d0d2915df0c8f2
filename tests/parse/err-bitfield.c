// Bad bit-fields, located at the member's name (at the type for an unnamed
// one): too wide for the type (also _Bool, char, an enum), negative, zero
// with a name, a width that is not an integer constant, a type that cannot
// have bit-fields.  The struct is still defined and its good members usable.
int n;
struct s {
	int a : 33;	// expected-error:13 {{width of 'a' exceeds its type}}
	int b : -1;	// expected-error:13 {{negative width in bit-field 'b'}}
	int c : 0;	// expected-error:13 {{zero width for bit-field 'c'}}
	int d : n;	// expected-error:13 {{bit-field 'd' width not an integer constant}}
	float e : 3;	// expected-error:15 {{bit-field 'e' has invalid type}}
	_Bool f : 2;	// expected-error:15 {{width of 'f' exceeds its type}}
	char g : 9;	// expected-error:14 {{width of 'g' exceeds its type}}
	int : -2;	// expected-error:9 {{negative width in bit-field '<anonymous>'}}
	int h : 1.5;	// expected-error:13 {{bit-field 'h' width not an integer constant}}
	enum { X } j : 33;	// expected-error:20 {{width of 'j' exceeds its type}}
	int good : 3;
};
int use(struct s *p) { return p->good; }
