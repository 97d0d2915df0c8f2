/* Whose annotations count: a definition is judged by its own (not by a
 * prototype's), a call by the declaration in force where it stands; a
 * redeclaration without any (EXPORT_SYMBOL's) keeps them.  A declaration
 * statement starts its block at its first token; an aggregate is zeroed
 * first.  An inline function whose address is taken is checked on its
 * own, after everything else. */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
extern int lk;
struct pair { int a, b; };
void lock(void) __acquires(lk);
void unlock(void) __releases(lk);
int get(void);
int get(void) __acquires(lk);

static void proto_only(void) __acquires(lk);
static void proto_only(void)
{
	lock();
}

static int early(void);

static int calls_early(void)
{
	return early();
}

static int early(void) __acquires(lk)
{
	lock();
	return 0;
}

static inline void release_it(void)
{
	unlock();
}

static void (*hook)(void) = release_it;

static int decl_start(int c)
{
	lock();
	if (c)
		unlock();
	struct pair p = { get(), 1 };
	unlock();
	return p.a;
}

static int scalar_decl(int c)
{
	lock();
	if (c)
		unlock();
	int v = get();
	return v;
}
