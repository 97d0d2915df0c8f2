// ARGS: -Wsparse-error
// EXIT: 1
/* Rule (spec 9.4): with -Wsparse-error a genuine error alone (no
 * warning) also makes the exit status 1. */
static int f(int n)
{
	return n + undeclared;
}
