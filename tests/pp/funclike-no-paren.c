// A function-like macro name not followed by ( is not an invocation; the (
// may be on a later line, possibly after empty lines and comments.
#define f(x) [x]
#define g f
#define h f(
f; f + 1; f ; (f)(1);
f
(2);
f /* c */

 /* c */ (3);
g(4); g; g
(5);
h 6);
int f = 1;
#define obj (7)
f obj;
#define k() K
k k() k(
) k
