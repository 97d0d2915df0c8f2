// ARGS: -DCMDLINE=7 -DFLAG -U__GNUC__
// -dM: how definitions are printed (spacing normalised as gcc does it).
#define OBJ  1  +  2
#define EMPTY
#define FN( a , b )  a+b
#define VAR(a, ...) f(a, __VA_ARGS__)
#define NAMED(args...) g(args)
#define ONLY(...) __VA_ARGS__
#define STR(x) # x
#define CAT(a, b) a ## b
#define CMT a/**/b /* trailing */
#define SPLICED 1 \
  + 2
#define GONE 1
#undef GONE
#define PAREN (x)
#define NOARGS() z
