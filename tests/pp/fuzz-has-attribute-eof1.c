// Found by fuzzing (libFuzzer, lf-pp): __has_attribute outside #if as the
// last token of the file gave its lookahead back to an input that had
// already ended, and crashed.
// expected-error@+1 {{missing '(' after "__has_attribute"}}
__has_attribute
