// Without -nostdinc, gcc implicitly includes /usr/include/stdc-predef.h.
