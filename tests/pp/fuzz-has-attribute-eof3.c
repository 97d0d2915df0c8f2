// Found by fuzzing (libFuzzer, lf-pp): as fuzz-has-attribute-eof1, EOF in
// place of the ')'.  (gcc prints 1 here; castguard 0, after the error.)
// expected-error@+1 {{missing ')' after "__has_attribute"}}
__has_attribute(packed
