/* ast.h - the typed syntax tree: types, symbols, expression and statement
 * nodes.  Everything lives in the translation unit's arena. */
#ifndef CG_AST_H
#define CG_AST_H
#include <stdbool.h>
#include <stdint.h>
#include "arena.h"
#include "intern.h"
#include "source.h"


typedef enum {
	TY_VOID,
	TY_BOOL,
	TY_CHAR, TY_SCHAR, TY_UCHAR,
	TY_SHORT, TY_USHORT,
	TY_INT, TY_UINT,
	TY_LONG, TY_ULONG,
	TY_LLONG, TY_ULLONG,
	TY_INT128, TY_UINT128,
	TY_BITINT, TY_UBITINT,
	TY_ENUM,
	TY_FLOAT16, TY_FLOAT, TY_DOUBLE, TY_LDOUBLE, TY_FLOAT128,
	TY_COMPLEX,
	TY_PTR,
	TY_ARRAY,
	TY_FUNC,
	TY_STRUCT,
	TY_UNION,
	TY_VECTOR,
	TY_NULLPTR,
} TypeKind;

/* Qualifiers. */
enum { Q_CONST = 1, Q_VOLATILE = 2, Q_RESTRICT = 4, Q_ATOMIC = 8 };

/* Type flags: sparse's annotations and layout facts. */
enum {
	T_RESTRICTED = 1,	/* __attribute__((bitwise)) */
	T_NOCAST = 2,
	T_FORCE = 4,		/* on a cast's type name */
	T_NODEREF = 8,
	T_SAFE = 16,
	T_VLA = 32,
	T_VARIADIC = 64,	/* function with ... */
	T_OLDSTYLE = 128,	/* function declared without a prototype */
	T_PACKED = 256,
	T_USERALIGN = 512,	/* alignment set by an attribute or _Alignas */
	T_TRANSPARENT = 1024,	/* transparent_union */
	T_BITFIELD = 2048,	/* gcc's type of a bit-field wider than int: len bits */
	T_SIGNED = 4096,	/* short, int, long spelled with "signed": sparse
				 * names it "signed int" (the same type) */
	T_NORETURN = 8192,	/* a function type a pointer points to: sparse's
				 * [noreturn] of the pointer, from attribute
				 * noreturn in its declaration or a noreturn
				 * function's address */
};

typedef struct Type Type;
typedef struct Tag Tag;
typedef struct Member Member;
typedef struct Param Param;
typedef struct Node Node;
typedef struct Symbol Symbol;
typedef struct LazyBody LazyBody;

struct Type {
	uint8_t kind;
	uint8_t qual;
	uint16_t flags;
	int32_t align;
	int64_t size;		/* -1: incomplete */
	Type *base;		/* pointee, element, return type, enum's integer type */
	Type *origin;		/* the type this one is a qualified/annotated copy of */
	Ident *name;		/* typedef name it was declared as, for printing */
	Tag *tag;		/* struct, union, enum */
	int64_t len;		/* array: element count (-1 unknown); _BitInt: width */
	Param *params;		/* function */
	Node *vla_len;		/* VLA length expression */
	Ident *aspace;		/* sparse address_space(NAME), or __seg_gs... */
	Type *restricted;	/* T_RESTRICTED/T_NOCAST: the identity of the type */
	Ident *rname;		/* on an identity: the first typedef that named it */
	Type *next_copy;	/* copies of a still incomplete tag type */
	struct Context *contexts;	/* a pointer to a function whose declarator
					 * is followed by context(): sparse's
					 * contexts of a call through it by name */
	Loc star;		/* a declarator's pointer: its '*', sparse's
				 * position for the pointer type */
	Node *typeof_expr;	/* typeof(expr): sparse evaluates expr when it
				 * first examines the type (check mode) */
};

struct Param {
	Param *next;
	Ident *name;
	Type *ty;
	Loc loc;		/* where it is declared */
	Loc spec_loc;		/* its first declaration specifier: sparse's position for it */
	bool force;
	bool kr_declared;	/* K&R: named in the declaration list */
	Node *proto_size;	/* the length of its array declarator when it
				 * names an earlier parameter ("int a[n]"):
				 * sparse reads that name as undefined */
};

