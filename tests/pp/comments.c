// Comments become one space; // comments end at the newline (and continue
// after a backslash-newline).
a/**/b a/* multi
line */c
d // comment \
  still comment
e /* // not a line comment */ f
g /* /* not nested */ h
"/* not a comment */" '/' '*'
i //* line comment */ j
k /\
* spliced comment start *\
/ l
m / / n
