/* Rule (spec 4.2): "incorrect type in initializer" for scalars, struct
 * members and array elements inside braces, designated initializers,
 * nested braces, file-scope and local objects.  Position: the
 * initializer expression. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned int u32;

struct req { u32 len; gfp_t flags; };
struct outer { struct req r; gfp_t v[2]; };

static u32 plain = 5;
static gfp_t g1 = 0;
static gfp_t g2 = 4;
static struct req r1 = { 1, 2 };
static struct req r2 = { .flags = 3, .len = 7 };
static gfp_t arr[3] = { 0, 1, [2] = 2 };
static struct outer o = { { 1, 0 }, { 5, 0 } };
static struct outer o2 = { .r.flags = 8, .v[1] = 9 };

static void init(gfp_t a, u32 n)
{
	gfp_t x = n;
	u32 y = a;
	struct req r = { .len = a, .flags = n };
	gfp_t v[] = { a, n, 0 };
	u32 w[2] = { [1] = a };
}
