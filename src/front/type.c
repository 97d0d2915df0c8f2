/* type.c - C types and the SysV layout rules gcc follows on x86_64 and
 * i386: sizes, alignments, bitfield packing, conversions. */
#include <stdio.h>
#include <string.h>
#include "arena.h"
#include "checks.h"
#include "type.h"

Type *ty_void, *ty_bool, *ty_char, *ty_schar, *ty_uchar,
	*ty_short, *ty_ushort, *ty_int, *ty_uint, *ty_long, *ty_ulong,
	*ty_llong, *ty_ullong, *ty_int128, *ty_uint128,
	*ty_float16, *ty_float, *ty_double, *ty_ldouble, *ty_float128,
	*ty_size_t, *ty_ptrdiff_t, *ty_wchar, *ty_char16, *ty_char32,
	*ty_void_ptr, *ty_nullptr, *ty_va_list;

static bool target_m32;
static bool char_unsigned;
static int ptr_size = 8;

/* The unit's types are in tu_arena, gone with it. */
void type_finish(void)
{
	Type **all[] = {
		&ty_void, &ty_bool, &ty_char, &ty_schar, &ty_uchar, &ty_short, &ty_ushort,
		&ty_int, &ty_uint, &ty_long, &ty_ulong, &ty_llong, &ty_ullong, &ty_int128,
		&ty_uint128, &ty_float16, &ty_float, &ty_double, &ty_ldouble, &ty_float128,
		&ty_size_t, &ty_ptrdiff_t, &ty_wchar, &ty_char16, &ty_char32, &ty_void_ptr,
		&ty_nullptr, &ty_va_list,
	};
	for (size_t i = 0; i < sizeof(all) / sizeof(all[0]); i++)
		*all[i] = NULL;
	target_m32 = char_unsigned = false;
	ptr_size = 8;
}

Type *type_new(TypeKind kind, int64_t size, int align)
{
	Type *t = NEW(Type);
	t->kind = kind;
	t->size = size;
	t->align = align;
	return t;
}

Type *type_copy(Type *t)
{
	Type *c = NEW(Type);
	*c = *t;
	c->origin = t->origin ? t->origin : t;
	/* "typedef struct s S;" before struct s is defined: S must see the
	 * layout once it is known, so the tag keeps its early copies */
	if (c->tag && !c->tag->complete && (is_record(c) || c->kind == TY_ENUM)) {
		c->next_copy = c->tag->copies;
		c->tag->copies = c;
	}
	return c;
}

void complete_copies(Tag *tag)
{
	Type *ty = tag->type;
	for (Type *x = tag->copies; x; x = x->next_copy) {
		if (x == ty)
			continue;
		x->size = ty->size;
		if (!(x->flags & T_USERALIGN) || ty->align > x->align)
			x->align = ty->align;
		x->flags |= ty->flags & (T_USERALIGN | T_TRANSPARENT);
		if (x->kind == TY_ENUM)
			x->base = ty->base;
	}
	tag->copies = NULL;
}

Type *pointer_to(Type *base)
{
	Type *t = type_new(TY_PTR, ptr_size, ptr_size);
	t->base = base;
	return t;
}

Type *array_of(Type *base, int64_t len)
{
	Type *t = type_new(TY_ARRAY, -1, base->align);
	t->base = base;
	t->len = len;
	/* the parser reports sizes that overflow; saturate rather than wrap */
	if (len >= 0 && base->size >= 0 && __builtin_mul_overflow(base->size, len, &t->size))
		t->size = INT64_MAX;
	return t;
}

Type *func_type(Type *ret)
{
	Type *t = type_new(TY_FUNC, 1, 1);	/* gcc: sizeof a function is 1 */
	t->base = ret;
	return t;
}

Type *vector_of(Type *base, int64_t bytes)
{
	Type *t = type_new(TY_VECTOR, bytes, bytes > 16 && !target_m32 ? (int)bytes : (int)bytes);
	t->base = base;
	t->len = base->size > 0 ? bytes / base->size : 0;
	/* gcc aligns a vector to its size (up to the largest supported). */
	int a = 1;
	while (a < bytes && a < 64)
		a <<= 1;
	t->align = a;
	return t;
}

Type *complex_of(Type *base)
{
	Type *t = type_new(TY_COMPLEX, base->size * 2, base->align);
	t->base = base;
	return t;
}

