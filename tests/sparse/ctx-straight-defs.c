/* A straight inline copy summarized in one instruction (the second call
 * of chars_free()) still defines a value: the block that computes it is not
 * bypassed by the branch on __u before it, as sparse keeps it (its
 * simplify_branch_branch() sees the return value needed further on). */
#define __acquires(x) __attribute__((context(x,0,1)))
#define __releases(x) __attribute__((context(x,1,0)))
struct port { int lock; int r; };
struct state { struct port *p; int *buf; int head, tail; int ref; };
extern void lock(int *l) __acquires(l);
extern void unlock(int *l) __releases(l);
extern int add_unless(int *v);
static inline struct port *port_ref(struct state *s)
{
	if (add_unless(&s->ref))
		return s->p;
	return (void *)0;
}
#define port_lock(s) ({ struct port *__u = port_ref(s); if (__u) lock(&__u->lock); __u; })
#define port_unlock(up) ({ struct port *__u = up; if (__u) { unlock(&__u->lock); } })
static inline int chars_free(struct state *s) { return (s->tail - s->head - 1) & 4095; }
unsigned int write_room(struct state *s);
unsigned int write_room(struct state *s)
{
	struct port *port;
	unsigned int ret;
	port = port_lock(s);
	if (!s->buf)
		ret = 0;
	else
		ret = chars_free(s);
	port_unlock(port);
	return ret;
}
unsigned int in_buf(struct state *s);
unsigned int in_buf(struct state *s)
{
	struct port *port;
	unsigned int ret;
	port = port_lock(s);
	ret = chars_free(s);
	port_unlock(port);
	return ret;
}
