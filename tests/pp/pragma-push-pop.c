// #pragma push_macro / pop_macro.
#define X 1
#pragma push_macro("X")
#undef X
#define X 2
X
#pragma pop_macro("X")
X
#pragma push_macro("UNDEF_YET")
#define UNDEF_YET 3
UNDEF_YET
#pragma pop_macro("UNDEF_YET")
UNDEF_YET
