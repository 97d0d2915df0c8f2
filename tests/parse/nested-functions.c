// GNU nested functions: a definition in a block, with the enclosing
// frame's names in scope (locals, parameters, a VLA bound), an 'auto'
// forward declaration, a K&R-style nested definition, nesting two deep,
// labels, loops and a switch of their own, and a jump to a __label__ of
// the enclosing function (its only way out).  Then gcc's errors: the
// storage classes a nested definition may not have, a redefinition in the
// same block, a label of the enclosing function not declared __label__.
extern void *memset(void *, int, unsigned long);
int bar(int (*)(), int, void *);

int outer(int argc, char **argv)
{
	int k = argc;
	struct s { int a; char b[argc]; };
	auto int fwd(int);
	int nested(struct s x) { return x.a + sizeof(x) + k; }
	int kr(a, b) int a; char *b; { return a + *b + fwd(a); }
	int fwd(int v)
	{
		int deeper(void) { return v + k + argv[0][0]; }
		for (int i = 0; i < v; i++)
			if (i == 3)
				break;
		switch (v) {
		case 1:
			goto done;
		}
	done:
		return deeper();
	}
	struct s t;
	memset(&t, 0, sizeof(t));
	return bar(nested, argc, &t) + kr(1, "x") + fwd(2);
}

int with_exit(int n)
{
	__label__ out;
	void leave(void) { goto out; }
	void *where(void) { return &&out; }
	if (n)
		leave();
	goto *where();
out:
	return n;
}

void errors(void)
{
	static int st(void) { return 0; }	// expected-error:20 {{invalid storage class for function 'st'}}
	extern int ex(void) { return 0; }	// expected-error:20 {{nested function 'ex' declared 'extern'}}
	register int rg(void) { return 0; }	// expected-error:22 {{function definition declared 'register'}}
	int twice(void) { return 0; }
	int twice(void) { return 1; }	// expected-error:13 {{redefinition of 'twice'}}
	void jump(void) { goto plain; }	// expected-error:9 {{label 'plain' used but not defined}}
plain:
	return;
}
