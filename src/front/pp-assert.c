/* pp-assert.c - gcc's deprecated assertions: "#assert pred(answer)",
 * "#unassert pred[(answer)]", "-A pred=answer" and "#pred(answer)" in a
 * #if, with gcc's predefined ones (system, cpu, machine).  sparse has
 * none: in check mode the directives are its "unrecognized preprocessor
 * line" (pp-directive.c) and these functions are not reached.
 *
 * A predicate is an identifier; its answers are token sequences, kept
 * spelled back with a space where one was written and none before the
 * first token, so "( bar  baz )" and "(bar baz)" are the same answer, as
 * gcc compares them.  Neither is macro-expanded. */
#include <stdlib.h>
#include <string.h>
#include "diag.h"
#include "config.h"
#include "pp-internal.h"

typedef struct Answer {
	struct Answer *next;
	const char *text;
} Answer;

/* The answers of a predicate: a slot per identifier id, the table grown
 * by doubling (tu_arena: it lives as long as the macros). */
static Answer **answers_of(Ident *pred, bool grow)
{
	if (pred->id >= pp.cap_answers) {
		if (!grow)
			return NULL;
		uint32_t cap = pp.cap_answers ? pp.cap_answers : 64;
		while (cap <= pred->id)
			cap *= 2;
		Answer **t = arena_zalloc(tu_arena, cap * sizeof(*t));
		if (pp.cap_answers)
			memcpy(t, pp.answers, pp.cap_answers * sizeof(*t));
		pp.answers = t;
		pp.cap_answers = cap;
	}
	return (Answer **)&pp.answers[pred->id];
}

/* The link holding answer text in the predicate's list (its end: none). */
static Answer **find_answer(Answer **list, const char *text)
{
	while (*list && strcmp((*list)->text, text))
		list = &(*list)->next;
	return list;
}

typedef struct AssertionReader {
	Token *(*next)(void);
	void (*back)(Token *);
} AssertionReader;

/* The last token read: gcc's place for "re-asserted". */
static Token *last_read;

void pp_assert_finish(void)
{
	last_read = NULL;
}

static Token *next_real(const AssertionReader *r)
{
	Token *t = r->next();
	while (t->kind == TK_PADDING)
		t = r->next();
	return last_read = t;
}

/* "(answer)" after a predicate at pred; *text is NULL when there is
 * none, which only #if (any answer) and #unassert (all) allow. */
static bool read_answer(const AssertionReader *r, Token *pred, Ident *dir, const char **text)
{
	Token *paren = next_real(r);
	*text = NULL;
	if (!is_punct(paren, P_LPAREN)) {
		if (dir == id_if) {
			r->back(paren);
			return true;
		}
		if (dir == id_unassert && paren->kind == TK_EOF)
			return true;
		if (paren->kind == TK_EOF)
			r->back(paren);
		diag(DIAG_ERROR, CK_NONE, tok_loc(pred), "missing '(' after predicate");
		return false;
	}
	PtrVec toks = {0};
	Token *t;
	while (!is_punct(t = next_real(r), P_RPAREN)) {
		if (t->kind == TK_EOF) {
			r->back(t);
			diag(DIAG_ERROR, CK_NONE, tok_loc(t), "missing ')' to complete answer");
			free(toks.v);
			return false;
		}
		vec_push(&toks, t);
	}
	if (!toks.len)
		diag(DIAG_ERROR, CK_NONE, tok_loc(t), "predicate's answer is empty");
	else
		*text = spell_tokens((Token **)toks.v, toks.len);
	free(toks.v);
	return toks.len != 0;
}

/* "pred" or "pred(answer)" for directive dir (id_if inside a #if);
 * NULL after an error, reported at at. */
static Ident *read_assertion(const AssertionReader *r, Token *at, Ident *dir, const char **text)
{
	Token *pred = next_real(r);
	if (pred->kind == TK_EOF) {
		r->back(pred);
		diag(DIAG_ERROR, CK_NONE, tok_loc(pred), "assertion without predicate");
		return NULL;
	}
	if (pred->kind != TK_IDENT) {
		diag(DIAG_ERROR, CK_NONE, tok_loc(pred), "predicate must be an identifier");
		return NULL;
	}
	return read_answer(r, pred, dir, text) ? pred->ident : NULL;
}

