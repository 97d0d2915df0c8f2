/* lex.c - bytes to preprocessing tokens.
 *
 * The lexer works on a cleaned buffer (no splices, no CR; see source.c),
 * so the hot loops look at plain bytes.  Newlines are not tokens: the
 * first token of a line carries TF_BOL.  Inside a directive the lexer stops
 * at the newline and reports TK_EOF until lex_end_directive(). */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include "arena.h"
#include "config.h"
#include "diag.h"
#include "lex.h"

int lex_std = 2017;
bool lex_gnu = true;
bool lex_scope;
bool lex_ident_tables;
bool lex_warn_utf8 = true;

static const char *const punct_names[P_COUNT] = {
	[P_LBRACKET] = "[", [P_RBRACKET] = "]", [P_LPAREN] = "(", [P_RPAREN] = ")",
	[P_LBRACE] = "{", [P_RBRACE] = "}", [P_DOT] = ".", [P_ARROW] = "->",
	[P_INC] = "++", [P_DEC] = "--", [P_AMP] = "&", [P_STAR] = "*",
	[P_PLUS] = "+", [P_MINUS] = "-", [P_TILDE] = "~", [P_NOT] = "!",
	[P_SLASH] = "/", [P_PERCENT] = "%", [P_SHL] = "<<", [P_SHR] = ">>",
	[P_LT] = "<", [P_GT] = ">", [P_LE] = "<=", [P_GE] = ">=", [P_EQ] = "==",
	[P_NE] = "!=", [P_CARET] = "^", [P_PIPE] = "|", [P_ANDAND] = "&&",
	[P_OROR] = "||", [P_QUESTION] = "?", [P_COLON] = ":", [P_COLONCOLON] = "::",
	[P_SEMI] = ";", [P_ELLIPSIS] = "...", [P_ASSIGN] = "=", [P_MUL_ASSIGN] = "*=",
	[P_DIV_ASSIGN] = "/=", [P_MOD_ASSIGN] = "%=", [P_ADD_ASSIGN] = "+=",
	[P_SUB_ASSIGN] = "-=", [P_SHL_ASSIGN] = "<<=", [P_SHR_ASSIGN] = ">>=",
	[P_AND_ASSIGN] = "&=", [P_XOR_ASSIGN] = "^=", [P_OR_ASSIGN] = "|=",
	[P_COMMA] = ",", [P_HASH] = "#", [P_HASHHASH] = "##",
};

const char *punct_spelling(int p)
{
	return p > 0 && p < P_COUNT ? punct_names[p] : "?";
}

const char *tk_kind_name(int kind)
{
	static const char *const n[] = {
		"eof", "ident", "number", "char", "string", "punct", "other",
		"header", "placemarker", "macro-arg",
	};
	return kind >= 0 && kind <= TK_MACRO_ARG ? n[kind] : "?";
}

/* Character classes, one table lookup per byte in the hot loops. */
enum { C_IDSTART = 1, C_IDCONT = 2, C_DIGIT = 4, C_SPACE = 8, C_HEX = 16,
       C_WS_SLOW = 32,	/* may start blanks other than ' ': skip_ws() */
       C_ID_PLAIN = 64,	/* starts an identifier that is never a literal prefix */
       C_PUNCT = 128 };	/* may start a punctuator */
static unsigned char cclass[256];

/* What the raw skippers (lex_skip_braces(), lex_skip_plain_line()) do with
 * a byte: one table lookup and a jump. */
enum { SK_FAIL, SK_PLAIN, SK_SPACE, SK_NEWLINE, SK_HASH, SK_IDENT, SK_DOT, SK_DIGIT,
       SK_QUOTE, SK_SLASH, SK_LBRACE, SK_RBRACE, SK_DIGRAPH };
static unsigned char skip_class[256];

/* Built before main: the tables depend on nothing, so every unit of a
 * process (the fuzz harness runs thousands) shares them. */
__attribute__((constructor(101))) static void init_classes(void)
{
	for (int c = 0; c < 256; c++) {
		unsigned char k = 0;
		if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$')
			k |= C_IDSTART | C_IDCONT;
		if (c >= '0' && c <= '9')
			k |= C_DIGIT | C_IDCONT | C_HEX;
		if ((c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))
			k |= C_HEX;
		if (c == ' ' || c == '\t' || c == '\f' || c == '\v')
			k |= C_SPACE;
		if (c == '\t' || c == '\f' || c == '\v' || c == '\n' || c == '/' || c == 0)
			k |= C_WS_SLOW;
		if ((k & C_IDSTART) && c != 'L' && c != 'u' && c != 'U' && c != 'R')
			k |= C_ID_PLAIN;
		if (c && strchr("[](){}.-+&*~!/%<>=^|?:;,#", c))
			k |= C_PUNCT;
		cclass[c] = k;
		skip_class[c] = k & C_SPACE ? SK_SPACE : k & C_IDSTART ? SK_IDENT :
				k & C_DIGIT ? SK_DIGIT : c == '\n' ? SK_NEWLINE :
				c == '#' ? SK_HASH : c == '.' ? SK_DOT :
				c == '"' || c == '\'' ? SK_QUOTE : c == '/' ? SK_SLASH :
				c == '{' ? SK_LBRACE : c == '}' ? SK_RBRACE :
				c == '%' || c == '<' || c == ':' ? SK_DIGRAPH :
				c == '\\' || c < 0x20 || c >= 0x7f || c == '@' || c == '`' ? SK_FAIL :
				SK_PLAIN;
	}
}

void lexer_init(Lexer *L, File *f)
{
	memset(L, 0, sizeof(*L));
	L->file = f;
	L->p = f->buf;
	L->line_start = f->buf;
	L->col_pos = f->buf;
	L->col_val = 1;
	L->line = 1;
	L->name = f->name_id;
	/* (no arithmetic on a NULL array: that is undefined even for + 0) */
	L->splice = L->splice_end = f->splices;
	if (f->nsplices)
		L->splice_end += f->nsplices;
	L->tri = L->tri_end = f->trigraphs;
	if (f->ntrigraphs)
		L->tri_end += f->ntrigraphs;
	L->bol = true;
	/* a UTF-8 byte order mark is not part of the text */
	if ((unsigned char)f->buf[0] == 0xEF && (unsigned char)f->buf[1] == 0xBB &&
	    (unsigned char)f->buf[2] == 0xBF)
		L->p = L->line_start = L->col_pos = f->buf + 3;
}

/* skipping: no diagnostic of a false group and no interning; sys: no
 * warning either (lex_in_system_header()). */
void lexer_init_quiet(Lexer *L, File *f)
{
	lexer_init(L, f);
	L->skipping = true;
	L->sys = true;
}

/* The first of the n sorted entries of v whose v[i] >> shift is past
 * off (above) or at least off (!above); v + n if none is. */
static const uint32_t *first_after(const uint32_t *v, uint32_t n, int shift,
				   uint32_t off, bool above)
{
	uint32_t lo = 0, hi = n;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		uint32_t x = v[mid] >> shift;
		if (x < off || (above && x == off))
			lo = mid + 1;
		else
			hi = mid;
	}
	return v + lo;
}

/* Where a line more than LEXPOS_FAR bytes long began: after the last
 * newline before p (each one was passed by newline(): a directive's
 * lexer stops at its own) or at the last splice consumed, whichever is
 * later, and never before the byte order mark. */
