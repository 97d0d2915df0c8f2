// Token pasting: results are rescanned, placemarkers, pasting to form
// operators, numbers and identifiers; ## operands are not macro-expanded.
#define cat(a, b) a ## b
#define xcat(a, b) cat(a, b)
#define AB done
#define ONE 1
cat(A, B); cat(ONE, 2); xcat(ONE, 2);
cat(+, +) cat(-, =) cat(<, <=) cat(%:, %:) cat(., 5) cat(<, :);
cat(1, e) cat(1e, +) cat(0x, 1p) cat(L, 'a') cat(u8, "s") cat(L, "w");
cat(x, ) cat(, y) cat(, ) end;
cat(_, 123) cat(a, 1) cat(1, .5) cat(1., 5e-);
#define cat3(a, b, c) a ## b ## c
cat3(x, y, z) cat3(1, ., 5) cat3(, , z);
#define hash #
#define mkstr(a) # a
#define in_between(a) mkstr(a)
in_between(hash ## hash) in_between(cat(#, #));
