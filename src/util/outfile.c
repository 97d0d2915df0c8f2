/* outfile.c - writing a file without ever damaging what was there (the
 * rules are in outfile.h).  The bytes go through a stdio stream over our
 * own write function, which keeps the first error: stdio itself keeps only
 * that there was one, and errno is long gone by the time it is asked. */
#define _GNU_SOURCE		/* fopencookie, fallocate */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include "arena.h"
#include "outfile.h"

struct OutFile {
	FILE *f;
	int fd;			/* the temporary file, or the target written in place */
	int err;		/* the first error of a write */
	char *name;		/* as given: the messages say it */
	char *target;		/* the file the name resolves to */
	int slot;		/* in temps[]; -1 when written in place */
};

/* The temporary files that exist now, for the signal handler and exit(). */
enum { MAX_TEMPS = 8 };
static char *volatile temps[MAX_TEMPS];
static const int caught[] = { SIGINT, SIGTERM, SIGHUP, SIGALRM, SIGPIPE };
#define NCAUGHT (int)(sizeof(caught) / sizeof(caught[0]))

static void remove_temps(void)
{
	for (int i = 0; i < MAX_TEMPS; i++)
		if (temps[i])
			unlink(temps[i]);
}

static void on_signal(int sig)
{
	remove_temps();
	if (sig == SIGPIPE)
		_exit(2);	/* the reader is gone: nobody to tell */
	signal(sig, SIG_DFL);
	raise(sig);		/* delivered on return: the status says the signal */
}

/* SIG gets HANDLER unless it is ignored (nohup, a background job) or a
 * host has its own handler (libFuzzer): those stay. */
static void set_if_default(int sig, void (*handler)(int))
{
	struct sigaction old, sa = { .sa_handler = handler };
	sigemptyset(&sa.sa_mask);
	for (int i = 0; i < NCAUGHT; i++)
		sigaddset(&sa.sa_mask, caught[i]);
	if (sigaction(sig, NULL, &old) == 0 && old.sa_handler == SIG_DFL)
		sigaction(sig, &sa, NULL);
}

void outfile_init(void)
{
	for (int i = 0; i < NCAUGHT; i++)
		set_if_default(caught[i], on_signal);
	set_if_default(SIGXFSZ, SIG_IGN);
}

/* The caught signals wait while the list of temporary files changes and
 * while a target is being replaced: half a list or half a file is worse
 * than a signal a moment late. */
static void block_signals(sigset_t *old)
{
	sigset_t set;
	sigemptyset(&set);
	for (int i = 0; i < NCAUGHT; i++)
		sigaddset(&set, caught[i]);
	sigprocmask(SIG_BLOCK, &set, old);
}

static void restore_signals(const sigset_t *old)
{
	sigprocmask(SIG_SETMASK, old, NULL);
}

static bool fail(const char *name, int err)
{
	fprintf(stderr, "castguard: error: cannot write '%s': %s\n", name, strerror(err));
	return false;
}

/* ------------------------------------------------------- where to write */

/* DIR/NAME, or NAME alone when it is absolute or DIR is empty. */
static char *path_join(const char *dir, size_t dirlen, const char *name)
{
	if (name[0] == '/' || !dirlen) {
		char *p = xmalloc(strlen(name) + 1);
		return strcpy(p, name);
	}
	size_t n = dirlen + strlen(name) + 2;
	char *p = xmalloc(n);
	snprintf(p, n, "%.*s%s%s", (int)dirlen, dir, dir[dirlen - 1] == '/' ? "" : "/", name);
	return p;
}

/* The length of PATH's directory part ("/" is 1, none is 0). */
static size_t dir_len(const char *path)
{
	const char *slash = strrchr(path, '/');
	return !slash ? 0 : slash == path ? 1 : (size_t)(slash - path);
}

/* Is PATH in /proc?  A link there (/dev/stdout -> /proc/self/fd/1) stands
 * for an open file, not for the name it reads as ("pipe:[123]"). */
static bool in_proc(const char *path)
{
	char dir[PATH_MAX], real[PATH_MAX];
	size_t n = dir_len(path);
	if (!n || n >= sizeof dir)
		return false;
	memcpy(dir, path, n);
	dir[n] = 0;
	return realpath(dir, real) && (!strncmp(real, "/proc/", 6) || !strcmp(real, "/proc"));
}

/* PATH with its symbolic links followed (malloc'd), or NULL with errno
 * set.  *IN_PLACE when a link leads into /proc. */
