/* lsp.h - castguard lsp: a Language Server Protocol server (docs/editors.md). */
#ifndef CG_LSP_H
#define CG_LSP_H
#include <stdbool.h>

bool lsp_requested(int argc, char **argv);
/* Serve on stdin/stdout until "exit"; each check runs RUN_TU(argc, argv)
 * in a forked child.  Returns the exit status (0 after shutdown). */
int lsp_main(int argc, char **argv, int (*run_tu)(int, char **));
#endif
