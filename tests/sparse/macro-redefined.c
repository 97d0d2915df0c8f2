// ARGS: -D__FLT_MAX__=3.40282347e+38F -D__DBL_MIN__=2.2250738585072014e-308 -DFROM_CMDLINE=1
/*
 * sparse's "preprocessor token X redefined": cgcc's -D of gcc's float
 * macros (which sparse predefines weak or not at all) are silent; the
 * original is the first definition a file made of the name.
 */
#include "inc/redef.h"
#define A 2			/* warned: original in redef.h */
#undef A
#define A 3			/* after #undef: silent */
#define A 4			/* warned: original still in redef.h */
#define __CHECKER__ 2		/* a predefine sparse makes strong: builtin:0:0 */
#define __SIZEOF_INT__ 4	/* weak, and the same: silent */
#define __SIZEOF_INT__ 8	/* warned: original on the line above */
#define __LINE__ 1		/* a builtin: silent */
#define __GNUC__ 99		/* weak: silent */
#define FROM_CMDLINE 2		/* warned: -D is at builtin:1:9 */
int x = A + __LINE__ + FROM_CMDLINE;
