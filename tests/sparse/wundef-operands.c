// ARGS: -Wundef
/*
 * sparse's -Wundef: every identifier left after expansion in an evaluated
 * operand of #if or #elif (a short-circuited one is not), named as
 * written, placed where its expansion began; not in a skipped group.
 */
#define M UNDEF_IN_MACRO
#define FN(x) (x + UNDEF_FN)
#if 0 && A1
#endif
#if 1 || A2
#endif
#if A3 && A4
#endif
#if 1 ? A5 : A6
#endif
#if M
#endif
#if FN(1)
#endif
#if defined A7 || A8
#elif A9
#endif
#ifdef A10
#elif A11
#endif
#if 0
#if A12
#endif
#endif
int x;
