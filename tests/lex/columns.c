// Columns are 1-based; a tab advances to the next multiple of 8, plus 1.
	a
		b
1234567	c
12345678	d
   	e	f
x /* comment
   */ y	/* x */	z
	"tab	in string"
