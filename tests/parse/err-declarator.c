// Bad declarators and stray tokens at file scope: one error each, and the
// declarations after them still count.
char *;				// expected-error {{expected identifier or '(' before ';' token}}
int ok1;
int [3] arr;			// expected-error {{expected identifier or '(' before '[' token}}
int ok2;
} 				// expected-error {{expected identifier or '(' before '}' token}}
int ok3;
struct s { int a; } s1	// expected-error {{expected ';' before 'int'}}
int ok4;
int use(void) { return ok1 + ok2 + ok3 + ok4; }
