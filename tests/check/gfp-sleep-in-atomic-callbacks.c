// ARGS: -Wno-decl
// gfp-sleep-in-atomic in the callbacks the kernel runs in atomic context
// (src/check/atomic-callbacks.inc), as 6.1 spells their registration:
// timer_setup() over init_timer_key(), tasklets, NAPI, call_rcu(),
// on_each_cpu(), an hrtimer's function assigned, and ops tables whose
// methods the kernel documents as atomic; methods that can sleep and
// functions only stored in other members are not roots.
#include "kernel-locks.h"

void kfree(const void *p);

struct timer_list { void (*function)(struct timer_list *); unsigned int flags; };
void init_timer_key(struct timer_list *timer, void (*func)(struct timer_list *),
		    unsigned int flags, const char *name, void *key);
#define __init_timer(_timer, _fn, _flags) init_timer_key((_timer), (_fn), (_flags), NULL, NULL)
#define timer_setup(timer, callback, flags) __init_timer((timer), (callback), (flags))
#define DEFINE_TIMER(_name, _function) struct timer_list _name = { .function = (_function) }

struct tasklet_struct {
	int state;
	_Bool use_callback;
	union {
		void (*func)(unsigned long data);
		void (*callback)(struct tasklet_struct *t);
	};
	unsigned long data;
};
void tasklet_setup(struct tasklet_struct *t, void (*callback)(struct tasklet_struct *));
#define DECLARE_TASKLET(name, _callback) \
	struct tasklet_struct name = { .callback = _callback, .use_callback = 1 }

struct hrtimer { int (*function)(struct hrtimer *); };
void hrtimer_init(struct hrtimer *timer, int clock_id, int mode);

struct net_device;
struct napi_struct { int (*poll)(struct napi_struct *, int); };
void netif_napi_add_weight(struct net_device *dev, struct napi_struct *napi,
			   int (*poll)(struct napi_struct *, int), int weight);
static inline void netif_napi_add(struct net_device *dev, struct napi_struct *napi,
				  int (*poll)(struct napi_struct *, int))
{
	netif_napi_add_weight(dev, napi, poll, 64);
}

struct rcu_head { struct rcu_head *next; void (*func)(struct rcu_head *); };
void call_rcu(struct rcu_head *head, void (*func)(struct rcu_head *));
void on_each_cpu_cond_mask(void *cond, void (*func)(void *), void *info, int wait,
			   const void *mask);
static inline void on_each_cpu(void (*func)(void *), void *info, int wait)
{
	on_each_cpu_cond_mask(NULL, func, info, wait, NULL);
}

struct sk_buff;
struct net_device_ops {
	int (*ndo_open)(struct net_device *dev);
	int (*ndo_start_xmit)(struct sk_buff *skb, struct net_device *dev);
	void (*ndo_set_rx_mode)(struct net_device *dev);
};
struct ieee80211_hw;
struct ieee80211_ops {
	void (*tx)(struct ieee80211_hw *hw, struct sk_buff *skb);
	int (*config)(struct ieee80211_hw *hw, unsigned int changed);
	int (*set_tim)(struct ieee80211_hw *hw, void *sta, _Bool set);
};

struct priv {
	spinlock_t lock;
	struct timer_list timer;
	struct tasklet_struct tasklet;
	struct hrtimer hrt;
	struct napi_struct napi;
	struct rcu_head rcu;
	void *p;
};

#define container_of(ptr, type, member) ((type *)((char *)(ptr) - __builtin_offsetof(type, member)))

/* timers */
static void watchdog(struct timer_list *t)
{
	struct priv *pr = container_of(t, struct priv, timer);

	pr->p = kmalloc(64, GFP_KERNEL);	// expected-warning {{'kmalloc' with GFP_KERNEL may sleep while in a timer callback; use GFP_ATOMIC or GFP_NOWAIT, or allocate outside the callback}}
	pr->p = kmalloc(64, GFP_ATOMIC);
}

static void poll_timer(struct timer_list *t)
{
	void *p = kzalloc(16, GFP_NOFS);	// expected-warning {{'kzalloc' with GFP_NOFS may sleep while in a timer callback}}
	kfree(p);
}
static DEFINE_TIMER(global_timer, poll_timer);	// expected-note {{'poll_timer' is set here as a timer callback ('function' of struct timer_list)}}

/* tasklets: registered by tasklet_setup() or DECLARE_TASKLET() */
static void rx_tasklet(struct tasklet_struct *t)
{
	struct priv *pr = container_of(t, struct priv, tasklet);

	pr->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while in a tasklet}}
}

static void tx_tasklet(struct tasklet_struct *t)
{
	kfree(kmalloc(8, GFP_KERNEL));	// expected-warning {{may sleep while in a tasklet}}
}
static DECLARE_TASKLET(tx_done, tx_tasklet);	// expected-note {{'tx_tasklet' is set here as a tasklet ('callback' of struct tasklet_struct)}}

/* an hrtimer's function is assigned */
static int hrt_fn(struct hrtimer *h)
{
	struct priv *pr = container_of(h, struct priv, hrt);

	pr->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while in an hrtimer callback}}
	return 0;
}

