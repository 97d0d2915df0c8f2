/* Rule (spec 4.8): implicit conversion between a pointer to a
 * restricted type and a pointer to a plain type (either way) warns
 * "different base types", as do two different restricted pointee types
 * and function pointers whose return types differ in restrictedness;
 * void * to or from gfp_t * is fine. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned int __attribute__((bitwise)) slab_t;
typedef unsigned int u32;

static gfp_t getf(void);
static u32 getu(void);
void takep(gfp_t *p);

static void ptr_assign(u32 *p, gfp_t *q, slab_t *s, void *v)
{
	gfp_t (*fp)(void);
	u32 (*up)(void);

	q = v;
	v = q;
	q = p;
	p = q;
	q = s;
	takep(p);
	fp = getf;
	fp = getu;
	up = getf;
}

static gfp_t getf(void) { return 0; }
static u32 getu(void) { return 0; }
