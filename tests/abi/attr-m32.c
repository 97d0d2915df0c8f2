// ARGS: -m32
/* Layout attributes on i386 (the same cases as attr-m64.c, minus mode(TI)):
 * __attribute__((packed)) on structs, unions and single members; __attribute__((aligned(N))) on structs, members and
 * typedefs (a typedef may also lower alignment; a member only with packed);
 * C11 _Alignas; #pragma pack; __attribute__((mode(...))); vector types.
 * Values checked with gcc 12: gcc -fsyntax-only -std=gnu11 -m32. */

#define TRUE(E) _Static_assert(E, #E)
/* LAYOUT(T, SIZE, ALIGN): sizeof, _Alignof and __alignof__ */
#define LAYOUT(T, S, A) _Static_assert(sizeof(T) == S && _Alignof(T) == A && \
				       __alignof__(T) == A, #T ": size " #S ", align " #A)
/* LAYOUT2(T, SIZE, C11, GNU): sizeof, _Alignof, __alignof__ */
#define LAYOUT2(T, S, A, B) _Static_assert(sizeof(T) == S && _Alignof(T) == A && __alignof__(T) == B, \
					   #T ": size " #S ", _Alignof " #A ", __alignof__ " #B)
#define OFF(T, M, N) _Static_assert(__builtin_offsetof(T, M) == N, "offsetof(" #T ", " #M ") == " #N)

/* -- packed structs: every member 1-aligned, no padding -- */
struct __attribute__((packed)) pk1 { char c; int i; };
struct pk2 { char c; long l; short s; } __attribute__((packed));
struct __attribute__((__packed__)) pk3 { char c; long double ld; char d; };
typedef struct { char c; double d; } __attribute__((packed)) pk4_t;
union __attribute__((packed)) pku { char c[5]; int i; };
LAYOUT(struct pk1, 5, 1);   OFF(struct pk1, i, 1);
LAYOUT(struct pk2, 7, 1);  OFF(struct pk2, l, 1); OFF(struct pk2, s, 5);
LAYOUT(struct pk3, 14, 1);  OFF(struct pk3, d, 13);
LAYOUT(pk4_t, 9, 1);        OFF(pk4_t, d, 1);
LAYOUT(union pku, 5, 1);
/* a packed struct containing an unpacked one: the inner struct keeps its
 * size (and internal padding), but is placed 1-aligned */
struct inner { char c; int i; };
struct __attribute__((packed)) pk5 { char c; struct inner in; char d; };
LAYOUT(struct pk5, 10, 1);  OFF(struct pk5, in, 1); OFF(struct pk5, in.i, 5); OFF(struct pk5, d, 9);
/* an unpacked struct containing a packed one */
struct pk6 { char c; struct pk1 p; int j; };
LAYOUT(struct pk6, 12, 4);  OFF(struct pk6, p, 1); OFF(struct pk6, j, 8);
LAYOUT(struct pk1[3], 15, 1);
/* packed arrays of ints */
struct __attribute__((packed)) pk7 { char c; int a[2]; short s; };
LAYOUT(struct pk7, 11, 1);  OFF(struct pk7, a[1], 5); OFF(struct pk7, s, 9);

/* -- packed on single members -- */
struct pm1 { char c; int i __attribute__((packed)); };
struct pm2 { char c; int i __attribute__((packed)); long l; };
struct pm3 { char c; struct inner in __attribute__((packed)); };
struct pm4 { char c; __attribute__((packed)) int i; short s; };
LAYOUT(struct pm1, 5, 1);   OFF(struct pm1, i, 1);
LAYOUT(struct pm2, 12, 4);  OFF(struct pm2, i, 1); OFF(struct pm2, l, 8);
LAYOUT(struct pm3, 9, 1);   OFF(struct pm3, in.i, 5);
LAYOUT(struct pm4, 8, 2);   OFF(struct pm4, i, 1); OFF(struct pm4, s, 6);

/* -- packed together with aligned -- */
struct __attribute__((packed, aligned(4))) pa1 { char c; int i; };
struct __attribute__((packed)) pa2 { char c; int i __attribute__((aligned(2))); };
struct pa3 { char c; int i __attribute__((packed, aligned(2))); };
struct __attribute__((packed)) pa4 { char c; int i __attribute__((aligned(8))); char d; };
LAYOUT(struct pa1, 8, 4);   OFF(struct pa1, i, 1);
LAYOUT(struct pa2, 6, 2);   OFF(struct pa2, i, 2);
LAYOUT(struct pa3, 6, 2);   OFF(struct pa3, i, 2);
LAYOUT(struct pa4, 16, 8);  OFF(struct pa4, i, 8); OFF(struct pa4, d, 12);

