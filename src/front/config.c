/* config.c - the one instance of the settings (see config.h). */
#include <stdlib.h>
#include "config.h"

Options opt;

/* Back to a fresh process's settings (options.c fills them per unit). */
void config_finish(void)
{
	for (int i = 0; i < opt.macros.len; i++)
		free(opt.macros.v[i]);
	PtrVec *vecs[] = {
		&opt.macros, &opt.quote_dirs, &opt.bracket_dirs, &opt.system_dirs,
		&opt.after_dirs, &opt.imacros, &opt.includes, &opt.prefix_maps,
		&opt.more_inputs, &opt.atomic_enter, &opt.atomic_exit,
		&opt.atomic_trylock, &opt.atomic_import,
	};
	for (size_t i = 0; i < sizeof(vecs) / sizeof(vecs[0]); i++)
		free(vecs[i]->v);
	opt = (Options){0};
}
