/* ppout.c - writing preprocessed text (-E), laid out as gcc lays it out:
 * each source line that starts with a token starts an output line,
 * indented to its column; short gaps become blank lines, long ones line
 * markers; blanks between tokens where the source had them, or where two
 * tokens would otherwise paste together. */
#include <stdlib.h>
#include <string.h>
#include "arena.h"
#include "config.h"
#include "pp.h"
#include "ppout.h"

/* Output goes through our own buffer: one fwrite per 64 KiB instead of a
 * stdio call per token. */
static char obuf[1 << 16];
static size_t olen;
static FILE *ofile;

void ppout_flush(void)
{
	if (olen && ofile)
		fwrite(obuf, 1, olen, ofile);
	olen = 0;
}

static inline void out_mem(const char *p, size_t n)
{
	if (olen + n > sizeof(obuf)) {
		ppout_flush();
		if (n > sizeof(obuf)) {
			fwrite(p, 1, n, ofile);
			return;
		}
	}
	memcpy(obuf + olen, p, n);
	olen += n;
}

static inline void out_ch(char c)
{
	if (olen == sizeof(obuf))
		ppout_flush();
	obuf[olen++] = c;
}

static void out_str(const char *s)
{
	out_mem(s, strlen(s));
}

static struct {
	FILE *out;
	uint32_t src_file, src_line;
	bool printed;		/* something is on the current output line */
	Token *prev;		/* last token on this line (points at prev_copy) */
	Token prev_copy;	/* tokens die at the next pp_next(): keep a copy */
	char *prev_text;
	size_t prev_cap;
	bool source_set;	/* a padding decided the next blank: */
	bool source_space;	/* its source token had a blank before it */
	bool avoid_paste;
	bool in_pragma;
	const char *sysflags;	/* the current file's system-header flags */
	bool prev_sys;		/* the last token printed came from a system header */
} pr;

static void set_prev(Token *t)
{
	if (t->len + 1 > pr.prev_cap) {
		pr.prev_cap = t->len + 64;
		pr.prev_text = xrealloc(pr.prev_text, pr.prev_cap);
	}
	memcpy(pr.prev_text, t->text, t->len);
	pr.prev_copy = *t;
	pr.prev_copy.text = pr.prev_text;
	pr.prev = &pr.prev_copy;
}

static void print_marker(uint32_t file, uint32_t line, const char *flags)
{
	if (pr.printed)
		out_ch('\n');
	pr.printed = false;
	if (!opt.no_linemarkers) {
		char num[16];
		snprintf(num, sizeof(num), "# %u \"", line);
		out_str(num);
		for (const char *s = name_str(file); *s; s++) {
			if (*s == '"' || *s == '\\')
				out_ch('\\');
			out_ch(*s);
		}
		out_ch('"');
		out_str(flags);
		out_ch('\n');
	}
	pr.src_file = file;
	pr.src_line = line;
}

static void maybe_print_line(uint32_t file, uint32_t line)
{
	if (pr.printed) {
		out_ch('\n');
		pr.src_line++;
		pr.printed = false;
	}
	if (file == pr.src_file && line >= pr.src_line && line < pr.src_line + 8) {
		if (!opt.no_linemarkers)
			while (line > pr.src_line) {
				out_ch('\n');
				pr.src_line++;
			}
		pr.src_line = line;
	} else {
		print_marker(file, line, pr.sysflags ? pr.sysflags : "");
	}
}

static void file_change(uint32_t file, uint32_t line, int flag, int sysp)
{
	const char *sysflags = sysp == 2 ? " 3 4" : sysp ? " 3" : "";
	if (flag != PP_INCLUDE_LINE)
		pr.sysflags = sysflags;	/* the file printed from now on */
	char flags[16];
	switch (flag) {
	case PP_INCLUDE_LINE:
		maybe_print_line(file, line);
		return;
	case PP_START:
		print_marker(file, 0, "");
		print_marker(name_id("<built-in>"), 0, "");
		print_marker(name_id("<command-line>"), 0, "");
		return;
	case PP_ENTER:
		snprintf(flags, sizeof(flags), " 1%s", sysflags);
		break;
	case PP_RETURN:
		snprintf(flags, sizeof(flags), " 2%s", sysflags);
		break;
	case PP_SYSTEM_HEADER:
		line--;
		/* fallthrough */
	default:
		snprintf(flags, sizeof(flags), "%s", sysflags);
		break;
	}
	print_marker(file, line, flags);
}

