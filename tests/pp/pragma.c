// #pragma lines are passed through; _Pragma("...") becomes a #pragma line.
#pragma omp parallel for
#pragma STDC FP_CONTRACT ON
#pragma weak foo
#pragma GCC diagnostic push
a _Pragma("GCC dependency_not") b
_Pragma("message(\"hello\")") c
#define DO_PRAGMA(x) _Pragma(#x) after
DO_PRAGMA(pack(push, 1)) end
#define P _Pragma("P1") _Pragma("P2")
x P y
_Pragma(L"wide") z
#pragma unknown_vendor_pragma with (tokens) 1 + 2
#define EXPANDED 42
#pragma EXPANDED
