/* ARGS: -fgnu89-inline */
/* -fgnu89-inline in gnu17: an "extern inline" body is replaceable once,
 * by a definition that is not itself "extern inline"; two plain inline
 * bodies are still a redefinition (gcc 12). */
extern inline int a(void) { return 0; }
int a(void) { return 1; }
extern inline int b(void) { return 0; }
extern inline int b(void) { return 1; }	/* expected-error:19 {{redefinition of 'b'}} */
inline int c(void) { return 0; }
int c(void) { return 1; }	/* expected-error:5 {{redefinition of 'c'}} */
#if !defined(__GNUC_GNU_INLINE__) || defined(__GNUC_STDC_INLINE__)
#error "-fgnu89-inline defines __GNUC_GNU_INLINE__"
#endif
