/* predef.c - what gcc 12 predefines, and where it looks for headers.
 *
 * The tables come from gcc itself (scripts/gen-predefs.sh); the macros
 * that depend on the command line are derived here from the options, the
 * way gcc derives them. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "arena.h"
#include "config.h"
#include "sysdirs.h"

#include "predefs.inc"
#include "sparse-predefs.inc"
#include "listed.h"

const char *const *system_include_dirs(void)
{
	return opt.m32 ? sysdirs_i386 : sysdirs_x86_64;
}

typedef struct Buf {
	char *s;
	size_t len, cap;
} Buf;

static void put(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(Buf *b, const char *fmt, ...)
{
	va_list ap;
	for (;;) {
		va_start(ap, fmt);
		int n = vsnprintf(b->s + b->len, b->cap - b->len, fmt, ap);
		va_end(ap);
		if (b->len + n < b->cap) {
			b->len += n;
			return;
		}
		b->cap = (b->cap + n) * 2;
		b->s = xrealloc(b->s, b->cap);
	}
}

/* sparse predefines the memory orders with values of its own (gcc's are
 * 0 1 2 3 4 5): a header that defines them as gcc does redefines them
 * under sparse, and gets its warning. */
static const struct { const char *name; int value; } sparse_orders[] = {
	{"__ATOMIC_RELAXED", 0}, {"__ATOMIC_CONSUME", 1}, {"__ATOMIC_ACQUIRE", 3},
	{"__ATOMIC_RELEASE", 4}, {"__ATOMIC_ACQ_REL", 7}, {"__ATOMIC_SEQ_CST", 8},
};
#define N_SPARSE_ORDERS (sizeof(sparse_orders) / sizeof(sparse_orders[0]))

static bool sparse_order(const char *name)
{
	for (size_t i = 0; i < N_SPARSE_ORDERS; i++)
		if (!strcmp(name, sparse_orders[i].name))
			return true;
	return false;
}

/* Whether sparse 0.6.4 predefines NAME: check mode predefines what sparse
 * does and nothing more, since a header may take another path on a macro
 * of gcc's that sparse lacks (rmwcc.h's asm goto on
 * __GCC_ASM_FLAG_OUTPUTS__).  cgcc passes the others it wants with -D. */
static bool sparse_predefines(const char *name)
{
	return LISTED(sparse_predefined, name);
}

/* Whether a table entry is replaced or removed by an option. */
static bool overridden(const char *def)
{
	static const char *const sse[] = {
		"__SSE__", "__SSE_MATH__", "__SSE2__", "__SSE2_MATH__", "__MMX_WITH_SSE__", NULL,
	};
	size_t n = strcspn(def, " (");
	char name[128];
	if (n >= sizeof(name))
		return false;
	memcpy(name, def, n);
	name[n] = 0;
	if (opt.no_sse || opt.no_sse2)
		for (int i = 0; sse[i]; i++)
			if (!strcmp(name, sse[i]) && (opt.no_sse || strstr(name, "SSE2") || strstr(name, "MMX_WITH")))
				return true;
	if ((opt.no_sse || opt.no_sse2) && !strncmp(name, "__FLT16_", 8))
		return true;
	if (opt.no_mmx && !strcmp(name, "__MMX__"))
		return true;
	if (opt.short_wchar && (strstr(name, "WCHAR") || !strcmp(name, "__GNUC_WIDE_EXECUTION_CHARSET_NAME")) &&
	    strncmp(name, "__GCC_ATOMIC", 12))
		return true;
	if (opt.no_80387 && (!strcmp(name, "__GCC_IEC_559") || !strcmp(name, "__GCC_IEC_559_COMPLEX")))
		return true;
	if (opt.cmodel && !strncmp(name, "__code_model_", 13))
		return true;
	if (opt.freestanding && !strcmp(name, "__STDC_HOSTED__"))
		return true;
	if (sparse_mode() && (sparse_order(name) || !sparse_predefines(name)))
		return true;
	if (opt.big_endian && (!strcmp(name, "__BYTE_ORDER__") || !strcmp(name, "__FLOAT_WORD_ORDER__")))
		return false;
	return false;
}

