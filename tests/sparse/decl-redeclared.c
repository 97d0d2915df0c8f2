/* Rule (spec 7): a definition whose type differs from an earlier
 * declaration is the error "symbol 'x' redeclared with different type
 * (REASON):" with the new type, then a located "note: previously
 * declared as:" line and the old type.  A restricted vs plain parameter
 * counts.  Two mere declarations are not compared. */
typedef unsigned int __attribute__((bitwise)) gfp_t;

void take(gfp_t f);
void take(unsigned int f) { }

extern int only_declared;
extern long only_declared;

int val;
long val;

static void user(gfp_t g, unsigned int n)
{
	g = n;
}
