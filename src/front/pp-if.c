/* pp-if.c - the expression of #if and #elif: its tokens are read
 * macro-expanded, "defined" taken as an operator, then evaluated as gcc
 * does: in 64 bits, signed or unsigned.  pp_eval_tokens() runs the same
 * evaluator silently over a probe's tokens (pp.h).
 *
 * Split from pp.c (whose comment says how the files divide the work);
 * it runs once per #if, off the per-token path. */
#include <ctype.h>
#include <stdlib.h>
#include "diag.h"
#include "config.h"
#include "pp-internal.h"

/* The spelling of a token as a NUL-terminated string (arena copy). */
static char *tok_str(const Token *t)
{
	return arena_strndup(tu_arena, t->text, t->len);
}

/* --- #if expressions ---------------------------------------------------- */

typedef struct Val {
	int64_t v;
	bool u;		/* unsigned */
} Val;

typedef struct Eval {
	Token **t;
	int n, i;
	int skip;	/* > 0 inside an unevaluated operand: no errors */
	bool failed;
	bool quiet;	/* pp_eval_tokens(): nothing reported, failing is the answer */
	const PPEvalHooks *hooks;	/* pp_eval_tokens()'s identifiers and casts */
} Eval;

/* gcc reports the first error of a #if expression only: what follows it
 * is read no further (ev_binary() stops) and the #if is false.  True for
 * the first; the expression has failed from then on. */
static bool eval_first_error(Eval *e)
{
	if (e->failed)
		return false;
	e->failed = true;
	return !e->quiet;
}

/* Warnings are for the #if of the text, where evaluated, and not in a
 * system header (gcc's rule). */
static bool ev_warns(Eval *e)
{
	return !e->skip && !e->quiet && !in_system_header();
}

static Token *ev_peek(Eval *e)
{
	return e->i < e->n ? e->t[e->i] : NULL;
}

static char *tok_cstr(Token *t)
{
	return t ? tok_str(t) : "";
}

/* Value of one character of a character constant at *pp. */
static uint32_t char_escape(const char **pp_, const char *end)
{
	const char *p = *pp_;
	uint32_t c = (unsigned char)*p++;
	if (c != '\\' || p >= end) {
		*pp_ = p;
		return c;
	}
	c = (unsigned char)*p++;
	switch (c) {
	case 'n': c = '\n'; break;
	case 't': c = '\t'; break;
	case 'r': c = '\r'; break;
	case 'a': c = 7; break;
	case 'b': c = 8; break;
	case 'f': c = 12; break;
	case 'v': c = 11; break;
	case 'e': case 'E': c = 27; break;
	case 'x':
		c = 0;
		while (p < end && isxdigit((unsigned char)*p)) {
			c = c * 16 + (isdigit((unsigned char)*p) ? *p - '0' : (tolower(*p) - 'a' + 10));
			p++;
		}
		break;
	case 'u': case 'U': {
		int n = c == 'u' ? 4 : 8;
		c = 0;
		for (int i = 0; i < n && p < end && isxdigit((unsigned char)*p); i++, p++)
			c = c * 16 + (isdigit((unsigned char)*p) ? *p - '0' : (tolower(*p) - 'a' + 10));
		break;
	}
	default:
		if (c >= '0' && c <= '7') {
			c -= '0';
			for (int i = 0; i < 2 && p < end && *p >= '0' && *p <= '7'; i++)
				c = c * 8 + (*p++ - '0');
		}
	}
	*pp_ = p;
	return c;
}

