c_hdr
#if __has_include_next(<hdr.h>)
c_has_next
#else
c_is_last
#endif
