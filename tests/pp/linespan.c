// Macro invocations spanning lines; __LINE__ in a multi-line invocation.
#define f(a, b) a + b
#define L __LINE__
x = f(1,
      2);
y = f(
  L,
  __LINE__
);
z = L;
f
(
__LINE__
,
L
)
end
