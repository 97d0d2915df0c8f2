// ARGS: -Wbitwise
// A constant operator on restricted values that sparse refuses degrades them
// to plain integers (warned once, in the first inlined copy); the copies after
// it see the value already folded with that plain type, so a plain variable
// takes it silently.  Operators sparse allows keep the restricted type.
// (fs/open.c's build_open_flags(): u64 strip = FMODE_NONOTIFY | O_CLOEXEC.)
typedef unsigned int __attribute__((bitwise)) fm_t;
typedef unsigned long long u64;
#define FM_A ((__attribute__((force)) fm_t)0x4000000)
#define FM_B ((__attribute__((force)) fm_t)0x1)
static inline int flags(int x)
{
	u64 strip = FM_A | 02000000;
	u64 both = FM_A | FM_B;
	fm_t kept = FM_A | FM_B;
	fm_t zero = FM_A | 0;
	fm_t inverted = ~FM_A;
	unsigned int minus = -FM_B;
	return x;
}
static int first(void) { return flags(1); }
static int second(void) { return flags(2); }
static int third(void) { return flags(3); }
int all(void);
int all(void) { return first() + second() + third(); }
