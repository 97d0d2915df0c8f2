/* initializer.h - sparse's checks of a braced initializer at expansion
 * (initializer.c). */
#ifndef CG_INITIALIZER_H
#define CG_INITIALIZER_H
#include "ast.h"

/* -Woverride-init: "Initializer entry defined twice" for LIST (a braced
 * initializer of an object or compound literal) and the lists nested in it,
 * in the order sparse's expansion meets them. */
void check_init_overlaps(Node *list);

/* Where sparse places initializer entry E: its first designator (the
 * member name, the index expression), or its value. */
Loc init_entry_pos(Node *e);
#endif
