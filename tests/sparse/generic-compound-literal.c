/* sparse's inliner copies an inline body at each call; a compound literal
 * in the association a _Generic chose is copied with its symbol not
 * replaced, and sparse says so at every copy (i915's
 * i915_mmio_reg_valid(INVALID_MMIO_REG) in intel_encoder_is_dp(): 6.12).
 * A literal in the controlling expression, or outside a _Generic, is not
 * reported. */
typedef struct { unsigned int reg; } reg_t;
typedef struct { unsigned int reg; } mcr_t;
#define OFF(r) _Generic((r), reg_t: (r).reg, mcr_t: (r).reg)
#define INVALID ((const reg_t){ .reg = 0 })
struct dp { reg_t out; };
static inline _Bool valid(struct dp *d)
{
	return !(OFF(d->out) == OFF(INVALID));
}
int f(struct dp *d);
int f(struct dp *d) { return valid(d); }
int g(struct dp *d);
int g(struct dp *d) { return valid(d) + valid(d); }
static inline _Bool plain_literal(struct dp *d)
{
	return d->out.reg == ((const reg_t){ .reg = 0 }).reg;
}
static inline _Bool no_literal(struct dp *d)
{
	return _Generic(d->out, reg_t: d->out.reg) == 3;
}
static inline _Bool control_literal(struct dp *d)
{
	return _Generic(((const reg_t){ .reg = 0 }), reg_t: 1) == 3;
}
static inline _Bool chosen_literal(struct dp *d)
{
	return _Generic(d, struct dp *: ((const reg_t){ .reg = 0 }).reg) == 3;
}
int h(struct dp *d);
int h(struct dp *d)
{
	return plain_literal(d) + no_literal(d) + control_literal(d) + chosen_literal(d);
}