struct Member {
	Member *next;
	Ident *name;		/* NULL: an anonymous struct/union or unnamed bitfield */
	Type *ty;
	int64_t offset;		/* bytes */
	int32_t align;		/* aligned attribute / _Alignas, 0 if none */
	int16_t bit_width;	/* -1: not a bitfield */
	int16_t bit_offset;	/* bits from offset */
	bool packed;		/* packed attribute on the member */
	Loc array_loc;		/* the '[' of an array declarator, for sparse */
	Tag *owner;		/* the struct or union it belongs to */
	Loc loc;
};

struct Tag {
	Ident *name;		/* NULL for anonymous */
	Ident *typedef_name;	/* anonymous: the first typedef naming it
				 * directly, the name sparse prints for it */
	uint8_t kind;		/* TY_STRUCT, TY_UNION, TY_ENUM */
	bool complete, defining, packed, fixed_base, designated_init;
	bool has_flex;		/* ends in a flexible array (also through a member) */
	bool examined;		/* check.c: its layout was looked at */
	Type *copies;		/* typedef/qualified copies made before completion */
	int pack;		/* #pragma pack in force when it was laid out */
	Member *members;
	Type *type;		/* the unqualified type */
	Loc loc;
	Tag *shadow;		/* previous binding of the name */
	int depth;
	int64_t enum_min, enum_max;
};

typedef enum {
	SYM_VAR,
	SYM_FUNC,
	SYM_TYPEDEF,
	SYM_ENUMCONST,
	SYM_LABEL,
} SymKind;

enum { SC_NONE, SC_TYPEDEF, SC_EXTERN, SC_STATIC, SC_AUTO, SC_REGISTER };

struct Symbol {
	Ident *name;
	uint8_t kind;
	uint8_t storage;
	bool defined, used, is_inline, noreturn, builtin, is_param, local_label, reported;
	bool ext_visible;	/* __attribute__((externally_visible)): -Wdecl is silent */
	bool gnu_inline;	/* a declaration has __attribute__((gnu_inline)) */
	bool pure;		/* a declaration is pure or const: sparse's
				 * MOD_PURE, a call it does not count as a
				 * side effect */
	bool extern_inline_def;	/* defined by a GNU89 "extern inline": replaceable */
	bool in_proto;		/* parse.c: a prototype's parameter, in proto_arena */
	int depth;		/* scope depth of the binding */
	int ndecl;		/* declarations seen so far */
	Type *ty;
	Loc loc;
	Symbol *shadow;		/* previous binding of the same identifier */
	Symbol *next;		/* next symbol of the same scope / in the TU */
	Symbol *prev_decl;	/* an earlier declaration of the same entity */
	Node *init;		/* initializer */
	Node *body;		/* function body */
	int64_t value;		/* enum constant */
	int32_t align;		/* declared alignment, 0 if none */
	Ident *asm_name;
	Ident *cleanup;
	Symbol *params;		/* function definition: its body's parameters, linked by prev_decl */
	struct Context *contexts;	/* sparse's context(expr, in, out): of the
					 * latest declaration that has some */
	struct Context *def_contexts;	/* those of its definition itself */
	Node *def;		/* the ND_DECL that defines it (first such) */
	Loc array_loc;		/* the '[' of its first array declarator, for sparse */
	struct DeclSite *sites;	/* its file-scope declarations, latest first */
	struct DeclSite *def_site;	/* the one of them that defines it */
	bool ordered;		/* check.c: already placed in evaluation order */
	bool proto_size_reported;	/* check.c: sparse's error for a Param.proto_size given */
	bool flex_reported;	/* check.c: its array of flexible structures was reported */
	bool ordered_inline;	/* check.c: inline, checked once for its address */
	bool accessed;		/* check.c: inline, used as a value (sparse's access_symbol) */
	struct FnInfo *fninfo;	/* atomic.c: what a call of it does */
	struct LazyBody *lazy;	/* a body kept as tokens until asked for (fn_body()) */
};