/* NAPI poll, through the inline netif_napi_add() */
static int my_poll(struct napi_struct *napi, int budget)
{
	struct priv *pr = container_of(napi, struct priv, napi);

	pr->p = kmalloc(budget, GFP_KERNEL);	// expected-warning {{may sleep while in a NAPI poll method}}
	return 0;
}

/* RCU callbacks, and a helper only they call: reported once, at the
 * call, not again in the helper (atomic through its one caller) */
static void *free_helper(struct priv *pr)
{
	return kmalloc(8, GFP_KERNEL);	// expected-note {{the allocation that may sleep}}
}

static void release_rcu(struct rcu_head *head)
{
	struct priv *pr = container_of(head, struct priv, rcu);

	pr->p = free_helper(pr);	// expected-warning {{'free_helper' may sleep (it calls 'kmalloc' with GFP_KERNEL) and is called while in an RCU callback}}
	kfree(pr);
}

/* functions run on every CPU by IPI */
static void flush_cpu(void *info)
{
	struct priv *pr = info;

	pr->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while in a cross-CPU function call}}
}

int setup(struct net_device *dev, struct priv *pr)
{
	timer_setup(&pr->timer, watchdog, 0);	// expected-note {{'watchdog' is registered here as a timer callback (by 'timer_setup')}}
	tasklet_setup(&pr->tasklet, rx_tasklet);	// expected-note {{'rx_tasklet' is registered here as a tasklet (by 'tasklet_setup')}}
	hrtimer_init(&pr->hrt, 1, 0);
	pr->hrt.function = hrt_fn;	// expected-note {{'hrt_fn' is set here as an hrtimer callback ('function' of struct hrtimer)}}
	netif_napi_add(dev, &pr->napi, my_poll);	// expected-note {{'my_poll' is registered here as a NAPI poll method (by 'netif_napi_add')}}
	call_rcu(&pr->rcu, release_rcu);	// expected-note {{'release_rcu' is registered here as an RCU callback (by 'call_rcu')}}
	on_each_cpu(flush_cpu, pr, 1);	// expected-note {{'flush_cpu' is registered here as a cross-CPU function call (by 'on_each_cpu')}}
	return 0;
}

/* ops tables: ndo_start_xmit and ndo_set_rx_mode run under a spinlock,
 * ndo_open may sleep; mac80211's tx and set_tim must be atomic, config
 * can sleep */
static int my_open(struct net_device *dev)
{
	return kmalloc(8, GFP_KERNEL) != NULL;
}

static int my_xmit(struct sk_buff *skb, struct net_device *dev)
{
	return kmalloc(8, GFP_KERNEL) != NULL;	// expected-warning {{may sleep while in an ndo_start_xmit method (under __netif_tx_lock)}}
}

static void my_rx_mode(struct net_device *dev)
{
	kfree(kmalloc(8, GFP_KERNEL | __GFP_ZERO));	// expected-warning {{may sleep while in an ndo_set_rx_mode method}}
}

static const struct net_device_ops my_ops = {
	.ndo_open = my_open,
	.ndo_start_xmit = my_xmit,	// expected-note {{'my_xmit' is set here as an ndo_start_xmit method (under __netif_tx_lock) ('ndo_start_xmit' of struct net_device_ops)}}
	.ndo_set_rx_mode = my_rx_mode,	// expected-note {{'my_rx_mode' is set here as an ndo_set_rx_mode method}}
};

static void wl_tx(struct ieee80211_hw *hw, struct sk_buff *skb)
{
	void *p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while in a mac80211 'tx' method (must be atomic)}}
	kfree(p);
}

static int wl_config(struct ieee80211_hw *hw, unsigned int changed)
{
	void *p = kmalloc(8, GFP_KERNEL);

	kfree(p);
	return 0;
}

static int wl_set_tim(struct ieee80211_hw *hw, void *sta, _Bool set)
{
	void *p = kmalloc(8, GFP_ATOMIC);

	kfree(p);
	return 0;
}

const struct ieee80211_ops wl_ops = {
	.tx = wl_tx,	// expected-note {{'wl_tx' is set here as a mac80211 'tx' method (must be atomic) ('tx' of struct ieee80211_ops)}}
	.config = wl_config,
	.set_tim = wl_set_tim,
};

/* a callback that calls a helper sleeping on some path: reported at the
 * call (the helper's summary does not carry it further) */
static void *maybe_alloc(struct priv *pr)
{
	if (pr->p)
		return pr->p;
	return kmalloc(8, GFP_KERNEL);	// expected-note {{the allocation that may sleep}}
}

static void tick(struct timer_list *t)
{
	struct priv *pr = container_of(t, struct priv, timer);

	pr->p = maybe_alloc(pr);	// expected-warning {{'maybe_alloc' may sleep (it calls 'kmalloc' with GFP_KERNEL) and is called while in a timer callback}}
}

void setup_tick(struct priv *pr)
{
	timer_setup(&pr->timer, tick, 0);	// expected-note {{'tick' is registered here as a timer callback}}
}
