/* Rule (spec 4.11): enumerators of two different restricted types in
 * one enum: the parse-time error "incompatible restricted type" with
 * unevenly padded "expected:" / "got:" lines, at the offending value;
 * it silences all warnings of the file. */
typedef unsigned int __attribute__((bitwise)) apple_t;
typedef unsigned int __attribute__((bitwise)) orange_t;
#define __force __attribute__((force))

static void before(apple_t a, unsigned int n)
{
	a = n;
}

enum fruit {
	APPLE = (__force apple_t)1,
	ORANGE = (__force orange_t)2,
};