Type *bitint_type(bool is_uns, int64_t width)
{
	int64_t bytes = width <= 8 ? 1 : width <= 16 ? 2 : width <= 32 ? 4 : (width + 63) / 64 * 8;
	Type *t = type_new(is_uns ? TY_UBITINT : TY_BITINT, bytes, bytes > 8 ? 8 : (int)bytes);
	t->len = width;
	return t;
}

/* A copy with qualifiers added; the unqualified type stays reachable. */
Type *qualify(Type *t, int qual)
{
	if ((t->qual | qual) == t->qual)
		return t;
	Type *c = type_copy(t);
	c->qual |= qual;
	/* gcc aligns an _Atomic object of 1, 2, 4, 8 or 16 bytes to its size,
	 * also inside structs on i386 */
	if ((qual & Q_ATOMIC) && !(t->qual & Q_ATOMIC) && t->size > 0 && t->size <= 16 &&
	    !(t->size & (t->size - 1)) && t->size >= c->align) {
		c->align = (int)t->size;
		c->flags |= T_USERALIGN;
	}
	return c;
}

Type *unqual(Type *t)
{
	if (!t->qual)
		return t;
	Type *c = type_copy(t);
	c->qual = 0;
	return c;
}

static Type *basic(TypeKind k, int size, int align)
{
	return type_new(k, size, align);
}

void type_init(bool m32, bool uchar, bool short_wchar)
{
	target_m32 = m32;
	char_unsigned = uchar;
	ptr_size = m32 ? 4 : 8;
	int lsize = m32 ? 4 : 8;
	ty_void = basic(TY_VOID, 1, 1);		/* gcc: sizeof(void) is 1 */
	ty_bool = basic(TY_BOOL, 1, 1);
	ty_char = basic(TY_CHAR, 1, 1);
	ty_schar = basic(TY_SCHAR, 1, 1);
	ty_uchar = basic(TY_UCHAR, 1, 1);
	ty_short = basic(TY_SHORT, 2, 2);
	ty_ushort = basic(TY_USHORT, 2, 2);
	ty_int = basic(TY_INT, 4, 4);
	ty_uint = basic(TY_UINT, 4, 4);
	ty_long = basic(TY_LONG, lsize, lsize);
	ty_ulong = basic(TY_ULONG, lsize, lsize);
	ty_llong = basic(TY_LLONG, 8, 8);
	ty_ullong = basic(TY_ULLONG, 8, 8);
	ty_int128 = basic(TY_INT128, 16, 16);
	ty_uint128 = basic(TY_UINT128, 16, 16);
	ty_float16 = basic(TY_FLOAT16, 2, 2);
	ty_float = basic(TY_FLOAT, 4, 4);
	ty_double = basic(TY_DOUBLE, 8, 8);
	ty_ldouble = m32 ? basic(TY_LDOUBLE, 12, 4) : basic(TY_LDOUBLE, 16, 16);
	ty_float128 = basic(TY_FLOAT128, 16, 16);
	ty_size_t = m32 ? ty_uint : ty_ulong;
	ty_ptrdiff_t = m32 ? ty_int : ty_long;
	ty_wchar = short_wchar ? ty_ushort : m32 ? ty_long : ty_int;	/* i386: long int */
	ty_char16 = ty_ushort;
	ty_char32 = ty_uint;
	ty_void_ptr = pointer_to(ty_void);
	ty_nullptr = basic(TY_NULLPTR, ptr_size, ptr_size);
	if (m32) {
		ty_va_list = pointer_to(ty_char);
	} else {
		/* struct __va_list_tag { unsigned gp_offset, fp_offset;
		 * void *overflow_arg_area, *reg_save_area; } [1] */
		Type *tag = type_new(TY_STRUCT, 24, 8);
		Tag *tg = NEW(Tag);
		tg->name = intern_cstr("__va_list_tag");
		tg->kind = TY_STRUCT;
		tg->complete = true;
		tg->type = tag;
		tag->tag = tg;
		ty_va_list = array_of(tag, 1);
	}
}

bool is_unsigned(const Type *t)
{
	switch (t->kind) {
	case TY_BOOL: case TY_UCHAR: case TY_USHORT: case TY_UINT:
	case TY_ULONG: case TY_ULLONG: case TY_UINT128: case TY_UBITINT:
	case TY_PTR:
		return true;
	case TY_CHAR:
		return char_unsigned;
	case TY_ENUM:
		return t->base && is_unsigned(t->base);
	default:
		return false;
	}
}

