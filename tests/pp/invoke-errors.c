// Wrong number of macro arguments.
#define f(a, b) [a|b]
#define g(a) [a]
#define z() Z
#define v(a, ...) [a|__VA_ARGS__]
f(1);          // expected-error {{macro "f" requires 2 arguments, but only 1 given}}
f(1, 2, 3);    // expected-error {{macro "f" passed 3 arguments, but takes just 2}}
g(1, 2);       // expected-error {{macro "g" passed 2 arguments, but takes just 1}}
z(1);          // expected-error {{macro "z" passed 1 arguments, but takes just 0}}
f();           // expected-error {{macro "f" requires 2 arguments, but only 1 given}}
v();
ok;
