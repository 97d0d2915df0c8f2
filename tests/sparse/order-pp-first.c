/*
 * sparse preprocesses the whole file before it parses it: a preprocessor
 * warning comes before a parser's warning of an earlier line, and a parse
 * error silences only what follows it in the parse.
 */
int main() { return 0; }	/* the parser's -Wstrict-prototypes */
#define A 1
#define A 2			/* the preprocessor's: printed first */
