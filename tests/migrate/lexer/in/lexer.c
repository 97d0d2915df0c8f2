/* migrate reads the tokens of a file as the front end's lexer does. */

// A line comment ending in a backslash goes on on the next line: \
unsigned int __nocast in_comment;
unsigned int __nocast after_comment;

/* A GNU raw string may hold a quote and span lines. */
static const char *raw = R"(unsigned int __nocast "in_string
)";
unsigned int __nocast after_raw;

/* A word broken by a line splice is no type word: left as it is. */
static unsig\
ned int __nocast spliced;

unsigned int raw_len(void)
{
	return raw[0] + spliced;
}