/* -- aligned on a struct: raises alignment, size rounded up -- */
struct __attribute__((aligned(16))) al1 { char c; };
struct al2 { int i; } __attribute__((aligned(8)));
struct __attribute__((aligned(2))) al3 { int i; };       /* cannot lower: 4 */
struct __attribute__((aligned)) al4 { char c; };         /* no argument: __BIGGEST_ALIGNMENT__ */
struct __attribute__((aligned(64))) al5 { char c[65]; };
struct al6 { char c; struct al1 a; char d; };
LAYOUT(struct al1, 16, 16);
LAYOUT(struct al2, 8, 8);
LAYOUT(struct al3, 4, 4);
LAYOUT(struct al4, 16, 16);
LAYOUT(struct al5, 128, 64);
LAYOUT(struct al6, 48, 16);  OFF(struct al6, a, 16); OFF(struct al6, d, 32);
LAYOUT(struct al1[2], 32, 16);
union __attribute__((aligned(8))) alu { char c[3]; };
LAYOUT(union alu, 8, 8);

/* -- aligned on members: raises the member's alignment (never lowers it) -- */
struct am1 { char c; char d __attribute__((aligned(8))); };
struct am2 { char c; int i __attribute__((aligned(2))); };   /* ignored: 4 */
struct am3 { char c; int i __attribute__((aligned(16))); char e; };
struct am4 { char a[3] __attribute__((aligned(32))); char b; };
struct am5 { char c; __attribute__((aligned(8))) short s; };
LAYOUT(struct am1, 16, 8);   OFF(struct am1, d, 8);
LAYOUT(struct am2, 8, 4);    OFF(struct am2, i, 4);
LAYOUT(struct am3, 32, 16);  OFF(struct am3, i, 16); OFF(struct am3, e, 20);
LAYOUT(struct am4, 32, 32);  OFF(struct am4, b, 3);
LAYOUT(struct am5, 16, 8);   OFF(struct am5, s, 8);

/* -- aligned on typedefs: can raise or lower; sizeof is unchanged -- */
typedef int i_a2 __attribute__((aligned(2)));
typedef int i_a16 __attribute__((aligned(16)));
typedef char c_a8 __attribute__((aligned(8)));
typedef long long ll_a4 __attribute__((aligned(4)));
typedef struct inner inner_a16 __attribute__((aligned(16)));
LAYOUT(i_a2, 4, 2);
LAYOUT(i_a16, 4, 16);
LAYOUT(c_a8, 1, 8);
LAYOUT(ll_a4, 8, 4);
/* on i386 an explicitly aligned typedef is "user-aligned": _Alignof and the
 * in-struct alignment follow it, unlike plain long long / double */
typedef long long ll_a8 __attribute__((aligned(8)));
typedef double d_a8 __attribute__((aligned(8)));
LAYOUT(ll_a8, 8, 8);
LAYOUT(d_a8, 8, 8);
LAYOUT(struct { char c; ll_a8 x; }, 16, 8);
OFF(struct { char c; d_a8 x; }, x, 8);
LAYOUT(struct { char c; long long x __attribute__((aligned(8))); }, 16, 8);
LAYOUT(struct { char c; _Alignas(8) double x; }, 16, 8);
LAYOUT(inner_a16, 8, 16);               /* size 8 < alignment 16 */
LAYOUT(struct { char c; i_a2 x; }, 6, 2);
OFF(struct { char c; i_a2 x; }, x, 2);
LAYOUT(struct { char c; i_a16 x; }, 32, 16);
LAYOUT(struct { char c; ll_a4 x; }, 12, 4);
LAYOUT(struct { char c; inner_a16 x; }, 32, 16);
LAYOUT(struct { c_a8 a; c_a8 b; }, 16, 8);
LAYOUT(i_a2[3], 12, 2);
typedef i_a2 i_a2_again;                /* a typedef of a typedef keeps it */
LAYOUT(i_a2_again, 4, 2);
typedef i_a16 *pi_a16;                  /* the pointer itself is unaffected */
LAYOUT(pi_a16, 4, 4);
LAYOUT(__typeof__(*(pi_a16)0), 4, 16);

/* -- C11 _Alignas -- */
struct as1 { char c; _Alignas(16) char d; };
struct as2 { _Alignas(8) int i; char c; };
struct as3 { char c; _Alignas(long double) char d; };
struct as4 { char c; _Alignas(4) _Alignas(8) short s; };  /* the strictest wins */
/* (_Alignas(1) int i; is an error: "_Alignas specifiers cannot reduce alignment") */
LAYOUT(struct as1, 32, 16);  OFF(struct as1, d, 16);
LAYOUT(struct as2, 8, 8);    OFF(struct as2, c, 4);
LAYOUT(struct as3, 8, 4);  OFF(struct as3, d, 4);
LAYOUT(struct as4, 16, 8);   OFF(struct as4, s, 8);