/* Would a and b lex differently when written with nothing between? */
static bool avoid_paste(Token *a, Token *b)
{
	int c = b->kind == TK_PUNCT ? b->text[0] : -1;
	if (a->kind == TK_PUNCT) {
		switch (a->punct) {
		case P_ASSIGN: case P_NOT: case P_STAR: case P_SLASH: case P_PERCENT:
		case P_AMP: case P_PIPE: case P_CARET: case P_SHL: case P_SHR:
			if (c == '=')
				return true;
			break;
		case P_GT: case P_LT: case P_PLUS: case P_MINUS:
			if (c == '=')
				return true;
			break;
		}
		switch (a->punct) {
		case P_GT: return c == '>';
		case P_LT: return c == '<' || c == '%' || c == ':';
		case P_PLUS: return c == '+';
		case P_MINUS: return c == '-' || c == '>';
		case P_SLASH: return c == '/' || c == '*';
		case P_PERCENT: return c == ':' || c == '%';
		case P_AMP: return c == '&';
		case P_PIPE: return c == '|';
		case P_COLON: return c == ':' || c == '>';
		case P_ARROW: return c == '*';
		case P_DOT: return c == '.' || c == '%' || b->kind == TK_NUMBER;
		case P_HASH: return c == '#' || c == '%';
		}
		return false;
	}
	switch (a->kind) {
	case TK_IDENT:
		return b->kind == TK_IDENT || b->kind == TK_NUMBER ||
		       b->kind == TK_CHAR || b->kind == TK_STRING;
	case TK_NUMBER:
		return b->kind == TK_NUMBER || b->kind == TK_IDENT || b->kind == TK_CHAR ||
		       c == '.' || c == '+' || c == '-';
	case TK_OTHER:
		return a->text[0] == '\\' && b->kind == TK_IDENT;
	}
	return false;
}

static Token *root(Token *t)
{
	while (t->exp && t->exp->site)
		t = t->exp->site;
	return t;
}

/* A source line starts: gcc indents the token to its column, one blank
 * fewer since the token's own leading blank is printed with it. */
static void line_change(Token *t)
{
	maybe_print_line(t->file, t->line);
	pr.prev = NULL;
	pr.source_set = false;
	for (int spaces = (int)t->aux - 2; spaces > 0; spaces--)
		out_ch(' ');
	pr.printed = true;
}

static void end_pragma(void)
{
	out_ch('\n');
	pr.printed = false;
	pr.src_line++;
	pr.in_pragma = false;
	pr.prev = NULL;
}

/* Back to a fresh process's state (the fuzz harness runs many units). */
void ppout_finish(void)
{
	free(pr.prev_text);
	memset(&pr, 0, sizeof(pr));
	memset(obuf, 0, sizeof(obuf));
	olen = 0;
	ofile = NULL;
}

void ppout_init(FILE *out)
{
	memset(&pr, 0, sizeof(pr));
	pr.out = out;
	ofile = out;
	olen = 0;
	pp_want_padding = true;
	pp_file_change = file_change;
}

void ppout_run(void)
{
	for (;;) {
		Token *t = pp_next();
		if (t->kind == TK_EOF)
			break;
		if (t->kind == TK_PADDING) {
			if ((t->flags & TF_LINE_START) && !pr.in_pragma)
				line_change(t);
			pr.avoid_paste = true;
			if (!pr.source_set || (!pr.source_space && !t->pad_src)) {
				pr.source_set = t->pad_src != NULL;
				pr.source_space = t->pad_src && (t->pad_src->flags & TF_SPACE);
			}
			continue;
		}
		if (pr.in_pragma && !(t->flags & TF_PRAGMA))
			end_pragma();
		if (t->flags & TF_PRAGMA && t->kind == TK_PUNCT && t->punct == P_HASH &&
		    (t->flags & TF_LINE_START)) {
			Token *r = root(t);
			if (pr.in_pragma)
				end_pragma();
			maybe_print_line(r->file, r->line);
			pr.in_pragma = true;
			pr.source_set = false;
			pr.avoid_paste = false;
			out_ch('#');
			pr.printed = true;
			set_prev(t);
			continue;
		}
		if ((t->flags & TF_LINE_START) && !pr.in_pragma)
			line_change(t);
		/* gcc marks a change of system-ness between two tokens with
		 * a line change (a marker with the new flags), as where a
		 * system header's first token follows the includer's */
		bool sys = pr.sysflags && *pr.sysflags;
		if (sys != pr.prev_sys && !pr.in_pragma) {
			Token *r = root(t);
			line_change(r);
			pr.prev_sys = sys;
		}
		if (pr.avoid_paste) {
			bool space = pr.source_set ? pr.source_space : (t->flags & TF_SPACE);
			if (space || (pr.prev && avoid_paste(pr.prev, t)) ||
			    (!pr.prev && t->kind == TK_PUNCT && t->punct == P_HASH))
				out_ch(' ');
		} else if (t->flags & TF_SPACE) {
			out_ch(' ');
		} else if (pr.prev && lex_would_merge(pr.prev, t)) {
			/* gcc relies on padding here; we never glue two tokens */
			out_ch(' ');
		}
		pr.avoid_paste = false;
		pr.source_set = false;
		set_prev(t);
		out_mem(t->text, t->len);
		pr.printed = true;
	}
	if (pr.in_pragma)
		end_pragma();
	if (pr.printed)
		out_ch('\n');
	ppout_flush();
}
