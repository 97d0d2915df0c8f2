// ARGS: -I tests/pp/inc
// __has_include / __has_include_next with all argument forms.
#if __has_include("vers2.h") && __has_include(<guarded.h>) && __has_include("inc/once.h")
yes1
#endif
#if !__has_include("nope.h") && !__has_include(<nope.h>) && !__has_include(<inc>)
yes2
#endif
#define HDR <dirI/sel.h>
#define QHDR "vers2.h"
#if __has_include(HDR) && __has_include(QHDR)
yes3
#endif
#ifdef __has_include
yes4
#endif
#if defined(__has_include) && defined __has_include_next
yes5
#endif
#if __has_include(<stdio.h>) && __has_include(<stddef.h>) && __has_include(<limits.h>)
yes6 default system include directories are searched
#endif
#if __has_include(<sys/types.h>)
yes7
#endif
