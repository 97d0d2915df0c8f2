// ARGS: -Wno-decl
/* Rule (sparse's tokenizer, always on): hex escapes too big for the
 * character, octal escapes above 0377, unknown escapes, and character
 * constants of more than one character; each at the literal. */
static int chars[] = { '\n', '\x41', '\x141', '\0', '\377', 'ab', '\q' };
static int wide[] = { L'\x141', L'\x12345' };
static const char *strings[] = { "\x41\x4142", "\400", "ok\t", "\d" };
static const char *joined = "\x41" "\x4142";
