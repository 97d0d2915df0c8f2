/* lsp-command.c - castguard lsp: the command that checks a file.
 *
 * A file's command is its entry in the nearest compile_commands.json (in
 * its directory or above, or in a build/ folder there), read with project
 * mode's reader.  A header has no entry: it is checked through a unit that
 * includes it, the nearest one by directory.  In a kernel tree the
 * database holds gcc's commands; Kbuild runs its checker with CHECKFLAGS
 * before them, so the server does the same. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "lsp-internal.h"
#include "project.h"

/* A database read once, kept while its file does not change (its time
 * in nanoseconds and its size: a regenerated database is read again). */
typedef struct Db {
	char *dir;		/* where compile_commands.json is */
	struct timespec mtime;
	off_t size;
	ProjectUnit *units;
	char **paths;		/* each unit's file as a real path */
	int n;
	bool kernel;		/* the database is at a kernel tree's root */
	char **headers;		/* headers already placed in a unit ... */
	int *header_unit;	/* ... and that unit (-1: none) */
	int nheaders;
} Db;

static Db **dbs;
static int ndbs;

static void db_free(Db *db)
{
	for (int i = 0; i < db->n; i++) {
		ProjectUnit *u = &db->units[i];
		for (int k = 0; k < u->nargs; k++)
			free(u->args[k]);
		free(u->args);
		free(u->dir);
		free(u->file);
		free(db->paths[i]);
	}
	for (int i = 0; i < db->nheaders; i++)
		free(db->headers[i]);
	free(db->headers);
	free(db->header_unit);
	free(db->units);
	free(db->paths);
	free(db->dir);
	free(db);
}

void lsp_command_forget(void)
{
	for (int i = 0; i < ndbs; i++)
		db_free(dbs[i]);
	free(dbs);
	dbs = NULL;
	ndbs = 0;
}

static bool exists(const char *dir, const char *name)
{
	char p[PATH_MAX * 2];
	snprintf(p, sizeof p, "%s/%s", dir, name);
	return access(p, F_OK) == 0;
}

/* The database in DIR, read again if its file changed; NULL if unreadable. */
static Db *db_get(const char *dir)
{
	char path[PATH_MAX * 2];
	struct stat st;
	snprintf(path, sizeof path, "%s/compile_commands.json", dir);
	if (stat(path, &st) != 0)
		return NULL;
	for (int i = 0; i < ndbs; i++) {
		if (strcmp(dbs[i]->dir, dir))
			continue;
		if (dbs[i]->mtime.tv_sec == st.st_mtim.tv_sec &&
		    dbs[i]->mtime.tv_nsec == st.st_mtim.tv_nsec && dbs[i]->size == st.st_size)
			return dbs[i];
		db_free(dbs[i]);
		dbs[i] = dbs[--ndbs];
		break;
	}
	Db *db = calloc(1, sizeof *db);
	if (!project_load(dir, &db->units, &db->n)) {
		free(db);
		return NULL;
	}
	db->dir = strdup(dir);
	db->mtime = st.st_mtim;
	db->size = st.st_size;
	db->paths = malloc((db->n + 1) * sizeof *db->paths);
	for (int i = 0; i < db->n; i++)
		db->paths[i] = lsp_resolve(db->units[i].dir, db->units[i].file);
	db->kernel = exists(dir, "Kbuild") && exists(dir, "scripts/checker-valid.sh") &&
		     exists(dir, "include/linux/kernel.h");
	dbs = realloc(dbs, (ndbs + 1) * sizeof *dbs);
	dbs[ndbs++] = db;
	return db;
}

/* The nearest database above PATH: its directory, or one's build/. */
static Db *db_for(const char *path)
{
	char dir[PATH_MAX];
	snprintf(dir, sizeof dir, "%s", path);
	for (char *slash = strrchr(dir, '/'); slash; slash = strrchr(dir, '/')) {
		*slash = 0;
		const char *d = *dir ? dir : "/";
		Db *db = db_get(d);
		if (db)
			return db;
		char build[PATH_MAX + 8];
		snprintf(build, sizeof build, "%s/build", *dir ? dir : "");
		if ((db = db_get(build)))
			return db;
	}
	return NULL;
}

/* Does the unit's file name BASE in an #include line?  A cheap test: the
 * check then sees whether the header is really read. */
