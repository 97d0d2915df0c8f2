/* Rule (spec 3): function pointers print as "T ( *name )( ... )" with
 * the pointer's modifiers inside; a function designator as
 * "T ( * )( ... )"; a called function's value as its return type. */
typedef unsigned int __attribute__((bitwise)) t;
typedef unsigned int u32;

static t getf(void);
static u32 getu(int n);
static t (*ptr)(void) = getf;

static void print_fnptr(u32 (*fp)(int), t (*tp)(void), unsigned int n)
{
	fp = ptr;
	ptr = fp;
	tp = getu;
	n = ptr();
	n = (*tp)();
	ptr = getu;
}

static t getf(void) { return 0; }
static u32 getu(int n) { return n; }
