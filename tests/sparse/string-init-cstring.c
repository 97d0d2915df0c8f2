// ARGS: -Wno-decl -Winit-cstring
/* Rule (sparse -Winit-cstring): a string that fills its char array but
 * for the nul is reported too; a longer one as ever. */
static char fits[4] = "abc";
static char no_nul[3] = "abc";
static char too_long[2] = "abc";
static char braced[2] = { "abc" };
static char unsized[] = "abcdef";

struct named {
	char name[4];
	int id;
};

static struct named names[] = {
	{ "abcd", 1 },
	{ "abcdefg", 2 },
	{ .name = "toolong" },
};
