/* include-names.c: found in the includer's directory, which sparse names
 * without its leading "./" */
int names_b;			/* "tests/sparse/inc//names-b.h" */
