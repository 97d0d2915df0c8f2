// ARGS: -Wno-decl
/* Rule (sparse evaluate): a string too long for the char array it
 * initializes, even without its nul; exactly filling it (no nul) is only
 * -Winit-cstring's (see string-init-cstring.c). */
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
