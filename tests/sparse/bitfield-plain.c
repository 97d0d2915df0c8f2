/* Rule (spec 4.10, 3): assigning a restricted value to a plain bitfield
 * member warns as usual; the member prints as "unsigned int bf:3". */
typedef unsigned int __attribute__((bitwise)) gfp_t;

struct flags { unsigned int bf:3; int sbf:4; unsigned int whole; };

static void bitfield_plain(struct flags *p, gfp_t a)
{
	p->bf = a;
	p->sbf = a;
	p->whole = a;
	a = p->bf;
}
