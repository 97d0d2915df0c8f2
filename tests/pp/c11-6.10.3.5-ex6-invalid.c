// C11 6.10.3.5 EXAMPLE 6: invalid redefinitions (gcc: warning "X" redefined).
#define OBJ_LIKE (1-1)
#define FUNC_LIKE(a) ( a )
#define OBJ_LIKE (0)     // expected-warning {{"OBJ_LIKE" redefined}}
#define OBJ_LIKE (1 - 1) // expected-warning {{"OBJ_LIKE" redefined}}
#define FUNC_LIKE(b) ( a ) // expected-warning {{"FUNC_LIKE" redefined}}
#define FUNC_LIKE(b) ( b ) // expected-warning {{"FUNC_LIKE" redefined}}
OBJ_LIKE FUNC_LIKE(z)
