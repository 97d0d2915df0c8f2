// A definition whose type differs, for sparse only, from an earlier declaration
// (gcc sees gfp_t as unsigned int and accepts both) is an error at the definition,
// reported where sparse's symbol list reaches the definition, with the first
// differing earlier declaration as a note.
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned long ulong_t;
char f1(gfp_t g);
short f4(gfp_t g);
long long f5(gfp_t g);
gfp_t f6(gfp_t g);
ulong_t f7(gfp_t g);
const int *f8(gfp_t g);
static inline int f9(gfp_t g);
_Bool f10(gfp_t g);
double f11(gfp_t g);
extern int f13(gfp_t g);
char f1(unsigned g) { return 0; }
short f4(unsigned g) { return 0; }
long long f5(unsigned g) { return 0; }
gfp_t f6(unsigned g) { return 0; }
ulong_t f7(unsigned g) { return 0; }
const int *f8(unsigned g) { return 0; }
static inline int f9(unsigned g) { return 0; }
_Bool f10(unsigned g) { return 0; }
double f11(unsigned g) { return 0; }
int f13(unsigned g) { return 0; }
struct pool;
int g1(int a, gfp_t g);
struct pool *g2(int a, gfp_t g);
static void g3(gfp_t g);
unsigned long g4(gfp_t g);
extern gfp_t w1;
extern int g5(gfp_t *p);
void g6(gfp_t g, ...);
int g1(int a, unsigned int g)
{
	return a;
}
struct pool *g2(int a, unsigned int g)
{
	return 0;
}
static void g3(unsigned int g)
{
}
unsigned long g4(unsigned int g) { return 0; }
unsigned int w1;
int g5(unsigned int *p) { return 0; }
void g6(gfp_t g, ...) { }
void g6(gfp_t g, ...);
void g6(unsigned g, ...);
