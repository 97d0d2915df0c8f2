// 'case' and 'default' outside a switch (also inside a block nested in a
// function that has a switch elsewhere), and switches on a value that is
// not an integer.  One error each; the function goes on.
int f(int x)
{
	switch (x) {
	case 0:
		break;
	}
	case 3: x++;	// expected-error:9 {{case label not within a switch statement}}
	default: x--;	// expected-error:9 {{'default' label not within a switch statement}}
	if (x) { case 7: x++; }	// expected-error:18 {{case label not within a switch statement}}
	switch (1.0) { }	// expected-error:17 {{switch quantity not an integer}}
	switch ((void *)0) { default: break; }	// expected-error:17 {{switch quantity not an integer}}
	struct { int a; } s = { 0 };
	switch (s) { }	// expected-error:17 {{switch quantity not an integer}}
	return x;
}
int use(void) { return f(1); }
