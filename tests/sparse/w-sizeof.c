// ARGS: -Wsizeof-bool -Wpointer-arith -Wflexible-array-sizeof
/* sizeof of void or of a function (-Wpointer-arith), of a _Bool
 * (-Wsizeof-bool), of a structure ending in a flexible array
 * (-Wflexible-array-sizeof): each at the sizeof, off by default. */
struct flex { int n; long f[]; };
struct outer { int x; struct flex in; };
extern int fun(void);
extern int (*fptr)(void);

unsigned long test_sizeof(void *vp, _Bool b, struct flex *fp)
{
	unsigned long s = 0;

	s += sizeof(void);
	s += sizeof *vp;
	s += sizeof(_Bool);
	s += sizeof b;
	s += sizeof(b + 1);
	s += sizeof fun;
	s += sizeof *fptr;
	s += sizeof fptr;
	s += sizeof *fp;
	s += sizeof(struct outer);
	s += sizeof(_Bool[2]);
	s += _Alignof(_Bool);
	return s;
}
