// ARGS: -Wall -Werror=foo -Wframe-larger-than=2048 -Wno-pointer-sign -Wthis-is-not-a-sparse-flag -fno-strict-aliasing -fsome-unknown-flag -mno-red-zone -Wp,-MMD,/dev/null -O2 -std=gnu11
/* Rule (spec 10.1, 10.2): unknown -W options (gcc's -Wall,
 * -Werror=..., -Wframe-larger-than=...) and other -f/-m/-O/-std/-Wp
 * options are silently ignored: the output is the normal one.
 * A bare -Werror is castguard's (every check an error) except under Kbuild,
 * where it is gcc's and ignored as sparse does: tests/cli/checks.sh. */
typedef unsigned int __attribute__((bitwise)) gfp_t;

static void f(gfp_t g, unsigned int n)
{
	g = n;
}
