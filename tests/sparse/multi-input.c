// ARGS: tests/sparse/inc/multi-first.c
/* Rule (sparse's command line): several input files are checked in turn,
 * each as its own unit, in the order given. */
int second_input;
static int unused_static;
