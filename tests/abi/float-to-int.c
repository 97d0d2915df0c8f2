// ARGS:
/* A floating constant out of an integer type's range folds to the
 * nearest value of the type, as gcc folds it (found by AFL++: the
 * conversion was undefined behaviour under clang's UBSan). */
_Static_assert((int)1e30 == 2147483647, "sat");
_Static_assert((int)-1e30 == -2147483647 - 1, "sat-");
_Static_assert((unsigned)-5.0 == 0, "uns");
_Static_assert((unsigned char)300.0 == 255, "uc");
_Static_assert((long)3.7 == 3, "trunc");
_Static_assert((unsigned long long)1e30 == 18446744073709551615ull, "ull");
