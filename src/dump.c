/* dump.c - --dump: the file-scope declarations of the main file with their
 * types, sizes and layouts, for tests and for debugging the front end. */
#include "parse.h"
#include "pp.h"
#include "type.h"

static void dump_record(FILE *out, Type *t)
{
	fprintf(out, "  size %lld align %d\n", (long long)t->size, t->align);
	for (Member *m = t->tag->members; m; m = m->next) {
		fprintf(out, "  .%s: %s offset %lld", m->name ? m->name->name : "<anonymous>",
			type_str(m->ty), (long long)m->offset);
		if (m->bit_width >= 0)
			fprintf(out, " bits %d:%d", m->bit_offset, m->bit_width);
		fputc('\n', out);
	}
}

void dump_unit(FILE *out, Unit *u)
{
	for (Node *n = u->first; n; n = n->next) {
		if (n->kind != ND_DECL || !n->sym)
			continue;
		Symbol *s = n->sym;
		const char *what = s->kind == SYM_FUNC ? (s->body ? "function" : "declare") :
				   s->kind == SYM_TYPEDEF ? "typedef" : "variable";
		fprintf(out, "%s:%u: %s %s: %s\n", name_str(n->loc.file), n->loc.line, what,
			s->name->name, type_str(s->ty));
		if (s->kind != SYM_FUNC && s->ty->size >= 0)
			fprintf(out, "  sizeof %lld\n", (long long)s->ty->size);
		if (is_record(s->ty) && s->ty->tag && s->ty->tag->complete && s->kind == SYM_TYPEDEF)
			dump_record(out, s->ty);
	}
}
