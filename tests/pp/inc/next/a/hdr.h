a_hdr_begin
#include_next <hdr.h>
a_hdr_end
