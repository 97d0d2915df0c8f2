// __COUNTER__ counts expansions; an operand of ## or # is not expanded.
__COUNTER__ __COUNTER__ __COUNTER__
#define C __COUNTER__
C C
#define CAT(a, b) a ## b
#define XCAT(a, b) CAT(a, b)
CAT(x, __COUNTER__) XCAT(y, __COUNTER__)
#define STR(x) #x
STR(__COUNTER__)
#if __COUNTER__ == 6
six
#endif
__COUNTER__
