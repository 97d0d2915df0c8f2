// Conditional directives inside a macro argument list (gcc processes them).
#define f(x, y) [x|y]
#define CONFIG 1
f(
#ifdef CONFIG
  a,
#else
  b,
#endif
#if CONFIG > 1
  c
#elif CONFIG == 1
  d
#endif
)
f(1
#ifdef NOPE
 , 9
#endif
 , 2)
