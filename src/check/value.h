/* value.h - the variables sparse's expansion reads as constants
 * (value.c). */
#ifndef CG_VALUE_H
#define CG_VALUE_H
#include <stdbool.h>
#include "ast.h"

/* Up to this many parameters of an inline copy are bound to constant
 * arguments (the kernel's inline functions have fewer). */
#define VALUE_MAX_ARGS 16

/* The bindings an inline copy replaced, given back when it ends. */
typedef struct ValueSaved {
	int n;
	bool known[VALUE_MAX_ARGS];
	int64_t value[VALUE_MAX_ARGS];
} ValueSaved;

/* Installs the constant evaluator's hook for the unit; ACCESSED says
 * whether a variable is [assigned] or [addressable] (sparse's
 * MOD_ACCESS), which keeps it from being read as its initializer. */
void value_begin(bool (*accessed)(Symbol *s));
void value_end(void);

/* Whether variables read as their values (phase 3, sparse's expansion
 * and linearization): returns the previous setting. */
bool value_enable(bool on);

/* S's initializer has just been expanded: what it now is (a value or
 * not) is what S reads as. */
void value_note(Symbol *s);

/* An inline copy of F for a call with ARGS (already expanded): each
 * parameter reads as its argument's value, if that is one. */
void value_bind(Symbol *f, Node *args, ValueSaved *saved);
void value_unbind(Symbol *f, ValueSaved *saved);

/* Whether N is a constant without what variables read as: a constant of
 * the function's own text, shared by sparse among the inline copies. */
bool value_plain_int(Node *n, int64_t *v);
#endif
