/* An inline function with a label, parsed on demand (lazy-label-after-labels.c). */
static inline int with_label(int x)
{
	if (x)
		goto found;
	return 0;
found:
	return 1;
}
