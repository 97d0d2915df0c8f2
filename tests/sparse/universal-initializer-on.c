// ARGS: -Wuniversal-initializer
/*
 * sparse 0.6.4 reads "{ 0 }" of a struct, union or array as "{ }" (no
 * "Using plain integer as NULL pointer" for its 0) unless
 * -Wuniversal-initializer (or -Wsparse-all) is given; "{ 0, 1 }",
 * "{ 0x0 }", "{ (0) }", "{ 0, }" and a scalar's "{ 0 }" are checked as
 * written.  User-space projects write "#define LOCK_INIT { 0 }".
 */
struct lock {
	void *owner;
	int count;
};
#define LOCK_INIT { 0 }

static struct lock a = LOCK_INIT;
static struct lock b = { 0, 1 };
static struct lock c = { 0x0 };
static struct lock d = { (0) };
static struct lock e = { 0, };
static struct lock f[2] = { { 0 }, { 0 } };
static void *g[2] = { 0 };
static char *h = { 0 };
static union {
	void *p;
	long l;
} u = { 0 };

static void use(void)
{
	struct lock local = { 0 };

	(void)local;
	(void)a; (void)b; (void)c; (void)d; (void)e; (void)f; (void)g; (void)h; (void)u;
}
void (*keep)(void) = use;
