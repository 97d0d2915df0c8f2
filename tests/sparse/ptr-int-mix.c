// Pointers and numbers mixed without a cast: sparse's "different base types"
// (gcc only warns), "invalid types" for structures, and, as the function is
// linearized, "non size-preserving pointer to integer cast" for a pointer
// (not void *) turned into a narrower integer by an argument, a return, an
// initializer or a cast -- not by an assignment that failed its check.
// The swapped kmem_cache_alloc(GFP_KERNEL, cachep) shows all of them.
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define GFP_KERNEL ((__attribute__((force)) gfp_t)0xcc0u)
struct kmem_cache;
struct s { int a; };
struct t { int a; };
void *kmem_cache_alloc(struct kmem_cache *s, gfp_t flags);
static struct kmem_cache *cachep;
static void tp(void *p);
static void ti(int i);
static void tg(gfp_t g);
static void ts(struct s v);
static void tl(long l);
static void tb(_Bool b);

static void *swapped(void)
{
	return kmem_cache_alloc(GFP_KERNEL, cachep);
}

static void mixes(int i, gfp_t g, void *p, struct s sv, struct t tv, int *ip, long l, char c)
{
	tp(i);
	tp(g);
	ti(p);
	tg(p);
	ts(tv);
	ti(sv);
	tp(sv);
	tl(p);
	tp(l);
	tp(0);
	tg(ip);
	tb(ip);
	ti(ip);
	c = ip;
}

static int conv(int *ip, int (*fp)(void))
{
	unsigned char c = 0x1ff;
	int x = ip;
	long y = (long)ip;
	short z = (short)(ip + 1);
	return (int)fp;
}

/* an inline body is linearized at each call site; later copies keep the
 * typedef of a folded constant cast */
#define GFP_NOWAIT ((__attribute__((force)) gfp_t)0x800u)
static inline void *inl_alloc(void)
{
	return kmem_cache_alloc(GFP_NOWAIT, cachep);
}
static void *use1(void) { return inl_alloc(); }
static void *use2(void) { return inl_alloc(); }