/* One declaration of a file-scope symbol as it was written: sparse
 * compares a definition with each earlier declaration. */
typedef struct DeclSite {
	struct DeclSite *prev;
	Type *ty;
	Loc loc;
	uint8_t storage;
	bool is_inline;
	uint32_t gen;		/* parse.c: its place among all declarations */
	struct Context *contexts;	/* a function's, as this declaration says */
} DeclSite;

/* __attribute__((context(expr, in, out))): what a function expects and
 * leaves held (sparse's lock checking); expr may be absent. */
typedef struct Context {
	struct Context *next;
	Node *expr;
	int in, out;
} Context;

typedef enum {
	/* expressions */
	ND_NUM, ND_FNUM, ND_STR, ND_VAR, ND_ENUMCONST, ND_FUNCNAME,
	ND_MEMBER,		/* a.m; a->m is (*a).m */
	ND_CALL, ND_CAST, ND_COMPOUND_LIT, ND_STMT_EXPR,
	ND_ADDR, ND_DEREF, ND_NEG, ND_PLUS, ND_BITNOT, ND_NOT,
	ND_PREINC, ND_PREDEC, ND_POSTINC, ND_POSTDEC,
	ND_ADD, ND_SUB, ND_MUL, ND_DIV, ND_MOD, ND_SHL, ND_SHR,
	ND_LT, ND_LE, ND_GT, ND_GE, ND_EQ, ND_NE,
	ND_BITAND, ND_BITXOR, ND_BITOR, ND_LOGAND, ND_LOGOR,
	ND_COND, ND_COMMA, ND_ASSIGN,	/* compound assignment: op in ->op */
	ND_SIZEOF, ND_ALIGNOF, ND_LABEL_ADDR, ND_REAL, ND_IMAG,
	ND_BUILTIN,		/* sparse's __context__(expr, delta): ctx_args */
	ND_VA_ARG, ND_OFFSETOF, ND_GENERIC, ND_INIT_LIST, ND_DESIG,
	/* statements */
	ND_BLOCK, ND_EXPR_STMT, ND_DECL, ND_IF, ND_WHILE, ND_DO, ND_FOR,
	ND_SWITCH, ND_CASE, ND_DEFAULT, ND_BREAK, ND_CONTINUE, ND_RETURN,
	ND_GOTO, ND_GOTO_IND, ND_LABEL, ND_ASM, ND_NULL_STMT,
} NodeKind;

/* Designators in an initializer list entry. */
typedef struct Designator {
	struct Designator *next;
	Ident *name;		/* .m (NULL for [i]) */
	int64_t lo, hi;		/* [lo ... hi] */
	Loc loc;		/* of the member name or the '[' */
	Loc at;			/* sparse's: the member name, the index expression */
} Designator;

/* Where an initializer entry lands in the object of its braced list, as
 * sparse's designator chain places it: bits from the list's start, the
 * bits it covers ([lo ... hi] ranges widen it), the size of the slot
 * chosen at the list's own level, whether a range was crossed, and how
 * many aggregates it began without braces (sparse warns for each). */
typedef struct InitSlot {
	int64_t off, range, top_bits;
	bool multi;
	uint8_t elided;		/* aggregates it entered without braces */
} InitSlot;

/* 80 bytes: a kernel unit makes a hundred thousand nodes, so the fields
 * few kinds use share unions (each name says which kinds own it).
 *
 * The children sit in four slots (the fourth shares a union with fields
 * of other kinds), each a union of the names its kinds give it; a list
 * child is its first node, the rest follow through next.  The slots have
 * no generic name on purpose: a child is read and written by the name
 * its kind gives it, so that what an ND_FOR's fourth child is shows in
 * the code that uses it.  node_children() below is the one place that
 * knows which of these fields are a kind's children, and in what order. */
