// Parenthesised declarators: the type inside the parentheses is completed
// with the one around them, at any depth, and arrays inside take their
// size from the element type found outside (sizes and alignments from gcc).
void f1(int (*p)(int (a[2])[3]));
void f1(int (*p)(int (*)[3]));
typedef int (((arr3)[2])[3])[4];
_Static_assert(sizeof(arr3) == 96 && _Alignof(arr3) == 4, "");
int (*(fp[5]))(void);
_Static_assert(sizeof(fp) == 40, "");
int (*g(int (x[2])[3]))[4];
int (*g(int (*x)[3]))[4];
char (((z)))[7];
_Static_assert(sizeof(z) == 7, "");
_Static_assert(sizeof(int ((*)[5])) == 8, "");
_Static_assert(sizeof(*(int ((*)[5]))0) == 20, "");
double (((*(*pp))[3])[2]);
_Static_assert(sizeof(**pp) == 48 && sizeof((**pp)[0]) == 16, "");
char (__attribute__((unused)) *q)[3];
_Static_assert(sizeof(*q) == 3, "");
long (* __attribute__((aligned(16))) r)[2];
_Static_assert(sizeof(*r) == 16, "");
short ((((m[2]))[3]))[5], (n)[4];
_Static_assert(sizeof(m) == 60 && sizeof(m[0]) == 30 && sizeof(n) == 8, "");
