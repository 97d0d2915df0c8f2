// a header that forgets its #endif
#ifndef OPEN_COND_H
#define OPEN_COND_H
in_header
