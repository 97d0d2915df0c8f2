// Self-referential macros are not re-expanded (C11 6.10.3.4p2).
#define foo foo
foo;
#define a b
#define b a
a b;
#define x x+1
x; x x;
#define f(y) f(y)+1
f(2); f(f(3));
#define g(y) y g
g(g)(4);
#define m() m
m()(); m()()();
#define p(q) q(1)
p(p); p(p)(2);
#define LEFT RIGHT(
#define RIGHT(z) z LEFT
LEFT 1) 2) 3);
#define AA BB
#define BB AA CC
#define CC AA BB
AA; BB; CC;