static bool includes(const char *unit, const char *base)
{
	FILE *f = fopen(unit, "r");
	if (!f)
		return false;
	char line[4096];
	size_t blen = strlen(base);
	bool found = false;
	while (!found && fgets(line, sizeof line, f)) {
		char *p = line;
		while (*p == ' ' || *p == '\t')
			p++;
		if (*p != '#' || !strstr(p, "include"))
			continue;
		for (char *q = strstr(p, base); q && !found; q = strstr(q + 1, base))
			found = (q[blen] == '"' || q[blen] == '>') &&
				(q[-1] == '"' || q[-1] == '<' || q[-1] == '/');
	}
	fclose(f);
	return found;
}

/* Length of the directory part PATH and UNIT share. */
static size_t shared_dir(const char *a, const char *b)
{
	size_t n = 0;
	for (size_t i = 0; a[i] && a[i] == b[i]; i++)
		if (a[i] == '/')
			n = i + 1;
	return n;
}

/* The unit that includes the header PATH, nearest first; -1 if none. */
static int header_unit(Db *db, const char *path)
{
	for (int i = 0; i < db->nheaders; i++)
		if (!strcmp(db->headers[i], path))
			return db->header_unit[i];
	const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	int best = -1;
	size_t best_len = 0;
	for (int i = 0; i < db->n; i++) {
		size_t l = shared_dir(path, db->paths[i]);
		if ((best < 0 || l > best_len) && includes(db->paths[i], base)) {
			best = i;
			best_len = l;
		}
	}
	db->headers = realloc(db->headers, (db->nheaders + 1) * sizeof *db->headers);
	db->header_unit = realloc(db->header_unit, (db->nheaders + 1) * sizeof *db->header_unit);
	db->headers[db->nheaders] = strdup(path);
	db->header_unit[db->nheaders++] = best;
	return best;
}

/* Kbuild's CHECKFLAGS on x86_64 (Makefile, arch/x86/Makefile), which
 * `make C=1` puts before the file's gcc flags, as Linux 6.1 records them
 * (scripts/kernel/record-argv). */
static const char *const checkflags[] = {
	"-D__linux__", "-Dlinux", "-D__STDC__", "-Dunix", "-D__unix__",
	"-Wbitwise", "-Wno-return-void", "-Wno-unknown-attribute",
	"-D__x86_64__", "--arch=x86", "-mlittle-endian", "-m64",
};

static void build_argv(LspCommand *cmd, const Db *db, const ProjectUnit *u)
{
	int nk = db->kernel ? (int)(sizeof checkflags / sizeof *checkflags) : 0;
	cmd->argv = malloc((u->nargs + nk + 2) * sizeof *cmd->argv);
	cmd->argc = 0;
	cmd->argv[cmd->argc++] = strdup("castguard");
	for (int i = 0; i < nk; i++)
		cmd->argv[cmd->argc++] = strdup(checkflags[i]);
	cmd->tabstop = 8;
	for (int i = 0; i < u->nargs; i++) {
		if (!strncmp(u->args[i], "-ftabstop=", 10) && atoi(u->args[i] + 10) > 0)
			cmd->tabstop = atoi(u->args[i] + 10);
		cmd->argv[cmd->argc++] = strdup(u->args[i]);
	}
	cmd->argv[cmd->argc] = NULL;
}

bool lsp_command(const char *path, LspCommand *cmd, char *why, size_t whylen)
{
	memset(cmd, 0, sizeof *cmd);
	Db *db = db_for(path);
	if (!db) {
		snprintf(why, whylen, "%s: no compile_commands.json in its directory or above", path);
		return false;
	}
	int unit = -1;
	for (int i = 0; i < db->n && unit < 0; i++)
		if (!strcmp(db->paths[i], path))
			unit = i;
	if (unit < 0)
		unit = header_unit(db, path);
	if (unit < 0) {
		snprintf(why, whylen, "%s: not in %s/compile_commands.json, nor included by a unit of it",
			 path, db->dir);
		return false;
	}
	const ProjectUnit *u = &db->units[unit];
	cmd->dir = strdup(u->dir);
	cmd->unit = strdup(db->paths[unit]);
	build_argv(cmd, db, u);
	return true;
}

void lsp_command_free(LspCommand *cmd)
{
	for (int i = 0; i < cmd->argc; i++)
		free(cmd->argv[i]);
	free(cmd->argv);
	free(cmd->dir);
	free(cmd->unit);
	memset(cmd, 0, sizeof *cmd);
}
