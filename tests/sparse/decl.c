/* Rule (spec 12.3): "symbol 'x' was not declared. Should it be static?"
 * for a file-scope object or function definition that is not static,
 * has no earlier declaration and is not main; at the symbol's name,
 * after the warnings of its body or initializer.  Silent: static
 * symbols, a definition after an extern declaration or a prototype,
 * main, plain declarations. */
typedef unsigned int __attribute__((bitwise)) gfp_t;

int x;
int arr[3];
int init = 4;
gfp_t bad_init = 1;
void g(void) { }
static int s;
static void sf(void) { }
extern int y;
int y = 1;
void proto(void);
void proto(void) { }
extern void ext_fn(int);
int main(void) { return 0; }
const char *names[] = { "a", "b" };
int (*fnptr)(void);
unsigned int with_body(gfp_t a)
{
	return a;
}
int later_declared;
extern int later_declared;
