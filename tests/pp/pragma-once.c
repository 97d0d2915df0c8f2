// #pragma once: a header is read once, even when named by another path.
#include "inc/once.h"
#include "inc/once.h"
#include "inc/./once.h"
#include "inc/sub/../once.h"
#include "inc/guarded.h"
#include "inc/guarded.h"
end __INCLUDE_LEVEL__
