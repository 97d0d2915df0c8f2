// sparse expands every variable's initializer (file scope and block
// scope), a braced list entry by entry in the order of their offsets:
// an explicit cast of a constant, and the implied conversion to the
// entry's type, that drop bits are reported (the kernel's
// GDT_ENTRY_INIT(0xc09b, 0, 0xfffff) in arch/x86/kernel/head64.c).
typedef unsigned short u16;
struct s { u16 a; u16 b; int c; };
#define INIT(limit) { .a = (u16) (limit), .c = ((limit) >> 16) & 0x0F }
static struct s v = { .a = 0xfffff, .b = (u16)0x1ffff, .c = 1 };
static struct s w[3] = { { 0x2ffff, 1, 2 }, [2] = INIT(0xfffff), [1] = { .b = (u16)0x3ffff } };
static u16 arr[] = { 0x4ffff, (u16)0x5ffff };
static u16 sc = 0x6ffff;
static u16 cast = (u16) (0x9ffff);
static int scalar_braced = { (u16)0xaffff };

void f(void);
void f(void)
{
	struct s l = { .a = (u16)0x7ffff };
	u16 m = (u16)0x8ffff;
	(void)l;
	(void)m;
}

struct s *gv(void);
struct s *gv(void) { return &v; }
struct s *gw(void);
struct s *gw(void) { return w; }
u16 *ga(void);
u16 *ga(void) { return arr; }
int gs(void);
int gs(void) { return sc + cast + scalar_braced; }
