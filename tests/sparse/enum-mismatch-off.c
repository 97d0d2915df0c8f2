// ARGS: -Wno-enum-mismatch
/* Rule (spec 10.1): -Wno-enum-mismatch silences "mixing different enum
 * types"; same code as enum-mismatch.c. */
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
