/* Consecutive ## operators paste once (gcc 12; gcc.dg/cpp/paste16.c). */
#define cat(x,y) x##########y
#define c2(x,y) x ## ## y
int *p = &cat(ab,cd); c2(a,b) cat(1,2) c2(,x) cat(y,)
