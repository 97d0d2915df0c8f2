int eof_splice;\
