/* Rule (sparse's -Woverride-init, on by default): "Initializer entry
 * defined twice" at the entry an overlap starts in, "also defined here"
 * at the overlapping one; the first overlap of a list only; a first entry
 * covering the whole object is exempt, except in a nested list not at
 * offset 0; nested designators, ranges, bit-fields, unions, compound
 * literals, locals and inline copies. */
struct in {
	int x, y;
};

struct s {
	int a;
	struct in b;
	int c[2];
	unsigned int f1:3, f2:3;
};

static struct s positional = { 1, { 2, 3 }, .a = 4 };
static struct s chain = { .b = { 1, 2 }, .b.x = 3 };
static struct s later = { .c[1] = 1, .c = { 3 } };
static int index_spaces[4] = { 1, 2, 3, [ 1 ] = 9 };
static struct s bits = { .f1 = 1, .f2 = 2, .f1 = 3 };
static struct s distinct = { .b.x = 1, .b.y = 2, .c[0] = 3, .c[1] = 4 };
static int whole[4] = { [0 ... 3] = 1, [2] = 5 };
static int ranges[6] = { [1 ... 3] = 3, [2] = 2, [2 ... 4] = 2 };

union u {
	int i;
	char ch;
};

static union u top_union = { .i = 1, .ch = 2 };

struct holder {
	int first;
	union u nested;
};

static struct holder nested_union = { .nested = { .i = 1, .ch = 2 } };

struct empty {
};

struct same_offset {
	struct empty e;
	int after;
};

static struct same_offset empty_member = { .e = { }, .after = 1 };

void take(struct in);

static inline void inline_copy(void)
{
	struct in twice = { .x = 1, .x = 2 };

	take(twice);
}

void users(void)
{
	struct in local = { .y = 1, .y = 2 };

	take(local);
	take((struct in){ .x = 1, .x = 3 });
	inline_copy();
	inline_copy();
}

/* a _Bool covers one bit to sparse: a default range over _Bools is not
 * the whole array, and an index expression is placed at its operator */
static _Bool flags[16] = { [0 ... 15] = 0, [2 | 1] = 1 };
static _Bool bools[3] = { [0] = 1, [1] = 1 };
