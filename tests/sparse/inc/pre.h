/* pre-included by incl-preinclude.c (-include): one -Wdecl warning */
typedef unsigned int __attribute__((bitwise)) gfp_t;
int pre_global;
