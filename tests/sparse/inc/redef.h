/* macro-redefined.c: the first definition of A, which sparse names as the
 * original of every later one */
#define A 1
