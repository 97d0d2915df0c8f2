// ARGS: -Wparen-string
/* -Wparen-string: gcc's extension, a character array initialized from
 * a string in parentheses, said at the string. */
static const char u[] = ("hello");
static const char v[] = {"hello"};
static const char v1[] = {("hello")};
static const char w[] = "hello";
struct m { char name[8]; int n; };
static struct m ms = { ("abc"), 1 };
static const char *p = ("ptr");

const char *test_paren(void)
{
	char loc[] = ("local");
	return loc[0] ? u : v[0] ? v1 : w[0] ? ms.name : p;
}
