// ARGS: -std=c99
// Strict C99: no "linux"/"unix", __STRICT_ANSI__ defined.
