// expected-error@12:13 {{expected declaration specifiers before '__cold_like'}}
// expected-error@13:13 {{expected '=', ',', ';', 'asm' or '__attribute__' before '{' token}}
// expected-error@14 {{expected '{' at end of input}}
// An unknown word after a function's parameter list (an annotation macro
// such as __cold whose definition is missing) makes gcc take the prototype
// for the head of an old-style definition: the word is expected to start a
// parameter declaration, then the following declarations are read as
// parameter declarations up to the next '{', which gcc does not accept
// there, and the definition's body never comes ("at end of input", with
// no column).  Three errors for one mistake, and nothing after it counts.
int ok;
int f(void) __cold_like;
int g(void) { return ok; }
