// Bodies read when the macro is first used (lex_skip_plain_line) and false
// groups skipped line by line (lex_skip_false_lines) give what lexing
// every token gives: same tokens, lines, columns and diagnostics.
#define A 1 /* a comment
 over two lines */ + 2
#define B(x) x + A /* c */ // d
#define S "str\"ing" + 'c'
#define A 1 /* other
 */ + 2
#define C  (A) - B(3)
#define A 1+2 // expected-warning {{"A" redefined}}
// expected-note@-4 {{this is the location of the previous definition}}
int a = A; int b = B(3); const char *s = S; int c = C;
#if 0
/* open
#define X */
it's
 /* c */ # define Y 1 /* c */ x
%: error not an error
#error also not
"unterminated
#if 1
#else
#endif
#else
int d = __LINE__;
#endif
// expected-warning@17 {{missing terminating ' character}}
// expected-warning@21 {{missing terminating " character}}
#define U a\
b c
int U = __LINE__;
#define E(x) #x
#define Q __VA_ARGS__ // expected-warning {{__VA_ARGS__ can only appear in the expansion of a C99 variadic macro}}
const char *e = E(  p  q  );
