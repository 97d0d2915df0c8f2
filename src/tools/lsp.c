/* lsp.c - castguard lsp: a Language Server Protocol server on stdin and
 * stdout (JSON-RPC 2.0, Content-Length framing), docs/editors.md.
 *
 * The server keeps the editor's open files and checks one at a time: on
 * open and save at once, after a change once the typing pauses (the
 * debounce).  Each check is a forked child running the ordinary checker
 * with the file's compile command, --format=json and the unsaved text in
 * place of the file (source_override); the child's JSON log becomes
 * the file's diagnostics.  So a crash of a check is a child's death, the
 * server's memory is only the open files, and a change kills the check of
 * the text it replaces.  Code actions are the fix-its of the last check;
 * asked for text that is not checked yet, they wait for its check (and
 * that wait is what $/cancelRequest cancels). */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <stdarg.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "lsp.h"
#include "lsp-internal.h"
#include "source.h"

enum {
	PARSE_ERROR = -32700, INVALID_REQUEST = -32600, METHOD_NOT_FOUND = -32601,
	INVALID_PARAMS = -32602, NOT_INITIALIZED = -32002, REQUEST_CANCELLED = -32800,
};

/* An open file. */
typedef struct Doc {
	char *uri, *path;	/* the editor's URI; the file's real path */
	char *text;
	size_t len;
	long version;
	long due;		/* check at this time (ms), or -1 */
	/* the last finished check: its text, version, directory and records */
	char *checked;
	size_t checked_len;
	long checked_version;
	char *dir;
	int tabstop;
	Json *records;
	bool told;		/* told the editor why it cannot be checked */
} Doc;

/* The check in flight. */
typedef struct Check {
	pid_t pid;		/* 0: none */
	int fd;
	Doc *doc;
	long version, started;
	char *text;		/* the text it checks (a copy) */
	size_t len;
	LspCommand cmd;
	char *out;
	size_t outlen, outcap;
	bool timed_out;		/* killed by --check-timeout */
} Check;

/* A code action request waiting for the check of its file's text. */
typedef struct Pending {
	Json *id;
	char *uri;
	long first, last;	/* the lines it asks about */
} Pending;

static struct {
	Doc **docs;
	int ndocs;
	Pending *pending;
	int npending;
	Check check;
	bool initialized, shut_down;
	char *in;
	size_t inlen, incap;
	char **extra;		/* options added to every check */
	int nextra;
	long debounce, timeout;	/* ms */
	int (*run_tu)(int, char **);
} srv;

static long now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000L + ts.tv_nsec / 1000000;
}

/* --- messages ------------------------------------------------------------------- */

