// Bad case labels inside a switch: duplicate values (also the same value
// written differently, a single value inside an earlier range, a range of
// one value: plain "duplicate case value"; a range over an earlier value
// or range: "duplicate (or overlapping)"), two defaults, labels that are
// not integer constants.
// Located at the 'case'/'default' keyword; gcc's "previously used here"
// notes are not errors.  The switch goes on after each.
int f(int x, int y)
{
	switch (x) {
	case 1:
	case 1:	// expected-error:9 {{duplicate case value}}
		break;
	case 2 ... 5:
	case 4:	// expected-error:9 {{duplicate case value}}
		break;
	case 10 ... 12:
	case 11 ... 20:	// expected-error:9 {{duplicate (or overlapping) case value}}
		break;
	case 'a':
	case 97:	// expected-error:9 {{duplicate case value}}
		break;
	case 30:
	case 29 ... 31:	// expected-error:9 {{duplicate (or overlapping) case value}}
	case 30 ... 30:	// expected-error:9 {{duplicate case value}}
	case 1000000 ... 1000100:
	case 1000100 ... 1000200:	// expected-error:9 {{duplicate (or overlapping) case value}}
		break;
	default:
	default:	// expected-error:9 {{multiple default labels in one switch}}
		break;
	case y:	// expected-error:9 {{case label does not reduce to an integer constant}}
		break;
	case 1.5:	// expected-error:9 {{case label does not reduce to an integer constant}}
		x++;
	}
	return x;
}
int use(void) { return f(1, 2); }