static char *resolve(const char *path, bool *in_place)
{
	char *cur = path_join("", 0, path);
	for (int hops = 0; hops < 40; hops++) {
		struct stat st;
		char link[PATH_MAX];
		if (in_proc(cur)) {
			*in_place = true;
			return cur;
		}
		if (lstat(cur, &st) != 0 || !S_ISLNK(st.st_mode))
			return cur;	/* what does not exist yet is made here */
		ssize_t n = readlink(cur, link, sizeof link - 1);
		if (n < 0) {
			free(cur);
			return NULL;
		}
		link[n] = 0;
		char *next = path_join(cur, dir_len(cur), link);
		free(cur);
		cur = next;
	}
	free(cur);
	errno = ELOOP;
	return NULL;
}

/* ------------------------------------------------------------ the stream */

static ssize_t cookie_write(void *cookie, const char *buf, size_t size)
{
	OutFile *o = cookie;
	size_t done = 0;
	while (done < size) {
		ssize_t w = write(o->fd, buf + done, size - done);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0) {
			if (!o->err)
				o->err = w < 0 ? errno : EIO;
			return 0;	/* stdio's "error" */
		}
		done += w;
	}
	return size;
}

static int cookie_close(void *cookie)
{
	OutFile *o = cookie;
	int r = close(o->fd);
	if (r != 0 && !o->err)
		o->err = errno;
	return r;
}

static bool attach_stream(OutFile *o)
{
	cookie_io_functions_t io = { .write = cookie_write, .close = cookie_close };
	o->f = fopencookie(o, "w", io);
	if (!o->f)
		return false;
	setvbuf(o->f, NULL, _IOFBF, 1 << 16);
	return true;
}

/* --------------------------------------------------------------- opening */

/* A fatal error's exit() mid-write removes the temporary files too:
 * registered before main, once a process. */
__attribute__((constructor)) static void remove_temps_at_exit(void)
{
	atexit(remove_temps);
}

/* A free slot of temps[] holding ".NAME.cg-XXXXXX" beside TARGET, the file
 * created; -1 with errno set. */
static int make_temp(const char *target, int *fd)
{
	size_t dn = dir_len(target);
	const char *base = target + (dn ? dn + (target[dn] == '/') : 0);
	char name[NAME_MAX + 1];
	snprintf(name, sizeof name, ".%.200s.cg-XXXXXX", base);
	char *tmp = path_join(target, dn, name);
	sigset_t old;
	block_signals(&old);
	int slot = 0;
	while (slot < MAX_TEMPS && temps[slot])
		slot++;
	*fd = slot < MAX_TEMPS ? mkostemp(tmp, O_CLOEXEC) : (errno = EMFILE, -1);
	if (*fd >= 0)
		temps[slot] = tmp;
	restore_signals(&old);
	if (*fd < 0) {
		free(tmp);
		return -1;
	}
	return slot;
}

static OutFile *open_failed(OutFile *o, int err)
{
	fail(o->name, err);
	free(o->name);
	free(o->target);
	free(o);
	return NULL;
}

/* Not a regular file (a device, a FIFO, a socket, an open file of
 * /proc): written where it is, as gcc writes it. */
static bool open_in_place(OutFile *o)
{
	o->fd = open(o->name, O_WRONLY | O_TRUNC | O_CLOEXEC);
	return o->fd >= 0;
}

OutFile *outfile_open(const char *path)
{
	OutFile *o = xmalloc(sizeof *o);
	*o = (OutFile){ .fd = -1, .slot = -1, .name = path_join("", 0, path) };
	bool in_place = false;
	struct stat st;
	o->target = resolve(path, &in_place);
	if (!o->target)
		return open_failed(o, errno);
	bool exists = stat(o->target, &st) == 0;
	if (!exists && errno != ENOENT)
		return open_failed(o, errno);
	if (in_place || (exists && !S_ISREG(st.st_mode))) {
		if (!open_in_place(o))
			return open_failed(o, errno);
	} else {
		/* a file we may not write is not replaced behind its back */
		if (exists && faccessat(AT_FDCWD, o->target, W_OK, AT_EACCESS) != 0)
			return open_failed(o, errno);
		o->slot = make_temp(o->target, &o->fd);
		if (o->slot < 0)
			return open_failed(o, errno);
	}
	if (!attach_stream(o)) {
		int err = errno;
		outfile_close(o, false);
		fail(path, err);
		return NULL;
	}
	return o;
}

FILE *outfile_stream(OutFile *o)
{
	return o->f;
}

/* --------------------------------------------------------------- closing */

/* The file's size may grow to LEN under RLIMIT_FSIZE?  (Checked before a
 * file is touched: past the limit a write fails half done.) */
