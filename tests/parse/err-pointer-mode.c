// mode() on a pointer (gcc 12, x86-64; gcc.c-torture/compile/20111209-1.c):
// only an integer mode of the pointer's size keeps it a pointer, any other
// is an error, which gcc places at the start of the file-scope
// declaration or function definition it is in.
typedef char *p64 __attribute__((mode(DI)));
typedef char *pp __attribute__((mode(pointer)));
typedef char *pw __attribute__((__mode__(__word__)));
typedef char *p32 __attribute__((mode(SI)));	// expected-error:1 {{invalid pointer mode 'SI'}}
  extern char *q __attribute__((mode(HI)));	// expected-error:3 {{invalid pointer mode 'HI'}}
char c, *z = &c;
p64 a = &c;
pp *b = &z;
long s = sizeof(pw);
void f(void) { int x; char *r __attribute__((mode(byte))) = 0; (void)x; (void)r; }	// expected-error:1 {{invalid pointer mode 'byte'}}
