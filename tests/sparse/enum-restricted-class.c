/* A value whose type is an enum of restricted constants (an object of
 * the enum, a cast to it) is, to sparse's bitwise checks, the restricted
 * type itself: classify_type() steps from the enum to its base type.  So
 * "cast to", "cast from", "degrades to integer" and "bad assignment" name
 * "restricted opf_t", not "restricted opf_t enum op", and so do the
 * results of the operators on it.  The value itself keeps the enum in
 * its name ("got restricted opf_t enum op a").  Linux 6.1's
 * trace events compare (enum req_op)(-1) < (enum req_op)1. */
typedef unsigned int __attribute__((bitwise)) opf_t;
typedef unsigned int __attribute__((bitwise)) other_t;
#define __force __attribute__((force))
enum op { OP_READ = (__force opf_t)0, OP_WRITE = (__force opf_t)1 };

static int n;

static int is_signed(void)
{
	return ((enum op)(-1)) < (enum op)1;
}

static void restricted_class(enum op a, enum op b, opf_t f, other_t o)
{
	n = a | b;
	n = a + 1;
	n = (int)a;
	a += 1;
	o = ~a;
	o = a ? a : b;
	o = a;
	n = (enum op)o;
	n = (other_t)a;
	n = +a;
}