/* -- #pragma pack: caps member alignment -- */
#pragma pack(1)
struct pp1 { char c; int i; double d; };
#pragma pack()
struct pp2 { char c; int i; };          /* back to natural */
#pragma pack(2)
struct pp3 { char c; int i; long double ld; char e; };
#pragma pack(push, 4)
struct pp4 { char c; double d; };
#pragma pack(pop)
struct pp5 { char c; int i; };          /* pack(2) again */
#pragma pack(push, 8)
struct pp6 { char c; long double ld; }; /* 8 caps long double's 16 */
#pragma pack(pop)
#pragma pack()
struct pp7 { char c; long double ld; };
LAYOUT(struct pp1, 13, 1);   OFF(struct pp1, d, 5);
LAYOUT(struct pp2, 8, 4);    OFF(struct pp2, i, 4);
LAYOUT(struct pp3, 20, 2);   OFF(struct pp3, i, 2); OFF(struct pp3, ld, 6); OFF(struct pp3, e, 18);
LAYOUT(struct pp4, 12, 4);   OFF(struct pp4, d, 4);
LAYOUT(struct pp5, 6, 2);    OFF(struct pp5, i, 2);
LAYOUT(struct pp6, 16, 4);   OFF(struct pp6, ld, 4);
LAYOUT(struct pp7, 16, 4);  OFF(struct pp7, ld, 4);

/* -- __attribute__((mode)): integer types by machine mode -- */
typedef int qi_t __attribute__((mode(QI)));
typedef unsigned int uhi_t __attribute__((mode(HI)));
typedef int si_t __attribute__((mode(SI)));
typedef int di_t __attribute__((__mode__(__DI__)));
typedef int byte_t __attribute__((mode(byte)));
typedef int word_t __attribute__((mode(word)));
typedef int ptr_t __attribute__((mode(pointer)));
typedef float sf_t __attribute__((mode(SF)));
typedef float df_t __attribute__((mode(DF)));
LAYOUT(qi_t, 1, 1);   LAYOUT(uhi_t, 2, 2);  LAYOUT(si_t, 4, 4);   LAYOUT2(di_t, 8, 4, 8);
LAYOUT(byte_t, 1, 1); LAYOUT(word_t, 4, 4); LAYOUT(ptr_t, 4, 4);
LAYOUT(sf_t, 4, 4);   LAYOUT2(df_t, 8, 4, 8);
TRUE(__builtin_types_compatible_p(qi_t, signed char));
TRUE(__builtin_types_compatible_p(uhi_t, unsigned short));
TRUE(__builtin_types_compatible_p(di_t, long long));
TRUE(__builtin_types_compatible_p(word_t, int));
TRUE(__builtin_types_compatible_p(df_t, double));
TRUE((qi_t)-1 < 0 && (uhi_t)-1 == 65535);

/* -- vector types: size as given, aligned to their size.  On i386 without
 *    MMX/SSE enabled (gcc -m32's default), an 8-byte vector has an integer
 *    mode and is treated like long long: _Alignof 4, __alignof__ 8, 4 in
 *    structs.  Without -mavx 32- and 64-byte vectors have
 *    _Alignof 16 but __alignof__ and in-struct alignment 32 / 64; with
 *    -mavx gcc's _Alignof(v4df) becomes 32 -- castguard assumes no AVX. -- */
typedef int v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef char v8qi __attribute__((vector_size(8)));
typedef short v2hi __attribute__((vector_size(4)));
typedef double v4df __attribute__((vector_size(32)));
typedef long long v8di __attribute__((vector_size(64)));
typedef unsigned char v2qi __attribute__((vector_size(2)));
typedef int v1si __attribute__((vector_size(4)));
LAYOUT(v4si, 16, 16);  LAYOUT(v4sf, 16, 16);  LAYOUT2(v8qi, 8, 4, 8);  LAYOUT(v2hi, 4, 4);
LAYOUT2(v4df, 32, 16, 32);  LAYOUT2(v8di, 64, 16, 64);  LAYOUT(v2qi, 2, 2);  LAYOUT(v1si, 4, 4);
LAYOUT(struct { char c; v4si v; }, 32, 16);
LAYOUT(struct { char c; v8qi v; }, 12, 4);
LAYOUT2(struct { char c; v4df v; }, 64, 16, 32);  /* _Alignof caps at 16 unless user-aligned */
OFF(struct { char c; v4df v; }, v, 32);
typedef double v4df_a32 __attribute__((vector_size(32), aligned(32)));
LAYOUT(v4df_a32, 32, 32);               /* user-aligned: _Alignof is 32 too */
OFF(struct { char c; v8di v; }, v, 64);
LAYOUT(v4si[3], 48, 16);
TRUE(sizeof(((v4si){0})[0]) == 4);       /* an element */
TRUE(sizeof((v4si){0} + 1) == 16);       /* vector op scalar: a vector */
TRUE(sizeof((v4si){0} == (v4si){0}) == 16);  /* comparisons give a vector of int */
TRUE(sizeof((v4sf){0} < (v4sf){0}) == 16);
typedef int v4si_u __attribute__((vector_size(16), aligned(4)));
LAYOUT(v4si_u, 16, 4);

