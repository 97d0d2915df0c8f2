/* Rule (spec 4.11, 10.1): -Wenum-mismatch (on by default) reports
 * "mixing different enum types:" with two info lines when a value of
 * one enum type meets another enum type. */
enum color { RED, GREEN };
enum shape { SQUARE, CIRCLE };

static enum color enum_mismatch(enum color c, enum shape s)
{
	c = s;
	c = CIRCLE;
	if (c == s)
		return RED;
	return s;
}
