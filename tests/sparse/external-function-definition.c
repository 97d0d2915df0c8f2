// sparse's -Wexternal-function-has-definition: a definition whose own
// specifiers say extern (arch/x86/kernel/kprobes/opt.c's
// arch_unoptimize_kprobes), at its name; not one that is extern inline,
// nor one whose earlier prototype alone says extern.  Such a definition is
// in sparse's list all the same: with no declaration before it, -Wdecl.
extern int proto(int x);
extern int proto(int x) { return x; }
extern int twice(int x) { return 2 * x; }
int plain(int x);
int plain(int x) { return x; }
extern void
split_line(void)
{
}
extern char *
pointer_result(void)
{
	return (char *)0;
}
