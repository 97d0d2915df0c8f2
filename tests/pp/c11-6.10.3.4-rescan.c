// C11 6.10.3.4 EXAMPLE: f(2)(9) -- the g picks up its ( from the source file.
#define f(a) a*g
#define g(a) f(a)
f(2)(9);
f(2)(9)(7);
