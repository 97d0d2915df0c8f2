// Variadic macros: named (GNU) and unnamed, stringified, with empty and
// parenthesised arguments.
#define V(...) <__VA_ARGS__>
#define S(...) #__VA_ARGS__
#define N(first, rest...) first: rest
#define SN(x, args...) #args
V() V(a) V(a, b) V((a, b), c) V(,) V( a , b )
S() S(a) S(a,b) S( a , b ) S("x", 'y')
N(1) N(1, 2) N(1, 2, 3)
SN(1) SN(1, 2, 3)