static const char *far_line_start(File *f, const char *p, const uint32_t *splice)
{
	bool bom = (unsigned char)f->buf[0] == 0xEF && (unsigned char)f->buf[1] == 0xBB &&
		   (unsigned char)f->buf[2] == 0xBF;
	const char *first = f->buf + (bom ? 3 : 0), *ls = p;
	while (ls > first && ls[-1] != '\n')
		ls--;
	if (splice > f->splices && f->buf + splice[-1] > ls)
		ls = f->buf + splice[-1];
	return ls;
}

/* The lexer lexer_save() described, in the state the saved one would
 * have reached by lexing on: splices up to p consumed, trigraphs before p
 * passed over (lex_token() would skip them silently), the column cache
 * at p or empty (column() then counts from the line start, which the
 * saved cache agreed with). */
void lexer_at(Lexer *L, const LexPos *pos)
{
	File *f = pos->file;
	const char *p = f->buf + pos->off;
	L->file = f;
	L->p = p;
	L->splice = L->splice_end = f->splices;
	if (f->nsplices) {
		L->splice = first_after(f->splices, f->nsplices, 0, pos->off, true);
		L->splice_end = f->splices + f->nsplices;
	}
	L->tri = L->tri_end = f->trigraphs;
	if (f->ntrigraphs) {
		L->tri = first_after(f->trigraphs, f->ntrigraphs, 8, pos->off, false);
		L->tri_end = f->trigraphs + f->ntrigraphs;
	}
	L->line_start = pos->back < LEXPOS_FAR ? p - pos->back :
			far_line_start(f, p, L->splice);
	L->col_pos = pos->col ? p : L->line_start;
	L->col_val = pos->col ? pos->col : 1;
	L->line = pos->line;
	L->line_delta = pos->line_delta;
	L->name = pos->name;
	L->reading = pos->reading;
	L->bol = pos->flags & LEXPOS_BOL;
	L->skipping = pos->flags & LEXPOS_SKIPPING;
	L->sys = pos->flags & LEXPOS_SYS;
	L->in_directive = pos->flags & LEXPOS_IN_DIRECTIVE;
	L->eof_warned = pos->flags & LEXPOS_EOF_WARNED;
	L->open_comment = NULL;
}

/* gcc prints no warning in a system header (its errors it does); a quiet
 * lexer (lexer_init_quiet()) passes for one. */
static inline bool lex_in_system_header(const Lexer *L)
{
	return L->sys;
}

static inline const char *buf_end(Lexer *L)
{
	return L->file->buf + L->file->len;
}

/* Display column of pos on the current physical line (tabs to 8, or
 * -ftabstop=N). */
static uint32_t column(Lexer *L, const char *pos)
{
	if (L->col_pos < L->line_start || L->col_pos > pos) {
		L->col_pos = L->line_start;
		L->col_val = 1;
	}
	uint32_t col = L->col_val;
	for (const char *q = L->col_pos; q < pos; q++) {
		unsigned char c = *q;
		if (c == '\t')
			col = source_tab_col(col);
		else if ((c & 0xC0) != 0x80)
			col++;
	}
	L->col_pos = pos;
	L->col_val = col;
	return col;
}

/* Account for splices before pos: each one started a new physical line. */
static inline void catch_up_splices(Lexer *L, const char *pos)
{
	uint32_t off = pos - L->file->buf;
	while (L->splice < L->splice_end && *L->splice <= off) {
		const char *ls = L->file->buf + *L->splice;
		L->line++;
		if (ls > L->line_start)
			L->line_start = ls;
		L->splice++;
	}
}

static void newline(Lexer *L, const char *after)
{
	catch_up_splices(L, after - 1);
	L->line++;
	L->line_start = after;
}

/* A block comment opening at p: returns its end (the end of the buffer if
 * it is unterminated, reported where it began).  Out of line, so the blank
 * skipping around every token stays small. */
static __attribute__((noinline)) const char *skip_block_comment(Lexer *L, const char *p)
{
	const char *start = p;
	catch_up_splices(L, p);
	uint32_t start_line = L->line;
	const char *start_ls = L->line_start;
	p += 2;
	for (;;) {
		const char *q = memchr(p, '*', buf_end(L) - p);
		const char *stop = q ? q : buf_end(L);
		for (const char *n = memchr(p, '\n', stop - p); n;
		     n = memchr(n + 1, '\n', stop - n - 1))
			newline(L, n + 1);
		if (!q) {
			L->open_comment = start;
			/* Report where the comment began, as gcc. */
			if (!L->skipping) {
				uint32_t col = 1;
				for (const char *c2 = start_ls; c2 < start; c2++)
					col = *c2 == '\t' ? source_tab_col(col) :
					      ((*c2 & 0xC0) != 0x80 ? col + 1 : col);
				diag(DIAG_ERROR, CK_NONE, loc_at(L->name, start_line + L->line_delta, col),
					"unterminated comment");
			}
			p = buf_end(L);
			break;
		}
		if (q[1] == '/') {
			p = q + 2;
			break;
		}
		p = q + 1;
	}
	return p;
}

/* Skip whitespace and comments; sets *space.  Stops at a newline inside a
 * directive. */
static void skip_ws(Lexer *L, bool *space)
{
	const char *p = L->p;
	for (;;) {
		unsigned char c = *p;
		if (cclass[c] & C_SPACE) {
			p++;
			*space = true;
		} else if (c == 0 && p < buf_end(L)) {
			/* NUL bytes outside literals are ignored, as gcc does */
			const char *start = p;
			while (*p == 0 && p < buf_end(L))
				p++;
			catch_up_splices(L, start);
			if (!lex_in_system_header(L))
				diag(DIAG_WARNING, CK_NONE,
				     loc_at(L->name, L->line + L->line_delta, column(L, start)),
				     "null character(s) ignored");
			*space = true;
		} else if (c == '\n') {
			if (L->in_directive || p == buf_end(L))
				break;
			p++;
			newline(L, p);
			L->bol = true;
			*space = false;
		} else if (c == '/' && p[1] == '/') {
			p = memchr(p, '\n', buf_end(L) - p);
			*space = true;
		} else if (c == '/' && p[1] == '*') {
			p = skip_block_comment(L, p);
			*space = true;
		} else {
			break;
		}
	}
	L->p = p;
	/* trigraphs inside comments do not matter */
	uint32_t off = p - L->file->buf;
	while (L->tri < L->tri_end && (*L->tri >> 8) < off)
		L->tri++;
}

bool lex_warn_trigraphs = true;

static void warn_trigraphs(Lexer *L, const char *end)
{
	uint32_t off = end - L->file->buf;
	while (L->tri < L->tri_end && (*L->tri >> 8) < off) {
		if (!L->skipping && lex_warn_trigraphs && !lex_in_system_header(L)) {
			const char *pos = L->file->buf + (*L->tri >> 8);
			diag(DIAG_WARNING, CK_NONE,
			     loc_at(L->name, L->line + L->line_delta, column(L, pos)),
			     "trigraph ?\?%c ignored, use -trigraphs to enable", (char)(*L->tri & 0xff));
		}
		L->tri++;
	}
}

bool lex_at_eof(Lexer *L)
{
	bool space = false;
	bool saved = L->in_directive;
	L->in_directive = false;
	skip_ws(L, &space);
	L->in_directive = saved;
	return L->p >= buf_end(L);
}

