// Malformed #line directives.
#line                     // expected-error {{unexpected end of file after #line}}
#line abc                 // expected-error {{"abc" after #line is not a positive integer}}
#line 10 foo              // expected-error {{"foo" is not a valid filename}}
#line 4294967296          // expected-warning {{line number out of range}}
#line 20 "x.c"
#line 0x10                // expected-error@x.c:20 {{"0x10" after #line is not a positive integer}}
end __LINE__ __FILE__
