// Stringification: quotes and backslashes in string/char literals are
// escaped, others not; whitespace in the argument becomes one space.
#define s(x) #x
#define xs(x) s(x)
s("a\"b\\c");
s('"') s('\'') s('\\');
s(\n) s(\) s(a\b); // expected-warning {{invalid string literal, ignoring final '\'}}
s(  a   b  );
s(a
  b
   c);
s(a /* comment */ b);
s(a/**/b);
s();
s(L"x" u8"y" u'z' U"w");
s(@ $ `);
s("abc" 'd');
s(( , ));
s(#) s(##) s(%:);
xs(__LINE__) s(__LINE__);
s(	tab	and	tab	);
