// ARGS: -undef -DMINE=1
// -undef: no system- or GCC-specific macros; the standard ones remain.
__STDC__ __STDC_VERSION__ __STDC_HOSTED__ MINE
__GNUC__ __x86_64__ linux __linux__ unix __SIZE_TYPE__ __INT_MAX__ __CHAR_BIT__
