// sparse's expansion reads a variable that is neither [assigned] nor
// [addressable] as its initializer once that is a value (expand.c's
// expand_dereference() and constant_symbol_value()): a local's after its
// declaration, a file-scope static's where it is defined, an inline
// copy's parameter the call's constant argument.  A cast of it then
// truncates a constant (once in each inline copy: the cast holds a symbol,
// so every copy has its own), and an if on it loses a branch.  ++ and --
// assign (evaluate_postop()), so does an assignment; & makes addressable.
typedef unsigned short u16;
typedef unsigned int __attribute__((bitwise)) le32;
static u16 arr[10];
static inline void init(int offset, int size)
{
	arr[offset] = (u16)size;
	if (size > 0x10000)
		arr[1] = (unsigned char)offset;
}
static inline void add(int offset, int size)
{
	init(offset, size);
	init(offset + 1, size);
}
void take(int *p);
static int fixed = 0x2ff;
static int taken = 0x3ff;
void f(le32 v);
void f(le32 v)
{
	int a = 0x1ff, b = 0x1ff, c = 0x1ff, d = 0x1ff;
	b++;
	--c;
	take(&d);
	arr[0] = (unsigned char)a + (unsigned char)b + (unsigned char)c + (unsigned char)d;
	arr[1] = (unsigned char)fixed + (unsigned char)taken;
	add(0x123, 0x50000);
	init(2, 3);
	for (int i = 0x4ff; arr[0];)
		arr[2] = (unsigned char)i;
	int x = 0;
	x++;
	x = v;
}
void g(void);
void g(void)
{
	take(&taken);
}
