/* dump.c - --dump: the file-scope declarations with their types, sizes,
 * layouts and sparse annotations, for tests and for debugging the front
 * end.  One line per declaration, indented detail lines under it. */
#include "arena.h"
#include "parse.h"
#include "pp.h"
#include "type.h"

/* sparse's annotations along a type's derivation chain, outermost first. */
static void annotations(FILE *out, Type *t)
{
	for (int level = 0; t && level < 8; t = t->base, level++) {
		if (t->flags & T_RESTRICTED)
			fprintf(out, " [bitwise@%d]", level);
		if (t->flags & T_NOCAST)
			fprintf(out, " [nocast@%d]", level);
		if (t->flags & T_NODEREF)
			fprintf(out, " [noderef@%d]", level);
		if (t->flags & T_FORCE)
			fprintf(out, " [force@%d]", level);
		if (t->aspace)
			fprintf(out, " [address_space(%s)@%d]", t->aspace->name, level);
		if (t->kind != TY_PTR && t->kind != TY_ARRAY)
			break;
	}
}

static void dump_record(FILE *out, Type *t)
{
	fprintf(out, "  size %lld align %d\n", (long long)t->size, t->align);
	for (Member *m = t->tag->members; m; m = m->next) {
		fprintf(out, "  .%s: %s offset %lld", m->name ? m->name->name : "<anonymous>",
			type_str(m->ty), (long long)m->offset);
		if (m->bit_width >= 0)
			fprintf(out, " bits %d:%d", m->bit_offset, m->bit_width);
		annotations(out, m->ty);
		fputc('\n', out);
	}
}

void dump_unit(FILE *out, Unit *u)
{
	for (Node *n = u->first; n; n = n->next) {
		if (n->kind != ND_DECL || !n->sym)
			continue;
		Symbol *s = n->sym;
		Type *t = s->ty;
		const char *what = s->kind == SYM_FUNC ? (s->body ? "function" : "declare") :
				   s->kind == SYM_TYPEDEF ? "typedef" : "variable";
		if (s->kind == SYM_TYPEDEF && t->name == s->name) {
			/* show what the name stands for, not the name again */
			t = type_copy(t);
			t->name = NULL;
		}
		fprintf(out, "%s:%u: %s %s: %s", name_str(n->loc.file), n->loc.line, what,
			s->name->name, type_str(t));
		annotations(out, t);
		fputc('\n', out);
		if (s->kind != SYM_FUNC && t->size >= 0 && t->kind != TY_FUNC)
			fprintf(out, "  sizeof %lld align %d\n", (long long)t->size,
				s->align > t->align ? s->align : t->align);
		if (is_record(t) && t->tag && t->tag->complete && s->kind == SYM_TYPEDEF)
			dump_record(out, t);
	}
}