/* Length of a valid UTF-8 sequence at p, or 0. */
static int utf8_len(const unsigned char *p)
{
	if (p[0] < 0x80)
		return 1;
	int n = p[0] >= 0xF0 && p[0] <= 0xF4 ? 4 : p[0] >= 0xE0 ? 3 : p[0] >= 0xC2 ? 2 : 0;
	if (n == 0 || p[0] > 0xF4)
		return 0;
	for (int i = 1; i < n; i++)
		if ((p[i] & 0xC0) != 0x80)
			return 0;
	if (n == 3 && p[0] == 0xE0 && p[1] < 0xA0)
		return 0;
	if (n == 4 && p[0] == 0xF0 && p[1] < 0x90)
		return 0;
	if (n == 4 && p[0] == 0xF4 && p[1] >= 0x90)
		return 0;
	return n;
}

/* A universal character name \uXXXX or \UXXXXXXXX at p: its length or 0. */
static int ucn_len(const char *p)
{
	if (p[0] != '\\' || (p[1] != 'u' && p[1] != 'U'))
		return 0;
	int n = p[1] == 'u' ? 4 : 8;
	for (int i = 0; i < n; i++)
		if (!(cclass[(unsigned char)p[2 + i]] & C_HEX))
			return 0;
	return n + 2;
}

static bool ident_extended;	/* the last identifier had UCNs or UTF-8 */
static const char *ident_bad_ucn;	/* its first UCN not valid in one */
static uint32_t hexval(const char *p, int n);

static uint32_t utf8_value(const unsigned char *p, int n)
{
	uint32_t c = p[0] & (n == 2 ? 0x1F : n == 3 ? 0x0F : 0x07);
	for (int i = 1; i < n; i++)
		c = (c << 6) | (p[i] & 0x3F);
	return c;
}

/* Whether c may be in an identifier: C11's Annex D.1 ranges, which gcc 12
 * applies from gnu11 on (its C99 table, for -std=c99, is not kept here);
 * check mode lets every letter in, as sparse. */
static bool ident_char_ok(uint32_t c)
{
	static const uint32_t r[][2] = {
		{0xA8, 0xA8}, {0xAA, 0xAA}, {0xAD, 0xAD}, {0xAF, 0xAF}, {0xB2, 0xB5},
		{0xB7, 0xBA}, {0xBC, 0xBE}, {0xC0, 0xD6}, {0xD8, 0xF6}, {0xF8, 0xFF},
		{0x100, 0x167F}, {0x1681, 0x180D}, {0x180F, 0x1FFF}, {0x200B, 0x200D},
		{0x202A, 0x202E}, {0x203F, 0x2040}, {0x2054, 0x2054}, {0x2060, 0x206F},
		{0x2070, 0x218F}, {0x2460, 0x24FF}, {0x2776, 0x2793}, {0x2C00, 0x2DFF},
		{0x2E80, 0x2FFF}, {0x3004, 0x3007}, {0x3021, 0x302F}, {0x3031, 0x303F},
		{0x3040, 0xD7FF}, {0xF900, 0xFD3D}, {0xFD40, 0xFDCF}, {0xFDF0, 0xFE44},
		{0xFE47, 0xFFFD},
	};
	if (!lex_ident_tables)
		return true;
	if (c >= 0x10000)
		return c <= 0xEFFFD && (c & 0xFFFF) <= 0xFFFD;
	for (size_t i = 0; i < sizeof(r) / sizeof(r[0]); i++)
		if (c >= r[i][0] && c <= r[i][1])
			return true;
	return false;
}

static const char *scan_ident(const char *p)
{
	for (;;) {
		unsigned char c = *p;
		if (cclass[c] & C_IDCONT) {
			p++;
		} else if (c >= 0x80) {
			/* a UTF-8 character gcc does not take ends the name */
			int n = utf8_len((const unsigned char *)p);
			if (!n || !ident_char_ok(utf8_value((const unsigned char *)p, n)))
				return p;
			p += n;
			ident_extended = true;
		} else if (c == '\\') {
			/* a UCN gcc does not take is still part of it, an error */
			int n = ucn_len(p);
			if (!n)
				return p;
			if (!ident_bad_ucn && !ident_char_ok(hexval(p + 2, n - 2)))
				ident_bad_ucn = p;
			p += n;
			ident_extended = true;
		} else {
			return p;
		}
	}
}

static const char *scan_number(const char *p)
{
	p++;
	for (;;) {
		unsigned char c = *p;
		if ((c == '+' || c == '-') &&
		    (p[-1] == 'e' || p[-1] == 'E' || p[-1] == 'p' || p[-1] == 'P')) {
			p++;
		} else if ((cclass[c] & C_IDCONT) || c == '.') {
			p++;
		} else if (c == '\'' && lex_std >= 2023 &&
			   (cclass[(unsigned char)p[1]] & C_IDCONT)) {
			p += 2;
		} else if (c >= 0x80 || c == '\\') {
			const char *q = scan_ident(p);
			if (q == p)
				return p;
			p = q;
		} else {
			return p;
		}
	}
}

/* A character or string literal starting at the quote q; returns the end.
 * *ok is false if the line ended first. */
static const char *literal_nul;	/* last NUL seen inside a literal */

static const char *scan_quoted(const char *q, bool *ok)
{
	char quote = *q;
	const char *p = q + 1;
	for (;;) {
		char c = *p;
		if (c == quote) {
			*ok = true;
			return p + 1;
		}
		if (c == '\n') {
			*ok = false;
			return p;
		}
		if (c == '\\' && p[1] != '\n')
			p++;
		else if (c == 0)
			literal_nul = p;
		p++;
	}
}

/* A GNU raw string R"delim(...)delim" from the quote q; NULL if the
 * delimiter is malformed.  May span lines. */
static const char *scan_raw_string(const char *q)
{
	const char *d = q + 1, *p = d;
	while (*p != '(' && p - d <= 16) {
		if (*p == ' ' || *p == ')' || *p == '\\' || *p == '\t' || *p == '\v' ||
		    *p == '\f' || *p == '\n' || *p == 0)
			return NULL;
		p++;
	}
	if (*p != '(')
		return NULL;
	size_t dlen = p - d;
	for (p++; *p; p++)
		if (*p == ')' && !strncmp(p + 1, d, dlen) && p[1 + dlen] == '"')
			return p + dlen + 2;
	return NULL;
}

/* Length of a raw-string prefix (R, LR, uR, UR, u8R) before a quote. */
static int raw_prefix(const char *p)
{
	if (lex_std < 1999 || !lex_gnu)
		return 0;
	int n = 0;
	if (p[0] == 'u' && p[1] == '8')
		n = 2;
	else if (p[0] == 'L' || p[0] == 'u' || p[0] == 'U')
		n = 1;
	return p[n] == 'R' && p[n + 1] == '"' ? n + 1 : 0;
}

/* Length of an encoding prefix before a quote, or 0. */
static int literal_prefix(const char *p)
{
	if (p[0] == 'L' || p[0] == 'U' || p[0] == 'u') {
		if (p[0] == 'u' && p[1] == '8') {
			if (p[2] == '"' && lex_std >= 2011)
				return 2;
			if (p[2] == '\'' && lex_std >= 2023)
				return 2;
			return 0;
		}
		if (p[1] == '"' || p[1] == '\'')
			return p[0] == 'L' || lex_std >= 2011 ? 1 : 0;
	}
	return 0;
}

