/* type-name.c - types printed as sparse prints them.
 *
 * sparse's show_typename(): "restricted __le32", "unsigned int [noderef]
 * __user *", "struct <noident>".  Every message that names a type goes
 * through here, from the parser's redeclaration errors to the checks, so
 * it belongs to the types, below both. */
#include <stdio.h>
#include <string.h>
#include "arena.h"
#include "type.h"

typedef struct Buf {
	char s[1024];
	int start;		/* text lives in s[start..1023] */
} Buf;

static void buf_init(Buf *b)
{
	b->start = sizeof b->s - 1;
	b->s[b->start] = 0;
}

static void prepend(Buf *b, const char *t)
{
	int n = (int)strlen(t);
	if (n > b->start)
		n = b->start;
	b->start -= n;
	memcpy(b->s + b->start, t, n);
}

static void append(Buf *b, const char *t)
{
	/* rebuild at the end: rare (arrays, bitfields, functions) */
	char tmp[1024];
	snprintf(tmp, sizeof tmp, "%s%s", b->s + b->start, t);
	buf_init(b);
	prepend(b, tmp);
}

static const struct {
	unsigned bit;
	const char *text;
} mod_names[] = {
	{M_EXTERN, "extern"}, {M_STATIC, "static"}, {M_INLINE, "inline"},
	{M_CONST, "const"}, {M_RESTRICT, "restrict"}, {M_VOLATILE, "volatile"},
	{M_ADDRESSABLE, "[addressable]"}, {M_ASSIGNED, "[assigned]"},
	{M_ATOMIC, "[atomic]"}, {M_NOCAST, "[nocast]"}, {M_NODEREF, "[noderef]"},
	{M_NORETURN, "[noreturn]"},
	{M_SAFE, "[safe]"}, {M_SIGNED, "[signed]"}, {M_TLS, "[tls]"},
	{M_TOPLEVEL, "[toplevel]"}, {M_UNSIGNED, "[unsigned]"}, {M_USERTYPE, "[usertype]"},
};

/* Modifiers a type carries at its own level. */
unsigned type_mods(Type *t)
{
	unsigned m = 0;
	if (t->qual & Q_CONST)
		m |= M_CONST;
	if (t->qual & Q_VOLATILE)
		m |= M_VOLATILE;
	if (t->qual & Q_RESTRICT)
		m |= M_RESTRICT;
	if (t->qual & Q_ATOMIC)
		m |= M_ATOMIC;
	if (t->flags & T_NOCAST)
		m |= M_NOCAST;
	if (t->flags & T_NODEREF)
		m |= M_NODEREF;
	if (t->flags & T_SAFE)
		m |= M_SAFE;
	if (t->flags & T_NORETURN)
		m |= M_NORETURN;
	if (t->name)
		m |= M_USERTYPE;
	return m;
}

/* Pending address space first, then the modifiers: "[noderef] __user *p". */
static void put_pending(Buf *b, unsigned mods, Ident *as)
{
	if (as) {
		prepend(b, " ");
		prepend(b, as->name);
	}
	for (int i = (int)(sizeof mod_names / sizeof mod_names[0]) - 1; i >= 0; i--)
		if (mods & mod_names[i].bit) {
			prepend(b, " ");
			prepend(b, mod_names[i].text);
		}
}

/* The modifiers alone, each followed by a blank: "static [addressable] ". */
const char *show_mods(unsigned mods)
{
	Buf b;
	buf_init(&b);
	put_pending(&b, mods, NULL);
	return arena_strndup(tu_arena, b.s + b.start, strlen(b.s + b.start));
}

static const char *base_name(Type *t)
{
	if (t->flags & T_SIGNED) {
		switch (t->kind) {
		case TY_SHORT: return "signed short";
		case TY_INT: return "signed int";
		case TY_LONG: return "signed long";
		case TY_LLONG: return "signed long long";
		default: break;
		}
	}
	switch (t->kind) {
	case TY_VOID: return "void";
	case TY_BOOL: return "bool";
	case TY_CHAR: return "char";
	case TY_SCHAR: return "signed char";
	case TY_UCHAR: return "unsigned char";
	case TY_SHORT: return "short";
	case TY_USHORT: return "unsigned short";
	case TY_INT: return "int";
	case TY_UINT: return "unsigned int";
	case TY_LONG: return "long";
	case TY_ULONG: return "unsigned long";
	case TY_LLONG: return "long long";
	case TY_ULLONG: return "unsigned long long";
	case TY_INT128: return "signed __int128";
	case TY_UINT128: return "unsigned __int128";
	case TY_FLOAT: return "float";
	case TY_DOUBLE: return "double";
	case TY_LDOUBLE: return "long double";
	default: return "int";
	}
}

/* A tag as sparse names it: an anonymous one by the typedef that first
 * named it ("struct atomic64_t"), else "<noident>". */
const char *tag_name(Tag *tag)
{
	if (tag && tag->name)
		return tag->name->name;
	return tag && tag->typedef_name ? tag->typedef_name->name : "<noident>";
}