struct Node {
	uint8_t kind;
	uint8_t op;		/* ND_ASSIGN: compound operator kind, 0 for "=";
				 * ND_CALL: CALL_BUILTIN or 0;
				 * ND_ASM: ASM_CLOBBERS_MEMORY or 0 */
	uint16_t flags;
	Loc loc;
	Type *ty;
	union {			/* first slot */
		Node *lhs;	/* binary operators, ND_COMMA, ND_ASSIGN */
		Node *operand;	/* unary operators, ND_CAST, ND_VA_ARG (the
				 * va_list), ND_MEMBER (the record), and
				 * ND_SIZEOF/ND_ALIGNOF of an expression */
		Node *callee;	/* ND_CALL: the called expression */
		Node *cond;	/* ND_COND, ND_IF, ND_WHILE, ND_DO, ND_SWITCH */
		Node *init;	/* ND_DECL, ND_COMPOUND_LIT: the initializer;
				 * ND_FOR: the first clause (an ND_EXPR_STMT,
				 * or an ND_BLOCK of its declarations) */
		Node *expr;	/* ND_EXPR_STMT, ND_RETURN, ND_GOTO_IND */
		Node *value;	/* ND_CASE: the value (its low bound);
				 * ND_DESIG: an init entry's value, or an asm
				 * operand's expression */
		Node *stmt;	/* ND_LABEL, ND_DEFAULT: the labelled statement */
		Node *stmts;	/* ND_BLOCK: statements and declarations (list) */
		Node *block;	/* ND_STMT_EXPR: its ND_BLOCK */
		Node *entries;	/* ND_INIT_LIST: ND_DESIG entries (list) */
		Node *ctx_args;	/* ND_BUILTIN (sparse's __context__): its
				 * arguments (list) */
		Node *outputs;	/* ND_ASM: output operands, ND_DESIG (list) */
	};
	union {			/* second slot */
		Node *rhs;	/* binary operators, ND_COMMA, ND_ASSIGN */
		Node *args;	/* ND_CALL: the arguments (list) */
		Node *then;	/* ND_IF, ND_COND (NULL for GNU's a ?: c) */
		Node *body;	/* ND_WHILE, ND_DO, ND_SWITCH, ND_CASE */
		Node *for_cond;	/* ND_FOR: the condition, if any */
		Node *inputs;	/* ND_ASM: input operands, ND_DESIG (list) */
	};
	union {			/* third slot */
		Node *els;	/* ND_IF (if any), ND_COND */
		Node *inc;	/* ND_FOR: the third clause, if any */
		Node *cases;	/* ND_SWITCH: its ND_CASEs, the last first,
				 * through prev_case: labels inside its body,
				 * not children of their own */
		struct InitSlot *slot;	/* ND_DESIG of an initializer list:
					 * where its value lands (not a child) */
	};
	Node *next;		/* list link: arguments, statements, init entries */
	union {
		int64_t ival;	/* ND_NUM (as two's complement in ty), ND_STR
				 * length, ND_SIZEOF/ND_ALIGNOF value */
		double fval;
		Symbol *sym;	/* ND_VAR, ND_FUNCNAME, ND_DECL, ND_LABEL, ND_GOTO */
		Member *mem;	/* ND_MEMBER */
		Designator *desig;	/* init entry */
		struct CaseRange *range;	/* ND_CASE: its values */
	};
	union {			/* fourth slot, shared with other kinds' fields */
		Node *for_body;	/* ND_FOR: the body */
		Node *prev_case;	/* ND_CASE: the switch's previous case
					 * (a link, not a child) */
		Type *ty2;	/* ND_SIZEOF/ND_ALIGNOF/ND_VA_ARG operand type;
				 * an offsetof's type (ND_NUM, ND_OFFSETOF) */
		const char *str;	/* ND_STR bytes, ND_ASM template and
					 * operand constraints, an undeclared
					 * ND_VAR's name */
		Member *target;	/* ND_DESIG: the member it initializes, if any */
		int64_t offset;	/* ND_MEMBER: the member's byte offset */
		struct Context *call_contexts;	/* ND_CALL of a function by name:
						 * its context() annotations as
						 * declared where the call is */
		Loc *decl_start;	/* ND_DECL in a block: its declaration's
					 * first token (the first declarator's
					 * only), where sparse's statement is */
		Loc *paren;	/* ND_STMT_EXPR, ND_CAST (not in check mode):
				 * its '(', where gcc places it */
	};
};

