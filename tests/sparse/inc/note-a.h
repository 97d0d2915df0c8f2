/* header of incl-note-once.c: a static function with two warnings
 * (phase 2) and an inline function with one (checked at its call site,
 * phase 3) */
static void hdr_static(gfp_t g, unsigned int n)
{
	g = n;
	n = g;
}

static inline void hdr_inline(gfp_t g, unsigned int n)
{
	n = g + 1;
}
