// Initializers: designators (nested, through anonymous members, GNU ranges
// and "member:" labels), brace elision, strings, compound literals; the
// array lengths they imply; gcc's error for an unknown member.
#define CHECK(e) _Static_assert(e, #e)

struct point { int x, y; };
struct rect { struct point a, b; int tag; };
struct anon { int k; union { int i; float f; }; struct { char c; short s; }; };

struct rect r1 = { { 1, 2 }, { 3, 4 }, 5 };
struct rect r2 = { 1, 2, 3, 4, 5 };			/* brace elision */
struct rect r3 = { .b.y = 4, .a = { .x = 1 }, .tag = 9 };
struct rect r4 = { .b = { 3 }, 7 };			/* 7 goes to .tag */
struct anon an = { .k = 1, .i = 2, .c = 'c', .s = 3 };
struct anon an2 = { 1, { 2 }, { 'c', 3 } };
int a1[] = { [4] = 1, 2 };				/* length 6 */
int a2[] = { [0 ... 9] = 7 };				/* length 10 */
int a3[][2] = { 1, 2, 3, 4, 5 };			/* length 3 */
struct point pts[] = { { 1, 2 }, [3].y = 5, { 6 } };	/* length 5 */
char s1[] = "abc";
char s2[] = { "abcd" };
char s3[2][4] = { "ab", "cd" };
struct { char name[8]; int v; } named[] = { { "one", 1 }, { "two", 2 } };
struct point old = { y: 2, x: 1 };			/* GNU old-style designators */
int *ip = (int []){ 1, 2, 3 };
struct point *pp = &(struct point){ .y = 1 };
union { int i; char c[4]; } u = { .c = "ab" };

CHECK(sizeof a1 == 6 * sizeof(int));
CHECK(sizeof a2 == 10 * sizeof(int));
CHECK(sizeof a3 == 3 * 2 * sizeof(int));
CHECK(sizeof pts == 5 * sizeof(struct point));
CHECK(sizeof s1 == 4 && sizeof s2 == 5);
CHECK(sizeof named == 2 * 12);
CHECK(sizeof((int []){ 1, 2, 3 }) == 3 * sizeof(int));

void f(void)
{
	struct point p = { .x = 1, .y = 2 };
	int local[] = { [2] = p.x, p.y };
	CHECK(sizeof local == 4 * sizeof(int));
	(void)local;
}

struct point bad1 = { .z = 1 };	// expected-error {{'struct point' has no member named 'z'}}
struct rect bad2 = { .a.q = 1 };	// expected-error {{'struct point' has no member named 'q'}}
