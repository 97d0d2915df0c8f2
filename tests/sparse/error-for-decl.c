/* An error silences sparse's later warnings in the symbol being checked,
 * until a for statement that declares: sparse evaluates its declarations
 * as a symbol list (evaluate_symbol_list()), which ends the silence, once
 * for each (6.12 kernel/sched/build_policy.c: a context imbalance after
 * the errors of inline copies).  Another for does not. */
// ARGS: -std=gnu11
#define __user __attribute__((noderef, address_space(__user)))
int *plain(void);
int __user *user(void);
int a, b;

void silenced_then_not(void);
void silenced_then_not(void)
{
	int *p = plain();
	if (p == user())		/* the error */
		a = 1;
	p = 0;				/* silenced */
	for (a = 0; a < 2; a++)		/* declares nothing */
		p = 0;			/* silenced */
	for (int i = 0, j = 1; i < 2; i++)
		p = 0 + j * 0;		/* shown again */
}

void next_symbol(void);
void next_symbol(void)
{
	int *q = 0;			/* a new symbol: shown */
	(void)q;
}
