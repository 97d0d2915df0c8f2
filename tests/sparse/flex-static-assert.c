// sparse evaluates a _Static_assert while it parses, even inside an inline
// function nobody calls: the structs whose members it reaches are laid out
// then, and an array of flexible structures among them is reported first.
struct hdr {
	int len;
	unsigned char params[];
};
struct chunk {
	int type;
	struct hdr h;
};
struct cookie {
	int tag;
	struct chunk peer[];
};
struct assoc {
	int id;
	struct cookie c;
};
struct other {
	int id;
	struct cookie c;
};

typedef unsigned int __attribute__((bitwise)) gfp_t;

static int early(gfp_t g)
{
	return g + 1;
}

static inline int unused(struct assoc *a)
{
	_Static_assert(sizeof(((struct assoc *)0)->id) == sizeof(int), "size");
	return a->id;
}