static bool size_allowed(off_t len)
{
	struct rlimit rl;
	if (getrlimit(RLIMIT_FSIZE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY &&
	    (rlim_t)len > rl.rlim_cur) {
		errno = EFBIG;
		return false;
	}
	return true;
}

static bool copy_fd(int from, int to, off_t len)
{
	char buf[1 << 16];
	for (off_t off = 0; off < len; ) {
		ssize_t r = pread(from, buf, sizeof buf, off);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0) {
			errno = r < 0 ? errno : EIO;
			return false;
		}
		for (ssize_t done = 0; done < r; ) {
			ssize_t w = pwrite(to, buf + done, r - done, off + done);
			if (w < 0 && errno != EINTR)
				return false;
			done += w > 0 ? w : 0;
		}
		off += r;
	}
	return true;
}

/* Space for LEN bytes, taken before the old content is touched, so that a
 * full disk or a quota fails first.  (A file system that cannot reserve
 * is written without.) */
static bool reserve(int fd, off_t len)
{
	return !len || fallocate(fd, FALLOC_FL_KEEP_SIZE, 0, len) == 0 ||
	       errno == EOPNOTSUPP || errno == ENOSYS;
}

/* A file with several hard links: the new bytes go into its own inode, so
 * that every name sees them. */
static bool rewrite_inode(OutFile *o)
{
	struct stat st;
	if (fstat(o->fd, &st) != 0 || !size_allowed(st.st_size))
		return false;
	int fd = open(o->target, O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return false;
	bool ok = reserve(fd, st.st_size) && copy_fd(o->fd, fd, st.st_size) &&
		  ftruncate(fd, st.st_size) == 0 && fsync(fd) == 0;
	int err = errno;
	if (close(fd) != 0 && ok)
		return false;
	errno = err;
	return ok;
}

/* The temporary file takes the target's place, with its mode, and its
 * owner and group where we may set them.  *RENAMED: it is gone. */
static bool replace(OutFile *o, bool *renamed)
{
	struct stat st;
	if (stat(o->target, &st) == 0) {
		if (S_ISREG(st.st_mode) && st.st_nlink > 1)
			return rewrite_inode(o);
		if (st.st_uid != geteuid() || st.st_gid != getegid())
			(void)!fchown(o->fd, st.st_uid, st.st_gid);
		/* (after fchown, which drops the set-user-ID bits) */
		if (fchmod(o->fd, st.st_mode & 07777) != 0)
			return false;
	} else {
		mode_t mask = umask(0);
		umask(mask);
		if (fchmod(o->fd, 0666 & ~mask) != 0)
			return false;
	}
	*renamed = fsync(o->fd) == 0 && rename(temps[o->slot], o->target) == 0;
	return *renamed;
}

bool outfile_close(OutFile *o, bool commit)
{
	bool ok = true, renamed = false;
	if (o->f && fflush(o->f) != 0 && !o->err)
		o->err = errno;
	sigset_t old;
	block_signals(&old);
	if (commit && !o->err && o->slot >= 0 && !replace(o, &renamed))
		o->err = errno;
	if (o->f)
		fclose(o->f);	/* closes o->fd */
	else if (o->fd >= 0)
		close(o->fd);
	if (o->slot >= 0) {
		if (!renamed)
			unlink(temps[o->slot]);
		free(temps[o->slot]);
		temps[o->slot] = NULL;
	}
	restore_signals(&old);
	if (commit && o->err)
		ok = fail(o->name, o->err);
	free(o->name);
	free(o->target);
	free(o);
	return ok;
}

bool outfile_write(const char *path, const void *data, size_t len)
{
	OutFile *o = outfile_open(path);
	if (!o)
		return false;
	fwrite(data, 1, len, o->f);
	return outfile_close(o, true);
}

/* Appending is the one write that is not atomic by replacement: several
 * processes (Kbuild's per-unit runs under make -j) add to one log.  A
 * write lock on the whole file serializes them, and each one's bytes go
 * in whole; a failed write is cut back to the old end, so the log never
 * holds half a record. */
bool outfile_append(const char *path, const void *data, size_t len)
{
	int fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0666);
	if (fd < 0)
		return fail(path, errno);
	struct flock lk = { .l_type = F_WRLCK, .l_whence = SEEK_SET };
	int e = 0;
	while (fcntl(fd, F_SETLKW, &lk) < 0)
		if (errno != EINTR) {
			e = errno;
			break;
		}
	struct stat st;
	off_t start = !e && !fstat(fd, &st) ? st.st_size : -1;
	const char *p = data;
	size_t done = 0;
	while (!e && done < len) {
		ssize_t k = write(fd, p + done, len - done);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			e = k < 0 ? errno : EIO;
		else
			done += k;
	}
	if (e && done && start >= 0 && ftruncate(fd, start) < 0)
		e = e ? e : errno;
	close(fd);	/* releases the lock */
	return e ? fail(path, e) : true;
}
