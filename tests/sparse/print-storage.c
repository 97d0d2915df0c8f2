/* Rule (spec 3): [addressable] for non-static file-scope objects and
 * objects whose address is taken; [toplevel] and static for file scope;
 * const, volatile and static locals; extern declarations.  The -Wdecl
 * lines follow the symbols that have no prior declaration. */
typedef unsigned int __attribute__((bitwise)) gfp_t;

extern gfp_t ext;
gfp_t glob;
static gfp_t stat;
const gfp_t cglob = 0;
volatile gfp_t vglob;
void takeptr(gfp_t *p);

static void print_storage(unsigned int n, const gfp_t cp)
{
	gfp_t taken;
	static gfp_t sl;
	volatile gfp_t vl;

	takeptr(&taken);
	ext = n;
	glob = n;
	stat = n;
	taken = n;
	sl = n;
	vl = n;
	n = cp;
	n = cglob;
	n = vglob;
}
