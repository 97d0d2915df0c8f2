// Type specifiers that do not combine.  gcc names the pair ('complex' for
// _Complex, 'long long' once two longs are read) or says "two or more data
// types" (char after int, a struct after unsigned), and points at the
// specifier that made it wrong; a third long is "too long for GCC"; a
// repeated unsigned is a "duplicate".  Each declaration still declares its
// object (with whatever type gcc kept) and the next one is read normally.
int char a1;	// expected-error:5 {{two or more data types in declaration specifiers}}
signed unsigned a2;	// expected-error:8 {{both 'signed' and 'unsigned' in declaration specifiers}}
long long long a3;	// expected-error:11 {{'long long long' is too long for GCC}}
long short a4;	// expected-error:6 {{both 'long' and 'short' in declaration specifiers}}
short char a5;	// expected-error:7 {{both 'short' and 'char' in declaration specifiers}}
unsigned unsigned a6;	// expected-error:10 {{duplicate 'unsigned'}}
long float a7;	// expected-error:6 {{both 'long' and 'float' in declaration specifiers}}
signed _Bool a8;	// expected-error:8 {{both 'signed' and '_Bool' in declaration specifiers}}
_Complex void a9;	// expected-error:10 {{both 'complex' and 'void' in declaration specifiers}}
unsigned struct s { int x; } a10;	// expected-error:10 {{two or more data types in declaration specifiers}}
long double long a11;	// expected-error:13 {{both 'long long' and 'double' in declaration specifiers}}
__int128 long a12;	// expected-error:10 {{both 'long' and '__int128' in declaration specifiers}}
int ok;
int use(void) { return ok + (int)a1 + (int)a2 + (int)a3; }
