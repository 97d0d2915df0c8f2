/* A value assigned to a local in one arm of an if and read later keeps its
 * instructions (sparse's dead-code elimination removes only unread
 * values): the arm is a block, the branch stays, and the lock taken on one
 * path is still held on the other at the unlock's test
 * (drivers/tty/serial/serial_core.c's uart_write_room()). */
#define __acquires(x) __attribute__((context(x,0,1)))
#define __releases(x) __attribute__((context(x,1,0)))
struct port { int lock; int r; };
struct circ { int head, tail; };
struct state { struct port *p; int *buf; struct circ xmit; int ref; };
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
#define CIRC_CNT(head,tail,size) (((head) - (tail)) & ((size)-1))
#define CIRC_SPACE(head,tail,size) CIRC_CNT((tail),((head)+1),(size))
#define chars_free(circ) (CIRC_SPACE((circ)->head, (circ)->tail, 4096))
unsigned int write_room(struct state *s);
unsigned int write_room(struct state *s)
{
	struct port *port;
	unsigned int ret;
	port = port_lock(s);
	if (!s->buf)
		ret = 0;
	else
		ret = chars_free(&s->xmit);
	port_unlock(port);
	return ret;
}
