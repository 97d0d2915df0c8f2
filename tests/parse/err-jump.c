// break and continue where there is nothing to leave: at function level,
// in an if, continue in a switch, in a statement expression outside any
// loop, in the condition of a do-while (not part of the loop's body); a
// goto jumping into the scope of a VLA.  One error each.
int f(int x)
{
	break;	// expected-error:9 {{break statement not within loop or switch}}
	continue;	// expected-error:9 {{continue statement not within a loop}}
	if (x)
		break;	// expected-error:17 {{break statement not within loop or switch}}
	switch (x) {
	case 1:
		continue;	// expected-error:17 {{continue statement not within a loop}}
	}
	x = ({ break; 1; });	// expected-error:16 {{break statement not within loop or switch}}
	do {
		x++;
	} while (({ continue; 0; }));	// expected-error:21 {{continue statement not within a loop}}
	while (x)
		x = ({ if (x > 5) break; x - 1; });	/* fine: in the loop */
	for (;;) {
		switch (x) {
		default:
			continue;	/* fine: the for loop */
		}
	}
	return x;
}
int k(int n)
{
	goto skip;	// expected-error:9 {{jump into scope of identifier with variably modified type}}
	int vla[n];
skip:
	return vla[0];
}
int use(void) { return f(1) + k(2); }
