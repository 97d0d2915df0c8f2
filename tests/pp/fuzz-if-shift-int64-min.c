// Found by fuzzing (libFuzzer, lf-lex; UBSan): in #if, a shift by a negative
// count shifts the other way, and negating the count INT64_MIN overflowed.
// Shifting by INT64_MIN in either direction shifts every bit out.
#if (1 << (-9223372036854775807 - 1)) == 0 && (1 >> (-9223372036854775807 - 1)) == 0
ok1
#endif
#if (-1 >> (-9223372036854775807 - 1)) == 0 && (-1 << (-9223372036854775807 - 1)) == -1
ok2
#endif