int int_rank(const Type *t)
{
	switch (t->kind) {
	case TY_BOOL: return 0;
	case TY_CHAR: case TY_SCHAR: case TY_UCHAR: return 1;
	case TY_SHORT: case TY_USHORT: return 2;
	case TY_INT: case TY_UINT: return 3;
	case TY_LONG: case TY_ULONG: return 4;
	case TY_LLONG: case TY_ULLONG: return 5;
	case TY_INT128: case TY_UINT128: return 6;
	case TY_BITINT: case TY_UBITINT: return 3;
	case TY_ENUM: return t->base ? int_rank(t->base) : 3;
	default: return 0;
	}
}

Type *int_of_size(int bytes, bool uns)
{
	switch (bytes) {
	case 1: return uns ? ty_uchar : ty_schar;
	case 2: return uns ? ty_ushort : ty_short;
	case 4: return uns ? ty_uint : ty_int;
	case 8: return uns ? (target_m32 ? ty_ullong : ty_ulong) : (target_m32 ? ty_llong : ty_long);
	default: return uns ? ty_uint128 : ty_int128;
	}
}

Type *int_base(Type *t)
{
	if (t->kind == TY_ENUM)
		return t->base ? t->base : ty_uint;
	return t;
}

/* An array in an address space (a __percpu array variable, a typedef'd
 * array declared __percpu): its elements are in that space too, as
 * sparse's degenerate() gives them to the pointer it makes. */
static Type *element_in_space(Type *t)
{
	Type *b = t->base;
	int noderef = t->flags & T_NODEREF;
	if ((!t->aspace || b->aspace) && (!noderef || (b->flags & T_NODEREF)))
		return b;
	b = type_copy(b);
	if (t->aspace)
		b->aspace = t->aspace;
	b->flags |= noderef;
	return b;
}

Type *decay(Type *t)
{
	if (t->kind == TY_ARRAY)
		return pointer_to(element_in_space(t));
	if (t->kind == TY_FUNC)
		return pointer_to(t);
	return t;
}

/* The plain type an operation on a restricted value produces: the
 * canonical integer (or floating) type of T's kind, an enum's base. */
Type *plain_of(Type *t)
{
	if (!t)
		return ty_int;
	if (t->kind == TY_ENUM)
		return t->base ? plain_of(t->base) : ty_uint;
	if (is_integer(t) || is_float(t)) {
		switch (t->kind) {
		case TY_BOOL: return ty_bool;
		case TY_CHAR: return ty_char;
		case TY_SCHAR: return ty_schar;
		case TY_UCHAR: return ty_uchar;
		case TY_SHORT: return ty_short;
		case TY_USHORT: return ty_ushort;
		case TY_INT: return ty_int;
		case TY_UINT: return ty_uint;
		case TY_LONG: return ty_long;
		case TY_ULONG: return ty_ulong;
		case TY_LLONG: return ty_llong;
		case TY_ULLONG: return ty_ullong;
		case TY_FLOAT: return ty_float;
		case TY_DOUBLE: return ty_double;
		case TY_LDOUBLE: return ty_ldouble;
		default: return t;
		}
	}
	return t;
}

/* Integer promotion (6.3.1.1). */
Type *promote(Type *t)
{
	if (!is_integer(t))
		return t;
	Type *b = int_base(t);
	if (b->kind == TY_BITINT || b->kind == TY_UBITINT)
		return b;
	if (int_rank(b) < 3)
		return ty_int;	/* every narrower type fits in int here */
	return unqual(b);
}

static Type *float_conv(Type *a, Type *b)
{
	if (a->kind == TY_COMPLEX || b->kind == TY_COMPLEX) {
		Type *ea = a->kind == TY_COMPLEX ? a->base : a;
		Type *eb = b->kind == TY_COMPLEX ? b->base : b;
		Type *e = float_conv(ea, eb);
		if (!is_float(e))
			e = ty_double;
		return complex_of(e);
	}
	if (!is_float(b))
		return unqual(a);
	if (!is_float(a))
		return unqual(b);
	return unqual(a->kind >= b->kind ? a : b);
}

