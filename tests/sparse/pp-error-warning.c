// #warning and #error in check mode: sparse prints the line's text alone
// (spelled back with single spaces), an empty #error as "error: ", and no
// warning after a preprocessor error.
#warning  be  careful   "now"
#if 0
#error skipped
#endif
#error
int x;