_Static_assert(sizeof(Node) == 80, "a Node grew: a kernel unit makes a hundred thousand");

/* An ND_CASE's value, or its GNU range lo ... hi. */
typedef struct CaseRange {
	int64_t lo, hi;
} CaseRange;

/* Node flags. */
enum {
	NF_LVALUE = 1,
	NF_NULLPTR = 2,		/* a null pointer constant */
	NF_FORCE = 4,		/* cast with __force */
	NF_ARROW = 8,		/* member through -> */
	NF_PAREN = 16,
	NF_ICE = 32,		/* integer constant expression */
	NF_ERROR = 64,		/* stands for an expression that had an error */
	NF_REPORTED = 128,	/* check.c: its error was reported once */
	NF_GFP_DONE = 256,	/* gfp.c: a call already checked (inline bodies repeat) */
	NF_ZERO_INIT = 512,	/* ND_INIT_LIST written "{ 0 }" (after expansion):
				 * sparse takes it for "{ }" on an aggregate */
	NF_UNTYPED = 1024,	/* check.c: sparse's evaluation gave up on it (an
				 * assignment of the wrong type, a comparison
				 * of pointers that differ): never expanded */
	NF_GENERIC_LIT = 2048,	/* the association a _Generic chose, with a
				 * compound literal in it */
	NF_TYPEOF_DONE = 4096,	/* check.c: a typeof's expression, evaluated */
};

/* ND_CALL's op: a call of a __builtin_ function, typed by its own rule
 * (builtins.inc), which the GFP checks pass over and eval.c may fold. */
enum { CALL_BUILTIN = 1 };
/* ND_ASM's op: "memory" is among its clobbers. */
enum { ASM_CLOBBERS_MEMORY = 1 };

/* An ND_DECL's own flags: a declaration is no expression, so they reuse
 * the low bits of the expression flags above. */
enum {
	DF_REDECLARED = 1,	/* its symbol was declared before (sparse's -Wdecl) */
	DF_EXTERN = 2,		/* extern: a declaration, not a definition */
	DF_FUNC_DEF = 4,	/* a function definition, with its body */
	DF_STATIC = 8,		/* static: sparse evaluates it in its own order */
};

/* A statement (declarations included), not an expression. */
static inline bool node_is_stmt(const Node *n)
{
	return n->kind >= ND_BLOCK;
}

/* A node's children: VISIT(child, CTX) for each, in source order, which
 * is also the order they are evaluated in (a for statement's third
 * clause aside, run after the body but written before it).  Absent
 * children (NULL) are skipped; a list child (a block's statements, a
 * call's arguments) is visited as each of its nodes.
 *
 * A walker switches on the kinds it treats specially and hands the rest
 * here, with a visitor that walks one child:
 *
 *	default:
 *		node_children(n, walk_child, NULL);
 *
 * node_children() is the one place that spells out each kind's children.
 * It is inline, and the visitor a constant at each use, so a walker's
 * visits are direct calls: the walkers ask at every node of every
 * function body (inline ones at each call). */
typedef void ChildVisit(Node *child, void *ctx);

static inline __attribute__((always_inline)) void visit_one(ChildVisit *visit, void *ctx,
							    Node *child)
{
	if (child)
		visit(child, ctx);
}

static inline __attribute__((always_inline)) void visit_list(ChildVisit *visit, void *ctx,
							     Node *first)
{
	for (Node *c = first; c; c = c->next)
		visit(c, ctx);
}