static Val char_value(Eval *e, Token *t)
{
	const char *s = t->text, *end = t->text + t->len - 1;
	int width = 8;
	bool is_unsigned = opt.unsigned_char, wide = false;
	if (*s == 'L') {
		width = opt.short_wchar ? 16 : 32;
		is_unsigned = opt.short_wchar;
		wide = true;
		s++;
	} else if (*s == 'u' && s[1] == '8') {
		s += 2;
		is_unsigned = true;
	} else if (*s == 'u' || *s == 'U') {
		width = *s == 'u' ? 16 : 32;
		is_unsigned = true;
		wide = true;
		s++;
	}
	s++;			/* opening quote */
	if (!pp.as_sparse && !e->quiet)
		gcc_escape_diags(s, end, width, tok_loc(t));
	uint64_t v = 0;
	int nchars = 0;
	uint64_t mask = width >= 64 ? ~0ull : (1ull << width) - 1;
	while (s < end) {
		uint32_t c = char_escape(&s, end);
		if (wide) {
			v = c & mask;	/* gcc keeps the last one */
		} else {
			v = (v << width) | (c & mask);
		}
		nchars++;
	}
	if (nchars == 0 && eval_first_error(e))
		diag(DIAG_ERROR, CK_NONE, tok_loc(t), "empty character constant");
	else if (nchars > 1 && !wide && ev_warns(e) && !opt.no_warn_multichar)
		diag(DIAG_WARNING, CK_NONE, tok_loc(t), "multi-character character constant");
	Val r = {0, false};
	if (nchars <= 1 || wide) {
		if (!is_unsigned && (v & (1ull << (width - 1))))
			v |= ~mask;
		r.v = (int64_t)v;
		/* The constant has type int (or wchar_t); both fit int64 signed. */
		if (width == 32 && is_unsigned)
			r.u = false;
	} else {
		r.v = (int32_t)(uint32_t)v;	/* multichar: int */
	}
	return r;
}

static Val number_value(Eval *e, Token *t)
{
	const char *s = t->text, *end = t->text + t->len;
	Val r = {0, false};
	int base = 10;
	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X') && t->len > 2) {
		base = 16;
		s += 2;
	} else if (s[0] == '0' && (s[1] == 'b' || s[1] == 'B') && t->len > 2) {
		base = 2;
		s += 2;
	} else if (s[0] == '0') {
		base = 8;
	}
	uint64_t v = 0;
	bool overflow = false;
	const char *p = s;
	for (; p < end; p++) {
		int d;
		char c = *p;
		if (c == '\'' && lex_std >= 2023)
			continue;
		if (isdigit((unsigned char)c))
			d = c - '0';
		else if (base == 16 && isxdigit((unsigned char)c))
			d = tolower(c) - 'a' + 10;
		else
			break;
		if (d >= base) {
			if (base == 8 && (d == 8 || d == 9)) {
				/* maybe a floating constant like 09.5 */
				const char *q = p;
				while (q < end && isdigit((unsigned char)*q))
					q++;
				if (q < end && (*q == '.' || *q == 'e' || *q == 'E')) {
					p = q;
					break;
				}
				if (eval_first_error(e))
					diag(DIAG_ERROR, CK_NONE, tok_loc(t),
					     "invalid digit \"%c\" in octal constant", c);
				return r;
			}
			break;
		}
		if (v > (UINT64_MAX - d) / base)
			overflow = true;
		v = v * base + d;
	}
	const char *suffix = p;
	bool is_float = false;
	if (p < end && (*p == '.' || ((base == 10 || base == 8) && (*p == 'e' || *p == 'E')) ||
			(base == 16 && (*p == 'p' || *p == 'P'))))
		is_float = true;
	if (!is_float) {
		int nu = 0, nl = 0;
		for (const char *q = suffix; q < end; q++) {
			if (*q == 'u' || *q == 'U')
				nu++;
			else if (*q == 'l' || *q == 'L')
				nl++;
			else {
				nu = 99;
				break;
			}
		}
		if (nu > 1 || nl > 2 || (nl == 2 && suffix[0] != suffix[1] && suffix[1] != suffix[2]
					 && (suffix[0] == 'l' || suffix[0] == 'L') &&
					 (suffix[1] == 'l' || suffix[1] == 'L'))) {
			/* f/F/d suffixes on a decimal form a float */
			bool fl = false;
			for (const char *q = suffix; q < end; q++)
				if (*q == 'f' || *q == 'F')
					fl = base == 10;
			if (fl)
				is_float = true;
			else {
				if (eval_first_error(e))
					diag(DIAG_ERROR, CK_NONE, tok_loc(t),
					     "invalid suffix \"%.*s\" on integer constant",
					     (int)(end - suffix), suffix);
				return r;
			}
		}
		if (nu)
			r.u = true;
	}
	if (is_float) {
		if (eval_first_error(e))
			diag(DIAG_ERROR, CK_NONE, tok_loc(t),
			     "floating constant in preprocessor expression");
		return r;
	}
	if (overflow && ev_warns(e))
		diag(DIAG_WARNING, CK_NONE, tok_loc(t),
		     "integer constant is too large for its type");
	if (!r.u && v > INT64_MAX) {
		if (base == 10 && ev_warns(e) && !overflow)
			diag(DIAG_WARNING, CK_NONE, tok_loc(t),
			     "integer constant is so large that it is unsigned");
		r.u = true;
	}
	r.v = (int64_t)v;
	return r;
}

