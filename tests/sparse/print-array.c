/* Rule (spec 3): array elements print as the element type without a
 * name or [usertype]; whole arrays as "T [N] name"; a pointer to an
 * array; a struct member through . and ->. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned int u32;

struct s { gfp_t f; gfp_t arr[4]; u32 u; };
static gfp_t table[8];

static void print_array(struct s *p, struct s v, unsigned int n, u32 *up, gfp_t (*pa)[3])
{
	n = table[1];
	n = p->arr[2];
	n = p->f;
	n = v.f;
	p->f = p->u;
	v.u = v.f;
	up = table;
	up = p->arr;
	up = *pa;
	n = (*pa)[0];
}
