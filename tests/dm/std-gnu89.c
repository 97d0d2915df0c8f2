// ARGS: -std=gnu89
// gnu89: no __STDC_VERSION__, gnu_inline semantics.
