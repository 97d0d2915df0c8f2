// ARGS: -std=c17
/* In strict C17 "::" is two tokens for gcc 12: the paste fails. */
#define CONCAT(a,b) a##b
CONCAT(:,:)	// expected-error {{pasting ":" and ":" does not give a valid preprocessing token}}
