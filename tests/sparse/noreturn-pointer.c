/* sparse's [noreturn] of a function pointer: attribute noreturn among a
 * declaration's specifiers marks the pointers to functions it declares
 * (not _Noreturn), and a noreturn function's address has it.  A pointer
 * with it takes no plain function ("different modifiers"); a plain
 * pointer takes a noreturn function, and so does void *. */
#define __noreturn __attribute__((__noreturn__))
void set_die(void (*)(void));
void set_die_nr(__noreturn void (*)(void));
void die(void);
void __noreturn die_nr(void);
_Noreturn void die_kw(void);
int other(int);
typedef __noreturn void (*nrp)(void);
extern nrp hook;
struct ops { __noreturn void (*stop)(void); void (*go)(void); };

static void test_noreturn(struct ops *o, void *vp)
{
	set_die(die);
	set_die(die_nr);
	set_die_nr(die_nr);
	set_die_nr(die);
	o->stop = die;
	o->stop = o->go;
	o->go = o->stop;
	o->stop = die_kw;
	hook = (void (*)(void))vp;
	hook = vp;
	__noreturn void (*a)(void) = die;
	void __noreturn (*d)(void) = &die_nr;
	__noreturn void (*f)(void) = other;
	__noreturn void (*i)(void) = *die_nr;
	__noreturn void (*arr[2])(void) = { die_nr, die };
	_Noreturn void (*p)(void) = die;
	void *l = die_nr;
	int m = &die_nr;
	int q = hook;
	void (*gp)(void) = o->go;
	int z = *gp;
	if (a == die || d == p || f == i || arr[0] == l)
		return;
}
