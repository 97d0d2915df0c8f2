/* Characters allowed in identifiers (gcc 12, C11 Annex D; gcc.dg/cpp/ucnid-4.c,
 * ucnid-4-utf8.c): a UCN outside the ranges is an error but stays in the
 * identifier; a UTF-8 character outside them is a stray character. */
\u00AA
\u00AB	// expected-error:1 {{universal character \u00AB is not valid in an identifier}}
A\u00B6	// expected-error:1 {{universal character \u00B6 is not valid in an identifier}}
\u00BA \u0669 A\u0E59 0\u00BA
ª « ¶x a¶b º 0º 0٩
