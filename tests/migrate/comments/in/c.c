/* Comments between the type words stay, after the type. */
#ifdef __CHECKER__
#define __nocast __attribute__((nocast))
#else
#define __nocast
#endif
typedef unsigned int __nocast gfp_t;

extern void f(unsigned /* the mask */ int __nocast flags);
extern void g(unsigned // the mask
	      int __nocast flags);
extern void h(unsigned int /* a */ /* b */ __nocast flags);
void plain(unsigned int /* plain */ x);
