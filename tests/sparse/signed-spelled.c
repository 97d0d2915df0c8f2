// sparse names a short, int or long declared with "signed" (or GNU's
// __signed__, as the kernel's __s32) "signed int": the same type as int,
// spelled so in its messages (6.1's io_uring/poll.c, struct io_uring_cqe's
// __s32 res).  Plain char and "signed char" keep their own names.
typedef __signed__ int __s32;
typedef signed long s64l;
struct cqe { __s32 res; signed a; signed short b; s64l c; int d; signed char e; char f; };
void f(struct cqe *c, int __attribute__((noderef, address_space(__user))) *p);
void f(struct cqe *c, int __attribute__((noderef, address_space(__user))) *p)
{
	c->res = p;
	c->a = p;
	c->b = p;
	c->c = p;
	c->d = p;
	c->e = p;
	c->f = p;
	c->res = c->d;
	c->d = c->res;
}
