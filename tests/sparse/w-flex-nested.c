// ARGS: -Wflexible-array-nested -Wflexible-array-union -Wflexible-array-array
/* -Wflexible-array-nested: a structure ending in a flexible array as a
 * member, said at the member when the outer type is laid out; with
 * -Wflexible-array-union a union holding one counts as flexible too
 * (an array of it, a member of another). */
struct f { int i; long f[]; };
struct s { struct f f; int after; };
union u { struct f f; char buf[16]; };
struct w { int k; union u u; };

static union u ua[2];
static struct s sv;

int test_flex(struct w *w)
{
	return __builtin_offsetof(struct w, u) + sv.after + ua[0].buf[0] + w->k;
}