static inline __attribute__((always_inline)) int scan_punct(const char *p, int *len)
{
#define R(n, code) do { *len = (n); return (code); } while (0)
	switch (p[0]) {
	case '[': R(1, P_LBRACKET);
	case ']': R(1, P_RBRACKET);
	case '(': R(1, P_LPAREN);
	case ')': R(1, P_RPAREN);
	case '{': R(1, P_LBRACE);
	case '}': R(1, P_RBRACE);
	case '~': R(1, P_TILDE);
	case '?': R(1, P_QUESTION);
	case ';': R(1, P_SEMI);
	case ',': R(1, P_COMMA);
	case '.':
		if (p[1] == '.' && p[2] == '.')
			R(3, P_ELLIPSIS);
		R(1, P_DOT);
	case '-':
		if (p[1] == '>') R(2, P_ARROW);
		if (p[1] == '-') R(2, P_DEC);
		if (p[1] == '=') R(2, P_SUB_ASSIGN);
		R(1, P_MINUS);
	case '+':
		if (p[1] == '+') R(2, P_INC);
		if (p[1] == '=') R(2, P_ADD_ASSIGN);
		R(1, P_PLUS);
	case '&':
		if (p[1] == '&') R(2, P_ANDAND);
		if (p[1] == '=') R(2, P_AND_ASSIGN);
		R(1, P_AMP);
	case '|':
		if (p[1] == '|') R(2, P_OROR);
		if (p[1] == '=') R(2, P_OR_ASSIGN);
		R(1, P_PIPE);
	case '*':
		if (p[1] == '=') R(2, P_MUL_ASSIGN);
		R(1, P_STAR);
	case '/':
		if (p[1] == '=') R(2, P_DIV_ASSIGN);
		R(1, P_SLASH);
	case '^':
		if (p[1] == '=') R(2, P_XOR_ASSIGN);
		R(1, P_CARET);
	case '!':
		if (p[1] == '=') R(2, P_NE);
		R(1, P_NOT);
	case '=':
		if (p[1] == '=') R(2, P_EQ);
		R(1, P_ASSIGN);
	case '#':
		if (p[1] == '#') R(2, P_HASHHASH);
		R(1, P_HASH);
	case ':':
		if (p[1] == '>') R(2, P_RBRACKET);
		if (p[1] == ':' && lex_scope) R(2, P_COLONCOLON);
		R(1, P_COLON);
	case '<':
		if (p[1] == '<') {
			if (p[2] == '=') R(3, P_SHL_ASSIGN);
			R(2, P_SHL);
		}
		if (p[1] == '=') R(2, P_LE);
		if (p[1] == ':') R(2, P_LBRACKET);
		if (p[1] == '%') R(2, P_LBRACE);
		R(1, P_LT);
	case '>':
		if (p[1] == '>') {
			if (p[2] == '=') R(3, P_SHR_ASSIGN);
			R(2, P_SHR);
		}
		if (p[1] == '=') R(2, P_GE);
		R(1, P_GT);
	case '%':
		if (p[1] == '=') R(2, P_MOD_ASSIGN);
		if (p[1] == '>') R(2, P_RBRACE);
		if (p[1] == ':') {
			if (p[2] == '%' && p[3] == ':') R(4, P_HASHHASH);
			R(2, P_HASH);
		}
		R(1, P_PERCENT);
	}
#undef R
	*len = 0;
	return P_NONE;
}

/* Scan one token at p (no leading whitespace).  Shared by the file lexer
 * and lex_one_token().  Returns the end; fills kind/punct; *unterminated
 * is set for a literal that ran into the end of the line. */
static const char *scan_token(const char *p, Token *t, bool *unterminated)
{
	unsigned char c = *p;
	*unterminated = false;
	t->punct = 0;
	if (cclass[c] & C_IDSTART) {
		int raw = (c == 'R' || c == 'L' || c == 'u' || c == 'U') ? raw_prefix(p) : 0;
		if (raw) {
			const char *e = scan_raw_string(p + raw);
			if (e) {
				t->kind = TK_STRING;
				return e;
			}
		}
		int pre = c == 'L' || c == 'u' || c == 'U' ? literal_prefix(p) : 0;
		if (pre) {
			bool ok;
			const char *e = scan_quoted(p + pre, &ok);
			t->kind = p[pre] == '"' ? TK_STRING : TK_CHAR;
			if (!ok) {
				*unterminated = true;
				t->kind = TK_OTHER;
			}
			return e;
		}
		t->kind = TK_IDENT;
		return scan_ident(p + 1);
	}
	if ((cclass[c] & C_DIGIT) || (c == '.' && (cclass[(unsigned char)p[1]] & C_DIGIT))) {
		t->kind = TK_NUMBER;
		return scan_number(p);
	}
	if (c == '"' || c == '\'') {
		bool ok;
		const char *e = scan_quoted(p, &ok);
		t->kind = c == '"' ? TK_STRING : TK_CHAR;
		if (!ok) {
			*unterminated = true;
			t->kind = TK_OTHER;
		}
		return e;
	}
	if (c >= 0x80) {
		int n = utf8_len((const unsigned char *)p);
		if (n && ident_char_ok(utf8_value((const unsigned char *)p, n))) {
			t->kind = TK_IDENT;
			return scan_ident(p);
		}
		t->kind = TK_OTHER;	/* gcc: one stray character */
		return p + (n && lex_ident_tables ? n : 1);
	}
	if (c == '\\' && ucn_len(p)) {
		t->kind = TK_IDENT;
		return scan_ident(p);
	}
	int len;
	int pc = scan_punct(p, &len);
	if (pc) {
		t->kind = TK_PUNCT;
		t->punct = pc;
		return p + len;
	}
	t->kind = TK_OTHER;
	return p + 1;
}

static void put_utf8(char **d, uint32_t c)
{
	char *o = *d;
	if (c < 0x80) {
		*o++ = c;
	} else if (c < 0x800) {
		*o++ = 0xC0 | (c >> 6);
		*o++ = 0x80 | (c & 0x3F);
	} else if (c < 0x10000) {
		*o++ = 0xE0 | (c >> 12);
		*o++ = 0x80 | ((c >> 6) & 0x3F);
		*o++ = 0x80 | (c & 0x3F);
	} else {
		*o++ = 0xF0 | (c >> 18);
		*o++ = 0x80 | ((c >> 12) & 0x3F);
		*o++ = 0x80 | ((c >> 6) & 0x3F);
		*o++ = 0x80 | (c & 0x3F);
	}
	*d = o;
}

static uint32_t hexval(const char *p, int n)
{
	uint32_t v = 0;
	for (int i = 0; i < n; i++)
		v = v * 16 + (p[i] <= '9' ? p[i] - '0' : (p[i] | 0x20) - 'a' + 10);
	return v;
}

/* Identifiers with UCNs or UTF-8 letters: one identity whatever the
 * spelling (canonical UTF-8 name), and gcc's output spelling \UXXXXXXXX. */
