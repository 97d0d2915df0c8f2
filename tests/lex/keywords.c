// C11 keywords are reported as keywords, other identifiers as ident.
int char void return if else while for do switch case default break continue
goto sizeof struct union enum typedef static extern auto register const
volatile signed unsigned short long float double inline restrict
_Bool _Complex _Imaginary _Alignas _Alignof _Atomic _Generic _Noreturn
_Static_assert _Thread_local
main define include Int INT _bool
