// An unknown word after a declarator (typically an annotation macro whose
// definition is missing): gcc's "expected '=', ',', ';', 'asm' or
// '__attribute__' before X", in a struct "expected ':', ',', ';', '}' or
// '__attribute__'", in a parameter list "expected ';', ',' or ')'"; an
// unknown word between the specifiers and a '*' ends the specifiers (it is
// taken as the declarator).  gcc drops the whole declaration (a is not
// declared afterwards: not used) and reads the next one normally.  In a
// struct it skips to the '}': struct s has no member at all, not even n.
// In a block it goes on with the word as an expression statement, hence a
// second error, "undeclared".  (After a function's parameter list such a
// word is worse: err-unknown-annotation.c.)
int a b;	// expected-error:7 {{expected '=', ',', ';', 'asm' or '__attribute__' before 'b'}}
int ok1;
static int __iomem_like *p;	// expected-error:25 {{expected '=', ',', ';', 'asm' or '__attribute__' before '*' token}}
int ok2;
int g(int a b);	// expected-error:13 {{expected ';', ',' or ')' before 'b'}}
int ok3;
struct s { int m __packed_like; int n; };	// expected-error:18 {{expected ':', ',', ';', '}' or '__attribute__' before '__packed_like'}}
int k(void)
{
	int y z;	// expected-error:15 {{expected '=', ',', ';', 'asm' or '__attribute__' before 'z'}}	// expected-error:15 {{'z' undeclared (first use in this function)}}
	int w = 1;
	long v __aligned_like = 2;	// expected-error:16 {{expected '=', ',', ';', 'asm' or '__attribute__' before '__aligned_like'}}	// expected-error:16 {{'__aligned_like' undeclared (first use in this function)}}
	return w;
}
int use(struct s *sp) { return ok1 + ok2 + ok3 + sp->n + k(); }	// expected-error:52 {{'struct s' has no member named 'n'}}
