// C11 6.10.3.3 EXAMPLE: ## of two # tokens yields a ## token that is not an operator.
#define hash_hash # ## #
#define mkstr(a) # a
#define in_between(a) mkstr(a)
#define join(c, d) in_between(c hash_hash d)
char p[] = join(x, y);
