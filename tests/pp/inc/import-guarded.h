#ifndef IMPORT_GUARDED_H
#define IMPORT_GUARDED_H
#ifdef SECOND
#error read again after #import
#endif
guarded_body
#endif
