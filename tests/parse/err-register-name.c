// A global register variable's register name, as gcc 12 checks it on
// x86-64 as it parses (gcc.c-torture/compile/mipscop-1.c): i386.h's names,
// their numbers 0-75 and the additional names, after an optional '%' or
// '#'.  At block scope gcc checks only when compiling: nothing here.
register long r1 asm("rbx");
register long r2 asm("%r12");
register long r3 asm("#r13");
register long r4 asm("6");
register unsigned int c0 asm("$c0r1");	// expected-error:23 {{invalid register name for 'c0'}}
register int c1 asm("r8d");	// expected-error:14 {{invalid register name for 'c1'}}
register int c2 asm("76");	// expected-error:14 {{invalid register name for 'c2'}}
register int c3 asm("");	// expected-error:14 {{invalid register name for 'c3'}}
register int c4 asm("EAX"), c5 asm("cc");	// expected-error:14 {{invalid register name for 'c4'}} expected-error:29 {{invalid register name for 'c5'}}
int f(void)
{
	register int l asm("nonesuch") = 1;
	return l;
}
