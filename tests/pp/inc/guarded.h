#ifndef GUARDED_H
#define GUARDED_H
guarded_body __INCLUDE_LEVEL__
#endif
