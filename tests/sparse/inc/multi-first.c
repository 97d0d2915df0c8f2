/* The first input of multi-input.c's run (only *.c directly in tests/sparse are tests). */
int first_input;