static Val ev_cond(Eval *e);
static Val ev_expr(Eval *e);
static Val ev_primary(Eval *e);

/* Tokens that may appear in a #if expression at all. */
static bool valid_in_if(Token *t)
{
	if (t->kind == TK_NUMBER || t->kind == TK_CHAR || t->kind == TK_IDENT)
		return true;
	if (t->kind != TK_PUNCT)
		return false;
	switch (t->punct) {
	case P_LPAREN: case P_RPAREN: case P_PLUS: case P_MINUS: case P_TILDE:
	case P_NOT: case P_STAR: case P_SLASH: case P_PERCENT: case P_SHL:
	case P_SHR: case P_LT: case P_GT: case P_LE: case P_GE: case P_EQ:
	case P_NE: case P_AMP: case P_CARET: case P_PIPE: case P_ANDAND:
	case P_OROR: case P_QUESTION: case P_COLON: case P_COMMA:
		return true;
	}
	return false;
}

/* sparse's -Wundef, in check mode: an identifier left after expansion, in
 * an operand that is evaluated (short-circuited ones are not), at the
 * place its expansion began. */
static void warn_undef(Eval *e, const Token *t)
{
	if (e->skip || !pp.as_sparse || !check_on[CK_UNDEF])
		return;
	diag(SPARSE_WARNING, CK_UNDEF, tok_loc(t), "undefined preprocessor identifier '%s'",
	     t->ident->name);
}

/* An identifier left after expansion outside #if: its value is the
 * caller's to say. */
static Val ev_ident(Eval *e, Token *t)
{
	Val r = {0, false};
	if ((!e->hooks->ident || !e->hooks->ident(t, &r.v)) && eval_first_error(e))
		diag(DIAG_ERROR, CK_NONE, tok_loc(t),
		     "token \"%.*s\" is not valid in preprocessor expressions", (int)t->len, t->text);
	return r;
}

/* A cast the caller recognised (its '(' read): the type name is skipped,
 * the value is the operand's. */
static Val ev_cast(Eval *e)
{
	for (int level = 1; level && e->i < e->n; e->i++)
		level += is_punct(e->t[e->i], P_LPAREN) - is_punct(e->t[e->i], P_RPAREN);
	return ev_primary(e);
}