/* Usual arithmetic conversions (6.3.1.8). */
Type *usual_arith(Type *a, Type *b)
{
	if (is_float(a) || is_float(b))
		return float_conv(a, b);
	if (a->kind == TY_VECTOR)
		return a;
	if (b->kind == TY_VECTOR)
		return b;
	a = promote(a);
	b = promote(b);
	if (a->kind == b->kind) {
		/* a wide bit-field's own type gives way to the standard one */
		if ((a->flags & T_BITFIELD) && !(b->flags & T_BITFIELD))
			return b;
		return a;
	}
	int ra = int_rank(a), rb = int_rank(b);
	bool ua = is_unsigned(a), ub = is_unsigned(b);
	if (ua == ub)
		return ra >= rb ? a : b;
	Type *u = ua ? a : b, *s = ua ? b : a;
	int ru = ua ? ra : rb, rs = ua ? rb : ra;
	if (ru >= rs)
		return u;
	if (s->size > u->size)
		return s;
	/* the unsigned counterpart of the signed type */
	switch (s->kind) {
	case TY_LONG: return ty_ulong;
	case TY_LLONG: return ty_ullong;
	case TY_INT128: return ty_uint128;
	default: return ty_uint;
	}
}

bool is_complete(Type *t)
{
	if (t->kind == TY_VOID)
		return false;
	if (t->kind == TY_ARRAY)
		return t->len >= 0 || (t->flags & T_VLA);
	if (is_record(t) || t->kind == TY_ENUM)
		return t->tag ? t->tag->complete : t->size >= 0;
	return t->size >= 0;
}

static Type *identity(Type *t)
{
	return t->origin ? t->origin : t;
}

/* A parameter type that the default argument promotions leave alone. */
static bool promotion_invariant(Type *t)
{
	Type *b = int_base(t);
	if (is_integer(b))
		return int_rank(b) >= 3;
	return t->kind != TY_FLOAT;
}

/* gcc's leniency for a parameter of a union type: an untagged or
 * transparent union of t's size matches t if one of its members does
 * (glibc's __CONST_SOCKADDR_ARG against "const struct sockaddr *"). */
static bool union_member_match(Type *u, Type *t, bool strict)
{
	if (u->kind != TY_UNION || !u->tag || u->size < 0 || u->size != t->size ||
	    (u->tag->name && !(u->flags & T_TRANSPARENT) && !(u->tag->type->flags & T_TRANSPARENT)))
		return false;
	for (Member *m = u->tag->members; m; m = m->next)
		if (type_compatible(unqual(m->ty), t, strict))
			return true;
	return false;
}

static bool param_compatible(Type *a, Type *b, bool strict)
{
	a = unqual(decay(a));
	b = unqual(decay(b));
	return type_compatible(a, b, strict) || union_member_match(a, b, strict) ||
	       union_member_match(b, a, strict);
}

static bool params_compatible(Type *a, Type *b, bool strict)
{
	if ((a->flags & T_OLDSTYLE) && (b->flags & T_OLDSTYLE))
		return true;
	if ((a->flags & T_OLDSTYLE) || (b->flags & T_OLDSTYLE)) {
		/* no prototype against one: the prototype may not be
		 * variadic nor have parameters that promotion changes */
		Type *p = (a->flags & T_OLDSTYLE) ? b : a;
		if (p->flags & T_VARIADIC)
			return false;
		for (Param *q = p->params; q; q = q->next)
			if (!promotion_invariant(q->ty))
				return false;
		return true;
	}
	if ((a->flags & T_VARIADIC) != (b->flags & T_VARIADIC))
		return false;
	Param *p = a->params, *q = b->params;
	for (; p && q; p = p->next, q = q->next)
		if (!param_compatible(p->ty, q->ty, strict))
			return false;
	return !p && !q;
}

bool type_compatible(Type *a, Type *b, bool strict)
{
	if (a == b)
		return true;
	if (a->qual != b->qual)
		return false;
	if (((a->flags ^ b->flags) & T_BITFIELD) || ((a->flags & T_BITFIELD) && a->len != b->len))
		return false;
	if (strict && ((a->flags ^ b->flags) & T_RESTRICTED))
		return false;
	if (strict && a->restricted != b->restricted)
		return false;
	if (a->kind == TY_ENUM && b->kind != TY_ENUM)
		return is_integer(b) && type_compatible(unqual(int_base(a)), b, strict);
	if (b->kind == TY_ENUM && a->kind != TY_ENUM)
		return is_integer(a) && type_compatible(a, unqual(int_base(b)), strict);
	if (a->kind != b->kind)
		return false;
	switch (a->kind) {
	case TY_PTR:
		return type_compatible(a->base, b->base, strict);
	case TY_ARRAY:
		if (!type_compatible(a->base, b->base, strict))
			return false;
		return a->len < 0 || b->len < 0 || a->len == b->len ||
		       (a->flags & T_VLA) || (b->flags & T_VLA);
	case TY_FUNC:
		return type_compatible(a->base, b->base, strict) &&
		       params_compatible(a, b, strict);
	case TY_STRUCT: case TY_UNION: case TY_ENUM:
		return a->tag == b->tag;
	case TY_VECTOR:
		return a->size == b->size && type_compatible(a->base, b->base, strict);
	case TY_COMPLEX:
		return type_compatible(a->base, b->base, strict);
	case TY_BITINT: case TY_UBITINT:
		return a->len == b->len;
	default:
		return identity(a)->kind == identity(b)->kind;
	}
}

