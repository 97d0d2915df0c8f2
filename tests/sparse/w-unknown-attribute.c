// ARGS: -Wunknown-attribute
/* -Wunknown-attribute: an __attribute__ name sparse does not know, at
 * the name as written; the names gcc and sparse know, spelled NAME or
 * __NAME__ (and a few of sparse's own spellings), are silent. */
struct s { int a; } __attribute__((packed, __packed__, aligned(8)));
extern int f1(int, ...) __attribute__((noreturn, const, format(printf,1,2), unused, __unused__));
extern int f1b(void) __attribute__((__const));
extern int f2(int *) __attribute__((bounded, __bounded__, nonnull, __nonnull, __nonnull__, foo, __foo__, __foo, section("x"), weak, cold));
extern int f3(void) __attribute__((no_sanitize_address, __no_sanitize_address__, __nothrow, __noclone, noclone, nothrow, hot, warn_unused_result, malloc, alloc_size(1), visibility("hidden")));
extern int f4(void) __attribute__((access(read_only,1), nonstring, copy(f3), retain, unavailable, fallthrough, assume_aligned(8), pure, gnu_inline, always_inline, noinline, used, __always_inline__, error("x"), warning("y"), deprecated, naked, leaf, returns_nonnull, sentinel, optimize("O2"), target("sse"), tls_model("x"), no_instrument_function, externally_visible, safe, noderef, nocast, force, context(x,0,1), no_stack_protector, zero_call_used_regs("all"), fentry, patchable_function_entry(1), randomize_layout, no_randomize_layout, latent_entropy, __latent_entropy__, counted_by(x), btf_type_tag("x"), btf_decl_tag("y"), uninitialized, nonstring, flatten, ifunc("r"), alias("f3"), weakref, artificial, may_alias, constructor, destructor, noipa, no_profile_instrument_function, stack_protect, no_split_stack, regparm(3), stdcall, fastcall, cdecl, ms_abi, sysv_abi, aligned, HI, QI, if, __attribute__, attribute, __asm__, asm, __inline, volatile, restrict, __restrict, signed));