Ident *intern_spelling(Token *t)
{
	const char *p = t->text, *e = p + t->len;
	bool plain = true;
	for (const char *q = p; q < e; q++)
		if (*q == '\\' || (unsigned char)*q >= 0x80) {
			plain = false;
			break;
		}
	if (plain)
		return intern(p, t->len);
	char *name = arena_alloc(tu_arena, t->len + 1), *d = name;
	char *out = arena_alloc(tu_arena, t->len * 10 + 1), *o = out;
	while (p < e) {
		uint32_t c;
		if (*p == '\\') {
			int n = p[1] == 'u' ? 4 : 8;
			c = hexval(p + 2, n);
			p += n + 2;
		} else if ((unsigned char)*p >= 0x80) {
			int n = utf8_len((const unsigned char *)p);
			c = (unsigned char)*p & (n == 2 ? 0x1F : n == 3 ? 0x0F : 0x07);
			for (int i = 1; i < n; i++)
				c = (c << 6) | (p[i] & 0x3F);
			p += n;
		} else {
			c = (unsigned char)*p++;
		}
		put_utf8(&d, c);
		if (c < 0x80)
			*o++ = c;
		else
			o += sprintf(o, "\\U%08x", c);
	}
	*d = 0;
	*o = 0;
	t->text = out;
	t->len = o - out;
	return intern(name, d - name);
}

/* column() when only spaces lie between the cached position and pos, as
 * after most tokens; inline, since every token asks. */
static inline uint32_t column_fast(Lexer *L, const char *pos)
{
	const char *q = L->col_pos;
	if (q >= L->line_start && q <= pos && pos - q <= 4) {
		uint32_t col = L->col_val;
		for (; q < pos && *q == ' '; q++)
			col++;
		if (q == pos) {
			L->col_pos = pos;
			L->col_val = col;
			return col;
		}
	}
	return column(L, pos);
}

/* The last logical line of f's text, which ends at end: where it begins,
 * its physical line number and the index of its first splice (each
 * splice before it started a physical line). */
static const char *last_line(const File *f, const char *end, uint32_t *line,
			     uint32_t *splice)
{
	const char *start = end;
	while (start > f->buf && start[-1] != '\n')
		start--;
	uint32_t i = f->nsplices;
	while (i > 0 && f->buf + f->splices[i - 1] >= start)
		i--;
	*splice = i;
	*line = 1 + i;
	for (const char *q = f->buf; q < start; q++)
		*line += *q == '\n';
	return start;
}

/* Display column after the bytes [from, to) of one physical line, as
 * sparse counts it (bytes, tabs to the tab stop); 1 for none. */
static uint32_t byte_col(const char *from, const char *to)
{
	uint32_t col = 1;
	for (const char *q = from; q < to; q++)
		col = *q == '\t' ? source_tab_col(col) : col + 1;
	return col;
}

/* A splice that ends the file: gcc warns at the first backslash of the
 * last logical line; sparse at the line after the last backslash. */
static void warn_eof_splice(Lexer *L)
{
	const File *f = L->file;
	if (sparse_mode()) {
		diag(SPARSE_WARNING, CK_NONE,
		     loc_at(L->name, f->splice_at_eof + L->line_delta + 1, 0),
		     "backslash-newline at end of file");
		return;
	}
	uint32_t line, i;
	const char *end = f->buf + f->splices[f->nsplices - 1];
	const char *start = last_line(f, end, &line, &i);
	uint32_t col = byte_col(start, f->buf + f->splices[i]);
	diag(DIAG_WARNING, CK_NONE, loc_at(L->name, line + L->line_delta, col),
	     "backslash-newline at end of file");
}

/* A last line without its newline: gcc says nothing; sparse warns when
 * the column it stops at is odd, because it tests that column against its
 * flag's value 1 (tokenize.c: "stream->pos & Wnewline_eof"), which a
 * drop-in keeps. */
static void warn_no_newline(Lexer *L)
{
	const File *f = L->file;
	const char *end = f->buf + f->len - 1;	/* the newline added */
	uint32_t line, i;
	const char *start = last_line(f, end, &line, &i);
	for (; i < f->nsplices && f->buf + f->splices[i] <= end; i++, line++)
		start = f->buf + f->splices[i];
	uint32_t col = byte_col(start, end) - 1;
	if (col & 1)
		diag(SPARSE_WARNING, CK_NONE, loc_at(L->name, line + L->line_delta, col),
		     "no newline at end of file");
}

static void warn_at_eof(Lexer *L)
{
	if (L->file->splice_at_eof)
		warn_eof_splice(L);
	else if (L->file->no_final_newline && sparse_mode())
		warn_no_newline(L);
}

/* sparse reads a whole file when it opens it: in check mode, what the
 * end of a file draws comes before anything the file itself says. */
void lex_warn_end_early(Lexer *L)
{
	if (L->eof_warned)
		return;
	L->eof_warned = true;
	if (!lex_in_system_header(L))
		warn_at_eof(L);
}

/* Everything lex_token() does not do inline: comments, form feeds, NULs,
 * the end of a line or file, literals, UCNs and UTF-8, and any token near
 * a splice or a trigraph.  space: blanks were already skipped before L->p. */
static __attribute__((noinline)) void lex_token_slow(Lexer *L, Token *t, bool space)
{
	const char *p = L->p;
	/* lex_token() stepped over the spaces and tabs: what is left to
	 * skip_ws() is a comment, a form feed, a NUL or a newline it did not
	 * take (in a directive, at a splice, at the end) */
	if (cclass[(unsigned char)*p] & C_WS_SLOW) {
		skip_ws(L, &space);
		p = L->p;
	} else if (L->tri < L->tri_end) {
		uint32_t off = p - L->file->buf;
		while (L->tri < L->tri_end && (*L->tri >> 8) < off)
			L->tri++;
	}
	t->next = NULL;
	t->exp = NULL;
	t->ident = NULL;
	t->aux = 0;
	t->flags = (L->bol ? TF_BOL : 0) | (space ? TF_SPACE : 0);
	catch_up_splices(L, p);
	t->file = L->name;
	t->reading = L->reading;
	t->line = L->line + L->line_delta;
	t->off = p - L->file->buf;
	t->text = p;
	if (*p == '\n' || p >= buf_end(L)) {
		if (p >= buf_end(L) && !L->eof_warned) {
			L->eof_warned = true;
			if (!lex_in_system_header(L))
				warn_at_eof(L);
		}
		t->kind = TK_EOF;
		t->len = 0;
		t->col = column(L, p);
		t->punct = 0;
		return;
	}
	L->bol = false;
	bool unterminated;
	ident_extended = false;
	const char *e;
	if (cclass[(unsigned char)*p] & C_ID_PLAIN) {
		/* the commonest token, scanned here (scan_token() would look
		 * for a literal prefix first) */
		t->kind = TK_IDENT;
		t->punct = 0;
		unterminated = false;
		e = p + 1;
		while (cclass[(unsigned char)*e] & C_IDCONT)
			e++;
		if ((unsigned char)*e >= 0x80 || *e == '\\')
			e = scan_ident(e);
	} else {
		e = scan_token(p, t, &unterminated);
	}
	if (ident_bad_ucn) {
		const char *u = ident_bad_ucn;
		ident_bad_ucn = NULL;
		if (!L->skipping)
			diag(DIAG_ERROR, CK_NONE, loc_at(L->name, L->line + L->line_delta, column(L, p)),
			     "universal character %.*s is not valid in an identifier", ucn_len(u), u);
	}
	uint32_t col = column_fast(L, p);
	t->col = col > 65535 ? 65535 : col;
	if (t->flags & TF_BOL) {
		/* gcc -E indents by byte columns (a tab counts one) */
		size_t bytes = p - L->line_start + 1;
		t->aux = bytes > 65535 ? 65535 : bytes;
	}
	t->len = e - p;
	L->p = e;
	/* Columns are counted from the last token on the line: an identifier,
	 * number or punctuator is one column a byte (no tabs, no UTF-8), so
	 * the next token only counts the blanks in between.  Not across a
	 * splice inside the token (a new physical line starts there). */
	if ((t->kind == TK_PUNCT || ((t->kind == TK_IDENT || t->kind == TK_NUMBER) &&
	     !ident_extended)) &&
	    (L->splice == L->splice_end || *L->splice > (uint32_t)(e - L->file->buf))) {
		L->col_pos = e;
		L->col_val = col + (e - p);
	}
	if (L->tri < L->tri_end)
		warn_trigraphs(L, e);
	if (t->kind != TK_IDENT && t->kind != TK_PUNCT && literal_nul &&
	    literal_nul >= p && literal_nul < e && !L->skipping) {
		if (!lex_in_system_header(L))
			diag(DIAG_WARNING, CK_NONE, tok_loc(t),
			     "null character(s) preserved in literal");
		literal_nul = NULL;
	}
	if (t->kind == TK_STRING && e[-1] == '"' && memchr(p, '\n', e - p)) {
		for (const char *n = memchr(p, '\n', e - p); n; n = memchr(n + 1, '\n', e - n - 1))
			newline(L, n + 1);	/* a raw string spanning lines */
	}
	if (t->kind == TK_IDENT) {
		if (!L->skipping)
			t->ident = ident_extended ? intern_spelling(t) : intern(p, t->len);
	} else if (unterminated) {
		char q = *p == '"' || *p == '\'' ? *p : p[literal_prefix(p)];
		/* gcc -E only warns, in skipped groups too; the parser will
		 * reject the stray token. */
		if (!lex_in_system_header(L))
			diag(DIAG_WARNING, CK_NONE, tok_loc(t), "missing terminating %c character",
			     q == '"' ? '"' : '\'');
	} else if (t->kind == TK_OTHER && (unsigned char)*p >= 0x80 && !L->skipping &&
		   lex_warn_utf8 && !lex_in_system_header(L)) {
		diag(DIAG_WARNING, CK_NONE, tok_loc(t), "invalid UTF-8 byte 0x%02x",
		     (unsigned char)*p);
	}
}

