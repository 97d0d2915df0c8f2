/* Rule (spec 7, -Wflexible-array-array on by default): an array whose
 * element is a structure ending with a flexible array member warns
 * "array of flexible structures", also through a struct member. */
struct flex { int n; int data[]; };
struct wrap { int k; struct flex f; };

static struct flex arr[2];

static void flex_array(void)
{
	struct flex local[3];
	struct wrap w[2];
}

/* a union holding a flexible structure is not flexible itself (sparse:
 * only under -Wflexible-array-union): no warning for an array of it */
union holds_flex { struct flex f; int x; };
static union holds_flex union_arr[2];
