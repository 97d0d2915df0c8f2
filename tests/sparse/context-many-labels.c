// More labels than the flow graph's first binding tables hold (16, then
// 32): the table grows each time (castguard wrote past it and crashed on
// 6.1's fs/dcache.c, d_walk()).
extern void lock(void) __attribute__((context(x, 0, 1)));
extern void unlock(void) __attribute__((context(x, 1, 0)));
extern int cond(int);
void f(int n);
void f(int n)
{
	lock();
l0:
	if (cond(0))
		goto l0;
l1:
	if (cond(1))
		goto l7;
l2:
	if (cond(2))
		goto l14;
l3:
	if (cond(3))
		goto l21;
l4:
	if (cond(4))
		goto l28;
l5:
	if (cond(5))
		goto l1;
l6:
	if (cond(6))
		goto l8;
l7:
	if (cond(7))
		goto l15;
l8:
	if (cond(8))
		goto l22;
l9:
	if (cond(9))
		goto l29;
l10:
	if (cond(10))
		goto l2;
l11:
	if (cond(11))
		goto l9;
l12:
	if (cond(12))
		goto l16;
l13:
	if (cond(13))
		goto l23;
l14:
	if (cond(14))
		goto l30;
l15:
	if (cond(15))
		goto l3;
l16:
	if (cond(16))
		goto l10;
l17:
	if (cond(17))
		goto l17;
l18:
	if (cond(18))
		goto l24;
l19:
	if (cond(19))
		goto l31;
l20:
	if (cond(20))
		goto l4;
l21:
	if (cond(21))
		goto l11;
l22:
	if (cond(22))
		goto l18;
l23:
	if (cond(23))
		goto l25;
l24:
	if (cond(24))
		goto l32;
l25:
	if (cond(25))
		goto l5;
l26:
	if (cond(26))
		goto l12;
l27:
	if (cond(27))
		goto l19;
l28:
	if (cond(28))
		goto l26;
l29:
	if (cond(29))
		goto l33;
l30:
	if (cond(30))
		goto l6;
l31:
	if (cond(31))
		goto l13;
l32:
	if (cond(32))
		goto l20;
l33:
	if (cond(33))
		goto l27;
	if (n)
		return;
	unlock();
}
