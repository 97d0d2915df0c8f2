// GNU ", ## __VA_ARGS__" comma deletion in gnu mode (default).
#define e(fmt, ...) f(fmt, ## __VA_ARGS__)
e(x) e(x,) e(x, 1) e(x, 1, 2)
#define e2(...) g(a, ## __VA_ARGS__)
e2() e2(1) e2(1, 2)
#define e3(fmt, args...) h(fmt, ## args)
e3(x) e3(x,) e3(x, 1)
#define EMPTY
e(x, EMPTY)
#define e4(fmt, ...) k(fmt,##__VA_ARGS__ end)
e4(y) e4(y, 2)
