// Every C statement: compound (nested, empty, declarations mixed with
// statements), expression and null statements, if/else (dangling else,
// chains), switch (nested, cases inside blocks and loops, default anywhere,
// declarations after labels), while, do-while, for (every clause empty, a
// declaration as first clause), goto forwards and backwards, labels
// before declarations and at the end of blocks (gcc 12 accepts both in
// gnu11), break, continue, return with and without a value.  No
// diagnostics.

void nothing(void) { }
void ret_void(int x) { if (x) return; x++; return; }

int compound(int x)
{
	{ }
	{ ; }
	;;
	{
		int a = x;
		a++;
		int b = a;		/* declaration after a statement */
		{
			int a = b * 2;	/* shadows */
			x += a;
		}
		x += a + b;
	}
	return x;
}

int ifs(int a, int b)
{
	if (a)
		if (b)
			return 1;
		else			/* belongs to the inner if */
			return 2;
	if (a > b) a = b; else if (a < b) b = a; else { a = 0; b = 0; }
	if ((a = b))
		;
	if (a) { } else { }
	return a + b;
}

int switches(int x, int y)
{
	int r = 0;
	switch (x) {
	case 0:
		r = 1;
		break;
	case 1:
	case 2:
		r = 2;
		/* FALLTHROUGH */
	case 3: {
		int t = r * 2;
		r = t;
		break;
	}
	default:
		r = -1;
		break;
	case 4:
		switch (y) {
		case 4:
			r = 44;
			break;
		default:
			;
		}
		break;
	case 5 + 1:
	case 'a':
	case (char)0x107:
	case sizeof(long):
		r = 6;
	}
	switch (x)
		case 9: r = 9;		/* a switch body need not be a block */
	switch (x) {
		for (;;) {
	case 10:			/* a case inside a loop inside the switch */
			r = 10;
			break;
		}
	}
	switch (x) {
		if (y) {
	case 11:
			r = 11;
		} else {
	default:
			r = 12;
		}
	}
	switch (x) { }
	switch (x) { default: ; }
	switch ((long)x) { case 1L: r++; break; case 0x100000000L: r--; }
	switch (x) {
	case 20:
		int d = 1;		/* gcc 12: a declaration right after a label */
		r += d;
		break;
	case 21:
		r--;
	}
	return r;
}

int loops(int n)
{
	int r = 0, i = 0;
	while (i < n)
		i++;
	while (i > 0) {
		if (i == 3)
			break;
		i--;
		continue;
	}
	do
		r++;
	while (r < 3);
	do { r++; } while (0);
	do ; while (r-- > 10);
	for (i = 0; i < n; i++)
		r += i;
	for (int j = 0, k = 10; j < k; j++, k--)
		r += j * k;
	for (int j = 0; j < 2; j++)
		for (int j = 0; j < 2; j++)	/* the inner j hides the outer */
			r++;
	for (;;) {
		if (r > 100)
			break;
		r += 50;
	}
	for (; r > 0;)
		r--;
	for (i = 0;; i++)
		if (i > 5)
			break;
	for (struct { int a, b; } p = { 0, 1 }; p.a < 3; p.a++)
		r += p.b;
	while (1) {
		for (;;)
			break;		/* leaves the for only */
		break;
	}
	return r;
}

int gotos(int n)
{
	int r = 0;
	goto start;
again:
	r++;
start:
	if (r < n)
		goto again;
	{
	inner:
		r++;
		if (r < 2 * n)
			goto inner;
	}
	if (r > 100)
		goto out;
	r *= 2;
out:
	return r;
}

int labels_c2x(int n)
{
	int r = 0;
first:
	int d = n;		/* gcc 12 (gnu11): label before a declaration */
	r += d;
	if (r < 10)
		goto first;
	if (n) {
		r++;
	end:			/* gcc 12 (gnu11): label at the end of a block */
	}
	if (r == 0)
		goto end;
	return r;
}

int returns(int x)
{
	if (x)
		return x + 1;
	return (x);
}

int comma_and_exprs(int x)
{
	int a = 1, b = 2;
	a++, b--;
	(void)(a + b);
	x ? a++ : b++;
	return a, b, x;
}