static void assert_answer(Ident *pred, const char *text, const Token *at)
{
	Answer **list = answers_of(pred, true);
	if (*find_answer(list, text)) {
		if (at)
			diag(DIAG_WARNING, CK_NONE, tok_loc(at), "\"%s\" re-asserted", pred->name);
		return;
	}
	Answer *a = arena_alloc(tu_arena, sizeof(*a));
	a->text = text;
	a->next = *list;
	*list = a;
}

/* The rest of a directive line must be empty (gcc's check_eol). */
static void end_of_assertion(Token *dirtok)
{
	Token *extra = dir_token();
	if (extra->kind != TK_EOF && !in_system_header())
		diag(DIAG_WARNING, CK_NONE, tok_loc(extra),
		     "extra tokens at end of #%s directive", dirtok->ident->name);
}

/* Is t in gcc's own lines ("<built-in>", "<command-line>"), where the
 * predefined assertions and -A are written as directives? */
static bool from_command_line(const Token *t)
{
	return t->file == builtin_name_id() || t->file == command_line_name_id();
}

static Token *get_raw_token(void)
{
	return get_raw();
}

static void unget_token(Token *t)
{
	unget(t);
}

/* The end of a directive line is not given back: the directive ends. */
static void unget_dir_token(Token *t)
{
	if (t->kind != TK_EOF)
		unget_file(t);
}

static const AssertionReader directive_reader = {dir_token, unget_dir_token};

/* #assert and #unassert. */
void do_assertion(Token *dirtok)
{
	Ident *dir = dirtok->ident;
	if (!from_command_line(dirtok) && !in_system_header())
		diag(DIAG_WARNING, CK_NONE, tok_loc(dirtok),
		     opt.pedantic ? "#%s is a GCC extension" : "#%s is a deprecated GCC extension",
		     dir->name);
	const char *text;
	Ident *pred = read_assertion(&directive_reader, dirtok, dir, &text);
	if (pred && dir == id_assert) {
		assert_answer(pred, text, from_command_line(dirtok) ? NULL : last_read);
		end_of_assertion(dirtok);
	} else if (pred) {
		Answer **list = answers_of(pred, false);
		if (list && text) {
			Answer **link = find_answer(list, text);
			if (*link)
				*link = (*link)->next;
			end_of_assertion(dirtok);
		} else if (list) {
			*list = NULL;
		}
	}
	lex_end_directive(&top()->lx);
}

/* "#pred" or "#pred(answer)" in a #if, the "#" read: its truth as a
 * number token at hash, or NULL after an error (the #if fails). */
Token *eval_assertion(Token *hash, bool report)
{
	static const AssertionReader if_reader = {get_raw_token, unget_token};
	if (report && !in_system_header())
		diag(DIAG_WARNING, CK_NONE, tok_loc(hash),
		     opt.pedantic ? "assertions are a GCC extension" :
				    "assertions are a deprecated extension");
	const char *text;
	Ident *pred = read_assertion(&if_reader, hash, id_if, &text);
	if (!pred)
		return NULL;
	Answer **list = answers_of(pred, false);
	bool v = list && *list && (!text || *find_answer(list, text));
	Token *r = tok_copy(hash);
	r->kind = TK_NUMBER;
	r->text = v ? "1" : "0";
	r->len = 1;
	r->ident = NULL;
	return r;
}

/* gcc's predefined assertions for x86 GNU/Linux, as "#assert" lines of
 * the <built-in> buffer (none under -undef, as gcc; none for sparse). */
const char *predefined_assertions(void)
{
	if (opt.undef || pp.as_sparse)
		return "";
	return opt.m32 ? "#assert system(linux)\n#assert system(unix)\n#assert system(posix)\n"
			 "#assert cpu(i386)\n#assert machine(i386)\n"
		       : "#assert system(linux)\n#assert system(unix)\n#assert system(posix)\n"
			 "#assert cpu(x86_64)\n#assert machine(x86_64)\n";
}
