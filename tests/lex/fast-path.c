// The lexer's inline path (blanks, tabs, newlines, then a plain identifier,
// punctuator or number) and where it hands over to the full one: a splice
// in the blanks or the token, a trigraph, UTF-8, a form feed, ".5".
alpha beta	gamma
	  delta		epsilon
ab \
   cd ef
gh\
ij kl
a_very_long_identifier_of_more_than_sixteen_bytes x
a/b a/ /**/b a//c
q .5 . ... .x 0x1fULL 1e+5 1.5e-3f 9.
m ??= n
pq
	 r
caf\u00e9 s
xé y
// expected-warning@13:3 {{trigraph ??= ignored, use -trigraphs to enable}}
