/* Rule (sparse's -Wold-initializer, on by default): GNU's "member: value"
 * initializer is obsolete; C99 designators are not. */
struct point {
	int x, y;
};

static struct point old = { x: 1, y: 2 };
static struct point new = { .x = 1, .y = 2 };
