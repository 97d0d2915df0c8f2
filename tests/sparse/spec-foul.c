/* Spec example foul.c (spec 4.5): fouled types in assignment, cast and
 * ==; the example follows unchanged. */
typedef unsigned short __attribute__((bitwise)) __le16;

static int foul(__le16 x, __le16 y, int n)
{
	__le16 r = x & ~y;

	n = ~x;
	n = (int)~x;
	return ~x == ~y;
}