/* -- patterns from kernel headers (found by scripts/gen/gen-abi-tests.sh) -- */
/* alignof of a member reached through an anonymous aggregate is the
 * member's own declared alignment: not lowered by an enclosing packed
 * struct (perf_raw_frag) ... */
struct kp1 { union { struct kp1 *next; unsigned long pad; }; void *data; unsigned size; } __attribute__((packed));
LAYOUT(struct kp1, 12, 1);
TRUE(__alignof__(((struct kp1 *)0)->next) == 4);
TRUE(__alignof__(((struct kp1 *)0)->pad) == 4);
TRUE(__alignof__(((struct kp1 *)0)->data) == 1);
OFF(struct kp1, size, 8);
/* ... but lowered by packed on the anonymous aggregate itself (bpf_fib_lookup,
 * text_poke_insn) */
struct kp2 { char c; union { unsigned short tot_len; unsigned short mtu_result; } __attribute__((packed, aligned(2))); unsigned ifindex; };
LAYOUT(struct kp2, 8, 4);
TRUE(__alignof__(((struct kp2 *)0)->tot_len) == 1);
OFF(struct kp2, mtu_result, 2);  OFF(struct kp2, ifindex, 4);
union kp3 { unsigned char text[5]; struct { unsigned char opcode; int disp; } __attribute__((packed)); };
LAYOUT(union kp3, 5, 1);
TRUE(__alignof__(((union kp3 *)0)->disp) == 1);
OFF(union kp3, disp, 1);
/* a struct is "user-aligned" (so _Alignof is not capped at 16) when a member
 * is, also through the member's type and arrays of it (blockgroup_lock) */
struct kp4_lock { int lock; } __attribute__((aligned(64)));
struct kp4 { struct kp4_lock locks[2]; };
struct kp5 { char c; struct kp4_lock l; };
typedef int i_a32 __attribute__((aligned(32)));
struct kp6 { i_a32 x; };
struct kp7 { struct kp6 inner[3]; };
LAYOUT(struct kp4, 128, 64);
LAYOUT(struct kp5, 128, 64);  OFF(struct kp5, l, 64);
LAYOUT(struct kp6, 32, 32);
LAYOUT(struct kp7, 96, 32);
/* aligned on array members, flexible ones included (bpf_binary_header,
 * rps_sock_flow_table, sk_buff.cb, neighbour.ha) */
struct kp8 { unsigned size; unsigned char image[] __attribute__((aligned(8))); };
struct kp9 { unsigned mask; unsigned ents[] __attribute__((aligned(64))); };
struct kp10 { char c; char cb[48] __attribute__((aligned(8))); char d; };
LAYOUT(struct kp8, 8, 8);    OFF(struct kp8, image, 8);
TRUE(__alignof__(((struct kp8 *)0)->image) == 8);
LAYOUT(struct kp9, 64, 64);  OFF(struct kp9, ents, 64);
TRUE(__alignof__(((struct kp9 *)0)->ents) == 64);
LAYOUT(struct kp10, 64, 8);  OFF(struct kp10, cb, 8);  OFF(struct kp10, d, 56);
TRUE(__alignof__(((struct kp10 *)0)->cb) == 8);
/* alignof of members under #pragma pack (ACPI tables, batman-adv packets) */
#pragma pack(1)
struct kp11 { char sig[4]; unsigned length; unsigned long long addr; short s; };
#pragma pack(2)
struct kp12 { char c; unsigned seqno; unsigned char b; unsigned interval; };
#pragma pack()
LAYOUT(struct kp11, 18, 1);  OFF(struct kp11, addr, 8);
TRUE(__alignof__(((struct kp11 *)0)->length) == 1);
TRUE(__alignof__(((struct kp11 *)0)->addr) == 1);
TRUE(__alignof__(((struct kp11 *)0)->sig) == 1);
LAYOUT(struct kp12, 12, 2);  OFF(struct kp12, seqno, 2);  OFF(struct kp12, interval, 8);
TRUE(__alignof__(((struct kp12 *)0)->seqno) == 2);
TRUE(__alignof__(((struct kp12 *)0)->b) == 1);