static Val ev_primary(Eval *e)
{
	Token *t = ev_peek(e);
	Val r = {0, false};
	if (!t) {
		/* (an empty #if is eval_if()'s: here the expression has ended
		 * after its last token) */
		if (eval_first_error(e))
			diag(DIAG_ERROR, CK_NONE, tok_loc(e->t[e->n - 1]),
			     "#if with no expression");
		return r;
	}
	e->i++;
	switch (t->kind) {
	case TK_NUMBER:
		return number_value(e, t);
	case TK_CHAR:
		return char_value(e, t);
	case TK_IDENT:
		if (lex_std >= 2023 && (t->ident->kw == KW_TRUE || t->ident->kw == KW_FALSE)) {
			r.v = t->ident->kw == KW_TRUE;
			return r;
		}
		if (e->hooks)
			return ev_ident(e, t);
		warn_undef(e, t);
		return r;	/* an identifier that is not a macro is 0 */
	case TK_PUNCT:
		switch (t->punct) {
		case P_LPAREN: {
			Token *close = ev_peek(e);
			if (close && e->hooks && e->hooks->type_start && e->hooks->type_start(close))
				return ev_cast(e);
			if (close && is_punct(close, P_RPAREN)) {
				if (eval_first_error(e))
					diag(DIAG_ERROR, CK_NONE, tok_loc(close),
					     "missing expression between '(' and ')'");
				return r;
			}
			r = ev_expr(e);
			Token *rp = ev_peek(e);
			if (!rp || !is_punct(rp, P_RPAREN)) {
				if (eval_first_error(e))
					diag(DIAG_ERROR, CK_NONE, tok_loc(rp ? rp : t),
					     "missing ')' in expression");
				return r;
			}
			e->i++;
			return r;
		}
		case P_PLUS:
			return ev_primary(e);
		case P_MINUS:
			r = ev_primary(e);
			r.v = (int64_t)(0 - (uint64_t)r.v);
			return r;
		case P_TILDE:
			r = ev_primary(e);
			r.v = ~r.v;
			return r;
		case P_NOT:
			r = ev_primary(e);
			r.v = !r.v;
			r.u = false;
			return r;
		default:
			break;
		}
		/* fallthrough */
	default:
		if (!eval_first_error(e))
			return r;
		if (t->kind == TK_PUNCT && t->punct == P_RPAREN)
			diag(DIAG_ERROR, CK_NONE, tok_loc(t), "missing '(' in expression");
		else if (t->kind == TK_PUNCT)
			diag(DIAG_ERROR, CK_NONE, tok_loc(t),
			     "operator '%s' has no left operand", tok_cstr(t));
		else
			diag(DIAG_ERROR, CK_NONE, tok_loc(t),
			     "token \"%s\" is not valid in preprocessor expressions", tok_cstr(t));
		return r;
	}
}

static int binop_prec(Token *t)
{
	if (!t || t->kind != TK_PUNCT)
		return -1;
	switch (t->punct) {
	case P_STAR: case P_SLASH: case P_PERCENT: return 10;
	case P_PLUS: case P_MINUS: return 9;
	case P_SHL: case P_SHR: return 8;
	case P_LT: case P_GT: case P_LE: case P_GE: return 7;
	case P_EQ: case P_NE: return 6;
	case P_AMP: return 5;
	case P_CARET: return 4;
	case P_PIPE: return 3;
	case P_ANDAND: return 2;
	case P_OROR: return 1;
	}
	return -1;
}

static Val shift(Val a, int64_t n, bool left)
{
	if (n < 0 && !(a.u)) {
		n = n == INT64_MIN ? INT64_MAX : -n;	/* both shift everything out */
		left = !left;
	}
	if (left) {
		a.v = (uint64_t)n >= 64 ? 0 : (int64_t)((uint64_t)a.v << n);
	} else if (a.u) {
		a.v = (uint64_t)n >= 64 ? 0 : (int64_t)((uint64_t)a.v >> n);
	} else {
		a.v = (uint64_t)n >= 64 ? (a.v < 0 ? -1 : 0) : a.v >> n;
	}
	return a;
}

static void overflow(Eval *e, Token *op)
{
	if (ev_warns(e))
		diag(DIAG_WARNING, CK_NONE, tok_loc(op),
		     "integer overflow in preprocessor expression");
}