static void write_all(const char *p, size_t n)
{
	while (n) {
		ssize_t w = write(1, p, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			_exit(1);	/* the editor is gone */
		p += w;
		n -= w;
	}
}

/* Send MSG (freed) with its "jsonrpc" member. */
static void send_msg(Json *msg)
{
	char *body;
	size_t len;
	FILE *f = open_memstream(&body, &len);
	json_write(f, msg);
	fclose(f);
	char head[64];
	int hl = snprintf(head, sizeof head, "Content-Length: %zu\r\n\r\n", len);
	write_all(head, hl);
	write_all(body, len);
	free(body);
	json_free(msg);
}

static Json *message(void)
{
	Json *m = json_new(J_OBJ);
	json_put(m, "jsonrpc", json_new_str("2.0"));
	return m;
}

static void reply(const Json *id, Json *result)
{
	Json *m = message();
	json_put(m, "id", id ? json_clone(id) : json_new(J_NULL));
	json_put(m, "result", result ? result : json_new(J_NULL));
	send_msg(m);
}

static void reply_error(const Json *id, int code, const char *what)
{
	Json *m = message(), *e = json_new(J_OBJ);
	json_put(m, "id", id ? json_clone(id) : json_new(J_NULL));
	json_put(e, "code", json_new_num(code));
	json_put(e, "message", json_new_str(what));
	json_put(m, "error", e);
	send_msg(m);
}

static void notify(const char *method, Json *params)
{
	Json *m = message();
	json_put(m, "method", json_new_str(method));
	json_put(m, "params", params);
	send_msg(m);
}

/* window/logMessage: 1 error, 2 warning, 3 info, 4 log. */
static void log_msg(int type, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void log_msg(int type, const char *fmt, ...)
{
	char buf[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	Json *p = json_new(J_OBJ);
	json_put(p, "type", json_new_num(type));
	json_put(p, "message", json_new_str(buf));
	notify("window/logMessage", p);
}

static void publish(const char *uri, long version, Json *diags)
{
	Json *p = json_new(J_OBJ);
	json_put(p, "uri", json_new_str(uri));
	if (version >= 0)
		json_put(p, "version", json_new_num(version));
	json_put(p, "diagnostics", diags ? diags : json_new(J_ARR));
	notify("textDocument/publishDiagnostics", p);
}

/* --- documents ------------------------------------------------------------------ */

static Doc *doc_find(const char *uri)
{
	for (int i = 0; i < srv.ndocs; i++)
		if (!strcmp(srv.docs[i]->uri, uri))
			return srv.docs[i];
	return NULL;
}

static void doc_set_text(Doc *d, const char *text)
{
	free(d->text);
	d->len = strlen(text);
	d->text = strdup(text);
}

static void doc_free(Doc *d)
{
	free(d->uri);
	free(d->path);
	free(d->text);
	free(d->checked);
	free(d->dir);
	json_free(d->records);
	free(d);
}

/* The quick fixes of D's last check on lines [FIRST, LAST]; none if that
 * check was not of D's present text (their edits would miss). */
static void actions_reply(const Json *id, Doc *d, long first, long last)
{
	Json *actions = json_new(J_ARR);
	if (d && d->checked && d->records && d->checked_version == d->version) {
		LspText t;
		lsp_text_init(&t, d->checked, d->checked_len);
		LspFile f = { &t, d->uri, d->path, d->dir, d->tabstop };
		lsp_code_actions(actions, d->records, &f, first, last);
		lsp_text_free(&t);
	}
	reply(id, actions);
}

static void pending_drop(int i)
{
	json_free(srv.pending[i].id);
	free(srv.pending[i].uri);
	memmove(srv.pending + i, srv.pending + i + 1, (srv.npending - i - 1) * sizeof *srv.pending);
	srv.npending--;
}

/* Answer the requests that wait for D's check (D NULL: every file's)
 * once it is of D's present text, or at once if FORCE. */
static void answer_pending(Doc *d, bool force)
{
	for (int i = 0; i < srv.npending;) {
		Doc *pd = doc_find(srv.pending[i].uri);
		if ((d && pd != d) || (!force && pd && !(pd->checked && pd->checked_version == pd->version))) {
			i++;
			continue;
		}
		actions_reply(srv.pending[i].id, pd, srv.pending[i].first, srv.pending[i].last);
		pending_drop(i);
	}
}

/* --- checks --------------------------------------------------------------------- */

static void check_reset(Check *c)
{
	if (c->fd >= 0)
		close(c->fd);
	free(c->text);
	free(c->out);
	lsp_command_free(&c->cmd);
	memset(c, 0, sizeof *c);
	c->fd = -1;
}

/* Stop the check in flight (a newer text, a closed file, the end). */
static void check_kill(Check *c)
{
	if (!c->pid)
		return;
	kill(c->pid, SIGKILL);
	while (waitpid(c->pid, NULL, 0) < 0 && errno == EINTR)
		;
	check_reset(c);
}

/* The child: the checker on the editor's text, its JSON log on FD. */
static void check_child(Check *c, int fd)
{
	/* stdin is the editor's: never read it; stderr stays the server's
	 * (the editor's log of the server), for what is not a diagnostic */
	int null = open("/dev/null", O_RDONLY);
	dup2(null, 0);
	dup2(fd, 1);
	close(null);
	close(fd);
	signal(SIGPIPE, SIG_DFL);
	if (chdir(c->cmd.dir) != 0)
		_exit(2);
	source_override(c->doc->path, c->text, c->len);
	/* tests/cli/lsp.sh: a check that crashes, a check that hangs */
	const char *crash = getenv("CG_TEST_LSP_CRASH"), *hang = getenv("CG_TEST_LSP_HANG");
	if (crash && *crash && strstr(c->doc->path, crash))
		abort();
	while (hang && *hang && strstr(c->text, hang))
		pause();
	int argc = c->cmd.argc;
	char **argv = malloc((argc + srv.nextra + 2) * sizeof *argv);
	memcpy(argv, c->cmd.argv, argc * sizeof *argv);
	for (int i = 0; i < srv.nextra; i++)
		argv[argc++] = srv.extra[i];
	argv[argc++] = "--format=json";
	argv[argc] = NULL;
	int st = srv.run_tu(argc, argv);
	fflush(stdout);
	_exit(st);
}

static void check_start(Doc *d)
{
	Check *c = &srv.check;
	char why[PATH_MAX + 256];
	d->due = -1;
	if (!lsp_command(d->path, &c->cmd, why, sizeof why)) {
		if (!d->told)
			log_msg(3, "castguard: %s", why);
		d->told = true;
		publish(d->uri, d->version, NULL);
		answer_pending(d, true);
		return;
	}
	int fds[2];
	if (pipe(fds) != 0) {
		log_msg(1, "castguard: pipe: %s", strerror(errno));
		lsp_command_free(&c->cmd);
		answer_pending(d, true);
		return;
	}
	c->doc = d;
	c->version = d->version;
	c->text = malloc(d->len + 1);
	memcpy(c->text, d->text, d->len + 1);
	c->len = d->len;
	c->started = now_ms();
	fflush(stdout);
	c->pid = fork();
	if (c->pid == 0) {
		close(fds[0]);
		check_child(c, fds[1]);
	}
	close(fds[1]);
	c->fd = fds[0];
	if (c->pid < 0) {
		log_msg(1, "castguard: fork: %s", strerror(errno));
		c->pid = 0;
		check_reset(c);
	}
}

/* The check ended with STATUS: its log becomes the file's diagnostics. */
static void check_done(Check *c, int status)
{
	Doc *d = c->doc;
	char err[128];
	Json *log = NULL;
	/* any exit with a whole log: a fatal error (exit 2, a missing
	 * header) is a diagnostic like the others */
	if (WIFEXITED(status) && !c->timed_out)
		log = json_parse(c->out ? c->out : "", c->outlen, err, sizeof err);
	LspText t;
	lsp_text_init(&t, c->text, c->len);
	LspFile f = { &t, d->uri, d->path, c->cmd.dir, c->cmd.tabstop };
	Json *diags = json_new(J_ARR);
	if (!log) {
		/* a crash, a timeout or a command castguard refuses: say so
		 * on the file's first line rather than leave stale results */
		char msg[256];
		if (c->timed_out)
			snprintf(msg, sizeof msg, "castguard: the check of this file took over %ld s: stopped",
				 srv.timeout / 1000);
		else if (WIFSIGNALED(status))
			snprintf(msg, sizeof msg, "castguard: the check of this file ended with signal %d (%s)",
				 WTERMSIG(status), strsignal(WTERMSIG(status)));
		else
			snprintf(msg, sizeof msg, "castguard: the check of this file failed (exit status %d)",
				 WIFEXITED(status) ? WEXITSTATUS(status) : -1);
		Json *rec = json_new(J_OBJ);
		json_put(rec, "level", json_new_str("error"));
		json_put(rec, "line", json_new_num(1));
		json_put(rec, "column", json_new_num(1));
		json_put(rec, "message", json_new_str(msg));
		json_push(diags, lsp_diagnostic(rec, &f));
		json_free(rec);
		log_msg(1, "%s (unit %s)", msg, c->cmd.unit);
	}
	Json *records = lsp_records_in(json_get(log, "diagnostics"), d->path, c->cmd.dir);
	for (size_t i = 0; i < records->n; i++)
		json_push(diags, lsp_diagnostic(records->v[i], &f));
	lsp_text_free(&t);
	json_free(log);
	publish(d->uri, c->version, diags);
	json_free(d->records);
	d->records = records;
	free(d->checked);
	d->checked = c->text;
	d->checked_len = c->len;
	d->checked_version = c->version;
	c->text = NULL;
	free(d->dir);
	d->dir = strdup(c->cmd.dir);
	d->tabstop = c->cmd.tabstop;
	check_reset(c);
	answer_pending(d, false);
}

/* Read what the child wrote; at its end, reap it. */
static void check_read(Check *c)
{
	if (c->outlen + 65536 > c->outcap)
		c->out = realloc(c->out, c->outcap = (c->outlen + 65536) * 2);
	ssize_t r = read(c->fd, c->out + c->outlen, c->outcap - c->outlen - 1);
	if (r < 0 && errno == EINTR)
		return;
	if (r > 0) {
		c->outlen += r;
		c->out[c->outlen] = 0;
		return;
	}
	int status = 0;
	while (waitpid(c->pid, &status, 0) < 0 && errno == EINTR)
		;
	check_done(c, status);
}

static void check_timed_out(Check *c)
{
	int status = 0;
	kill(c->pid, SIGKILL);
	while (waitpid(c->pid, &status, 0) < 0 && errno == EINTR)
		;
	c->timed_out = true;
	check_done(c, status);
}

/* The next file to check: the one due first, if its time has come. */
static Doc *next_due(long now, long *wait)
{
	Doc *best = NULL;
	for (int i = 0; i < srv.ndocs; i++) {
		Doc *d = srv.docs[i];
		if (d->due >= 0 && (!best || d->due < best->due))
			best = d;
	}
	if (!best)
		return NULL;
	if (best->due > now) {
		if (*wait < 0 || best->due - now < *wait)
			*wait = best->due - now;
		return NULL;
	}
	return best;
}

/* Everything the server holds, before it exits (leak checkers). */
static void free_all(void)
{
	check_kill(&srv.check);
	while (srv.npending)
		pending_drop(0);
	free(srv.pending);
	for (int i = 0; i < srv.ndocs; i++)
		doc_free(srv.docs[i]);
	free(srv.docs);
	free(srv.in);
	free(srv.extra);
	lsp_command_forget();
	memset(&srv, 0, sizeof srv);
}

/* --- methods -------------------------------------------------------------------- */

static Json *capabilities(void)
{
	Json *sync = json_new(J_OBJ), *save = json_new(J_OBJ), *caps = json_new(J_OBJ);
	json_put(sync, "openClose", json_new(J_TRUE));
	json_put(sync, "change", json_new_num(1));	/* the full text each time */
	json_put(save, "includeText", json_new(J_FALSE));
	json_put(sync, "save", save);
	json_put(caps, "textDocumentSync", sync);
	Json *ca = json_new(J_OBJ), *kinds = json_new(J_ARR);
	json_push(kinds, json_new_str("quickfix"));
	json_put(ca, "codeActionKinds", kinds);
	json_put(caps, "codeActionProvider", ca);
	Json *info = json_new(J_OBJ), *res = json_new(J_OBJ);
	json_put(info, "name", json_new_str("castguard"));
	json_put(res, "capabilities", caps);
	json_put(res, "serverInfo", info);
	return res;
}

static const char *doc_uri(const Json *params)
{
	return json_str_of(json_get(json_get(params, "textDocument"), "uri"));
}

/* Apply an incremental change (a client may send one though the server
 * asks for full texts). */
static void apply_change(Doc *d, const Json *change)
{
	const char *text = json_str_of(json_get(change, "text"));
	const Json *r = json_get(change, "range");
	if (!text)
		return;
	if (!r) {
		doc_set_text(d, text);
		return;
	}
	LspText t;
	lsp_text_init(&t, d->text, d->len);
	const Json *s = json_get(r, "start"), *e = json_get(r, "end");
	size_t a = lsp_offset(&t, json_num(json_get(s, "line"), 0), json_num(json_get(s, "character"), 0));
	size_t b = lsp_offset(&t, json_num(json_get(e, "line"), 0), json_num(json_get(e, "character"), 0));
	lsp_text_free(&t);
	if (b < a)
		b = a;
	size_t tl = strlen(text), len = d->len - (b - a) + tl;
	char *n = malloc(len + 1);
	memcpy(n, d->text, a);
	memcpy(n + a, text, tl);
	memcpy(n + a + tl, d->text + b, d->len - b + 1);
	free(d->text);
	d->text = n;
	d->len = len;
}

static void did_open(const Json *params)
{
	const Json *td = json_get(params, "textDocument");
	const char *uri = json_str_of(json_get(td, "uri"));
	const char *text = json_str_of(json_get(td, "text"));
	if (!uri || !text)
		return;
	Doc *d = doc_find(uri);
	if (!d) {
		char *path = lsp_uri_to_path(uri);
		if (!path) {
			log_msg(2, "castguard: %s: only file: URIs are checked", uri);
			return;
		}
		d = calloc(1, sizeof *d);
		d->uri = strdup(uri);
		d->path = lsp_resolve(NULL, path);
		free(path);
		srv.docs = realloc(srv.docs, (srv.ndocs + 1) * sizeof *srv.docs);
		srv.docs[srv.ndocs++] = d;
	}
	doc_set_text(d, text);
	d->version = json_num(json_get(td, "version"), 0);
	d->due = now_ms();
}

static void did_change(const Json *params)
{
	Doc *d = doc_find(doc_uri(params) ? doc_uri(params) : "");
	const Json *changes = json_get(params, "contentChanges");
	if (!d || !changes || changes->kind != J_ARR)
		return;
	for (size_t i = 0; i < changes->n; i++)
		apply_change(d, changes->v[i]);
	d->version = json_num(json_get(json_get(params, "textDocument"), "version"), d->version + 1);
	if (srv.check.pid && srv.check.doc == d)
		check_kill(&srv.check);	/* its text is out of date */
	d->due = now_ms() + srv.debounce;
}

static void did_save(const Json *params)
{
	Doc *d = doc_find(doc_uri(params) ? doc_uri(params) : "");
	if (!d)
		return;
	if (!(srv.check.pid && srv.check.doc == d && srv.check.version == d->version))
		d->due = now_ms();
}

static void did_close(const Json *params)
{
	const char *uri = doc_uri(params);
	for (int i = 0; uri && i < srv.ndocs; i++) {
		Doc *d = srv.docs[i];
		if (strcmp(d->uri, uri))
			continue;
		if (srv.check.pid && srv.check.doc == d)
			check_kill(&srv.check);
		d->due = -1;
		answer_pending(d, true);
		publish(d->uri, -1, NULL);	/* its diagnostics go with it */
		doc_free(d);
		srv.docs[i] = srv.docs[--srv.ndocs];
		return;
	}
}

/* Code actions are the fix-its of the present text: a request made while
 * that text waits for its check (just typed) is answered after the check,
 * unless $/cancelRequest comes first. */
static void code_action(const Json *id, const Json *params)
{
	Doc *d = doc_find(doc_uri(params) ? doc_uri(params) : "");
	const Json *r = json_get(params, "range");
	long first = json_num(json_get(json_get(r, "start"), "line"), 0);
	long last = json_num(json_get(json_get(r, "end"), "line"), first);
	bool fresh = d && d->checked && d->checked_version == d->version;
	if (d && !fresh && (d->due >= 0 || (srv.check.pid && srv.check.doc == d))) {
		srv.pending = realloc(srv.pending, (srv.npending + 1) * sizeof *srv.pending);
		srv.pending[srv.npending++] = (Pending){ json_clone(id), strdup(d->uri), first, last };
		return;
	}
	actions_reply(id, d, first, last);
}

static bool same_id(const Json *a, const Json *b)
{
	return a && b && a->kind == b->kind && a->str && b->str && !strcmp(a->str, b->str);
}

/* $/cancelRequest: a waiting request gets RequestCancelled; one already
 * answered (every other) needs nothing. */
static void cancel(const Json *params)
{
	const Json *id = json_get(params, "id");
	for (int i = 0; i < srv.npending; i++) {
		if (!same_id(srv.pending[i].id, id))
			continue;
		reply_error(srv.pending[i].id, REQUEST_CANCELLED, "cancelled");
		pending_drop(i);
		return;
	}
}

/* A request (ID set) or a notification: METHOD with PARAMS. */
static void dispatch(const char *method, const Json *id, const Json *params)
{
	if (!strcmp(method, "exit")) {
		int status = srv.shut_down ? 0 : 1;
		free_all();
		exit(status);
	}
	if (!srv.initialized && strcmp(method, "initialize")) {
		if (id)
			reply_error(id, NOT_INITIALIZED, "the server is not initialized yet");
		return;
	}
	if (srv.shut_down) {
		if (id)
			reply_error(id, INVALID_REQUEST, "the server is shut down: only exit is accepted");
		return;
	}
	if (!strcmp(method, "initialize")) {
		if (srv.initialized && id)
			reply_error(id, INVALID_REQUEST, "initialize was sent twice");
		else if (id)
			reply(id, capabilities());
		srv.initialized = true;
	} else if (!strcmp(method, "shutdown")) {
		check_kill(&srv.check);
		answer_pending(NULL, true);
		srv.shut_down = true;
		if (id)
			reply(id, NULL);
	} else if (!strcmp(method, "textDocument/didOpen")) {
		did_open(params);
	} else if (!strcmp(method, "textDocument/didChange")) {
		did_change(params);
	} else if (!strcmp(method, "textDocument/didSave")) {
		did_save(params);
	} else if (!strcmp(method, "textDocument/didClose")) {
		did_close(params);
	} else if (!strcmp(method, "textDocument/codeAction") && id) {
		code_action(id, params);
	} else if (!strcmp(method, "$/cancelRequest")) {
		cancel(params);
	} else if (id) {
		char what[256];
		snprintf(what, sizeof what, "unknown method %s", method);
		reply_error(id, METHOD_NOT_FOUND, what);
	}
	/* other notifications (initialized, $/setTrace,
	 * workspace/didChangeConfiguration, ...) need nothing */
}

/* One message's body. */
static void handle(const char *body, size_t len)
{
	char err[128];
	Json *m = json_parse(body, len, err, sizeof err);
	if (!m) {
		char what[192];
		snprintf(what, sizeof what, "parse error: %s", err);
		reply_error(NULL, PARSE_ERROR, what);
		return;
	}
	const Json *id = json_get(m, "id"), *method = json_get(m, "method");
	if (id && id->kind != J_NUM && id->kind != J_STR)
		id = NULL;
	if (m->kind != J_OBJ || (method && method->kind != J_STR) ||
	    (!method && !json_get(m, "result") && !json_get(m, "error"))) {
		reply_error(id, INVALID_REQUEST, "not a JSON-RPC request or notification");
	} else if (method) {
		const Json *params = json_get(m, "params");
		if (params && params->kind != J_OBJ && params->kind != J_ARR && id)
			reply_error(id, INVALID_PARAMS, "params must be an object or an array");
		else
			dispatch(method->str, id, params);
	}
	/* (a response: the server sends no requests, so none is awaited) */
	json_free(m);
}

/* --- framing -------------------------------------------------------------------- */

/* The headers of a message are at most this long; more is not a client. */
enum { MAX_HEADER = 8192 };
/* A body is at most this long (a file's text is at most 256 MiB, as
 * JSON at most about four times that). */
#define MAX_BODY (1L << 30)

/* Take the complete messages out of the input buffer.  A header block
 * without a Content-Length gets an error and is skipped. */
static void take_messages(void)
{
	size_t pos = 0;
	for (;;) {
		char *start = srv.in + pos, *end = NULL;
		size_t avail = srv.inlen - pos;
		for (size_t i = 0; i + 3 < avail && !end; i++)
			if (!memcmp(start + i, "\r\n\r\n", 4))
				end = start + i;
		if (!end) {
			if (avail > MAX_HEADER) {	/* garbage: drop it */
				reply_error(NULL, PARSE_ERROR, "no message header (Content-Length: N)");
				pos = srv.inlen;
			}
			break;
		}
		size_t hlen = end + 4 - start;
		long clen = -1;
		for (char *line = start; line < end;) {
			char *eol = memchr(line, '\r', end + 2 - line);
			if (!strncasecmp(line, "Content-Length:", 15)) {
				char *num = line + 15, *stop;
				clen = strtol(num, &stop, 10);
				while (stop < eol && (*stop == ' ' || *stop == '\t'))
					stop++;
				if (stop != eol || clen < 0)
					clen = -1;
			}
			line = eol + 2;
		}
		if (clen < 0 || clen > MAX_BODY) {
			reply_error(NULL, PARSE_ERROR, clen < 0 ?
				    "a message header without a valid Content-Length" :
				    "a message longer than castguard reads (Content-Length over 1 GiB)");
			pos += hlen;
			continue;
		}
		if (avail - hlen < (size_t)clen)
			break;
		char *body = start + hlen;
		char save = body[clen];
		body[clen] = 0;	/* (the buffer has room for it) */
		handle(body, clen);
		body[clen] = save;
		pos += hlen + clen;
	}
	memmove(srv.in, srv.in + pos, srv.inlen - pos);
	srv.inlen -= pos;
}

/* Read from the editor; false at the end of its input. */
static bool read_input(void)
{
	if (srv.inlen + 65536 + 1 > srv.incap)
		srv.in = realloc(srv.in, srv.incap = (srv.inlen + 65536) * 2);
	ssize_t r = read(0, srv.in + srv.inlen, srv.incap - srv.inlen - 1);
	if (r < 0 && errno == EINTR)
		return true;
	if (r <= 0)
		return false;
	srv.inlen += r;
	take_messages();
	return true;
}

/* --- the loop ------------------------------------------------------------------- */

bool lsp_requested(int argc, char **argv)
{
	return argc > 1 && !strcmp(argv[1], "lsp");
}

static void usage(FILE *f)
{
	fputs("usage: castguard lsp [--debounce=MS] [--check-timeout=SECONDS] [OPTION...]\n"
	      "A Language Server Protocol server on stdin and stdout: the editor's open\n"
	      "files are checked with their compile_commands.json commands (docs/editors.md).\n"
	      "  --debounce=MS           check a changed file MS ms after the last change (250)\n"
	      "  --check-timeout=SECONDS stop a check that runs longer (30)\n"
	      "  OPTION                  a castguard option added to every check (-Wgfp-...)\n", f);
}

static bool options(int argc, char **argv)
{
	srv.debounce = 250;
	srv.timeout = 30000;
	srv.extra = malloc((argc + 1) * sizeof *srv.extra);
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		char *end;
		if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
			usage(stdout);
			exit(0);
		} else if (!strncmp(a, "--debounce=", 11)) {
			srv.debounce = strtol(a + 11, &end, 10);
			if (*end || end == a + 11 || srv.debounce < 0)
				goto bad;
		} else if (!strncmp(a, "--check-timeout=", 16)) {
			srv.timeout = strtol(a + 16, &end, 10) * 1000;
			if (*end || end == a + 16 || srv.timeout <= 0)
				goto bad;
		} else if (a[0] == '-' && a[1]) {
			srv.extra[srv.nextra++] = argv[i];
		} else {
			goto bad;
		}
		continue;
bad:
		fprintf(stderr, "castguard: error: lsp: bad argument '%s'\n", a);
		usage(stderr);
		return false;
	}
	return true;
}

int lsp_main(int argc, char **argv, int (*run_tu)(int, char **))
{
	if (!options(argc, argv))
		return 2;
	srv.run_tu = run_tu;
	srv.check.fd = -1;
	signal(SIGPIPE, SIG_IGN);	/* a write to a gone editor fails instead */
	for (;;) {
		long now = now_ms(), wait = -1;
		if (!srv.check.pid) {
			Doc *d = next_due(now, &wait);
			if (d) {
				check_start(d);
				continue;
			}
		} else {
			long left = srv.check.started + srv.timeout - now;
			if (left <= 0) {
				check_timed_out(&srv.check);
				continue;
			}
			wait = left;
		}
		struct pollfd p[2] = { { 0, POLLIN, 0 }, { srv.check.fd, POLLIN, 0 } };
		int n = poll(p, srv.check.pid ? 2 : 1, (int)wait);
		if (n < 0 && errno != EINTR) {
			free_all();
			return 1;
		}
		if (n <= 0)
			continue;
		if (srv.check.pid && (p[1].revents & (POLLIN | POLLHUP | POLLERR)))
			check_read(&srv.check);
		if ((p[0].revents & (POLLIN | POLLHUP | POLLERR)) && !read_input()) {
			int status = srv.shut_down ? 0 : 1;
			free_all();	/* the editor went away without exit */
			return status;
		}
	}
}
