// Empty arguments.
#define zero() Z
#define one(a) [a]
#define two(a, b) [a|b]
#define three(a, b, c) [a|b|c]
zero() zero( ) zero(
);
one() one( ) one(/* */);
two(,) two( , ) two(1,) two(,2);
three(,,) three(1,,3);
#define E
one(E) two(E, E);
#define v(...) {__VA_ARGS__}
v() v(,) v( , , );
