// sparse lays a struct out when it first needs its layout; an assignment
// between pointers does, for both targets, and that is when an array of
// structures that end in a flexible array is reported (the iptables
// headers' struct ipt_replace, first met through ipt_alloc_initial_table()'s
// result).  A struct only pointed to and never laid out is not.
struct entry { int a; unsigned char elems[]; };
struct replace { int n; struct entry entries[]; };
struct other { int n; struct entry entries[2]; };
void *alloc(unsigned long);
struct replace *make(void);
struct replace *make(void)
{
	struct replace *repl;
	struct other *unused;
	repl = alloc(8);
	(void)unused;
	return repl;
}
