/* __builtin_constant_p() of an inline copy's parameter whose argument is a
 * constant is true in sparse's expansion: kzalloc(sizeof(*req), mask())
 * expands kmalloc_type()'s branches (6.1's net/sunrpc/xprt.c,
 * xprt_dynamic_alloc_slot()). */
typedef unsigned gfp_t;
gfp_t mask(void);
void *trace(void *c, gfp_t f, unsigned long s);
extern void *caches[4][8];
static inline __attribute__((always_inline)) int ktype(gfp_t flags)
{
	if (__builtin_expect(!!((flags & 0x400011) == 0), 1))
		return 0;
	if (flags & 1)
		return 3;
	if (!0 || (flags & 16))
		return 2;
	else
		return 1;
}
static inline __attribute__((always_inline)) void *km(unsigned long size, gfp_t flags)
{
	if (__builtin_constant_p(size)) {
		return trace(caches[ktype(flags)][3], flags, size);
	}
	return 0;
}
static inline void *kz(unsigned long size, gfp_t flags) { return km(size, flags | 256); }
static int *lk;
void ul(int *l) __attribute__((context(l,1,0)));
void lo(int *l) __attribute__((context(l,0,1)));
void *f(int n);
void *f(int n)
{
	void *r = (void *)-11;
	if (n)
		goto out;
	ul(lk);
	r = kz(8, mask());
	lo(lk);
	if (r)
		goto out;
	r = 0;
out:
	return r;
}