Type *composite(Type *a, Type *b)
{
	if (a->kind == TY_ARRAY && b->kind == TY_ARRAY && a->len < 0 && b->len >= 0)
		return b;
	if (a->kind == TY_FUNC && (a->flags & T_OLDSTYLE) && !(b->flags & T_OLDSTYLE))
		return b;
	return a;
}

/* --- layout ----------------------------------------------------------- */

/* Alignment a member of type t gets inside a struct: i386 caps double and
 * long long at 4 (they stay 8 as standalone objects). */
int field_align(Type *t)
{
	/* i386 without MMX gives 8-byte vectors an integer mode: 4 */
	if (t->kind == TY_VECTOR && !(t->flags & T_USERALIGN))
		return target_m32 && t->size == 8 ? 4 : t->align;
	if (!target_m32 || (t->flags & T_USERALIGN))
		return t->align;
	Type *e = t;
	while (e->kind == TY_ARRAY)
		e = e->base;
	if (e->flags & T_USERALIGN)
		return t->align;
	if (e != t)
		return field_align(e);
	switch (e->kind) {
	case TY_DOUBLE: case TY_LLONG: case TY_ULLONG:
		return t->align > 4 ? 4 : t->align;
	case TY_COMPLEX:
		return field_align(e->base);
	case TY_ENUM:
		return e->base ? field_align(e->base) : t->align;
	default:
		return t->align;
	}
}

/* Does a bitfield of w bits starting at bit pos span more units of align
 * bits than its type's size holds?  (gcc's excess_unit_span) */
static bool excess_span(__int128 pos, int64_t w, int64_t align, int64_t unit)
{
	return (pos % align + w + align - 1) / align > unit / align;
}

/* gcc's place_field() for the SysV targets (PCC_BITFIELD_TYPE_MATTERS). */
/* C11 _Alignof: gcc's min_align_of_type(), capped at BIGGEST_ALIGNMENT
 * (16) and at the struct-field alignment unless set by an attribute. */
int c11_align(Type *t)
{
	if (t->flags & T_USERALIGN)
		return t->align;
	int a = t->align < 16 ? t->align : 16;
	int f = field_align(t);
	return a < f ? a : f;
}

/* Bit positions in 128 bits: members of up to 2^63 bytes each can take a
 * record past 2^63 bits (gcc counts in offset_int too). */
static __int128 align_bits(__int128 n, int64_t a)
{
	return a > 1 ? (n + a - 1) / a * a : n;
}

static int64_t clamp_bytes(__int128 n)
{
	return n > INT64_MAX ? INT64_MAX : (int64_t)n;
}

/* Lays out a struct or union; false if it is larger than gcc allows (its
 * size must fit in a signed 64-bit byte count), with its size capped. */
