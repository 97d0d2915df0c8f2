// GNU statement extensions: statement expressions (values, void, nested, in
// initializers and conditions, with declarations and labels), local labels
// (__label__), labels as values (&&l, goto *p, dispatch tables, label
// differences), case ranges, the ?: with the middle operand omitted, empty
// initializers, __extension__ on statements.  No diagnostics.
#define CHECK(e) _Static_assert(e, #e)
#define SAME(a, b) CHECK(__builtin_types_compatible_p(a, b))

int stmt_exprs(int x)
{
	int a = ({ int t = x * 2; t + 1; });
	int b = ({ a; }) + ({ 1; 2; });
	({ a++; });			/* value unused */
	({ ; });
	({ });				/* void */
	int c = ({ int r; if (x) r = 1; else r = 2; r; });
	int d = ({ int y = ({ int z = 3; z * z; }); y + 1; });
	if (({ int q = x; q > 0; }))
		a++;
	while (({ 0; }))
		;
	SAME(__typeof__(({ (char)1; })), char);
	SAME(__typeof__(({ x; })), int);
	static int s = 0;
	s = ({ s + 1; });
	long l = ({ struct { long v; } w = { 5 }; w.v; });
	return a + b + c + d + s + (int)l;
}

#define max(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
#define swap(a, b) do { __typeof__(a) __tmp = (a); (a) = (b); (b) = __tmp; } while (0)
int macros(int x, int y)
{
	int m = max(x, y) + max(max(x, 1), max(y, 2));
	swap(x, y);
	return m + max((long)x, 3L);
}

#define local_loop(n) ({ __label__ top, done; int _i = 0; \
	top: if (_i >= (n)) goto done; _i++; goto top; done: _i; })
int local_labels(int n)
{
	__label__ out;			/* declared at the start of a block */
	__label__ l1, l2;
	int r = local_loop(n) + local_loop(2 * n);	/* no clash between the expansions */
	if (r > 10)
		goto out;
	goto l2;
l1:
	r++;
	goto out;
l2:
	goto l1;
out:
	{
		__label__ out;		/* a block's own label named out */
		goto out;
	out:
		r++;
	}
	return r;
}

int computed_goto(int op)
{
	static void *const table[] = { &&op_add, &&op_sub, &&op_end };
	static const int offsets[] = { &&op_add - &&op_add, &&op_sub - &&op_add, &&op_end - &&op_add };
	void *target = table[op];
	int acc = 0;
	goto *target;
op_add:
	acc++;
	goto *table[2];
op_sub:
	acc--;
	goto *(&&op_add + offsets[2]);
op_end:
	if (acc > 5)
		goto *(void *)&&op_add;
	return acc;
}

int case_ranges(int c)
{
	switch (c) {
	case 'a' ... 'z':
		return 1;
	case 'A'...'Z':			/* no blanks needed around ... with letters */
		return 2;
	case 0 ... 9:
		return 3;
	case 150 ... 150:		/* a range of one */
		return 4;
	case 200 ... 199 + 10:
		return 5;
	case -20 ... -10:
		return 6;
	default:
		return 0;
	}
}

int elvis(int *p, int x)
{
	int a = x ?: 5;
	int *q = p ?: &a;
	long l = x ?: 2L;
	SAME(__typeof__(x ?: 2L), long);
	return a + *q + (int)l + (x++ ?: 0);
}

struct empty_init { int a; char b[3]; };
int empty_braces(void)
{
	struct empty_init e = { };
	int arr[4] = { };
	int s = ({ struct empty_init t = { }; t.a; });
	__extension__ ({ s++; });
	__extension__ s++;
	return e.a + arr[3] + s;
}

int fallthrough(int x)
{
	int r = 0;
	switch (x) {
	case 1:
		r++;
		__attribute__((fallthrough));
	case 2 ... 4:
		r++;
		if (r)
			__attribute__((__fallthrough__));
		else
			break;
	default:
		r--;
	}
	return r;
}
