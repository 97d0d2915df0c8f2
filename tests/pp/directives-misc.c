// Null directive, #ident, unknown directives, # followed by a non-directive.
#
# /* comment only */
#ident "version 1"
#foo bar                      // expected-error {{invalid preprocessing directive #foo}}
#123abc                       // expected-error {{"123abc" after # is not a positive integer}}
#"string"                     // expected-error {{invalid preprocessing directive}}
  # define INDENTED 1
INDENTED
	#	define TABBED 2
TABBED
#define HASH #
HASH define NOT_A_DIRECTIVE 3
NOT_A_DIRECTIVE
a # b ## c %: d
#define EMPTY
EMPTY # define ALSO_NOT 4
ALSO_NOT
