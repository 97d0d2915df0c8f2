// #__VA_OPT__ and placemarker results of __VA_OPT__ (C2x examples, gcc 12).
#define H3(X, ...) #__VA_OPT__(X##X X##X)
H3(, 0)
#define H4(X, ...) __VA_OPT__(a X ## X) ## b
H4(, 1)
#define H5A(...) __VA_OPT__()/**/__VA_OPT__()
#define H5B(X) a ## X ## b
#define H5C(X) H5B(X)
H5C(H5A())
#define S1(...) #__VA_OPT__(x y)
S1() S1(1) S1( )
#define S2(a, ...) [a ## __VA_OPT__(b)] [__VA_OPT__(c) ## a]
S2(p) S2(p, 1) S2(, 1) S2()
