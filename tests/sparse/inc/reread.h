/* No include guard: read once per pass, as a trace header is read once
 * per TRACE_HEADER_MULTI_READ pass, each time from other includers. */
#if PASS == 1
int pass1(gfp_t g) { unsigned int n = g; return n; }
#elif PASS == 2
int pass2(gfp_t g) { unsigned int n = g; return n; }
#elif PASS == 3
int pass3(gfp_t g) { unsigned int n = g; return n; }
#endif
