/* initializer.h - sparse's checks of a braced initializer at expansion
 * (initializer.c). */
#ifndef CG_INITIALIZER_H
#define CG_INITIALIZER_H
#include "ast.h"

/* -Woverride-init: "Initializer entry defined twice" for LIST (a braced
 * initializer of an object or compound literal) and the lists nested in it,
 * in the order sparse's expansion meets them. */
void check_init_overlaps(Node *list);
void expand_init_list(Node *list, void (*value)(Node *entry));

/* Where sparse places initializer entry E: its first designator (the
 * member name, the index expression), or its value. */
Loc init_entry_pos(Node *e);
/* -Wdesignated-init for entry E of LIST, a positional one: FOR names the
 * object the list initializes (NULL for a compound literal). */
void positional_init(Node *list, Node *e, const char *for_name);

/* The name sparse gives the object a nested list of entry E initializes. */
const char *nested_for_name(Node *e);

/* A string V initializing T, a character array: "too long
 * initializer-string", or -Winit-cstring's no-nul form. */
void check_string_init(Type *t, Node *v);
#endif