static Val apply(Eval *e, Token *op, Val a, Val b)
{
	Val r = {0, a.u || b.u};
	uint64_t x = a.v, y = b.v;
	int64_t sv;
	switch (op->punct) {
	case P_STAR:
		r.v = (int64_t)(x * y);
		if (!r.u && __builtin_mul_overflow(a.v, b.v, &sv))
			overflow(e, op);
		break;
	case P_SLASH:
	case P_PERCENT:
		if (y == 0) {
			if (!e->skip && eval_first_error(e))
				diag(DIAG_ERROR, CK_NONE, tok_loc(op), "division by zero in #if");
			return r;
		}
		if (r.u)
			r.v = op->punct == P_SLASH ? (int64_t)(x / y) : (int64_t)(x % y);
		else if (a.v == INT64_MIN && b.v == -1)
			r.v = op->punct == P_SLASH ? INT64_MIN : 0;
		else
			r.v = op->punct == P_SLASH ? a.v / b.v : a.v % b.v;
		break;
	case P_PLUS:
		r.v = (int64_t)(x + y);
		if (!r.u && __builtin_add_overflow(a.v, b.v, &sv))
			overflow(e, op);
		break;
	case P_MINUS:
		r.v = (int64_t)(x - y);
		if (!r.u && __builtin_sub_overflow(a.v, b.v, &sv))
			overflow(e, op);
		break;
	case P_SHL: r = shift(a, b.u && b.v < 0 ? 64 : b.v, true); break;
	case P_SHR: r = shift(a, b.u && b.v < 0 ? 64 : b.v, false); break;
	case P_LT: r.v = r.u ? x < y : a.v < b.v; r.u = false; break;
	case P_GT: r.v = r.u ? x > y : a.v > b.v; r.u = false; break;
	case P_LE: r.v = r.u ? x <= y : a.v <= b.v; r.u = false; break;
	case P_GE: r.v = r.u ? x >= y : a.v >= b.v; r.u = false; break;
	case P_EQ: r.v = x == y; r.u = false; break;
	case P_NE: r.v = x != y; r.u = false; break;
	case P_AMP: r.v = (int64_t)(x & y); break;
	case P_CARET: r.v = (int64_t)(x ^ y); break;
	case P_PIPE: r.v = (int64_t)(x | y); break;
	}
	return r;
}

static Val ev_binary(Eval *e, int min_prec)
{
	Val a = ev_primary(e);
	for (;;) {
		Token *op = ev_peek(e);
		int prec = binop_prec(op);
		if (prec < min_prec || prec < 0 || e->failed)
			return a;
		e->i++;
		if (!ev_peek(e)) {
			if (eval_first_error(e))
				diag(DIAG_ERROR, CK_NONE, tok_loc(op),
				     "operator '%s' has no right operand", tok_cstr(op));
			return a;
		}
		if (op->punct == P_ANDAND || op->punct == P_OROR) {
			bool short_circuit = op->punct == P_ANDAND ? !a.v : !!a.v;
			if (short_circuit)
				e->skip++;
			Val b = ev_binary(e, prec + 1);
			if (short_circuit)
				e->skip--;
			a.v = op->punct == P_ANDAND ? (a.v && b.v) : (a.v || b.v);
			a.u = false;
			continue;
		}
		Val b = ev_binary(e, prec + 1);
		a = apply(e, op, a, b);
	}
}

static Val ev_cond(Eval *e)
{
	Val c = ev_binary(e, 1);
	Token *q = ev_peek(e);
	if (q && is_punct(q, P_QUESTION)) {
		e->i++;
		if (!c.v)
			e->skip++;
		Val a = ev_expr(e);	/* the middle operand is an expression */
		if (!c.v)
			e->skip--;
		Token *colon = ev_peek(e);
		if (!colon || !is_punct(colon, P_COLON)) {
			if (eval_first_error(e))
				diag(DIAG_ERROR, CK_NONE, tok_loc(q), "'?' without following ':'");
			return c;
		}
		e->i++;
		if (c.v)
			e->skip++;
		Val b = ev_cond(e);
		if (c.v)
			e->skip--;
		Val r = c.v ? a : b;
		r.u = a.u || b.u;
		return r;
	}
	return c;
}

/* A comma expression: the comma binds less than ?:, so "1 ? 2 : 3 , 0"
 * is 0 (gcc.dg/cpp/if-oppr2.c). */
