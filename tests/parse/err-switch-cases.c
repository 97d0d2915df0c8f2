// Bad case labels inside a switch: duplicate values (also the same value
// written differently, and a single value inside an earlier range: plain
// "duplicate case value"; two ranges overlapping: "duplicate (or
// overlapping)"), two defaults, labels that are not integer constants.
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
