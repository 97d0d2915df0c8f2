// #line changes __LINE__, __FILE__ and the location of diagnostics.
a __LINE__ __FILE__
#line 100
b __LINE__ __FILE__
#line 200 "renamed.c"
c __LINE__ __FILE__
#warning here // expected-warning@renamed.c:201 {{#warning here}}
#define N 300
#define NAME "macro-named.c"
#line N NAME
d __LINE__ __FILE__
# 400 "gnu-marker.c"
e __LINE__ __FILE__
# 500 "gnu-flags.c" 1
f __LINE__ __FILE__ __INCLUDE_LEVEL__
# 410 "gnu-marker.c" 2
g __LINE__ __FILE__ __INCLUDE_LEVEL__
#line 7 "with\\backslash.c"
h __LINE__ __FILE__
