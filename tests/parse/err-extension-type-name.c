// __extension__ starts a declaration or an expression, never a type name:
// gcc 12 rejects it inside sizeof's and a cast's parentheses.

int ext_sizeof = sizeof(__extension__ long);	// expected-error:39 {{expected expression before 'long'}}