bool layout_record(Tag *tag, Type *ty, int pack)
{
	tag->pack = pack;
	bool is_union = tag->kind == TY_UNION;
	__int128 bits = 0, size_bits = 0;
	int max_align = 1;
	bool user_align = false;
	for (Member *m = tag->members; m; m = m->next) {
		Type *t = m->ty;
		bool packed = tag->packed || m->packed;
		int natural = field_align(t);
		int a = natural;
		if (packed)
			a = 1;
		if (m->align > a)
			a = m->align;
		if (pack && a > pack)
			a = pack;
		__int128 start = is_union ? 0 : bits;
		/* a user-aligned member makes the record user-aligned (gcc's
		 * rli->user_align), which _Alignof then honours */
		Type *et = t;
		while (et->kind == TY_ARRAY)
			et = et->base;
		if (m->align || (t->flags & T_USERALIGN) || (et->flags & T_USERALIGN))
			user_align = true;
		if (m->bit_width >= 0) {
			int64_t w = m->bit_width;
			if (w == 0) {
				int za = pack && natural > pack ? pack : natural;
				start = align_bits(start, (int64_t)za * 8);
			} else if (!packed && !pack && t->size > 0 &&
				   excess_span(start, w, (int64_t)natural * 8, t->size * 8)) {
				start = align_bits(start, (int64_t)natural * 8);
			}
			if (m->align)
				start = align_bits(start, (int64_t)a * 8);
			m->offset = clamp_bytes(start / 8);
			m->bit_offset = start % 8;
			if (w && (m->name || m->align)) {
				int ta = natural;
				if (pack && ta > pack)
					ta = pack;
				else if (packed)
					ta = 1;
				if (ta > max_align)
					max_align = ta;
				if (a > max_align)
					max_align = a;
			}
			if (is_union) {
				if (w > size_bits)
					size_bits = w;
			} else {
				bits = start + w;
			}
			continue;
		}
		int64_t sz = t->size < 0 ? 0 : t->size;
		if (a > max_align)
			max_align = a;
		start = align_bits(start, (int64_t)a * 8);
		m->offset = clamp_bytes(start / 8);
		if (is_union) {
			if ((__int128)sz * 8 > size_bits)
				size_bits = (__int128)sz * 8;
		} else {
			bits = start + (__int128)sz * 8;
		}
	}
	if (!is_union)
		size_bits = bits;
	if ((ty->flags & T_USERALIGN) && ty->align > max_align)
		max_align = ty->align;
	if (user_align)
		ty->flags |= T_USERALIGN;
	/* sparse's has_flex_array: a flexible array member, or a member
	 * that has one; a union's only under -Wflexible-array-union (off
	 * by default) */
	bool flex_union = check_on[CK_FLEXIBLE_ARRAY_UNION];
	for (Member *m = is_union && !flex_union ? NULL : tag->members; m; m = m->next) {
		/* sparse's has_flexible_array() looks through members that are
		 * structs or unions, not through arrays */
		if (is_record(m->ty) && m->ty->tag && m->ty->tag->has_flex)
			tag->has_flex = true;
		if (!m->next && m->ty->kind == TY_ARRAY && m->ty->len < 0 && !(m->ty->flags & T_VLA))
			tag->has_flex = true;
	}
	__int128 bytes = align_bits((size_bits + 7) / 8, max_align);
	ty->size = clamp_bytes(bytes);
	ty->align = max_align;
	tag->complete = true;
	complete_copies(tag);
	return bytes <= INT64_MAX;
}

Member *find_member(Type *rec, Ident *name, int64_t *off)
{
	if (!is_record(rec) || !rec->tag)
		return NULL;
	for (Member *m = rec->tag->members; m; m = m->next) {
		if (m->name == name) {
			if (off)
				*off += m->offset;
			return m;
		}
		if (!m->name && is_record(m->ty)) {
			int64_t o = off ? *off + m->offset : 0;
			Member *r = find_member(m->ty, name, off ? &o : NULL);
			if (r) {
				if (off)
					*off = o;
				return r;
			}
		}
	}
	return NULL;
}

/* --- printing ---------------------------------------------------------- */

static const char *base_name(Type *t)
{
	switch (t->kind) {
	case TY_VOID: return "void";
	case TY_BOOL: return "_Bool";
	case TY_CHAR: return "char";
	case TY_SCHAR: return "signed char";
	case TY_UCHAR: return "unsigned char";
	case TY_SHORT: return "short int";
	case TY_USHORT: return "short unsigned int";
	case TY_INT: return "int";
	case TY_UINT: return "unsigned int";
	case TY_LONG: return "long int";
	case TY_ULONG: return "long unsigned int";
	case TY_LLONG: return "long long int";
	case TY_ULLONG: return "long long unsigned int";
	case TY_INT128: return "__int128";
	case TY_UINT128: return "__int128 unsigned";
	case TY_BITINT: return "_BitInt";
	case TY_UBITINT: return "unsigned _BitInt";
	case TY_FLOAT16: return "_Float16";
	case TY_FLOAT: return "float";
	case TY_DOUBLE: return "double";
	case TY_LDOUBLE: return "long double";
	case TY_FLOAT128: return "_Float128";
	case TY_NULLPTR: return "nullptr_t";
	default: return "?";
	}
}

