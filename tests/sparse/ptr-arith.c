// ARGS: -Wno-decl
/* Rule (sparse evaluate_ptr_add/sub): arithmetic on pointers to
 * functions and subtraction of functions are errors; pointers subtracted
 * must point to the same type. */
typedef unsigned long long u64;
u64 base(u64 a);
struct odd { char c[3]; };
struct s { int imm; };
long g(struct s *insn, struct odd *o1, struct odd *o2, int *pi, long *pl, void (*fp)(void))
{
	long r = 0;
	r += (base + insn->imm)(1) != 0;
	r += base - base;
	r += (char *)base - (char *)fp;
	r += o1 - o2;
	r += pi - pl;
	r += fp - 1 != 0;
	r += 2 + pi != 0;
	return r;
}
