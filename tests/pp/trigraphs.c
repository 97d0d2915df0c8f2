// Trigraphs are not replaced in gnu modes; gcc warns about each one that
// would change the meaning (not inside comments).
??=define X 1 // expected-warning {{trigraph ??= ignored, use -trigraphs to enable}}
"??/" // expected-warning {{trigraph ??/ ignored, use -trigraphs to enable}}
/* ??! in a comment: no warning */
a ??( b ??) // expected-warning {{trigraph ??( ignored}} expected-warning {{trigraph ??) ignored}}
