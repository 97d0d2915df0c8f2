/* gfp.h - what the translation unit's own headers say about gfp_t.
 *
 * Nothing here is a table of kernel values: every flag is the value of the
 * TU's own macro (6.1's "#define ___GFP_IO 0x40u", mainline's
 * "BIT(___GFP_IO_BIT)" over an enum), evaluated after parsing. */
#ifndef CG_GFP_H
#define CG_GFP_H
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include "ast.h"

/* The flags the GFP checks test, by role; a flag the headers do not
 * define (or define as 0, as the config-dependent ones can be) is 0. */
typedef struct GfpBits {
	bool known;		/* the TU defines __GFP_DIRECT_RECLAIM or __GFP_WAIT */
	uint64_t direct_reclaim;	/* the "may sleep" bit (__GFP_WAIT before 4.4) */
	uint64_t kswapd_reclaim;
	uint64_t nofail, noretry, retry_mayfail, memalloc, nomemalloc;
	uint64_t dma, highmem, dma32, movable, zonemask;
	uint64_t bits_mask;	/* __GFP_BITS_MASK, 0 if it does not fold */
	/* the bits that say in what context an allocation runs (reclaim,
	 * __GFP_HIGH, __GFP_ATOMIC, __GFP_IO, __GFP_FS): every GFP_KERNEL,
	 * GFP_NOIO, GFP_ATOMIC or GFP_NOWAIT of any era has one */
	uint64_t context;
} GfpBits;

/* The typedef named gfp_t, restricted: a "gfp_t parameter". */
bool gfp_is_type(Type *t);
/* The integer value of object-like macro NAME, expanded by the
 * preprocessor with the definitions in force now (after parsing) and
 * evaluated as #if would, enum constants and casts read as C's. */
bool gfp_macro_value(const char *name, uint64_t *val);
/* The TU's flags, computed once per translation unit. */
const GfpBits *gfp_bits(void);
void gfp_reset(void);
/* The GFP checks on one call (check.c calls it after sparse's lines for
 * the call's arguments); FN is the function whose body holds the call
 * (NULL outside one), for gfp-ignores-param. */
void gfp_check_call(Node *call, Symbol *fn);
/* The constant value of a gfp_t argument (false if it has none). */
bool gfp_arg_mask(Node *arg, uint64_t *mask);
/* How argument ARGNO (1-based) of CALL is written, for messages: its
 * source text when the call is on one line; for a call a macro makes,
 * the same argument of the macro's invocation or the macro name at the
 * argument's expansion point, if either spells the argument's value;
 * else the composite (GFP_KERNEL, ...) of that value, else "flags 0x..."
 * ("argument N" if it has no constant value); in BUF. */
const char *gfp_arg_text(Node *call, int argno, char *buf, size_t size);
/* The name a call is written with: the function-like macro at its
 * expansion point if it stands for the call, with ARGNO its gfp_t
 * argument (kcalloc for mainline's kmalloc_array_noprof), else the
 * called function's; in BUF. */
const char *gfp_call_name(Node *call, int argno, char *buf, size_t size);
/* The function-like macro written at LOC, a macro's expansion point (its
 * name followed by '('), in BUF; NULL if none. */
const char *gfp_macro_written(Loc loc, char *buf, size_t size);
/* NAME (of type FT) is an allocator of gfp.c's table (kmalloc,
 * kmem_cache_alloc, __get_free_pages, ...), whatever its body says. */
bool gfp_known_allocator(const char *name, Type *ft);
/* The definition of function F that has a body in this unit, or NULL. */
Symbol *gfp_fn_def(Symbol *f);
/* Whether expression E reads one of the N symbols SYMS (not in sizeof,
 * nor as the function a call calls). */
bool gfp_mentions(Node *e, Symbol **syms, int n);
/* An allocation a constant mask reaches, and the mask it gets there. */
typedef struct GfpReach {
	uint64_t mask;
	unsigned kind;		/* gfp.c's allocator kind, never 0 */
	Symbol *alloc;		/* the allocator called */
	bool via;		/* through a helper of the unit */
	bool sure;		/* every call on the way runs, whatever else */
} GfpReach;
/* The allocations (at most 4) that mask M, given as argument ARGNO
 * (1-based) of CALL, reaches: the callee if it is an allocator, else
 * through same-unit helpers that hand their gfp_t parameter on (as it
 * is, or with constant flags or'ed in or masked out); their number. */
int gfp_reaches(Node *call, int argno, uint64_t m, GfpReach *r);
/* The fix-it of a sleeping allocation in atomic context: the sleeping
 * mask written as argument ARGNO (1-based) of CALL (GFP_KERNEL, GFP_NOFS,
 * ...) replaced by GFP_ATOMIC, when the call is written on one line. */
void gfp_atomic_fix(Node *call, int argno);
/* --dump-gfp: the computed flags, one "NAME 0xVALUE" line each. */
void gfp_dump(FILE *out);
#endif
