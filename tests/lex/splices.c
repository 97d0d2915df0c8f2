// Backslash-newline is removed before tokenization: inside identifiers,
// numbers, strings, punctuators and comment delimiters.  A token's location
// is where it starts.
ab\
cd "st\
r" 12\
34 +\
= -\
> /\
/ line comment
x /\
* block comment *\
/ y
%:\
%: .\
.\
. z
