/* the last line of this header has no newline, and an odd column: sparse warns */
#define EOF_ODD 1