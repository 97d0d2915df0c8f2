// __label__ declarations: only at the start of a block, and a block cannot
// consist of them alone (gcc then expects a declaration or statement
// before the '}').  A local label hides an outer one of the same name, so
// two blocks may each define theirs; defining it twice in one block is a
// duplicate.
int f(int x)
{
	{ __label__ lonely; }	// expected-error:29 {{expected declaration or statement before '}' token}}
	x++;
	__label__ too_late;	// expected-error:9 {{expected expression before '__label__'}}
	{ __label__ a; a: x++; }
	{ __label__ a; a: x--; if (x > 10) goto a; }
	{ __label__ b; b: x++; b: x++; }	// expected-error:32 {{duplicate label 'b'}}
	return x;
}
int use(void) { return f(1); }
