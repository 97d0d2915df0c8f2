# Inline function bodies of headers, kept as tokens in check mode and parsed
# when a check asks for them: errors that gcc gives must still come.
. tests/cli/lib.sh "$@"

# a body cut short by the end of input is parsed at once: gcc's error
printf 'static inline int f(void)\n{\n\treturn 1;\n' >"$D/eof.h"
printf '#include "eof.h"\n' >"$D/eof.c"
run "$CG" "$D/eof.c"
expect eof-in-deferred-body '[ $RC = 1 ] && grep -q "eof.h:3:9: error: expected declaration or statement at end of input" "$D/err"'

# a syntax error in an uncalled header body: found when it is called
cat >"$D/bad.h" <<'C'
static inline int bad(int x)
{
	return x +;
}
C
printf '#include "bad.h"\nint use(int x);\nint use(int x) { return bad(x); }\n' >"$D/called.c"
run "$CG" "$D/called.c"
expect error-in-called-body '[ $RC = 1 ] && grep -q "bad.h:3:19: error: expected expression before .;. token" "$D/err"'
# -fsyntax-only parses every body, called or not (gcc's verdict)
printf '#include "bad.h"\n' >"$D/uncalled.c"
run "$CG" -fsyntax-only "$D/uncalled.c"
expect syntax-only-parses-all '[ $RC = 1 ] && grep -q "bad.h:3:19: error: expected expression" "$D/err"'

# #pragma pack in force at the definition applies when the body is parsed
# later (a local structure's layout); the pack state after it is untouched
cat >"$D/pack.h" <<'C'
#pragma pack(push, 1)
static inline int packed_size(void)
{
	struct s { char c; int i; };
	char packed[sizeof(struct s) == 5 ? 1 : -1];
	return sizeof(packed) + sizeof(struct s);
}
#pragma pack(pop)
struct after { char c; int i; };
_Static_assert(sizeof(struct after) == 8, "not packed");
C
printf '#include "pack.h"\nint use(void);\nint use(void) { return packed_size(); }\n' >"$D/pack.c"
run "$CG" "$D/pack.c"
expect pack-kept-for-body '[ $RC = 0 ] && [ ! -s "$D/err" ]'

# digraph braces, a stray byte, a trigraph: the body is expanded in place
cat >"$D/odd.h" <<'C'
static inline int digraphs(int x)
<%
	return x;
%>
static inline int after_digraphs(int x)
{
	return x +;
}
C
printf '#include "odd.h"\nint use(int x);\nint use(int x) { return digraphs(x) + after_digraphs(x); }\n' >"$D/odd.c"
run "$CG" "$D/odd.c"
expect digraph-body-then-error '[ $RC = 1 ] && grep -q "odd.h:7:19: error: expected expression before .;. token" "$D/err" && [ $(grep -c error "$D/err") = 1 ]'

# a brace made by ## cannot be seen by the skip: the replay says so (an
# error, never a silent misparse)
cat >"$D/paste.h" <<'C'
#define OPEN_BLOCK {
#define CAT(a, b) a##b
static inline int pasted(int x)
{ CAT(OPEN_, BLOCK) return x; } }
C
printf '#include "paste.h"\nint use(int x);\nint use(int x) { return pasted(x); }\n' >"$D/paste.c"
run "$CG" "$D/paste.c"
expect pasted-brace-reported '[ $RC = 1 ] && grep -q "paste.h:3:19: error: castguard: the body of .pasted. was left unexpanded" "$D/err"'
