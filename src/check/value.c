/* value.c - the variables sparse's expansion reads as constants.
 *
 * sparse's expand_dereference() reads a variable that is neither
 * [assigned] nor [addressable] (no MOD_ACCESS: evaluation, done before,
 * has seen every assignment and every &) as its initializer when that is
 * a value by then: a local's initializer is expanded at its declaration,
 * a file-scope variable's where it is defined, and an inline copy's
 * parameter is a symbol whose initializer is the call's argument.  So
 * "int x = 0x1ff; (u8)x" truncates a constant, "if (x)" loses a branch,
 * and an inline function called with constants is checked with them.
 * castguard's constant evaluator asks eval_var_hook for a variable; this
 * file answers it while check.c expands. */
#include "value.h"
#include "parse.h"
#include "type.h"

static bool (*is_accessed)(Symbol *s);
static bool enabled;

/* What sparse's is_integral_type() accepts, and a value can be of. */
static bool integral(Type *t)
{
	return t && (is_integer(t) || t->kind == TY_PTR);
}

/* A literal of the variable's own type: evaluation adds no cast to it,
 * so it is a value before any expansion (a for's first clause, whose
 * declarations sparse never expands). */
static bool literal_value(Symbol *s, int64_t *v)
{
	Node *init = s->init;
	if (init->kind != ND_NUM || !(init->flags & NF_ICE) || !init->ty ||
	    init->ty->kind != s->ty->kind || (s->ty->flags & T_RESTRICTED))
		return false;
	*v = init->ival;
	return true;
}

static bool var_value(Symbol *s, int64_t *v)
{
	if (!enabled || s->kind != SYM_VAR || !integral(s->ty) || is_accessed(s))
		return false;
	if (s->value_known) {
		*v = s->known_value;
		return true;
	}
	return s->init && !s->is_param && literal_value(s, v);
}

void value_begin(bool (*accessed)(Symbol *s))
{
	is_accessed = accessed;
	eval_var_hook = var_value;
	enabled = false;
}

void value_end(void)
{
	eval_var_hook = NULL;
	is_accessed = NULL;
	enabled = false;
}

bool value_enable(bool on)
{
	bool was = enabled;
	enabled = on;
	return was;
}

/* sparse's expand_symbol(): the initializer expanded, a value or not (an
 * initializer list is left alone: its entries are not read this way). */
void value_note(Symbol *s)
{
	int64_t v;
	s->value_known = false;
	if (!s->init || s->init->kind == ND_INIT_LIST || !integral(s->ty) ||
	    !eval_int(s->init, &v))
		return;
	s->value_known = true;
	s->known_value = eval_wrap(s->ty, v);
}

/* sparse's inline_function(): each parameter's copy has the argument,
 * converted to the parameter's type, as its initializer. */
void value_bind(Symbol *f, Node *args, ValueSaved *saved)
{
	Symbol *p = f->params;
	Node *a = args;
	saved->n = 0;
	for (; p && a && saved->n < VALUE_MAX_ARGS; p = p->prev_decl, a = a->next) {
		int64_t v;
		int i = saved->n++;
		saved->known[i] = p->value_known;
		saved->value[i] = p->known_value;
		p->value_known = integral(p->ty) && a->ty && integral(a->ty) &&
				 eval_int(a, &v);
		if (p->value_known)
			p->known_value = eval_wrap(p->ty, v);
	}
}

void value_unbind(Symbol *f, ValueSaved *saved)
{
	Symbol *p = f->params;
	for (int i = 0; p && i < saved->n; p = p->prev_decl, i++) {
		p->value_known = saved->known[i];
		p->known_value = saved->value[i];
	}
}

bool value_plain_int(Node *n, int64_t *v)
{
	bool was = value_enable(false);
	bool r = eval_int(n, v);
	value_enable(was);
	return r;
}
