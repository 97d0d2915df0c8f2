/* ARGS: -std=c89 */
/* Predefined macros in -std=c89 mode (no // comments in C90). */
__STDC__ __STDC_VERSION__ __STDC_HOSTED__ __CHECKER__
__GNUC__ __GNUC_MINOR__ __GNUC_PATCHLEVEL__
__x86_64__ __x86_64 __linux__ __linux linux __unix__ unix __LP64__ _LP64 __ELF__
__STRICT_ANSI__ __SIZEOF_LONG__ __SIZEOF_POINTER__ __CHAR_BIT__ __INT_MAX__
__SIZE_TYPE__ | __PTRDIFF_TYPE__ | __WCHAR_TYPE__ | __INTMAX_TYPE__ | __UINT64_TYPE__
__STDC_UTF_16__ __STDC_IEC_559__ __STDC_ISO_10646__ __OPTIMIZE__ __NO_INLINE__
__GNUC_STDC_INLINE__ __CHAR_UNSIGNED__ __BYTE_ORDER__ __ORDER_LITTLE_ENDIAN__