/* sparse's show_typename(): from the outside in, prepending and
 * appending; name and mods belong to the declaration, if any. */
const char *show_type(Type *t, const char *name, unsigned mods, int bits)
{
	Buf b;
	buf_init(&b);
	if (name)
		prepend(&b, name);
	if (bits >= 0) {
		char w[16];
		snprintf(w, sizeof w, ":%d", bits);
		append(&b, w);
	}
	Ident *as = t ? t->aspace : NULL;
	mods |= t ? type_mods(t) : 0;
	bool restricted = false, fouled = false, was_ptr = false;
	for (int guard = 0; t && guard < 64; guard++) {
		if (t->kind == TY_PTR) {
			put_pending(&b, mods, as);
			prepend(&b, "*");
			was_ptr = true;
			t = t->base;
			mods = type_mods(t);
			as = t->aspace;
			continue;
		}
		if (t->kind == TY_ARRAY) {
			char n[32];
			if (t->len >= 0)
				snprintf(n, sizeof n, "[%lld]", (long long)t->len);
			else
				snprintf(n, sizeof n, "[]");
			if (was_ptr) {
				/* a pointer to an array: "int ( *p )[2]" */
				prepend(&b, "( ");
				append(&b, " )");
				was_ptr = false;
			}
			append(&b, n);
			/* an array's modifiers are its elements' (sparse
			 * prints them with the element type) */
			t = t->base;
			mods |= type_mods(t);
			as = t->aspace ? t->aspace : as;
			continue;
		}
		if (t->kind == TY_FUNC) {
			put_pending(&b, mods, as);
			char tmp[1024];
			snprintf(tmp, sizeof tmp, "( %s )( ... )", b.s + b.start);
			was_ptr = false;
			buf_init(&b);
			prepend(&b, tmp);
			t = t->base;
			mods = type_mods(t) & ~M_USERTYPE;
			as = t->aspace;
			continue;
		}
		if (t->kind == TY_ENUM && (t->flags & T_RESTRICTED)) {
			/* an enum of restricted constants: "restricted T enum e" */
			put_pending(&b, mods, as);
			prepend(&b, " ");
			prepend(&b, tag_name(t->tag));
			prepend(&b, "enum ");
			Ident *rn = t->restricted ? t->restricted->rname : NULL;
			prepend(&b, " ");
			prepend(&b, rn ? rn->name : "unsigned int");
			prepend(&b, "restricted ");
			break;
		}
		if (t->flags & T_RESTRICTED) {
			put_pending(&b, mods, as);
			Ident *rn = t->restricted ? t->restricted->rname : NULL;
			if (rn) {
				prepend(&b, " ");
				prepend(&b, rn->name);
				prepend(&b, "restricted ");
				break;
			}
			restricted = true;
			mods = 0;
			as = NULL;
			/* continue into the base integer type */
			Type *plain = type_copy(t);
			plain->flags &= ~T_RESTRICTED;
			plain->name = NULL;
			plain->qual = 0;
			t = plain;
			continue;
		}
		if (t->kind == TY_ENUM) {
			put_pending(&b, mods, as);
			prepend(&b, " ");
			prepend(&b, tag_name(t->tag));
			prepend(&b, "enum ");
			t = t->base ? t->base : ty_uint;
			mods = 0;
			as = NULL;
			continue;
		}
		put_pending(&b, mods, as);
		if (is_record(t)) {
			char tag[256];
			snprintf(tag, sizeof tag, "%s %s ", t->kind == TY_STRUCT ? "struct" : "union",
				 tag_name(t->tag));
			prepend(&b, tag);
		} else {
			prepend(&b, " ");
			prepend(&b, base_name(t));
		}
		break;
	}
	if (fouled)
		prepend(&b, "fouled ");
	if (restricted)
		prepend(&b, "restricted ");
	char *r = b.s + b.start;
	size_t n = strlen(r);
	while (n && r[n - 1] == ' ')
		r[--n] = 0;
	return arena_strndup(tu_arena, r, n);
}

/* The restricted type itself, without the typedef-use mark. */
Type *bare_restricted(Type *t)
{
	Type *c = type_copy(t);
	c->name = NULL;
	c->qual = 0;
	c->flags &= ~(T_NOCAST | T_NODEREF | T_SAFE | T_FORCE);
	return c;
}

/*
 * The type the bitwise checks see, as sparse's classify_type() gives it:
 * an enum whose constants are all of one restricted type is that
 * restricted type, so their messages and results name it without the
 * enum ("restricted blk_opf_t", not "restricted blk_opf_t enum req_op").
 */
Type *restricted_class(Type *t)
{
	if (t && t->kind == TY_ENUM && (t->flags & T_RESTRICTED) && t->restricted)
		t = t->restricted;
	return bare_restricted(t);
}

/* A restricted type's name as the messages say it ("restricted gfp_t"). */
const char *sparse_type_name(Type *t)
{
	return show_type(bare_restricted(t), NULL, 0, -1);
}
