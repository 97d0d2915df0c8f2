b_hdr
#if __has_include_next(<hdr.h>)
b_has_next
#include_next <hdr.h>
#endif
#if __has_include_next(<only_a.h>)
b_sees_only_a
#else
b_does_not_see_only_a
#endif
