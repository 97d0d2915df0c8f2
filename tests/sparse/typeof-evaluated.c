// sparse evaluates the expression of a typeof when it first examines the
// type (symbol.c's examine_symbol_type() on a SYM_TYPEOF): a local
// declared with it, before its initializer, and a cast to it, before the
// operand; once for each typeof written, so once for an inline function
// however often it is inlined.  Its errors are said then, as with
// net/rxrpc's ASSERTCMP(): __typeof__(X) _x = (X); __typeof__(Y) _y =
// (__typeof__(X))(Y); says a subtraction's error three times.  A
// file-scope object's typeof is examined as the object is evaluated (the
// error silences its -Wdecl warning), sizeof's type where sizeof is.
#define __user __attribute__((noderef, address_space(__user)))
typedef unsigned int u32;
#define ASSERTCMP(X, OP, Y)					\
do {								\
	__typeof__(X) _x = (X);					\
	__typeof__(Y) _y = (__typeof__(X))(Y);			\
	if (!(_x OP _y))					\
		return -1;					\
} while (0)
extern char *gb;
extern u32 *gx;
__typeof__((char __user *) gx - gb) g1;
static inline long diff(char *buffer, u32 *xdr)
{
	__typeof__((char __user *) xdr - buffer) d[2] = { 0, 0 };
	return d[0];
}
long f(char *buffer, u32 *xdr, long size);
long f(char *buffer, u32 *xdr, long size)
{
	ASSERTCMP((char __user *) xdr - buffer, ==, size);
	__typeof__((char __user *) xdr - buffer) b = 0;
	return b + diff(buffer, xdr) + diff(buffer, xdr) +
	       sizeof(__typeof__((char __user *) gx - gb));
}