/* The offset the fast path must stay below: the next splice or unreplaced
 * trigraph (their line, column and warning bookkeeping is the slow path's). */
static inline uint32_t fast_limit(const Lexer *L)
{
	uint32_t lim = L->splice < L->splice_end ? *L->splice : UINT32_MAX;
	if (L->tri < L->tri_end && (*L->tri >> 8) < lim)
		lim = *L->tri >> 8;
	return lim;
}

/* The next token.  Inline here: blanks, tabs and newlines outside a
 * directive, then a plain identifier, punctuator or number, with the
 * column counted on the way (a kernel unit lexes half a million tokens,
 * nearly all of these).  Everything else goes to lex_token_slow(). */
void lex_token(Lexer *L, Token *t)
{
	const char *buf = L->file->buf, *p = L->p;
	const char *end = buf + L->file->len;
	uint32_t lim = fast_limit(L);
	bool space = false;
	/* the column of p if the cache stands there (it does after most
	 * tokens), else 0: counted from the line start below */
	uint32_t col = L->col_pos == p ? L->col_val : 0;
	for (;; p++) {
		unsigned char c = *p;
		if (c == ' ') {
			space = true;
			col += col != 0;
		} else if (c == '\t') {
			space = true;
			if (col)
				col = source_tab_col(col);
		} else if (c == '\n' && !L->in_directive && p + 1 < end &&
			   (uint32_t)(p - buf) < lim) {
			L->line++;
			L->line_start = p + 1;
			L->bol = true;
			space = false;
			col = 1;
		} else {
			break;
		}
	}
	L->p = p;
	if (col && (uint32_t)(p - buf) < lim) {	/* no splice in the blanks */
		L->col_pos = p;
		L->col_val = col;
	}
	unsigned char c = *p;
	const char *e;
	if (cclass[c] & C_ID_PLAIN) {
		e = p + 1;
		while (cclass[(unsigned char)*e] & C_IDCONT)
			e++;
		if ((unsigned char)*e >= 0x80 || *e == '\\')
			goto slow;
		t->kind = TK_IDENT;
		t->punct = 0;
	} else if (cclass[c] & C_DIGIT) {
		ident_extended = false;
		e = scan_number(p);
		if (ident_extended)
			goto slow;
		t->kind = TK_NUMBER;
		t->punct = 0;
	} else if (!(cclass[c] & C_PUNCT) || (c == '/' && (p[1] == '/' || p[1] == '*'))) {
		goto slow;	/* a literal, a comment, a stray byte */
	} else {
		int len;
		t->punct = scan_punct(p, &len);
		if (!t->punct)
			goto slow;
		if (c == '.' && (cclass[(unsigned char)p[1]] & C_DIGIT))
			goto slow;	/* .5 is a number */
		t->kind = TK_PUNCT;
		e = p + len;
	}
	if ((uint32_t)(e - buf) >= lim)
		goto slow;
	if (!col)
		col = column(L, p);
	t->next = NULL;
	t->exp = NULL;
	t->flags = (L->bol ? TF_BOL : 0) | (space ? TF_SPACE : 0);
	t->aux = 0;
	if (L->bol) {
		/* gcc -E indents by byte columns (a tab counts one) */
		size_t bytes = p - L->line_start + 1;
		t->aux = bytes > 65535 ? 65535 : bytes;
		L->bol = false;
	}
	t->file = L->name;
	t->reading = L->reading;
	t->line = L->line + L->line_delta;
	t->off = p - buf;
	t->text = p;
	t->len = e - p;
	t->col = col > 65535 ? 65535 : col;
	L->p = e;
	L->col_pos = e;
	L->col_val = col + (e - p);
	t->ident = NULL;
	if (t->kind == TK_IDENT && !L->skipping)
		t->ident = intern_inline(p, e - p);
	return;
slow:
	lex_token_slow(L, t, space);
}

static bool comment_ends(const char *p, const char *end)
{
	for (const char *q = memchr(p, '*', end - p); q; q = memchr(q + 1, '*', end - q - 1))
		if (q[1] == '/')
			return true;
	return false;
}

/* For the raw skippers below: a literal from its quote at p, its end, or
 * NULL if the lexer must see it (the line ends first, a NUL inside). */
static const char *skip_quoted_raw(const char *p)
{
	bool ok;
	const char *q = scan_quoted(p, &ok);
	return ok && !memchr(p, 0, q - p) ? q : NULL;
}

/* A comment from its '/' at p (p[1] is '/' or '*'): where scanning goes
 * on (a line comment: at its newline), or NULL if a block comment is not
 * closed. */
static const char *skip_comment_raw(Lexer *L, const char *p, const char *end)
{
	if (p[1] == '/')
		return memchr(p, '\n', end - p);
	if (!comment_ends(p + 2, end))
		return NULL;
	return skip_block_comment(L, p);
}

/* Move past the rest of a directive line without making tokens, if lexing
 * it would print nothing and give no "#", "##" or identifier beginning with
 * __VA_ (the tokens a #define body is checked for): no literal that could be
 * unterminated or carries a prefix, no NUL, backslash, UTF-8 or trigraph, no
 * comment left open.  On false, L is untouched.  The preprocessor reads most
 * #define bodies this way and lexes them only if the macro is ever used: most
 * of the thousands of macros a kernel file's headers define never are. */
