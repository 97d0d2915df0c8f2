// ARGS: -Wno-decl
/* Rule (spec 3): a pointer sparse builds (&x, &arr[i], arr + i, a decayed
 * array) points to the bare type: no [usertype] on it. */
typedef unsigned int __attribute__((bitwise)) __le32;
typedef unsigned int u32;
__le32 table[4];
__le32 one;
void f(void)
{
	u32 *t1 = table;
	u32 *t2 = &table[1];
	u32 *t3 = &one;
	u32 *t4 = table + 1;
	(void)t1; (void)t2; (void)t3; (void)t4;
}
