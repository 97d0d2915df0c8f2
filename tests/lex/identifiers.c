// Identifiers: letters, digits, _, $, UCNs, UTF-8.  Non-ASCII identifiers
// are last on their lines (display columns of UTF-8 are tool-dependent).
abc _x x1 $dollar a$b __y__
caf\u00e9
\u00e9t\u00e9 x\U000000E9
café
日本語