bool lex_skip_plain_line(Lexer *L, bool *unbalanced)
{
	Lexer k = *L;
	const char *p = k.p, *end = buf_end(&k);
	int braces = 0;
	bool below = false;

	for (;;) {
		unsigned char c = *p;
		switch (skip_class[c]) {
		case SK_PLAIN: case SK_SPACE: case SK_DIGIT: case SK_DOT:
			p++;
			continue;
		case SK_IDENT: {
			const char *s = p;
			while (cclass[(unsigned char)*p] & C_IDCONT)
				p++;
			if (p - s >= 5 && !memcmp(s, "__VA_", 5))
				return false;
			continue;
		}
		case SK_NEWLINE:
			if (p >= end)
				return false;
			break;
		case SK_QUOTE:
			/* L"", u8'' and C23 digit separators: left to lex_token */
			if ((cclass[(unsigned char)p[-1]] & C_IDCONT) || !(p = skip_quoted_raw(p)))
				return false;
			continue;
		case SK_SLASH:
			if (p[1] != '/' && p[1] != '*')
				p++;
			else if (!(p = skip_comment_raw(&k, p, end)))
				return false;
			continue;
		case SK_LBRACE:
			braces++;
			p++;
			continue;
		case SK_RBRACE:
			if (--braces < 0)
				below = true;
			p++;
			continue;
		case SK_DIGRAPH:	/* digraph braces and '#': left to the lexer */
			if ((c == '%' && (p[1] == ':' || p[1] == '>')) || (c == '<' && p[1] == '%'))
				return false;
			p++;
			continue;
		default:	/* '#', a NUL, '\\', a control or non-ASCII byte (any
				 * byte not plain is left to the lexer) */
			return false;
		}
		break;
	}
	if (k.tri < k.tri_end && (*k.tri >> 8) < (uint32_t)(p - k.file->buf))
		return false;
	k.p = p;
	*L = k;
	*unbalanced = below || braces != 0;
	return true;
}

/* Step over the rest of a function body whose '{' was just read, to just
 * past its matching '}', without making tokens: blanks, comments, literals
 * and numbers are passed over, braces counted, and each identifier is put
 * to ok_ident() (may a macro of that name be left unexpanded?).  False,
 * with L to be restored by the caller, at anything the lexer would report
 * or a preprocessor must see: a directive, "#", "\\", a stray or UTF-8
 * byte, an unterminated literal or comment, a digraph, an unreplaced
 * trigraph, the end of the file, or a refused identifier. */
int lex_skip_braces(Lexer *L, bool (*ok_ident)(const char *s, uint32_t len), int *depth,
		    uint32_t *end_col)
{
	const char *p = L->p, *end = buf_end(L);
	bool bol = L->bol;

	for (;;) {
		unsigned char c = *p;
		switch (skip_class[c]) {
		case SK_PLAIN:
			p++;
			break;
		case SK_SPACE:
			p++;
			continue;
		case SK_NEWLINE:
			if (p >= end)
				return LEX_SKIP_FAIL;
			p++;
			newline(L, p);
			bol = true;
			continue;
		case SK_HASH:
			if (bol)
				goto stop;	/* a directive: the preprocessor's */
			return LEX_SKIP_FAIL;
		case SK_IDENT: {
			const char *s = p;
			while (cclass[(unsigned char)*p] & C_IDCONT)
				p++;
			if ((unsigned char)*p >= 0x80 || *p == '\\' || !ok_ident(s, (uint32_t)(p - s)))
				return LEX_SKIP_FAIL;
			break;
		}
		case SK_DOT:
			if (!(cclass[(unsigned char)p[1]] & C_DIGIT)) {
				p++;
				break;
			}
			__attribute__((fallthrough));	/* .5 is a number */
		case SK_DIGIT:
			/* a pp-number, with its exponent signs */
			p++;
			for (;;) {
				unsigned char d = *p;
				if ((d == '+' || d == '-') && strchr("eEpP", p[-1]))
					p++;
				else if ((cclass[d] & C_IDCONT) || d == '.')
					p++;
				else if (d == '\'' || d == '\\' || d >= 0x80)
					return LEX_SKIP_FAIL;	/* digit separators, UCNs */
				else
					break;
			}
			break;
		case SK_QUOTE:
			if (!(p = skip_quoted_raw(p)))
				return LEX_SKIP_FAIL;
			break;
		case SK_SLASH:
			if (p[1] != '/' && p[1] != '*') {
				p++;
				break;
			}
			if (!(p = skip_comment_raw(L, p, end)))
				return LEX_SKIP_FAIL;
			continue;
		case SK_LBRACE:
			++*depth;
			p++;
			break;
		case SK_RBRACE:
			p++;
			if (--*depth == 0)
				goto stop;
			break;
		case SK_DIGRAPH:	/* % < : may start a digraph */
			if ((c == '%' && (p[1] == ':' || p[1] == '>')) ||
			    (c == '<' && (p[1] == '%' || p[1] == ':')) || (c == ':' && p[1] == '>'))
				return LEX_SKIP_FAIL;
			p++;
			break;
		default:	/* \\, a control or non-ASCII byte, @, ` */
			return LEX_SKIP_FAIL;
		}
		bol = false;
	}
stop:
	if (L->tri < L->tri_end && (*L->tri >> 8) < (uint32_t)(p - L->file->buf))
		return LEX_SKIP_FAIL;	/* lexing it would warn */
	catch_up_splices(L, p);
	L->p = p;
	if (*depth) {
		L->bol = true;	/* at the '#' */
		return LEX_SKIP_DIRECTIVE;
	}
	L->bol = false;
	*end_col = column(L, p);	/* just past the '}' */
	return LEX_SKIP_DONE;
}

/* Bytes a line of a false group may hold for lex_skip_false_lines(): the
 * punctuators (and "@", "`") a lexer passes over without a word.  Not
 * quotes, "\", "/" (comments are looked at), NUL, controls or UTF-8. */
static bool plain_punct(unsigned char c)
{
	return strchr("[](){}.,;:+-*%&|^!~<>=?#@`", c) && c;
}

/* stop[c]: a byte lex_skip_false_lines() must look at: a newline, '/',
 * '#', '%', or one that is neither blank, identifier nor plain punctuator.
 * Built before main, after the classes it reads. */
static unsigned char stop[256];

__attribute__((constructor(102))) static void init_stop(void)
{
	for (int c = 0; c < 256; c++)
		stop[c] = c == '\n' || c == '/' || c == '#' || c == '%' ||
			  (!(cclass[c] & (C_SPACE | C_IDCONT)) && !plain_punct(c));
}

/* In a false group: move past the rest of the current line and the whole
 * lines after it while they hold no directive and nothing lex_token()
 * would report or lex across lines (a literal, an open comment, a NUL),
 * without making tokens: the false groups of a kernel file's headers are
 * tens of thousands of tokens.  Returns where it stopped scanning: at the
 * first byte it could not skip, whose line the caller lexes as usual. */
