/* outfile.h - the one writer of every file castguard writes: -o, migrate
 * --in-place, project mode's summaries.
 *
 * A regular file (or a new one) is written to a temporary file beside it,
 * fsync'd and renamed over it, with the old file's mode, owner and group;
 * a file with several hard links is rewritten in place of its inode, its
 * space reserved first.  Anything else (a device, a FIFO, /dev/stdout) is
 * opened and written in place, never unlinked or renamed over.  Symbolic
 * links are followed.  A failure leaves the target as it was, removes the
 * temporary file and says "castguard: error: cannot write 'FILE': REASON";
 * the caller exits 2. */
#ifndef CG_OUTFILE_H
#define CG_OUTFILE_H
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef struct OutFile OutFile;

/* At start: SIGINT, SIGTERM, SIGHUP and SIGALRM remove the temporary
 * files before they kill; SIGPIPE is a quiet exit 2; SIGXFSZ is ignored
 * (a file-size limit is a failed write, EFBIG). */
void outfile_init(void);

/* NULL if PATH cannot be written (the message is printed). */
OutFile *outfile_open(const char *path);
FILE *outfile_stream(OutFile *o);

/* COMMIT: put the bytes written in place of the target; else drop them.
 * False (the message printed) if the bytes could not be written. */
bool outfile_close(OutFile *o, bool commit);

/* DATA added at the end of PATH (created if need be) under an fcntl
 * write lock: whole, or not at all. */
bool outfile_append(const char *path, const void *data, size_t len);

/* The whole file in one call. */
bool outfile_write(const char *path, const void *data, size_t len);
#endif
