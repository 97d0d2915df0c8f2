/* The comma binds less than ?: in #if (gcc 12; gcc.dg/cpp/if-oppr2.c):
 * "1 ? 2 : 3 , 0" is 0, and the middle operand may hold a comma. */
#if 1 ? 2 : 3 , 0
wrong
#else
right1
#endif
#if 0 ? 1, 0 : 2
right2
#endif
#if (1 ? 0 : 3 , 1) && (0, 1 ? 1 : 0)
right3
#endif
