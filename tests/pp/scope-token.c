/* "::" is one preprocessing token in gcc 12's GNU dialects (and C2x), so
 * pasting ':' and ':' is valid there (gcc.dg/cpp/c90-scope-1.c without its
 * -std=iso9899:1990); in strict C90-C17 it is two tokens (scope-token-c17.c). */
#define C :
#define CONCAT(a,b) a##b
#define STR(x) #x
#define XSTR(x) STR(x)
a::b C:C ::: :: :
CONCAT(:,:) XSTR(CONCAT(:,:)) XSTR(C:)
<::> <:: <::: a<::b>
