// ARGS: -std=gnu2x
// What gcc 12 accepts under -std=gnu2x (and not all of it in gnu11):
// _Static_assert without a message, unnamed parameters in definitions,
// u8 character constants, binary constants, labels before declarations and
// at the end of blocks, declarations after case labels.  No diagnostics.
_Static_assert(1);
_Static_assert(sizeof(int) == 4);
int f(int, int b) { return b; }
int g(int x, int (*)(int)) { return x; }
char c8 = u8'a';
_Static_assert(u8'a' == 97);
_Static_assert(0b101 == 5);
int lab(int x)
{
again:
	int y = x--;
	if (y > 0)
		goto again;
	{
		y++;
	end:
	}
	return y;
}
int sw(int x)
{
	switch (x) {
	case 1:
		int z = 2;
		return z;
	default:
	}
	return 0;
}
[[deprecated]] int old;
[[maybe_unused]] static int unused_ok;
