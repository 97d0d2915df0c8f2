/* typediff.h - why two types differ, as sparse says it (typediff.c). */
#ifndef CG_TYPEDIFF_H
#define CG_TYPEDIFF_H
#include <stdbool.h>
#include "ast.h"

/* A restricted (__bitwise) type, while -Wbitwise is on. */
bool is_restricted(Type *t);
/* Two restricted types of one identity (a typedef and its copies). */
bool same_restricted(Type *a, Type *b);

/* sparse's compatible_assignment_types() for a pointer target: why a
 * pointer to SB may not be assigned to a pointer to TB ("different
 * modifiers", "different type sizes", ...), or NULL. */
const char *pointer_assign_reason(Type *tb, Type *sb);

/* Two pointers compared (EQUALITY: == or !=, where void * matches any
 * pointer of its address space) or subtracted: their targets LB and RB
 * apart from qualifiers. */
const char *pointer_compare_reason(Type *lb, Type *rb, bool equality);
/* The two pointer arms of ?: (void * matches any pointer). */
const char *pointer_cond_reason(Type *lb, Type *rb);

/* sparse's whitelist_pointers(): pointers to TB and SB assigned one to the
 * other through a conversion (void, or integers of one rank). */
bool pointer_assign_converts(Type *tb, Type *sb);

/* sparse's type_difference() between two declarations of one symbol. */
const char *redeclaration_reason(Type *a, Type *b);
/* The address of function F (of type FTY), as sparse's degenerate()
 * makes it: the pointer inherits F's [noreturn].  F NULL: the function
 * a pointer points to (*fp), without its typedef's name. */
Type *function_address(Symbol *f, Type *fty);
#endif
