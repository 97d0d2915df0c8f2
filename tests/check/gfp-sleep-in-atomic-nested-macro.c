// ARGS: -Wno-decl
// A lock macro written in the body of a macro that branches on a constant
// (6.1's preempt_disable_nested(): "if (IS_ENABLED(CONFIG_PREEMPT_RT))
// preempt_disable();") takes effect where the walk reaches it, not at the
// expansion point: mm/vmstat.c's __mod_zone_page_state() did not leave
// preemption disabled (its summary, exported to every unit of project
// mode, made its callers' GFP_KERNEL allocations false alarms).
#include "kernel-locks.h"

#define IS_ENABLED(option) 0
#define preempt_disable_nested()			\
do {							\
	if (IS_ENABLED(CONFIG_PREEMPT_RT))		\
		preempt_disable();			\
	else						\
		(void)0;				\
} while (0)

static inline void preempt_enable_nested(void)
{
	if (IS_ENABLED(CONFIG_PREEMPT_RT))
		preempt_enable();
}

void stat_update(void);
void stat_update(void)
{
	preempt_disable_nested();
	preempt_enable_nested();
}

void *after_stat(void)
{
	stat_update();
	return kmalloc(8, GFP_KERNEL);
}

/* the lock macro written directly, or under a macro that does not branch,
 * still counts at its expansion point */
#define preempt_off_twice() do { preempt_disable(); preempt_disable(); } while (0)

void *preempt_off(void)
{
	void *p;
	preempt_off_twice();	// expected-note {{preemption disabled here}}
	p = kmalloc(8, GFP_KERNEL);	// expected-warning {{'kmalloc' with GFP_KERNEL may sleep while preemption is disabled}}
	preempt_enable();
	preempt_enable();
	return p;
}
