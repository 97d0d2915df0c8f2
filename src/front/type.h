/* type.h - C types: construction, the x86_64/i386 SysV layout rules,
 * conversions and compatibility. */
#ifndef CG_TYPE_H
#define CG_TYPE_H
#include "ast.h"

extern Type *ty_void, *ty_bool, *ty_char, *ty_schar, *ty_uchar,
	*ty_short, *ty_ushort, *ty_int, *ty_uint, *ty_long, *ty_ulong,
	*ty_llong, *ty_ullong, *ty_int128, *ty_uint128,
	*ty_float16, *ty_float, *ty_double, *ty_ldouble, *ty_float128,
	*ty_size_t, *ty_ptrdiff_t, *ty_wchar, *ty_char16, *ty_char32,
	*ty_void_ptr, *ty_nullptr, *ty_va_list;

void type_init(bool m32, bool unsigned_char, bool short_wchar);
void type_finish(void);

Type *type_new(TypeKind kind, int64_t size, int align);
Type *type_copy(Type *t);
Type *pointer_to(Type *base);
Type *array_of(Type *base, int64_t len);
Type *func_type(Type *ret);
Type *vector_of(Type *base, int64_t bytes);
Type *complex_of(Type *base);
Type *bitint_type(bool is_unsigned, int64_t width);
Type *qualify(Type *t, int qual);
Type *unqual(Type *t);
Type *int_of_size(int bytes, bool is_unsigned);

static inline bool is_integer(const Type *t)
{
	return t->kind >= TY_BOOL && t->kind <= TY_ENUM;
}
static inline bool is_float(const Type *t)
{
	return (t->kind >= TY_FLOAT16 && t->kind <= TY_FLOAT128) || t->kind == TY_COMPLEX;
}
static inline bool is_arith(const Type *t)
{
	return is_integer(t) || is_float(t);
}
static inline bool is_ptr(const Type *t)
{
	return t->kind == TY_PTR;
}
static inline bool is_scalar(const Type *t)
{
	return is_arith(t) || t->kind == TY_PTR || t->kind == TY_NULLPTR;
}
static inline bool is_record(const Type *t)
{
	return t->kind == TY_STRUCT || t->kind == TY_UNION;
}
bool is_unsigned(const Type *t);
int int_rank(const Type *t);
/* The integer type an enum or bitfield behaves as. */
Type *int_base(Type *t);
Type *decay(Type *t);
Type *promote(Type *t);
Type *plain_of(Type *t);		/* its kind's plain type: an operation on a restricted one */
Type *usual_arith(Type *a, Type *b);
/* C's compatible types (6.2.7); strict also compares restricted identity. */
bool type_compatible(Type *a, Type *b, bool strict);
Type *composite(Type *a, Type *b);
bool is_complete(Type *t);
/* Alignment as a struct member (i386 caps double and long long at 4). */
int field_align(Type *t);
int c11_align(Type *t);

/* Lay out a struct or union tag from its member list; pack is the
 * #pragma pack value in force (0 for none). */
bool layout_record(Tag *tag, Type *ty, int pack);
/* Give the copies made of an incomplete tag type its final layout. */
void complete_copies(Tag *tag);
/* Member lookup through anonymous members; *off gets the byte offset. */
Member *find_member(Type *rec, Ident *name, int64_t *off);

/* gcc-style spelling: "struct s", "int *", "char[4]". */
const char *type_str(Type *t);

/* The type an expression has as an operand: arrays and functions decay,
 * qualifiers drop (lvalue conversion). */
Type *value_type(Node *n);

/* type-name.c: types printed as sparse prints them.  The modifiers a
 * declaration adds ("static", "[noderef]", "[usertype]"...) are M_* bits. */
enum {
	M_EXTERN = 1 << 0, M_STATIC = 1 << 1, M_INLINE = 1 << 2, M_CONST = 1 << 3,
	M_RESTRICT = 1 << 4, M_VOLATILE = 1 << 5, M_ADDRESSABLE = 1 << 6,
	M_ASSIGNED = 1 << 7, M_ATOMIC = 1 << 8, M_NOCAST = 1 << 9, M_NODEREF = 1 << 10,
	M_SAFE = 1 << 11, M_TLS = 1 << 12, M_TOPLEVEL = 1 << 13, M_USERTYPE = 1 << 14,
	M_SIGNED = 1 << 15, M_UNSIGNED = 1 << 16, M_NORETURN = 1 << 17,
};
const char *show_type(Type *t, const char *name, unsigned mods, int bits);
const char *show_mods(unsigned mods);
unsigned type_mods(Type *t);		/* M_* of t's own level, [usertype] if a typedef's */
const char *tag_name(Tag *tag);		/* "s", "atomic64_t" (a typedef's), "<noident>" */	/* "static [addressable] " */
Type *bare_restricted(Type *t);		/* without the typedef-use mark */
Type *restricted_class(Type *t);	/* bare_restricted(), an enum as its restricted type */
const char *sparse_type_name(Type *t);	/* bare_restricted(t), shown */

#endif
