// Extended identifiers (UCNs and UTF-8): gcc 12 -E prints every non-ASCII
// character of an identifier as \UXXXXXXXX; strings are left alone.
caf\u00e9 café \u00e9t\u00e9 x\U000000E9 日本語
"café" "caf\u00e9" 'é'
#define café 1
#define caf\u00e9ier(x) x
caf\u00e9 caféier(2)
