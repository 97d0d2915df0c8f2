// ARGS: -std=c89 -Wno-declaration-after-statement
/* -Wno-declaration-after-statement silences the C89 default. */
int test_mixed(int i)
{
	i++;
	int b = i;
	return b;
}
