/* an even column: no warning */
#define EOF_EVEN 123