// ARGS: -Wno-decl
/* Rule (spec 3): an anonymous struct, union or enum is printed under the
 * name of the first typedef that names it directly (the kernel's
 * atomic64_t); a typedef of a pointer to it does not name it. */
typedef struct {
	long counter;
} counter_t;

typedef counter_t other_t;
typedef struct {
	int x;
} *anon_ptr_t;

void take_counter(counter_t *c);

void use(int *p, anon_ptr_t q, other_t *o)
{
	take_counter(p);
	take_counter(q);
	take_counter(o);
}
