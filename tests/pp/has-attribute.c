// __has_attribute / __has_c_attribute / __has_builtin: values as gcc 12
// answers them (they may also be used outside #if).
#if __has_attribute(noreturn) && __has_attribute(__packed__) && !__has_attribute(no_such_attr)
yes1
#endif
#if __has_c_attribute(nodiscard) == 202003L && __has_c_attribute(deprecated) == 201904L
yes2
#endif
#if __has_builtin(__builtin_expect) && !__has_builtin(__builtin_no_such_thing)
yes3
#endif
#if defined __has_attribute && defined __has_c_attribute && defined __has_builtin
yes4
#endif
attr: __has_attribute(noreturn) __has_attribute(packed) __has_attribute(__packed__)
attr: __has_attribute(fallthrough) __has_attribute(nonexistent_attr)
attr: __has_attribute(gnu::packed) __has_attribute(deprecated) __has_attribute(nodiscard)
attr: __has_attribute(maybe_unused) __has_attribute(unused) __has_attribute(cleanup)
attr: __has_attribute(format) __has_attribute( aligned ) __has_attribute(__aligned__)
c_attr: __has_c_attribute(nodiscard) __has_c_attribute(deprecated)
c_attr: __has_c_attribute(fallthrough) __has_c_attribute(maybe_unused)
c_attr: __has_c_attribute(noreturn) __has_c_attribute(_Noreturn)
c_attr: __has_c_attribute(gnu::packed) __has_c_attribute(gnu::nonexistent)
c_attr: __has_c_attribute(packed) __has_c_attribute(__nodiscard__)
builtin: __has_builtin(__builtin_expect) __has_builtin(__builtin_nonexistent)
builtin: __has_builtin(__builtin_offsetof) __has_builtin(__builtin_types_compatible_p)
builtin: __has_builtin(__builtin_va_arg) __has_builtin(abort) __has_builtin(__builtin_abort)
builtin: __has_builtin(__builtin_constant_p) __has_builtin(__builtin_choose_expr)
builtin: __has_builtin(__builtin_unreachable) __has_builtin(__sync_fetch_and_add)
builtin: __has_builtin(__atomic_load_n) __has_builtin(__builtin_bswap32)
builtin: __has_builtin(__builtin_clzll) __has_builtin(__builtin_popcount)
#define ATTR packed
#define BI __builtin_trap
expanded: __has_attribute(ATTR) __has_builtin(BI)
