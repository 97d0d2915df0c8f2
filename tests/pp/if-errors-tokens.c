// Malformed #if expressions: tokens that are not integer constants.
#if "str"           // expected-error {{token ""str"" is not valid in preprocessor expressions}}
#endif
#if 1.0             // expected-error {{floating constant in preprocessor expression}}
#endif
#if 1 = 1           // expected-error {{token "=" is not valid in preprocessor expressions}}
#endif
#if 09              // expected-error {{invalid digit "9" in octal constant}}
#endif
#if 1abc            // expected-error {{invalid suffix "abc" on integer constant}}
#endif
#if 0x              // expected-error {{invalid suffix "x" on integer constant}}
#endif
#if ''              // expected-error {{empty character constant}}
#endif
#if x[1]            // expected-error {{token "[" is not valid in preprocessor expressions}}
#endif
ok
