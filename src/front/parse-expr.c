/* parse-expr.c - expressions: literals, the builtins' result types, and
 * the grammar from the comma operator down to primary expressions.
 *
 * One unit because an expression is typed as it is built (sema.c): the
 * rest of the parser is called back only for a type name (casts, sizeof,
 * _Generic, va_arg), a compound literal's initializer, a statement
 * expression's block and a &&label. */
#include <stdlib.h>
#include <string.h>
#include "diag.h"
#include "parse-internal.h"
#include "type.h"

/* --- literals ------------------------------------------------------------------ */

/* One character of a literal's body; *p advances.  Returns the value. */
uint32_t escape_char(const char **pp, const char *end, bool wide_ok)
{
	const char *p = *pp;
	if (*p != '\\') {
		/* UTF-8 sequence: one code point for wide literals */
		unsigned char c = (unsigned char)*p;
		if (c < 0x80 || !wide_ok) {
			*pp = p + 1;
			return c;
		}
		int n = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
		uint32_t v = n == 3 ? c & 7 : n == 2 ? c & 15 : n == 1 ? c & 31 : c;
		p++;
		while (n-- > 0 && p < end && ((unsigned char)*p & 0xc0) == 0x80)
			v = v << 6 | ((unsigned char)*p++ & 0x3f);
		*pp = p;
		return v;
	}
	p++;
	uint32_t v;
	switch (*p) {
	case 'n': v = '\n'; p++; break;
	case 't': v = '\t'; p++; break;
	case 'r': v = '\r'; p++; break;
	case 'a': v = 7; p++; break;
	case 'b': v = 8; p++; break;
	case 'f': v = 12; p++; break;
	case 'v': v = 11; p++; break;
	case 'e': case 'E': v = 27; p++; break;
	case 'x':
		p++;
		v = 0;
		while (p < end && ((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f') || (*p >= 'A' && *p <= 'F'))) {
			int d = *p <= '9' ? *p - '0' : (*p | 32) - 'a' + 10;
			v = v * 16 + d;
			p++;
		}
		break;
	case 'u': case 'U': {
		int n = *p == 'u' ? 4 : 8;
		p++;
		v = 0;
		while (n-- > 0 && p < end) {
			int d = *p <= '9' ? *p - '0' : (*p | 32) - 'a' + 10;
			v = v * 16 + d;
			p++;
		}
		break;
	}
	default:
		if (*p >= '0' && *p <= '7') {
			v = 0;
			for (int i = 0; i < 3 && *p >= '0' && *p <= '7'; i++)
				v = v * 8 + (*p++ - '0');
		} else {
			v = (unsigned char)*p++;
		}
	}
	*pp = p;
	return v;
}

/* UTF-8 bytes of a code point (a UCN in a narrow literal). */
static int utf8_encode(uint32_t c, unsigned char *out)
{
	if (c < 0x80) {
		out[0] = (unsigned char)c;
		return 1;
	}
	if (c < 0x800) {
		out[0] = 0xc0 | (c >> 6);
		out[1] = 0x80 | (c & 0x3f);
		return 2;
	}
	if (c < 0x10000) {
		out[0] = 0xe0 | (c >> 12);
		out[1] = 0x80 | ((c >> 6) & 0x3f);
		out[2] = 0x80 | (c & 0x3f);
		return 3;
	}
	out[0] = 0xf0 | (c >> 18);
	out[1] = 0x80 | ((c >> 12) & 0x3f);
	out[2] = 0x80 | ((c >> 6) & 0x3f);
	out[3] = 0x80 | (c & 0x3f);
	return 4;
}

static int hex_digit(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if ((c | 0x20) >= 'a' && (c | 0x20) <= 'f')
		return (c | 0x20) - 'a' + 10;
	return 99;
}

/* One character of a literal read as sparse's parse_escape() reads it, with
 * its warnings; returns where the next one starts. */
static const char *sparse_escape(const char *p, const char *end, int bits, Loc loc)
{
	if (*p++ != '\\')
		return p;
	char c = *p++;
	switch (c) {
	case 'a': case 'b': case 't': case 'n': case 'v': case 'f': case 'r': case 'e':
	case '\\': case '\'': case '"': case '?':
		return p;
	case 'x': {
		uint32_t v = 0, mask = -(1U << (bits - 4));
		for (; p < end && hex_digit(*p) < 16; p++) {
			if (v & mask) {
				parse_sdiag(SPARSE_WARNING, CK_ESCAPE_SEQUENCES, loc,
					    "hex escape sequence out of range");
				mask = 0;
			}
			v = (v << 4) + (uint32_t)hex_digit(*p);
		}
		return p;
	}
	case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
		const char *stop = p + 2 < end ? p + 2 : end;
		uint32_t v = (uint32_t)(c - '0');
		for (; p < stop && *p >= '0' && *p <= '7'; p++)
			v = (v << 3) + (uint32_t)(*p - '0');
		if ((v & 0400) && bits < 9)
			parse_sdiag(SPARSE_WARNING, CK_ESCAPE_SEQUENCES, loc,
				    "octal escape sequence out of range");
		return p;
	}
	default:
		parse_sdiag(SPARSE_WARNING, CK_ESCAPE_SEQUENCES, loc,
			    "unknown escape sequence: '\\%c'", c);
		return p;
	}
}

/* sparse's warnings on the text between a literal's quotes: its escapes,
 * and for a character constant, more than one character. */
static void sparse_literal_warnings(const char *s, const char *end, bool wide, bool one_char,
				    Loc loc)
{
	if (!sparse_parse_check(CK_ESCAPE_SEQUENCES) || s >= end)
		return;
	int bits = wide ? (int)ty_wchar->size * 8 : 8;
	const char *p = sparse_escape(s, end, bits, loc);
	if (one_char) {
		if (p != end)
			parse_sdiag(SPARSE_WARNING, CK_ESCAPE_SEQUENCES, loc,
				    "multi-character character constant");
		return;
	}
	while (p < end)
		p = sparse_escape(p, end, bits, loc);
}

static Node *char_literal(void)
{
	const char *s = tok->text, *end = tok->text + tok->len;
	Type *ty = ty_int;
	int width = 1;
	bool wide = false;
	if (*s == 'L') {
		ty = ty_wchar, wide = true, width = (int)ty_wchar->size, s++;
	} else if (*s == 'u' && s[1] == '8') {
		ty = opt.std >= 2023 ? ty_uchar : ty_char, s += 2;
	} else if (*s == 'u') {
		ty = ty_char16, wide = true, width = 2, s++;
	} else if (*s == 'U') {
		ty = ty_char32, wide = true, width = 4, s++;
	}
	s++;	/* ' */
	end--;	/* ' */
	if (ty == ty_int || ty == ty_wchar)
		sparse_literal_warnings(s, end, wide, true, tok->loc);
	if (gcc_constraints())
		gcc_escape_diags(s, end, width * 8, tok->loc);
	uint64_t v = 0;	/* unsigned: 9+ characters shift bits out (fuzzing) */
	int n = 0;
	while (s < end) {
		bool ucn = s[0] == '\\' && (s[1] == 'u' || s[1] == 'U');
		uint32_t c = escape_char(&s, end, wide);
		if (wide) {
			v = c;
			n++;
		} else if (ucn) {
			unsigned char b[4];
			int k = utf8_encode(c, b);
			for (int i = 0; i < k; i++, n++)
				v = (v << 8) | b[i];
		} else {
			v = (v << 8) | (c & 0xff);
			n++;
		}
	}
	if (gcc_constraints() && n > (wide ? 1 : 4))
		diag(DIAG_WARNING, CK_NONE, tok->loc, "character constant too long for its type");
	else if (gcc_constraints() && n > 1 && !wide && !opt.no_warn_multichar)
		diag(DIAG_WARNING, CK_NONE, tok->loc, "multi-character character constant");
	if (!wide && n == 1 && ty == ty_int)
		v = eval_wrap(ty_char, v);
	else if (!wide && ty == ty_int)
		v = (int32_t)v;
	(void)width;
	Node *node = new_num(eval_wrap(ty, v), ty, tok->loc);
	advance();
	return node;
}

/* Append one byte to a growing malloc'd buffer (the literal's bytes). */
static void put_byte(char **buf, size_t *len, size_t *cap, char c)
{
	if (*len + 2 > *cap) {
		*cap = *cap ? *cap * 2 : 64;
		*buf = xrealloc(*buf, *cap);
	}
	(*buf)[(*len)++] = c;
}

static Node *string_literal(void)
{
	Loc loc = tok->loc;
	Type *elem = ty_char;
	int64_t count = 0;
	char *buf = NULL;
	size_t cap = 0, len = 0;
	while (tok->kind == TK_STRING) {
		const char *s = tok->text, *end = tok->text + tok->len;
		bool wide = false;
		if (*s == 'L') {
			elem = ty_wchar, wide = true, s++;
		} else if (*s == 'u' && s[1] == '8') {
			s += 2;
		} else if (*s == 'u') {
			elem = ty_char16, wide = true, s++;
		} else if (*s == 'U') {
			elem = ty_char32, wide = true, s++;
		}
		if (*s == 'R') {
			/* raw string R"delim(...)delim" */
			s++;
			const char *open = memchr(s, '(', end - s);
			int dl = open ? (int)(open - s - 1) : 0;
			const char *body = open ? open + 1 : s;
			const char *bend = end - 2 - dl;
			for (const char *q = body; q < bend; q++) {
				put_byte(&buf, &len, &cap, *q);
				count++;
			}
			advance();
			continue;
		}
		s++;
		end--;
		if (elem == ty_char || elem == ty_wchar)
			sparse_literal_warnings(s, end, wide, false, tok->loc);
		while (s < end) {
			bool ucn = s[0] == '\\' && (s[1] == 'u' || s[1] == 'U');
			uint32_t c = escape_char(&s, end, wide);
			if (!wide && ucn) {
				unsigned char b[4];
				int k = utf8_encode(c, b);
				for (int i = 0; i < k; i++) {
					put_byte(&buf, &len, &cap, (char)b[i]);
					count++;
				}
				continue;
			}
			if (wide) {
				if (elem == ty_char16 && c > 0xffff)
					count++;	/* surrogate pair */
				count++;
				continue;
			}
			put_byte(&buf, &len, &cap, (char)c);
			count++;
		}
		advance();
	}
	/* sparse's buffer for a string literal, pieces concatenated */
	enum { SPARSE_MAX_STRING = 8191 };
	if (count > SPARSE_MAX_STRING && sparse_parse_check(CK_STRING_CONCAT_LIMIT))
		parse_sdiag(SPARSE_WARNING, CK_STRING_CONCAT_LIMIT, tok->loc,
			"trying to concatenate %lld-character string (%d bytes max)",
			(long long)count, SPARSE_MAX_STRING);
	Node *n = new_node(ND_STR, loc);
	n->ty = array_of(elem, count + 1);
	n->str = arena_strndup(tu_arena, buf ? buf : "", len);
	n->ival = (int64_t)len;
	free(buf);
	return n;
}

/* sparse's get_number_value(): the type an integer constant gets (U
 * and NL are its suffix) and what it says on the way: under
 * -Wconstant-suffix, when the suffix (or its lack of one) names a type
 * too small; always, of a decimal constant between LONG_MAX and
 * ULONG_MAX (a 32-bit long) or past LLONG_MAX. */
static void sparse_number_warnings(const Tok *t, uint64_t v, bool u, int nl, bool decimal)
{
	bool try_unsigned = !decimal || u, warn = false, between = false;
	int size = nl, long_bits = ty_long->size * 8;
	if (size == 0) {
		if (!(v >> 31) || (!(v >> 32) && try_unsigned))
			return;
		size = 1;
		warn = true;
	}
	if (size < 2) {
		if (long_bits == 64 || !(v >> long_bits)) {
			if (!(v >> (long_bits - 1)) || try_unsigned) {
				u = u || v >> (long_bits - 1);
				goto got_it;
			}
			between = true;
		}
		size = 2;
		warn = true;
	}
	if (v >> 63 && !try_unsigned)
		parse_sdiag(SPARSE_WARNING, CK_NONE, t->loc,
			"decimal constant %.*s is too big for long long", (int)t->len, t->text);
	u = u || v >> 63;
got_it:
	if (warn && check_on[CK_CONSTANT_SUFFIX])
		parse_sdiag(SPARSE_WARNING, CK_CONSTANT_SUFFIX, t->loc,
			"constant %.*s is so big it is%s%s%s", (int)t->len, t->text,
			u ? " unsigned" : "", size > 0 ? " long" : "", size > 1 ? " long" : "");
	if (between)
		parse_sdiag(SPARSE_WARNING, CK_NONE, t->loc,
			"decimal constant %.*s is between LONG_MAX and ULONG_MAX. For C99 that "
			"means long long, C90 compilers are very likely to produce unsigned long "
			"(and a warning) here", (int)t->len, t->text);
}

static Node *number_literal(void)
{
	const char *s = tok->text;
	uint32_t len = tok->len;
	Loc loc = tok->loc;
	bool is_hex = len > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
	bool is_bin = len > 1 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B');
	bool is_fp = false;
	for (uint32_t i = 0; i < len; i++) {
		char c = s[i];
		if (c == '.' || (!is_hex && (c == 'e' || c == 'E')) || (is_hex && (c == 'p' || c == 'P')))
			is_fp = true;
	}
	char buf[128];
	uint32_t bl = 0;
	for (uint32_t i = 0; i < len && bl < sizeof buf - 1; i++)
		if (s[i] != '\'')
			buf[bl++] = s[i];
	buf[bl] = 0;
	const Tok *number_tok = tok;
	advance();
	if (is_fp) {
		char *end;
		double v = strtod(buf, &end);
		Type *ty = ty_double;
		bool imag = false;
		for (; *end; end++) {
			char c = *end | 32;
			if (c == 'f') {
				if (end[1] == '1' && end[2] == '6')
					ty = ty_float16, end += 2;
				else if (end[1] == '3' && end[2] == '2')
					ty = ty_float, end += 2;
				else if (end[1] == '6' && end[2] == '4')
					ty = ty_double, end += 2;
				else if (end[1] == '1' && end[2] == '2' && end[3] == '8')
					ty = ty_float128, end += 3;
				else
					ty = ty_float;
				if (end[1] == 'x')
					end++;
			} else if (c == 'l') {
				ty = ty_ldouble;
			} else if (c == 'q') {
				ty = ty_float128;
			} else if (c == 'w') {
				ty = ty_ldouble;
			} else if (c == 'i' || c == 'j') {
				imag = true;
			} else if (c == 'd') {
				/* decimal float suffixes: treat as double */
				if (end[1] == 'f' || end[1] == 'd' || end[1] == 'l')
					end++;
			}
		}
		Node *n = new_node(ND_FNUM, loc);
		n->fval = v;
		n->ty = imag ? complex_of(ty) : ty;
		return n;
	}
	uint64_t v = 0;
	const char *p = buf;
	int base = 10;
	if (is_hex)
		base = 16, p += 2;
	else if (is_bin)
		base = 2, p += 2;
	else if (buf[0] == '0')
		base = 8;
	bool overflow = false;
	for (; *p; p++) {
		int d;
		char c = *p;
		if (c >= '0' && c <= '9')
			d = c - '0';
		else if (base == 16 && (c | 32) >= 'a' && (c | 32) <= 'f')
			d = (c | 32) - 'a' + 10;
		else
			break;
		if (d >= base) {
			diag(DIAG_ERROR, CK_NONE, loc,
				"invalid digit \"%c\" in %s constant", c, base == 8 ? "octal" : "binary");
			break;
		}
		if (v > (UINT64_MAX - d) / base)
			overflow = true;
		v = v * base + d;
	}
	/* suffix */
	int nl = 0;
	bool u = false, imag = false, bitint = false;
	for (; *p; p++) {
		char c = *p | 32;
		if (c == 'u')
			u = true;
		else if (c == 'l')
			nl++;
		else if (c == 'i' || c == 'j')
			imag = true;
		else if (c == 'w' && (p[1] | 32) == 'b') {
			bitint = true;
			p++;
		} else {
			diag(DIAG_ERROR, CK_NONE, loc,
				"invalid suffix \"%s\" on integer constant", p);
			break;
		}
	}
	if (overflow)
		diag(DIAG_WARNING, CK_NONE, loc, "integer constant is too large for its type");
	else if (!bitint && !imag && nl <= 2 && sparse_mode())
		sparse_number_warnings(number_tok, v, u, nl, base == 10);
	Type *ty;
	bool lp64 = ty_long->size == 8;
	int64_t lmax = lp64 ? INT64_MAX : INT32_MAX;
	uint64_t ulmax = lp64 ? UINT64_MAX : UINT32_MAX;
	if (bitint) {
		int w = 1;
		while (w < 64 && (v >> w))
			w++;
		ty = bitint_type(u, u ? w : w + 1);
	} else if (base == 10 && !u) {
		if (nl == 0 && v <= INT32_MAX)
			ty = ty_int;
		else if (nl <= 1 && v <= (uint64_t)lmax)
			ty = ty_long;
		else if (v <= INT64_MAX)
			ty = ty_llong;
		else
			ty = ty_int128;	/* gcc: "so large that it is unsigned" */
	} else {
		if (nl == 0 && !u && v <= INT32_MAX)
			ty = ty_int;
		else if (nl == 0 && v <= UINT32_MAX)
			ty = ty_uint;
		else if (nl <= 1 && !u && v <= (uint64_t)lmax)
			ty = ty_long;
		else if (nl <= 1 && v <= ulmax)
			ty = ty_ulong;
		else if (!u && v <= INT64_MAX)
			ty = ty_llong;
		else
			ty = ty_ullong;
	}
	Node *n = new_num((int64_t)v, ty, loc);
	if (imag) {
		n->ty = complex_of(ty);
		n->flags &= ~NF_ICE;
	}
	return n;
}

/* --- builtins ------------------------------------------------------------------ */

/* Result types of the __builtin_ functions, by the letter code:
 * v void, i int, u unsigned, l long, L unsigned long, z size_t, p void *,
 * b _Bool, d double, f float, D long double, c char *, s const char *,
 * h unsigned short, U unsigned long long, P *arg1 (atomics), T arg1,
 * K bswap64's uint64_t. */
typedef struct Builtin {
	const char *name;
	char ret;
} Builtin;

static const Builtin builtins[] = {
#include "builtins.inc"
	{NULL, 0},
};

static uint32_t builtin_hash(const char *s)
{
	uint32_t h = 2166136261u;
	while (*s)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

/* The builtins by name, hashed: the kernel calls builtins thousands of
 * times a file, and a walk of the table with strcmp cost 1% of a run. */
enum { BUCKETS = 1024 };	/* a power of two, > 2 x the table */
static const Builtin *builtin_tab[BUCKETS];

/* Built before main: it depends on nothing but the table above. */
__attribute__((constructor)) static void hash_builtins(void)
{
	for (const Builtin *b = builtins; b->name; b++) {
		uint32_t i = builtin_hash(b->name) & (BUCKETS - 1);
		while (builtin_tab[i] && strcmp(builtin_tab[i]->name, b->name))
			i = (i + 1) & (BUCKETS - 1);
		if (!builtin_tab[i])	/* the first of two entries wins, as the walk did */
			builtin_tab[i] = b;
	}
}

/* A builtin's return kind. */
static char builtin_ret(const char *name)
{
	const Builtin **tab = builtin_tab;
	for (uint32_t i = builtin_hash(name) & (BUCKETS - 1); tab[i]; i = (i + 1) & (BUCKETS - 1))
		if (!strcmp(tab[i]->name, name))
			return tab[i]->ret;
	if (!strncmp(name, "__sync_", 7) || !strncmp(name, "__atomic_", 9))
		return 'P';
	return 0;
}

static bool is_builtin_name(const char *s)
{
	return !strncmp(s, "__builtin_", 10) || !strncmp(s, "__sync_", 7) ||
	       !strncmp(s, "__atomic_", 9);
}

static Type *builtin_type(char r, Node *args)
{
	switch (r) {
	case 'v': return ty_void;
	case 'i': return ty_int;
	case 'u': return ty_uint;
	case 'l': return ty_long;
	case 'L': return ty_ulong;
	case 'z': return ty_size_t;
	case 'p': return ty_void_ptr;
	case 'b': return ty_bool;
	case 'd': return ty_double;
	case 'f': return ty_float;
	case 'D': return ty_ldouble;
	case 'c': return pointer_to(ty_char);
	case 's': return pointer_to(qualify(ty_char, Q_CONST));
	case 'h': return ty_ushort;
	case 'U': return ty_ullong;
	case 'K': return ty_long->size == 8 ? ty_ulong : ty_ullong;
	case 'T': return args ? value_type(args) : ty_int;
	case 'P':
		if (args) {
			Type *t = value_type(args);
			if (t->kind == TY_PTR)
				return unqual(t->base);
		}
		return ty_int;
	default:
		return ty_int;
	}
}

/* --- expressions --------------------------------------------------------------- */

/* __builtin_types_compatible_p ignores top-level qualifiers; an array's
 * are its elements' (gcc). */
static Type *strip_top_quals(Type *t)
{
	if (t->kind == TY_ARRAY) {
		Type *c = type_copy(t);
		c->origin = NULL;
		c->qual = 0;
		c->base = strip_top_quals(t->base);
		return c;
	}
	return unqual(t);
}

static Node *cast_expr(void);
static Node *unary_expr(void);
static Node *postfix_tail(Node *n);

Node *expr(void)
{
	Node *n = assign_expr();
	while (is_p(tok, P_COMMA)) {
		Loc loc = tok->loc;
		advance();
		n = new_binary(ND_COMMA, n, assign_expr(), loc);
	}
	return n;
}

static int assign_op(Tok *t)
{
	if (t->kind != TK_PUNCT)
		return -1;
	switch (t->punct) {
	case P_ASSIGN: return 0;
	case P_MUL_ASSIGN: return ND_MUL;
	case P_DIV_ASSIGN: return ND_DIV;
	case P_MOD_ASSIGN: return ND_MOD;
	case P_ADD_ASSIGN: return ND_ADD;
	case P_SUB_ASSIGN: return ND_SUB;
	case P_SHL_ASSIGN: return ND_SHL;
	case P_SHR_ASSIGN: return ND_SHR;
	case P_AND_ASSIGN: return ND_BITAND;
	case P_XOR_ASSIGN: return ND_BITXOR;
	case P_OR_ASSIGN: return ND_BITOR;
	default: return -1;
	}
}

Node *assign_expr_nested(void)
{
	Node *n = cond_expr();
	int op = assign_op(tok);
	if (op >= 0) {
		Loc loc = tok->loc;
		advance();
		Node *rhs = assign_expr();
		return new_assign(op, n, rhs, loc);
	}
	return n;
}

static Node *binary(int prec);

Node *cond_expr(void)
{
	Node *c = binary(0);
	if (!is_p(tok, P_QUESTION))
		return c;
	Loc loc = tok->loc;
	advance();
	Node *a = NULL;
	if (!is_p(tok, P_COLON))	/* GNU "c ?: b" */
		a = expr();
	if (!expect(P_COLON))
		return c;
	Node *b = cond_expr();
	return new_cond(c, a, b, loc);
}

/* Binary operators by precedence climbing: 0 is ||, 9 is * / %. */
static int binop(Tok *t, int *prec)
{
	if (t->kind != TK_PUNCT)
		return -1;
	switch (t->punct) {
	case P_OROR: *prec = 0; return ND_LOGOR;
	case P_ANDAND: *prec = 1; return ND_LOGAND;
	case P_PIPE: *prec = 2; return ND_BITOR;
	case P_CARET: *prec = 3; return ND_BITXOR;
	case P_AMP: *prec = 4; return ND_BITAND;
	case P_EQ: *prec = 5; return ND_EQ;
	case P_NE: *prec = 5; return ND_NE;
	case P_LT: *prec = 6; return ND_LT;
	case P_GT: *prec = 6; return ND_GT;
	case P_LE: *prec = 6; return ND_LE;
	case P_GE: *prec = 6; return ND_GE;
	case P_SHL: *prec = 7; return ND_SHL;
	case P_SHR: *prec = 7; return ND_SHR;
	case P_PLUS: *prec = 8; return ND_ADD;
	case P_MINUS: *prec = 8; return ND_SUB;
	case P_STAR: *prec = 9; return ND_MUL;
	case P_SLASH: *prec = 9; return ND_DIV;
	case P_PERCENT: *prec = 9; return ND_MOD;
	default: return -1;
	}
}

static Node *binary(int min_prec)
{
	Node *lhs = cast_expr();
	for (;;) {
		int prec;
		int op = binop(tok, &prec);
		if (op < 0 || prec < min_prec)
			return lhs;
		Loc loc = tok->loc;
		advance();
		Node *rhs = binary(prec + 1);
		lhs = new_binary(op, lhs, rhs, loc);
	}
}

static bool paren_typename(void)
{
	return is_p(tok, P_LPAREN) && is_typename(peek(1));
}

static Node *compound_literal(Type *ty, Loc loc)
{
	for (Type *t = ty; t; t = (t->kind == TY_PTR || t->kind == TY_ARRAY) ? t->base : NULL)
		if (t->flags & T_FORCE) {
			/* sparse, at parse time */
			if (opt.mode == MODE_CHECK && !opt.syntax_only)
				parse_sdiag(SPARSE_WARNING, CK_FORCE, loc, "[force] in compound literal");
			break;
		}
	Node *n = new_node(ND_COMPOUND_LIT, loc);
	Type *t = ty;
	n->init = initializer(&t);
	n->ty = t;
	n->flags |= NF_LVALUE;
	return postfix_tail(n);
}

/* "(type) operand" or a compound literal.  Kept out of
 * cast_expr_nested(), whose frame every level of a deep nest of
 * parentheses holds (gcc.c-torture's limits-exprparen.c: 10,000), and
 * with only the node live over the operand's recursion. */
static __attribute__((noinline)) Node *cast_or_literal(void)
{
	Loc ploc = tok->loc;	/* gcc's place for it */
	advance();
	Loc loc = tok->loc;	/* sparse reports a cast at its type name */
	Type *ty = type_name();
	expect(P_RPAREN);
	if (is_p(tok, P_LBRACE))
		return compound_literal(ty, loc);
	Node *n = new_cast(ty, NULL, loc);
	if (!sparse_mode()) {
		n->paren = NEW(Loc);
		*n->paren = ploc;
	}
	n->operand = cast_expr();
	if (ty->kind != TY_VOID &&
	    sema_void_operand(n->operand, n->paren ? *n->paren : n->loc, NULL))
		n->flags |= NF_ERROR;
	return n;
}

static Node *cast_expr_nested(void)
{
	if (paren_typename())
		return cast_or_literal();
	return unary_expr();
}

static Node *cast_expr(void)
{
	nest_enter();
	Node *r = cast_expr_nested();
	return r;
}

static Node *sizeof_alignof(bool is_sizeof, bool gnu_alignof)
{
	Loc loc = tok->loc;
	advance();
	Node *n = new_node(is_sizeof ? ND_SIZEOF : ND_ALIGNOF, loc);
	n->ty = ty_size_t;
	Type *t;
	Loc tloc = tok->loc;
	if (paren_typename()) {
		advance();
		tloc = tok->loc;
		t = type_name();
		expect(P_RPAREN);
		if (is_p(tok, P_LBRACE)) {
			Node *e = compound_literal(t, loc);
			n->operand = e;
			t = e->ty;
		}
	} else {
		Node *e = unary_expr();
		n->operand = e;
		t = e->ty ? e->ty : ty_int;
		if (!is_sizeof && e->kind == ND_VAR && e->sym && e->sym->align > t->align) {
			n->ival = e->sym->align;	/* __alignof__ of a declared object */
		}
		if (!is_sizeof && e->kind == ND_MEMBER && e->mem && e->mem->align > t->align)
			n->ival = e->mem->align;
	}
	n->ty2 = t;
	if (is_sizeof && !is_complete(t) && t->kind != TY_VOID && t->kind != TY_FUNC &&
	    !(t->flags & T_VLA)) {
		diag(DIAG_ERROR, CK_NONE, tloc,
			"invalid application of 'sizeof' to incomplete type '%s'", type_str(t));
	}
	if (gnu_alignof)
		n->flags |= NF_PAREN;	/* __alignof__: gcc's preferred alignment */
	return n;
}

/* __builtin_offsetof(type, member-designator) */
static Node *builtin_offsetof(Loc loc)
{
	expect(P_LPAREN);
	Type *t = type_name();
	expect(P_COMMA);
	int64_t off = 0;
	Type *cur = t;
	bool first = true, ok = true;
	Node *dyn = NULL;
	for (;;) {
		if (first || accept(P_DOT)) {
			if (tok->kind != TK_IDENT) {
				expected("identifier");
				break;
			}
			int64_t moff = 0;
			Member *m = is_record(cur) ? find_member(cur, tok->ident, &moff) : NULL;
			if (!m) {
				if (ok)
					diag(DIAG_ERROR, CK_NONE, tok->loc,
						"'%s' has no member named '%s'", type_str(cur),
						 tok->ident->name);
				ok = false;
			} else {
				off += moff;
				cur = m->ty;
			}
			advance();
			first = false;
		} else if (accept(P_LBRACKET)) {
			Node *i = expr();
			int64_t v;
			if (cur->kind == TY_ARRAY) {
				if (eval_int(i, &v))
					off += v * cur->base->size;
				else
					dyn = i;
				cur = cur->base;
			}
			expect(P_RBRACKET);
		} else if (is_p(tok, P_ARROW)) {
			advance();
			first = true;
		} else {
			break;
		}
	}
	expect(P_RPAREN);
	Node *n = new_num(off, ty_size_t, loc);
	if (dyn)
		n->flags &= ~NF_ICE;
	n->kind = dyn ? ND_OFFSETOF : ND_NUM;
	n->ty2 = t;	/* sparse examines the type (its flexible-array warnings) */
	return n;
}

static void find_compound_literal(Node *n, void *found)
{
	if (!n || *(bool *)found)
		return;
	if (n->kind == ND_COMPOUND_LIT)
		*(bool *)found = true;
	else
		node_children(n, find_compound_literal, found);
}

static Node *generic_selection(Loc loc)
{
	expect(P_LPAREN);
	Node *ctl = assign_expr();
	Type *ct = value_type(ctl);
	Node *chosen = NULL, *dflt = NULL;
	while (accept(P_COMMA)) {
		if (is_kw(tok, KW_DEFAULT)) {
			advance();
			expect(P_COLON);
			dflt = assign_expr();
			continue;
		}
		Type *t = type_name();
		expect(P_COLON);
		Node *e = assign_expr();
		/* under the checker a restricted type is a type of its own,
		 * as in sparse: "__le16" does not select "unsigned short" */
		if (!chosen && type_compatible(ct, t, opt.mode == MODE_CHECK && check_on[CK_BITWISE]))
			chosen = e;
	}
	expect(P_RPAREN);
	if (!chosen)
		chosen = dflt;
	if (!chosen) {
		diag(DIAG_ERROR, CK_NONE, loc,
			"'_Generic' selector of type '%s' is not compatible with any association",
			 type_str(ct));
		return new_num(0, ty_int, loc);
	}
	/* (sparse's inliner copies such a literal's symbol without its
	 * replacement: the checks say so at each inlined copy) */
	bool found = false;
	find_compound_literal(chosen, &found);
	if (found && unit) {
		chosen->flags |= NF_GENERIC_LIT;
		unit->generic_literals = true;
	}
	return chosen;
}

static Node *stmt_expr(Loc loc)
{
	Node *n = new_node(ND_STMT_EXPR, loc);
	Node *body = compound_stmt();
	n->block = body;
	n->ty = ty_void;
	Node *last = body->stmts;
	while (last && last->next)
		last = last->next;
	while (last && last->kind == ND_LABEL && last->stmt)
		last = last->stmt;
	if (last && last->kind == ND_EXPR_STMT && last->expr->ty)
		n->ty = value_type(last->expr);
	return n;
}

/* In a deferred body, parsed after the rest of the unit: the type a
 * file-scope name was declared with where the body stands, if a later
 * declaration changed it (as gcc-compatible, say gfp_t for unsigned int):
 * sparse's symbol there is that earlier declaration. */
static Type *type_at_body(Symbol *s)
{
	if (s->sites->gen <= body_site_gen)
		return s->ty;	/* nothing declared since */
	for (DeclSite *d = s->sites->prev; d; d = d->prev)
		if (d->gen <= body_site_gen)
			return d->ty;
	return s->ty;
}

/* The same for a function's contexts: a call in a deferred body sees the
 * declaration in scope where the body stands (srcu_read_lock()'s call of
 * __srcu_read_lock(), declared __acquires() in the header and defined
 * without it in kernel/rcu/srcutree.c). */
static Context *contexts_at_body(Symbol *s)
{
	if (!body_site_gen || s->depth != 0 || !s->sites || s->sites->gen <= body_site_gen)
		return s->contexts;
	for (DeclSite *d = s->sites->prev; d; d = d->prev)
		if (d->gen <= body_site_gen)
			return d->contexts;
	return s->contexts;
}

static Node *identifier(void)
{
	Ident *id = tok->ident;
	Loc loc = tok->loc;
	Symbol *s = lookup(id);
	advance();
	if (s && s->kind != SYM_TYPEDEF && s->kind != SYM_LABEL) {
		Node *n = new_var(s, loc);
		if (body_site_gen && s->depth == 0 && s->sites)
			n->ty = type_at_body(s);
		if (s->kind == SYM_ENUMCONST)
			n->flags |= NF_ICE;
		if (s->kind == SYM_FUNC)
			n->flags &= ~NF_LVALUE;
		return n;
	}
	if (id == id_context_kw && is_p(tok, P_LPAREN)) {
		/* sparse's __context__(expr, delta): expr is only a name */
		Node *n = new_node(ND_BUILTIN, loc);
		Attr a = {0};
		advance();
		attr_args(&a);
		n->ctx_args = a.args;
		n->ty = ty_void;
		return n;
	}
	/* check mode: sparse's builtins, and no implicit declaration (a
	 * name sparse does not know is its "undefined identifier") */
	bool as_sparse = sparse_mode() && !in_attr;
	if (is_builtin_name(id->name) && !(as_sparse && !sparse_knows_builtin(id->name))) {
		Symbol *b = NEW(Symbol);
		b->name = id;
		b->kind = SYM_FUNC;
		b->builtin = true;
		b->ty = func_type(ty_int);
		b->ty->flags |= T_OLDSTYLE;
		Node *n = new_node(ND_FUNCNAME, loc);
		n->sym = b;
		n->ty = b->ty;
		return n;
	}
	if (is_p(tok, P_LPAREN) && !in_attr && !as_sparse) {
		/* implicit declaration (gcc 12 accepts it in gnu11 with a warning) */
		Symbol *f = NEW(Symbol);
		f->name = id;
		f->kind = SYM_FUNC;
		f->ty = func_type(ty_int);
		f->ty->flags |= T_OLDSTYLE;
		f->storage = SC_EXTERN;
		return new_var(f, loc);
	}
	Node *n = new_node(ND_VAR, loc);
	n->str = id->name;
	n->ty = ty_int;
	n->flags |= NF_ERROR;
	if (!in_attr && (opt.mode != MODE_CHECK || opt.syntax_only)) {
		/* check mode leaves it to the checks: sparse's "undefined
		 * identifier" is an evaluation error, which silences only the
		 * rest of its function */
		if (cur_fn)
			diag(DIAG_ERROR, CK_NONE, loc,
				"'%s' undeclared (first use in this function)", id->name);
		else
			diag(DIAG_ERROR, CK_NONE, loc,
				"'%s' undeclared here (not in a function)", id->name);
		/* one error per name and function, as gcc: bind a dummy */
		Symbol *d = bind(id, SYM_VAR, ty_int, loc);
		d->defined = true;
	}
	return n;
}

static Node *primary(void)
{
	Loc loc = tok->loc;
	switch (tok->kind) {
	case TK_NUMBER:
		return number_literal();
	case TK_CHAR:
		return char_literal();
	case TK_STRING:
		return string_literal();
	case TK_IDENT:
		break;
	case TK_PUNCT:
		if (is_p(tok, P_LPAREN)) {
			advance();
			if (is_p(tok, P_LBRACE)) {
				Node *n = stmt_expr(tok->loc);	/* at the '{', as sparse */
				n->paren = NEW(Loc);	/* gcc's place for it */
				*n->paren = loc;
				expect(P_RPAREN);
				return n;
			}
			Node *n = expr();
			n->flags |= NF_PAREN;
			expect(P_RPAREN);
			return n;
		}
		/* fallthrough */
	default: {
		const char *d = tok_desc(tok);
		if (d)
			diag(DIAG_ERROR, CK_NONE, tok->loc, "expected expression before %s", d);
		else
			diag(DIAG_ERROR, CK_NONE, last_item_loc,
				"expected expression at end of input");
		Node *n = new_num(0, ty_int, loc);
		n->flags = NF_ERROR;
		if (tok->kind != TK_EOF && !is_p(tok, P_SEMI) && !is_p(tok, P_RBRACE) &&
		    !is_p(tok, P_RPAREN) && !is_p(tok, P_COMMA) && !is_p(tok, P_RBRACKET))
			advance();
		return n;
	}
	}
	switch (tok->ident->kw) {
	case KW_NONE:
		return identifier();
	case KW_GENERIC:
		advance();
		return generic_selection(loc);
	case KW_GNU_BUILTIN_OFFSETOF:
		advance();
		return builtin_offsetof(loc);
	case KW_GNU_BUILTIN_VA_ARG: {
		advance();
		expect(P_LPAREN);
		Node *ap = assign_expr();
		expect(P_COMMA);
		Loc tloc = tok->loc;
		Type *t = type_name();
		if (!is_complete(t))
			gcc_error(tloc, "second argument to 'va_arg' is of incomplete type '%s'",
				  type_str(t));
		expect(P_RPAREN);
		Node *n = new_node(ND_VA_ARG, loc);
		n->operand = ap;
		n->ty = t;
		n->ty2 = t;
		return n;
	}
	case KW_GNU_BUILTIN_TYPES_COMPATIBLE_P: {
		advance();
		expect(P_LPAREN);
		Type *a = type_name();
		expect(P_COMMA);
		Type *b = type_name();
		expect(P_RPAREN);
		return new_num(type_compatible(strip_top_quals(a), strip_top_quals(b), false), ty_int, loc);
	}
	case KW_GNU_BUILTIN_CHOOSE_EXPR: {
		advance();
		expect(P_LPAREN);
		Node *c = assign_expr();
		expect(P_COMMA);
		Node *a = assign_expr();
		expect(P_COMMA);
		Node *b = assign_expr();
		expect(P_RPAREN);
		int64_t v;
		if (!eval_int(c, &v)) {
			diag(DIAG_ERROR, CK_NONE, c->loc,
				"first argument to '__builtin_choose_expr' not a constant");
			v = 1;
		}
		return v ? a : b;
	}
	case KW_TRUE: case KW_FALSE: {
		int v = tok->ident->kw == KW_TRUE;
		advance();
		return new_num(v, ty_bool, loc);
	}
	case KW_NULLPTR: {
		advance();
		Node *n = new_num(0, ty_nullptr, loc);
		n->flags |= NF_NULLPTR;
		return n;
	}
	default: {
		const char *d = tok_desc(tok);
		diag(DIAG_ERROR, CK_NONE, tok->loc, "expected expression before %s", d);
		advance();
		return new_num(0, ty_int, loc);
	}
	}
}

static Node *call_args(Node *fn, Loc loc)
{
	Node head = {0}, *cur = &head;
	bool builtin = fn->kind == ND_FUNCNAME && fn->sym && fn->sym->builtin;
	Type *type_arg = NULL;
	bool save_attr = in_attr;
	if (builtin && !strcmp(fn->sym->name->name, "__builtin_has_attribute"))
		in_attr = true;	/* its second argument names an attribute */
	while (!is_p(tok, P_RPAREN) && tok->kind != TK_EOF) {
		if (builtin && is_typename(tok)) {
			/* __builtin_convertvector(v, T), __builtin_bit_cast(T, v) */
			Node *t = new_node(ND_NUM, tok->loc);
			t->ty = type_name();
			type_arg = t->ty;
			cur = cur->next = t;
		} else {
			cur = cur->next = assign_expr();
		}
		if (!accept(P_COMMA))
			break;
	}
	in_attr = save_attr;
	expect(P_RPAREN);
	Node *n = new_call(fn, head.next, loc);
	if (body_site_gen && fn->kind == ND_VAR && fn->sym && fn->sym->kind == SYM_FUNC)
		n->call_contexts = contexts_at_body(fn->sym);
	if (fn->kind == ND_FUNCNAME && fn->sym && fn->sym->builtin) {
		char r = builtin_ret(fn->sym->name->name);
		n->ty = type_arg ? type_arg : builtin_type(r, head.next);
		n->kind = ND_CALL;
		n->op = CALL_BUILTIN;
	}
	return n;
}

static Node *postfix_tail(Node *n)
{
	for (;;) {
		Loc loc = tok->loc;
		if (accept(P_LBRACKET)) {
			Node *i = expr();
			expect(P_RBRACKET);
			sema_void_operand(i, loc, "array subscript is not an integer");
			/* a[i] is *(a + i) */
			Node *sum = new_binary(ND_ADD, n, i, loc);
			if (sum->ty->kind != TY_PTR && value_type(i)->kind == TY_PTR)
				sum->ty = value_type(i);
			if (sum->ty->kind != TY_PTR && sum->ty->kind != TY_VECTOR) {
				if (!(i->flags & NF_ERROR) && !(n->flags & NF_ERROR))
					diag(DIAG_ERROR, CK_NONE, loc,
						"subscripted value is neither array nor pointer nor vector");
				n = new_num(0, ty_int, loc);
				n->flags = NF_ERROR;
				continue;
			}
			if (sum->ty->kind == TY_VECTOR) {
				Node *d = new_node(ND_DEREF, loc);
				d->operand = sum;
				d->ty = sum->ty->base;
				d->flags |= NF_LVALUE;
				n = d;
				continue;
			}
			n = new_unary(ND_DEREF, sum, loc);
			continue;
		}
		if (accept(P_LPAREN)) {
			n = call_args(n, loc);
			continue;
		}
		if (is_p(tok, P_DOT) || is_p(tok, P_ARROW)) {
			bool arrow = is_p(tok, P_ARROW);
			advance();
			if (tok->kind != TK_IDENT) {
				expected("identifier");
				continue;
			}
			Node *m = new_member(n, tok->ident, arrow, loc);
			advance();
			if (!m) {
				n = new_num(0, ty_int, loc);
				n->flags = NF_ERROR;
				continue;
			}
			n = m;
			continue;
		}
		if (accept(P_INC)) {
			n = new_unary(ND_POSTINC, n, loc);
			continue;
		}
		if (accept(P_DEC)) {
			n = new_unary(ND_POSTDEC, n, loc);
			continue;
		}
		return n;
	}
}

static Node *unary_expr(void)
{
	Loc loc = tok->loc;
	if (tok->kind == TK_PUNCT) {
		NodeKind k;
		switch (tok->punct) {
		case P_INC: k = ND_PREINC; break;
		case P_DEC: k = ND_PREDEC; break;
		case P_AMP: k = ND_ADDR; break;
		case P_STAR: k = ND_DEREF; break;
		case P_PLUS: k = ND_PLUS; break;
		case P_MINUS: k = ND_NEG; break;
		case P_TILDE: k = ND_BITNOT; break;
		case P_NOT: k = ND_NOT; break;
		case P_ANDAND: {
			advance();
			Node *n = new_node(ND_LABEL_ADDR, loc);
			n->ty = ty_void_ptr;
			read_label_ref(n, "identifier");
			return n;
		}
		default:
			return postfix_tail(primary());
		}
		advance();
		nest_enter();
		Node *a = (k == ND_PREINC || k == ND_PREDEC) ? unary_expr() : cast_expr();
		return new_unary(k, a, loc);
	}
	if (tok->kind == TK_IDENT) {
		switch (tok->ident->kw) {
		case KW_SIZEOF:
			return sizeof_alignof(true, false);
		case KW_ALIGNOF: case KW_ALIGNOF23:
			return sizeof_alignof(false, false);
		case KW_GNU_ALIGNOF2: case KW_GNU_ALIGNOF3:
			return sizeof_alignof(false, true);
		case KW_GNU_EXTENSION:
			advance();
			return cast_expr();
		case KW_GNU_REAL: case KW_GNU_IMAG: case KW_GNU_REAL2: case KW_GNU_IMAG2: {
			bool re = tok->ident->kw == KW_GNU_REAL || tok->ident->kw == KW_GNU_REAL2;
			advance();
			return new_unary(re ? ND_REAL : ND_IMAG, cast_expr(), loc);
		}
		default:
			break;
		}
	}
	return postfix_tail(primary());
}

