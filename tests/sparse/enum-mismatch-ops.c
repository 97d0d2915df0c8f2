/* Rule (spec 4.11, 10.1): -Wenum-mismatch in every conversion sparse makes:
 * compound assignment, members, call results, comparisons, bitwise
 * operators, the comma operator, initializers; shifts and enumerators
 * (plain integers to sparse) are silent. */
enum color { RED, GREEN };
enum shape { SQUARE, CIRCLE };
typedef enum color color_t;
struct st { enum shape sh; color_t co; };
static enum shape gets(void);
static int f(struct st *p, color_t c, enum shape s, int i)
{
	c += s;
	p->co = p->sh;
	c = gets();
	if (p->co < gets())
		i++;
	i = c & s;
	i = c << s;
	i = (c, s) | c;
	return i;
}
static enum color arr[2] = { SQUARE, CIRCLE };
static enum color h(void) { enum shape x = SQUARE; enum color y = x; return y; }
