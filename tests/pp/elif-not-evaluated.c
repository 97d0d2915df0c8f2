// After a taken branch, #elif expressions are not evaluated (so invalid
// ones are fine); in a group that is itself skipped nothing is evaluated.
#if 1
taken1
#elif 1 / 0
#elif garbage (
#elif
#else
#endif
#if 0
#elif 1
taken2
#elif 1 / 0
#elif "string"
#endif
#if 0
# if 1 / 0
# elif )
# else
# endif
#elif 0
#else
taken3
#endif
#ifdef __FILE__
taken4
#elif 1 +
#endif
