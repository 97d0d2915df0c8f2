/* project.h - project mode: check the units of a compile_commands.json. */
#ifndef CG_PROJECT_H
#define CG_PROJECT_H
#include <stdbool.h>

bool project_requested(int argc, char **argv);
/* Check every selected unit with RUN_TU(argc, argv) in a child process;
 * returns the exit status (the worst of the units'). */
int project_main(int argc, char **argv, int (*run_tu)(int, char **));

/* One compile command: its absolute directory, its file as the database
 * spells it, the compiler's arguments without argv[0], -c and -o FILE. */
typedef struct ProjectUnit {
	char *dir, *file;
	char **args;
	int nargs;
} ProjectUnit;
/* Reads BUILD/compile_commands.json (malloc'd units); false after an
 * error message. */
bool project_load(const char *build, ProjectUnit **units, int *count);
void project_units_free(ProjectUnit *u, int n);
#endif