char *predefined_macros(void)
{
	Buf b = {xmalloc(65536), 0, 65536};
	const char *const *tab = opt.m32 ? predefs_i386 : predefs_x86_64;
	size_t n = opt.m32 ? sizeof(predefs_i386) / sizeof(*predefs_i386)
			   : sizeof(predefs_x86_64) / sizeof(*predefs_x86_64);
	if (opt.undef) {
		/* -undef keeps the standard's own macros */
		put(&b, "#define __STDC__ 1\n#define __STDC_HOSTED__ %d\n", !opt.freestanding);
		if (opt.std > 1989)
			put(&b, "#define __STDC_VERSION__ %s\n",
			    opt.std == 1999 ? "199901L" : opt.std == 2011 ? "201112L" :
			    opt.std == 2017 ? "201710L" : "202000L");
		if (opt.std >= 2011 || (opt.std == 1999 && opt.gnu))
			put(&b, "#define __STDC_UTF_16__ 1\n#define __STDC_UTF_32__ 1\n");
	} else {
		for (size_t i = 0; i < n; i++)
			if (!overridden(tab[i]))
				put(&b, "#define %s\n", tab[i]);
		for (size_t i = 0; sparse_mode() && i < N_SPARSE_ORDERS; i++)
			put(&b, "#define %s %d\n", sparse_orders[i].name, sparse_orders[i].value);
		if (sparse_mode() && !opt.big_endian)
			put(&b, "#define __LITTLE_ENDIAN__ 1\n");
		/* -std */
		if (predef_std() > 1989)
			put(&b, "#define __STDC_VERSION__ %s\n",
			    opt.std == 1999 ? "199901L" : opt.std == 2011 ? "201112L" :
			    opt.std == 2017 ? "201710L" : "202000L");
		if (!opt.gnu)
			put(&b, "#define __STRICT_ANSI__ 1\n");
		put(&b, !gnu89_inline() ? "#define __GNUC_STDC_INLINE__ 1\n" : "#define __GNUC_GNU_INLINE__ 1\n");
		if (opt.std >= 2011 || (opt.std == 1999 && opt.gnu)) {
			put(&b, "#define __STDC_UTF_16__ 1\n");
			put(&b, "#define __STDC_UTF_32__ 1\n");
		}
		if (opt.gnu) {
			put(&b, "#define linux 1\n#define unix 1\n");
			if (opt.m32)
				put(&b, "#define i386 1\n");
		}
		/* -O */
		if (opt.opt > 0 || opt.opt_size)
			put(&b, "#define __OPTIMIZE__ 1\n");
		else
			put(&b, "#define __NO_INLINE__ 1\n");
		if (opt.opt_size)
			put(&b, "#define __OPTIMIZE_SIZE__ 1\n");
		/* PIC/PIE: Debian's gcc defaults to -fPIE */
		if (opt.pic) {
			put(&b, "#define __PIC__ %d\n#define __pic__ %d\n", opt.pic, opt.pic);
			if (opt.pie)
				put(&b, "#define __PIE__ %d\n#define __pie__ %d\n", opt.pic, opt.pic);
		}
		if (opt.unwind_tables)
			put(&b, "#define __GCC_HAVE_DWARF2_CFI_ASM 1\n");
		if (opt.short_wchar) {
			put(&b, "#define __WCHAR_MAX__ 0xffff\n#define __WCHAR_MIN__ 0\n");
			put(&b, "#define __WCHAR_TYPE__ short unsigned int\n#define __WCHAR_WIDTH__ 16\n");
			put(&b, "#define __SIZEOF_WCHAR_T__ 2\n");
			put(&b, "#define __GNUC_WIDE_EXECUTION_CHARSET_NAME \"UTF-16LE\"\n");
		}
		if (opt.no_80387)
			put(&b, "#define _SOFT_FLOAT 1\n#define __GCC_IEC_559 0\n#define __GCC_IEC_559_COMPLEX 0\n");
		if (opt.cmodel)
			put(&b, "#define __code_model_%s__ 1\n", opt.cmodel);
		static const char *const ssp[] = {NULL, "__SSP__ 1", "__SSP_ALL__ 2", "__SSP_STRONG__ 3", "__SSP_EXPLICIT__ 4"};
		if (opt.ssp > 0 && opt.ssp < 5)
			put(&b, "#define %s\n", ssp[opt.ssp]);
		if (opt.unsigned_char)
			put(&b, "#define __CHAR_UNSIGNED__ 1\n");
		if (opt.freestanding)
			put(&b, "#define __STDC_HOSTED__ 0\n");
		if (opt.pthread || opt.openmp)
			put(&b, "#define _REENTRANT 1\n");
		if (opt.openmp)
			put(&b, "#define _OPENMP 201511\n");
		if (opt.exceptions)
			put(&b, "#define __EXCEPTIONS 1\n");
	}
	if (opt.checker)
		put(&b, "#define __CHECKER__ 1\n");
	char *s = arena_strndup(tu_arena, b.s, b.len);
	free(b.s);
	return s;
}