const char *lex_skip_false_lines(Lexer *L)
{
	const char *p = L->p;

	if (L->in_directive)
		return p;
	for (;;) {
		const char *q = p;
		bool bol = L->bol;
		for (;;) {
			unsigned char c = *q;
			if (cclass[c] & C_SPACE) {
				q++;
			} else if (!stop[c]) {
				/* a run of words, blanks and plain punctuators */
				bol = false;
				do
					q++;
				while (!stop[(unsigned char)*q]);
			} else if (c == '\n') {
				break;
			} else if (c == '/' && q[1] == '/') {
				q = memchr(q, '\n', buf_end(L) - q);
				break;
			} else if (c == '/' && q[1] == '*') {
				const char *e = q + 2;
				while (*e != '\n' && !(e[0] == '*' && e[1] == '/'))
					e++;
				if (*e == '\n')
					return e;	/* a comment going on: lex it */
				q = e + 2;
			} else if ((c == '#' && bol) || (c == '%' && q[1] == ':') || !plain_punct(c)) {
				return q;
			} else {
				bol = false;
				q++;
			}
		}
		if (!q || q + 1 >= buf_end(L))
			return q ? q : p;
		p = q + 1;
		L->p = p;
		newline(L, p);
		L->bol = true;
		uint32_t off = p - L->file->buf;
		while (L->tri < L->tri_end && (*L->tri >> 8) < off)
			L->tri++;
	}
}

bool lex_header_name(Lexer *L, Token *t)
{
	bool space = false;
	skip_ws(L, &space);
	const char *p = L->p;
	if (*p != '<')
		return false;
	const char *e = p + 1;
	while (*e != '>' && *e != '\n')
		e++;
	/* no '>' on the line: no header name but a '<' token, and the
	 * caller reads the line's tokens, macros expanded (gcc: "#define h
	 * h>" completes "#include <stddef.h"; gcc.dg/cpp/include4.c) */
	if (*e != '>') {
		L->p = p;
		return false;
	}
	catch_up_splices(L, p);
	memset(t, 0, sizeof(*t));
	t->kind = TK_HEADER;
	t->flags = space ? TF_SPACE : 0;
	t->file = L->name;
	t->reading = L->reading;
	t->line = L->line + L->line_delta;
	t->col = column(L, p);
	t->off = p - L->file->buf;
	t->text = p;
	t->len = e + 1 - p;
	L->p = e + 1;
	return true;
}

void lex_skip_line(Lexer *L)
{
	Token t;
	bool saved_dir = L->in_directive, saved_skip = L->skipping;
	L->in_directive = true;
	L->skipping = true;
	do
		lex_token(L, &t);
	while (t.kind != TK_EOF);
	L->in_directive = saved_dir;
	L->skipping = saved_skip;
}

void lex_end_directive(Lexer *L)
{
	/* Already at the newline (a #define body skipped by
	 * lex_skip_plain_line()): lexing the end-of-line token would only
	 * count the columns of the whole line, for nothing. */
	if (*L->p == '\n' && L->p < buf_end(L)) {
		uint32_t off = L->p - L->file->buf;
		while (L->tri < L->tri_end && (*L->tri >> 8) < off)
			L->tri++;
	} else {
		lex_skip_line(L);
	}
	L->in_directive = false;
	if (L->p < buf_end(L) && *L->p == '\n') {
		L->p++;
		newline(L, L->p);
	}
	L->bol = true;
}

bool lex_one_token(const char *text, uint32_t len, Token *t)
{
	if (!cclass['a'])
		init_classes();
	if (len == 0)
		return false;
	/* text is followed by "\n\0", as a line in a file: a literal ends
	 * only at its quote or a newline (NULs in it are kept). */
	bool unterminated;
	const char *e = scan_token(text, t, &unterminated);
	if (unterminated)
		return false;
	/* A comment is not a token: "/" ## "/" must not make one. */
	if (len >= 2 && text[0] == '/' && (text[1] == '/' || text[1] == '*'))
		return false;
	return (uint32_t)(e - text) == len;
}

bool lex_would_merge(const Token *a, const Token *b)
{
	if (!a->len || !b->len)
		return false;
	/* Only these pairs can ever run together. */
	switch (a->kind) {
	case TK_PUNCT:
		if (b->kind != TK_PUNCT && !(b->kind == TK_NUMBER && a->punct == P_DOT))
			return false;
		break;
	case TK_IDENT:
	case TK_NUMBER:
		if (b->kind == TK_PUNCT && (a->kind == TK_IDENT ||
		    (b->text[0] != '.' && b->text[0] != '+' && b->text[0] != '-')))
			return false;
		break;
	case TK_STRING:
	case TK_CHAR:
		if (b->kind != TK_IDENT)	/* C2x/C++ literal suffixes */
			return false;
		break;
	}
	char last = a->text[a->len - 1], first = b->text[0];
	if (last == '/' && (first == '/' || first == '*'))
		return true;		/* would start a comment */
	char buf[256];
	uint32_t an = a->len < 128 ? a->len : 128;
	uint32_t bn = b->len < 120 ? b->len : 120;
	/* Only the tail of a and the head of b can interact, except for
	 * identifiers and numbers, which we keep whole up to 128 bytes. */
	memcpy(buf, a->text + a->len - an, an);
	memcpy(buf + an, b->text, bn);
	/* Lines end in "\n\0" as in a file: a literal stops only at a newline
	 * (NULs inside it are kept), so an unterminated one ran past the
	 * buffer without it (found by fuzzing). */
	buf[an + bn] = '\n';
	buf[an + bn + 1] = 0;
	Token t;
	bool unterminated;
	const char *e = scan_token(buf, &t, &unterminated);
	return (uint32_t)(e - buf) != an;
}

/* Back to the settings of a fresh process (options.c and main.c set them
 * for each unit). */
void lex_finish(void)
{
	lex_std = 2017;
	lex_gnu = true;
	lex_warn_trigraphs = lex_warn_utf8 = true;
	lex_scope = lex_ident_tables = false;
	ident_extended = false;
	literal_nul = NULL;
}

/* gcc's diagnostics on the escape sequences of a literal's body [s, end),
 * whose characters are bits wide (libcpp's convert_escape(): what gcc
 * says when it interprets a literal, in #if or in code).  \u and \U are
 * the UCN code's business. */
void gcc_escape_diags(const char *s, const char *end, int bits, Loc loc)
{
	uint64_t mask = bits >= 32 ? 0xffffffffu : (1u << bits) - 1;
	while (s < end) {
		if (*s++ != '\\' || s >= end)
			continue;
		unsigned char c = (unsigned char)*s++;
		uint64_t v = 0;
		bool over = false;
		int n = 0;
		if (c == 'x') {
			for (; s < end && isxdigit((unsigned char)*s); s++, n++) {
				v = v * 16 + (isdigit((unsigned char)*s) ? *s - '0' : (*s | 32) - 'a' + 10);
				over |= v > mask;
				v &= mask;
			}
			if (!n)
				diag(DIAG_ERROR, CK_NONE, loc, "\\x used with no following hex digits");
			else if (over)
				diag(DIAG_WARNING, CK_NONE, loc, "hex escape sequence out of range");
		} else if (c >= '0' && c <= '7') {
			v = c - '0';
			for (; n < 2 && s < end && *s >= '0' && *s <= '7'; s++, n++)
				v = v * 8 + (*s - '0');
			if (v > mask)
				diag(DIAG_WARNING, CK_NONE, loc, "octal escape sequence out of range");
		} else if (!strchr("ntrabfveEuU'\"?\\({[%", c) || !c) {
			if (isgraph(c))
				diag(DIAG_WARNING, CK_NONE, loc, "unknown escape sequence: '\\%c'", c);
			else
				diag(DIAG_WARNING, CK_NONE, loc, "unknown escape sequence: '\\%03o'", c);
		}
	}
}
