// __VA_OPT__ (C2x / gcc 12 semantics), accepted as an extension in gnu17.
#define F(a, ...) f(a __VA_OPT__(,) __VA_ARGS__)
F(1) F(1,) F(1,2) F(1, 2, 3)
#define EMP
F(1, EMP) F(1, EMP EMP)
#define G(X, ...) X __VA_OPT__(- X ## __VA_ARGS__ -) end
G(a) G(a,) G(a,b)
#define SDEF(sname, ...) S sname __VA_OPT__(= { __VA_ARGS__ })
SDEF(foo); SDEF(bar, 1, 2);
#define H2(X, Y, ...) __VA_OPT__(X ## Y,) __VA_ARGS__
H2(a, b, c, d)
#define LPAREN() (
#define G2(Q) 42
#define F2(R, X, ...) __VA_OPT__(G2 R X) )
int x = F2(LPAREN(), 0, <:-);
