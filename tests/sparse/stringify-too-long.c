// sparse spells #x in a buffer of 8,191 bytes: an argument longer than that
// is an error, "too long token expansion", at the expansion (6.12's trace
// events in include/trace/events/dma.h and kmem.h); the warnings of the unit go.
#define STR(x) #x
#define XSTR(x) STR(x)
#define T10 aaaaaaaaa bbbbbbbbb ccccccccc ddddddddd eeeeeeeee fffffffff ggggggggg hhhhhhhhh iiiiiiiii jjjjjjjjj
#define T100 T10 T10 T10 T10 T10 T10 T10 T10 T10 T10
const char *s;
const char *s = XSTR(T100 T100 T100 T100 T100 T100 T100 T100 T100);
const char *t = STR(x y);
void *p = 0;
