// Found by fuzzing (libFuzzer, lf-pp): as fuzz-has-attribute-eof1, EOF in
// place of the operand.
// expected-error@+1 {{macro "__has_attribute" requires an identifier}}
__has_attribute(
