/* Escape sequences in #if character constants (gcc 12; gcc.dg/cpp/escape-1.c):
 * \x without digits is an error; a value beyond the character's width and
 * an unknown escape are warnings; \e, \( and friends are GNU and quiet. */
#if '\x'	// expected-error:5 {{\x used with no following hex digits}}
#endif
#if '\x400'	// expected-warning:5 {{hex escape sequence out of range}}
#endif
#if '\x0ff' != -1
#error
#endif
#if '\400'	// expected-warning:5 {{octal escape sequence out of range}}
#endif
#if '\377' != -1 || '\177' != 0x7f || '\e' != 27 || '\(' != '('
#error
#endif
#if '\0377'	// expected-warning:5 {{multi-character character constant}}
#endif
#if '\p'	// expected-warning:5 {{unknown escape sequence: '\p'}}
#endif
#if L'\x110000' != 0x110000 || u'\x10000'	// expected-warning:32 {{hex escape sequence out of range}}
#endif
