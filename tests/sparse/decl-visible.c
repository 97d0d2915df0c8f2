// ARGS: -Wdecl
/* Rule (spec 12.3): externally_visible (the kernel's __visible) on a
 * declaration or after the declarator silences -Wdecl; a plain one warns. */
#define __visible __attribute__((externally_visible))

__visible void visible_fn(void)
{
}

int visible_var __visible;
int __attribute__((__externally_visible__)) visible_spelled;

void plain_fn(void)
{
}