static inline __attribute__((always_inline)) void node_children(Node *n, ChildVisit *visit,
								void *ctx)
{
	switch ((NodeKind)n->kind) {
	case ND_NUM: case ND_FNUM: case ND_STR: case ND_VAR: case ND_ENUMCONST:
	case ND_FUNCNAME: case ND_LABEL_ADDR: case ND_OFFSETOF: case ND_GENERIC:
	case ND_BREAK: case ND_CONTINUE: case ND_GOTO: case ND_NULL_STMT:
		break;
	case ND_MEMBER: case ND_CAST: case ND_ADDR: case ND_DEREF: case ND_NEG:
	case ND_PLUS: case ND_BITNOT: case ND_NOT: case ND_PREINC: case ND_PREDEC:
	case ND_POSTINC: case ND_POSTDEC: case ND_REAL: case ND_IMAG:
	case ND_SIZEOF: case ND_ALIGNOF: case ND_VA_ARG:
		visit_one(visit, ctx, n->operand);
		break;
	case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD: case ND_SHL:
	case ND_SHR: case ND_LT: case ND_LE: case ND_GT: case ND_GE: case ND_EQ: case ND_NE:
	case ND_BITAND: case ND_BITXOR: case ND_BITOR: case ND_LOGAND: case ND_LOGOR:
	case ND_COMMA: case ND_ASSIGN:
		visit_one(visit, ctx, n->lhs);
		visit_one(visit, ctx, n->rhs);
		break;
	case ND_COND: case ND_IF:
		visit_one(visit, ctx, n->cond);
		visit_one(visit, ctx, n->then);
		visit_one(visit, ctx, n->els);
		break;
	case ND_CALL:
		visit_one(visit, ctx, n->callee);
		visit_list(visit, ctx, n->args);
		break;
	case ND_COMPOUND_LIT: case ND_DECL:
		visit_one(visit, ctx, n->init);
		break;
	case ND_STMT_EXPR:
		visit_one(visit, ctx, n->block);
		break;
	case ND_BUILTIN:
		visit_list(visit, ctx, n->ctx_args);
		break;
	case ND_INIT_LIST:
		visit_list(visit, ctx, n->entries);
		break;
	case ND_DESIG:
		visit_one(visit, ctx, n->value);
		break;
	case ND_BLOCK:
		visit_list(visit, ctx, n->stmts);
		break;
	case ND_EXPR_STMT: case ND_RETURN: case ND_GOTO_IND:
		visit_one(visit, ctx, n->expr);
		break;
	case ND_WHILE: case ND_SWITCH:
		visit_one(visit, ctx, n->cond);
		visit_one(visit, ctx, n->body);
		break;
	case ND_DO:
		visit_one(visit, ctx, n->body);
		visit_one(visit, ctx, n->cond);
		break;
	case ND_FOR:
		visit_one(visit, ctx, n->init);
		visit_one(visit, ctx, n->for_cond);
		visit_one(visit, ctx, n->inc);
		visit_one(visit, ctx, n->for_body);
		break;
	case ND_CASE:
		visit_one(visit, ctx, n->value);
		visit_one(visit, ctx, n->body);
		break;
	case ND_DEFAULT: case ND_LABEL:
		visit_one(visit, ctx, n->stmt);
		break;
	case ND_ASM:
		visit_list(visit, ctx, n->outputs);
		visit_list(visit, ctx, n->inputs);
		break;
	}
}

static inline void take_first(Node *child, void *ctx)
{
	Node **first = ctx;
	if (!*first)
		*first = child;
}

/* The first child alone, or NULL. */
static inline Node *first_child(Node *n)
{
	Node *first = NULL;
	node_children(n, take_first, &first);
	return first;
}

/* ND_CALL: the function type called, and its prototype's parameters. */
Type *call_fn_type(Node *call);
Param *call_params(Node *call);

/* ND_CALL: the symbol it calls by name, f(...), or NULL ((*p)(...)). */
static inline Symbol *call_named(Node *call)
{
	return call->callee->kind == ND_VAR ? call->callee->sym : NULL;
}

/* The translation unit: its external declarations in order, each an
 * ND_DECL (function definitions have sym->body). */
typedef struct Unit {
	Node *first, *last;
	PtrVec examined_early;	/* Type *: records sparse examines while parsing */
	bool generic_literals;	/* some node has NF_GENERIC_LIT */
} Unit;

#endif
