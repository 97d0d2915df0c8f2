// Malformed asm statements: a template or constraint that is not a string,
// an output that is not an lvalue (located at 'asm'), an operand without
// parentheses, a clobber that is not a string, a goto label never defined,
// qualifiers repeated or invalid, goto labels without "goto", an output
// constraint without '='.  One error each; the function goes on.
int f(int x)
{
	int r = 0;
	asm(x);	// expected-error:13 {{expected string literal before 'x'}}
	asm("nop" : "=r" (1));	// expected-error:9 {{lvalue required in 'asm' statement}}
	asm("nop" : "=r" r);	// expected-error:26 {{expected '(' before 'r'}}
	asm("nop" : r (x));	// expected-error:21 {{expected string literal before 'r'}}
	asm("nop" : : : 5);	// expected-error:25 {{expected string literal before numeric constant}}
	asm goto("jmp %l0" : : : : nolabel);	// expected-error:9 {{label 'nolabel' used but not defined}}
	asm volatile volatile("nop");	// expected-error:22 {{duplicate 'asm' qualifier 'volatile'}}
	asm const("nop");	// expected-error:13 {{'const' is not a valid 'asm' qualifier}}
	asm("nop" : "=r" (r) : "r" (x) : "memory" : lab);	// expected-error:50 {{expected ')' before ':' token}}
	asm("%0" : "r" (r));	// expected-error:9 {{output operand constraint lacks '='}}
lab:
	return r;
}
int use(void) { return f(1); }
