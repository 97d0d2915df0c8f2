/* Rule (spec 4.7, 4.12): (void)x is always fine; a cast of a restricted
 * value to _Bool is fine, from a fouled value it degrades (at the type
 * name); _Bool targets accept restricted sources in assignment,
 * initializer, argument and return. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned short __attribute__((bitwise)) __le16;
void setb(_Bool b);

static _Bool cast_void_bool(gfp_t a, __le16 l)
{
	_Bool b = a;

	(void)a;
	(void)~l;
	b = (_Bool)a;
	b = (_Bool)l;
	b = (_Bool)~a;
	b = (_Bool)~l;
	b = a;
	b = ~a;
	setb(a);
	setb(~l);
	return a;
}
