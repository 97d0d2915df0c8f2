#ifdef SECOND
#error read again after #import
#endif
plain_body
