// ARGS: -w
// GNU C corners gcc 12 accepts: the __complex, __real and __imag
// spellings; a transparent (or untagged) union parameter redeclared with
// one of its member types; a definition whose return type defaults to int
// after a declaration returning void; file-scope implicit int before '*'
// or '('; a block-scope extern taking the size of the file-scope array it
// names; attributes at the start of a parenthesised parameter list.  And
// what gcc still rejects next to each.
__complex double dc;
double re(void) { return __real (dc * dc) + __imag dc + __real__ dc; }
_Static_assert(sizeof(__complex float) == 8, "");

struct sockaddr;
typedef union {
	const struct sockaddr *__restrict sa;
	const char *p;
} sockaddr_arg __attribute__((__transparent_union__));
int sendto(sockaddr_arg addr);
int sendto(const struct sockaddr *to);
int recvfrom(const char *p);
int recvfrom(sockaddr_arg addr);
void destroy(union { void *this; });
void destroy(void *this);
union tagged { int *i; long l; };
int notrans(union tagged t);
int notrans(int *i);	// expected-error:5 {{conflicting types for 'notrans'}}

static void cb(int);
cb(int line) { }
static void cb2(int);
int cb2(int line) { return line; }	// expected-error:5 {{conflicting types for 'cb2'}}

*t29;
(*fp)(void);
**pp, q;
_Static_assert(sizeof(t29) == sizeof(int *) && sizeof(q) == sizeof(int), "");

char i[10];
void sizes(void)
{
	extern char i[];
	char x[sizeof(i) == 10 ? 1 : -1];
	extern int j[];
	{
		extern int j[4];
		char y[sizeof(j) == 16 ? 1 : -1];
	}
	int k = sizeof(j);	// expected-error:23 {{invalid application of 'sizeof' to incomplete type 'int[]'}}
}

void bar(int (__attribute__((__mode__(__QI__))) int foo));
void bar(int (*)(signed char));
void bar(int (*)(int));	// expected-error:6 {{conflicting types for 'bar'}}
void baz(int (__attribute__((unused))));
void baz(int (*)(void));
