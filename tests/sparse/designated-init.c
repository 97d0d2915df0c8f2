// ARGS: -Wno-decl
/* Rule (sparse's -Wdesignated-init, on by default): each positional entry
 * of a list whose struct is declared designated_init, named after what
 * the list initializes (variable, member, element type; nothing for a
 * compound literal); designated entries and other structs are silent. */
#define __designated_init __attribute__((designated_init))

struct plain {
	int x, y;
};

struct ops {
	int (*open)(void);
	int (*release)(void);
} __designated_init;

struct holder {
	struct plain p;
	struct ops o;
};

static int op(void)
{
	return 0;
}

static struct ops positional = { op, op };
static struct ops designated = { .open = op, .release = op };
static struct ops mixed = { .open = op, op };
static struct plain fine = { 1, 2 };
static struct holder nested = { { 1, 2 }, { op, op } };
static struct holder nested_designated = { .o = { op, op } };
static struct ops array[] = { { op, op }, { .open = op } };
static struct ops zero = { 0 };

struct ops make(void)
{
	return (struct ops){ op, op };
}
