// ARGS: -DFOO -DBAR= -DBAZ=2+3 -D QUX=4 -DF(x)=[x] -DGONE -UGONE -DLATE=1 -ULATE -DLATE=5 -U__GNUC__ -U__FILE__
// -D and -U are processed in order; -DX means X=1; -DX= means empty.
// expected-warning@* {{undefining "__FILE__"}}
FOO [BAR] BAZ QUX F(6) GONE LATE
__GNUC__
#ifdef __GNUC__
gnuc_defined
#endif
