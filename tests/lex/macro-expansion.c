// Tokens from macro expansions: spelling location in the #define, followed
// by the expansion chain, innermost first.
#define A B + 1
#define B 2
#define C (A)
x A y
C
