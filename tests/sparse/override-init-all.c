// ARGS: -Woverride-init-all
/* Rule (sparse's -Woverride-init-all): every
 * overlap of a list, not only its first. */
static int ref[] = {
	[1] = 3,
	[2] = 3,
	[3] = 3,
	[2] = 2,
	[1] = 1,
};

static int whole[4] = { [0 ... 3] = 1, [2] = 5 };

static int baz[3][3] = {
	[0 ... 2][0 ... 2] = 0,
	[0] = { 0, 0, 0, },
	[0][0] = 1,
	[1][1] = 1,
};
