// ARGS: -Wno-decl
/* Rule (sparse, always on): "missing braces around initializer" once for
 * every aggregate an entry begins without braces, at the entry (its
 * designator if it has one); strings for char arrays, a struct value and
 * "{ 0 }" are not missing anything. */
struct in {
	int x, y;
};

struct o {
	int a;
	struct in arr[2];
	int z;
};

struct w {
	struct in i;
};

static struct o flat = { 1, 2, 3, 4, 5, 6 };
static struct in pairs[2] = { 1, 2, 3, 4 };
static int matrix[2][2] = { 1, 2, 3, 4 };
static struct o designated = { .arr = 1, 2, 3 };
static struct o deep = { .arr[1] = 1, 2, 3 };
static char strings[2][4] = { "abc", "def" };
static struct w inner = { 1, 2 };
static struct w in_list[1] = { { 1, 2 } };
static struct w braced = { { 1, 2 } };
static struct w zero = { 0 };

static struct in value(struct in v)
{
	struct w copy = { v };

	return copy.i;
}