static Val ev_expr(Eval *e)
{
	Val r = ev_cond(e);
	Token *q;
	while ((q = ev_peek(e)) && is_punct(q, P_COMMA)) {
		e->i++;
		r = ev_cond(e);
	}
	return r;
}

/* "defined X" / "defined(X)": operands are read unexpanded. */
static Token *eval_defined(Token *def)
{
	Token *t = get_raw();
	while (t->kind == TK_PADDING)
		t = get_raw();
	bool paren = is_punct(t, P_LPAREN);
	if (paren) {
		t = get_raw();
		while (t->kind == TK_PADDING)
			t = get_raw();
	}
	if (t->kind != TK_IDENT) {
		diag(DIAG_ERROR, CK_NONE, tok_loc(t->kind == TK_EOF ? def : t),
		     "operator \"defined\" requires an identifier");
		if (t->kind == TK_EOF)
			unget(t);
		return NULL;
	}
	bool v = find_macro(t->ident) != NULL;
	if (paren) {
		Token *rp = get_raw();
		while (rp->kind == TK_PADDING)
			rp = get_raw();
		if (!is_punct(rp, P_RPAREN)) {
			diag(DIAG_ERROR, CK_NONE, tok_loc(def), "missing ')' after \"defined\"");
			if (rp->kind == TK_EOF)
				unget(rp);
			return NULL;
		}
	}
	Token *r = tok_copy(def);
	r->kind = TK_NUMBER;
	r->text = v ? "1" : "0";
	r->len = 1;
	r->ident = NULL;
	return r;
}

bool eval_if(Token *dirtok)
{
	PtrVec v = {0};
	bool bad = false;
	int saved_nctx = pp.nctx;
	pp.in_if = true;
	for (;;) {
		Token *t = expand_next();
		if (t->kind == TK_EOF)
			break;
		if (t->kind == TK_PADDING)
			continue;
		if (t->kind == TK_IDENT && t->ident == id_defined) {
			t = eval_defined(t);
			if (!t) {
				bad = true;
				continue;
			}
		} else if (is_punct(t, P_HASH) && !pp.as_sparse) {
			t = eval_assertion(t, !bad);
			if (!t) {
				bad = true;
				continue;
			}
		}
		vec_push(&v, t);
	}
	pp.in_if = false;
	while (pp.nctx > saved_nctx)
		pop_context();
	Eval e = {.t = (Token **)v.v, .n = v.len, .failed = bad};
	Val r = {0, false};
	if (!bad) {
		if (v.len == 0) {
			if (eval_first_error(&e))
				diag(DIAG_ERROR, CK_NONE, tok_loc(dirtok), "#%s with no expression",
				     dirtok->ident->name);
		} else {
			r = ev_expr(&e);
			Token *extra = ev_peek(&e);
			if (extra && eval_first_error(&e)) {
				if (is_punct(extra, P_RPAREN))
					diag(DIAG_ERROR, CK_NONE, tok_loc(extra),
					     "missing '(' in expression");
				else if (!valid_in_if(extra))
					diag(DIAG_ERROR, CK_NONE, tok_loc(extra),
					     "token \"%s\" is not valid in preprocessor expressions",
					     tok_cstr(extra));
				else if (is_punct(extra, P_COLON))
					diag(DIAG_ERROR, CK_NONE, tok_loc(extra),
					     "':' without preceding '?'");
				else
					diag(DIAG_ERROR, CK_NONE, tok_loc(extra),
					     "missing binary operator before token \"%s\"",
					     tok_cstr(extra));
			}
		}
	}
	free(v.v);
	return !e.failed && r.v != 0;
}

bool pp_eval_tokens(Token **tok, int n, const PPEvalHooks *hooks, int64_t *value)
{
	Eval e = {.t = tok, .n = n, .quiet = true, .hooks = hooks};
	if (!n)
		return false;
	Val r = ev_expr(&e);
	if (e.failed || e.i != e.n)
		return false;
	*value = r.v;
	return true;
}
