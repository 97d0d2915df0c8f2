// Bad attributes: after the declarator of a function definition (gcc then
// drops the definition: f1 is undeclared afterwards), bad alignments, a
// section that is not a string, bad vector sizes, an unknown mode, a
// malformed __attribute__ without its double parentheses.  Most of these
// are located at the first token of the line (gcc's input_location), not
// at the attribute: see the line starting with "int ok0;".
void f1(void) __attribute__((unused)) { }	// expected-error:1 {{attributes should be specified before the declarator in a function definition}}
int a1 __attribute__((aligned(3)));	// expected-error:1 {{requested alignment '3' is not a positive power of 2}}
int ok0; int a2 __attribute__((aligned(-8)));	// expected-error:1 {{requested alignment '-8' is not a positive power of 2}}
int a3 __attribute__((aligned(n)));	// expected-error:31 {{'n' undeclared here (not in a function)}}
int a4 __attribute__((section(1)));	// expected-error:1 {{section attribute argument not a string constant}}
int a6 __attribute__((vector_size(3)));	// expected-error:1 {{vector size not an integral multiple of component size}}
int a7 __attribute__((mode(XX)));	// expected-error:1 {{unknown machine mode 'XX'}}
struct s { int a; } __attribute__((aligned(1 << 30)));	// expected-error:8 {{requested alignment '1073741824' exceeds maximum 268435456}}
typedef int v __attribute__((vector_size(16))) __attribute__((vector_size(8)));	// expected-error:1 {{invalid vector type for attribute 'vector_size'}}
float a8 __attribute__((vector_size(-4)));	// expected-error:1 {{'vector_size' attribute argument value '-4' is negative}}
int a9 __attribute__(unused);	// expected-error:22 {{expected '(' before 'unused'}}
int ok;
int use(void)
{
	(void)f1;	// expected-error:15 {{'f1' undeclared (first use in this function)}}
	return ok + ok0 + a1 + a9;
}