static void put_quals(char *buf, size_t n, int q)
{
	if (q & Q_CONST)
		strncat(buf, "const ", n - strlen(buf) - 1);
	if (q & Q_VOLATILE)
		strncat(buf, "volatile ", n - strlen(buf) - 1);
	if (q & Q_RESTRICT)
		strncat(buf, "restrict ", n - strlen(buf) - 1);
	if (q & Q_ATOMIC)
		strncat(buf, "_Atomic ", n - strlen(buf) - 1);
}

/* Declarator-style printing: prefix for the base, suffix for arrays and
 * functions, as gcc spells types in its messages. */
static void type_spell(Type *t, char *buf, size_t n, const char *inner)
{
	char tmp[512];
	switch (t->kind) {
	case TY_PTR: {
		char q[64] = "";
		put_quals(q, sizeof q, t->qual);
		size_t l = strlen(q);
		if (l)
			q[l - 1] = 0;
		bool paren = t->base->kind == TY_ARRAY || t->base->kind == TY_FUNC;
		snprintf(tmp, sizeof tmp, "%s*%s%s%s%s", paren ? "(" : "", q,
			 *q && *inner ? " " : "", inner, paren ? ")" : "");
		type_spell(t->base, buf, n, tmp);
		return;
	}
	case TY_ARRAY:
		if (t->len >= 0)
			snprintf(tmp, sizeof tmp, "%s[%lld]", inner, (long long)t->len);
		else
			snprintf(tmp, sizeof tmp, "%s[]", inner);
		type_spell(t->base, buf, n, tmp);
		return;
	case TY_FUNC: {
		char args[256] = "";
		for (Param *p = t->params; p; p = p->next) {
			char one[128] = "";
			type_spell(p->ty, one, sizeof one, "");
			strncat(args, one, sizeof args - strlen(args) - 1);
			if (p->next)
				strncat(args, ", ", sizeof args - strlen(args) - 1);
		}
		if (t->flags & T_VARIADIC)
			strncat(args, t->params ? ", ..." : "...", sizeof args - strlen(args) - 1);
		else if (!t->params && !(t->flags & T_OLDSTYLE))
			strncat(args, "void", sizeof args - strlen(args) - 1);
		snprintf(tmp, sizeof tmp, "%s(%s)", inner, args);
		type_spell(t->base, buf, n, tmp);
		return;
	}
	default:
		break;
	}
	buf[0] = 0;
	put_quals(buf, n, t->qual);
	if (t->name && !(t->kind == TY_PTR)) {
		strncat(buf, t->name->name, n - strlen(buf) - 1);
	} else if (is_record(t) || t->kind == TY_ENUM) {
		const char *kw = t->kind == TY_STRUCT ? "struct " : t->kind == TY_UNION ? "union " : "enum ";
		strncat(buf, kw, n - strlen(buf) - 1);
		strncat(buf, t->tag && t->tag->name ? t->tag->name->name : "<anonymous>",
			n - strlen(buf) - 1);
	} else if (t->kind == TY_COMPLEX) {
		strncat(buf, "complex ", n - strlen(buf) - 1);
		strncat(buf, base_name(t->base), n - strlen(buf) - 1);
	} else if (t->kind == TY_VECTOR) {
		snprintf(tmp, sizeof tmp, "__vector(%lld) %s", (long long)t->len, base_name(t->base));
		strncat(buf, tmp, n - strlen(buf) - 1);
	} else {
		strncat(buf, base_name(t), n - strlen(buf) - 1);
	}
	if (*inner) {
		if (inner[0] != '[' && inner[0] != '(')
			strncat(buf, " ", n - strlen(buf) - 1);
		else if (inner[0] == '(' && inner[1] == '*')
			strncat(buf, " ", n - strlen(buf) - 1);
		strncat(buf, inner, n - strlen(buf) - 1);
	}
}

const char *type_str(Type *t)
{
	char buf[512];
	type_spell(t, buf, sizeof buf, "");
	return arena_strndup(tu_arena, buf, strlen(buf));
}

/* Arrays and functions decay, qualifiers drop: an operand's type. */
Type *value_type(Node *n)
{
	Type *t = n->ty ? n->ty : ty_int;
	if (t->kind == TY_ARRAY || t->kind == TY_FUNC)
		return decay(t);
	return t->qual ? unqual(t) : t;
}
