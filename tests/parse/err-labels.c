// Labels used but not defined, and defined twice.  gcc reports an undefined
// label when the function (or, for a __label__, its block) ends, at its
// LAST use, and there at the line of the label's name with the column of
// the first token of that line (not of the goto): see h2, h3, h4, h5.
// A duplicate label is reported at its second definition.
int h1(int x)
{
	goto nowhere;	// expected-error:9 {{label 'nowhere' used but not defined}}
	return x;
}
int h2(int x)
{
	goto first_use;
	if (x)
		goto first_use;
	x++; goto first_use;	// expected-error:9 {{label 'first_use' used but not defined}}
	return x;
}
int h3(int x)
{
	x = x +
		1; goto continued;	// expected-error:17 {{label 'continued' used but not defined}}
	return x;
}
int h4(int x)
{
	if (x) { x++; goto
		name_on_next_line; }	// expected-error:17 {{label 'name_on_next_line' used but not defined}}
	return x;
}
int h5(int x)
{
	void *p = &&as_value;	// expected-error:9 {{label 'as_value' used but not defined}}
	return x + (p != 0);
}
int h6(int x)
{
	{
		__label__ local;
		goto local;	// expected-error:17 {{label 'local' used but not defined}}
	}
	goto done;
again:
	x++;
again:	// expected-error:1 {{duplicate label 'again'}}
	x--;
done:
	return x;
}
int use(void) { return h1(1) + h2(2) + h3(3) + h4(4) + h5(5) + h6(6); }
