// Kernel idioms, written as Linux 6.1 (and later) headers write them:
// container_of, READ_ONCE/WRITE_ONCE with __unqual_scalar_typeof,
// compiletime_assert, BUILD_BUG_ON_ZERO, __must_be_array/ARRAY_SIZE,
// __is_constexpr, min/max through __careful_cmp, typecheck, GENMASK with its
// input check, per-cpu accesses (asm with "m" operands and __seg_gs),
// static_call trampolines, jump labels (asm goto), _THIS_IP_, cleanup
// guards, struct_group, DECLARE_FLEX_ARRAY, section and export attributes.
// No diagnostics.
#define NULL ((void *)0)
typedef unsigned long size_t;
typedef unsigned long uintptr_t;
typedef _Bool bool;
#define true 1
#define false 0
#define CHECK(e) _Static_assert(e, #e)

#define __always_inline inline __attribute__((__always_inline__))
#define __maybe_unused __attribute__((__unused__))
#define __aligned(x) __attribute__((__aligned__(x)))
#define __packed __attribute__((__packed__))
#define __section(s) __attribute__((__section__(s)))
#define __used __attribute__((__used__))
#define __cleanup(func) __attribute__((__cleanup__(func)))
#define __noreturn __attribute__((__noreturn__))
#define __compiletime_error(msg) __attribute__((__error__(msg)))
#define barrier() __asm__ __volatile__("" : : : "memory")
#define __stringify_1(x...) #x
#define __stringify(x...) __stringify_1(x)
#define ___PASTE(a, b) a##b
#define __PASTE(a, b) ___PASTE(a, b)
#define __UNIQUE_ID(prefix) __PASTE(__PASTE(__UNIQUE_ID_, prefix), __COUNTER__)
#define static_assert(expr, ...) __static_assert(expr, ##__VA_ARGS__, #expr)
#define __static_assert(expr, msg, ...) _Static_assert(expr, msg)
#define offsetof(TYPE, MEMBER) __builtin_offsetof(TYPE, MEMBER)
#define sizeof_field(TYPE, MEMBER) sizeof((((TYPE *)0)->MEMBER))
#define offsetofend(TYPE, MEMBER) (offsetof(TYPE, MEMBER) + sizeof_field(TYPE, MEMBER))
#define typeof_member(T, m) typeof(((T *)0)->m)
#define __same_type(a, b) __builtin_types_compatible_p(typeof(a), typeof(b))

/* compiletime_assert, BUILD_BUG_ON */
#define __compiletime_assert(condition, msg, prefix, suffix)		\
	do {								\
		__noreturn extern void prefix ## suffix(void)		\
			__compiletime_error(msg);			\
		if (!(condition))					\
			prefix ## suffix();				\
	} while (0)
#define _compiletime_assert(condition, msg, prefix, suffix) \
	__compiletime_assert(condition, msg, prefix, suffix)
#define compiletime_assert(condition, msg) \
	_compiletime_assert(condition, msg, __compiletime_assert_, __COUNTER__)
#define BUILD_BUG_ON_MSG(cond, msg) compiletime_assert(!(cond), msg)
#define BUILD_BUG_ON(condition) BUILD_BUG_ON_MSG(condition, "BUILD_BUG_ON failed: " #condition)
#define BUILD_BUG_ON_ZERO(e) ((int)(sizeof(struct { int:(-!!(e)); })))
#define __must_be_array(a) BUILD_BUG_ON_ZERO(__same_type((a), &(a)[0]))
#define ARRAY_SIZE(arr) (sizeof(arr) / sizeof((arr)[0]) + __must_be_array(arr))

/* container_of */
#define container_of(ptr, type, member) ({				\
	void *__mptr = (void *)(ptr);					\
	static_assert(__same_type(*(ptr), ((type *)0)->member) ||	\
		      __same_type(*(ptr), void),			\
		      "pointer type mismatch in container_of()");	\
	((type *)(__mptr - offsetof(type, member))); })

/* READ_ONCE / WRITE_ONCE */
#define __scalar_type_to_expr_cases(type)				\
		unsigned type:	(unsigned type)0,			\
		signed type:	(signed type)0
#define __unqual_scalar_typeof(x) typeof(				\
		_Generic((x),						\
			 char:	(char)0,				\
			 __scalar_type_to_expr_cases(char),		\
			 __scalar_type_to_expr_cases(short),		\
			 __scalar_type_to_expr_cases(int),		\
			 __scalar_type_to_expr_cases(long),		\
			 __scalar_type_to_expr_cases(long long),	\
			 default: (x)))
#define __native_word(t) \
	(sizeof(t) == sizeof(char) || sizeof(t) == sizeof(short) || \
	 sizeof(t) == sizeof(int) || sizeof(t) == sizeof(long))
#define compiletime_assert_rwonce_type(t)					\
	compiletime_assert(__native_word(t) || sizeof(t) == sizeof(long long),	\
		"Unsupported access size for {READ,WRITE}_ONCE().")
#define __READ_ONCE(x) (*(const volatile __unqual_scalar_typeof(x) *)&(x))
#define READ_ONCE(x) ({ compiletime_assert_rwonce_type(x); __READ_ONCE(x); })
#define __WRITE_ONCE(x, val) do { *(volatile typeof(x) *)&(x) = (val); } while (0)
#define WRITE_ONCE(x, val) do { compiletime_assert_rwonce_type(x); __WRITE_ONCE(x, val); } while (0)

/* __is_constexpr, min/max */
#define __is_constexpr(x) \
	(sizeof(int) == sizeof(*(8 ? ((void *)((long)(x) * 0l)) : (int *)8)))
#define __typecheck(x, y) (!!(sizeof((typeof(x) *)1 == (typeof(y) *)1)))
#define __no_side_effects(x, y) (__is_constexpr(x) && __is_constexpr(y))
#define __safe_cmp(x, y) (__typecheck(x, y) && __no_side_effects(x, y))
#define __cmp(x, y, op)	((x) op (y) ? (x) : (y))
#define __cmp_once(x, y, unique_x, unique_y, op) ({	\
		typeof(x) unique_x = (x);		\
		typeof(y) unique_y = (y);		\
		__cmp(unique_x, unique_y, op); })
#define __careful_cmp(x, y, op) \
	__builtin_choose_expr(__safe_cmp(x, y), __cmp(x, y, op), \
		__cmp_once(x, y, __UNIQUE_ID(__x), __UNIQUE_ID(__y), op))
#define min(x, y) __careful_cmp(x, y, <)
#define max(x, y) __careful_cmp(x, y, >)
#define min_t(type, x, y) __careful_cmp((type)(x), (type)(y), <)
#define clamp(val, lo, hi) min((typeof(val))max(val, lo), hi)
#define typecheck(type, x) \
({	type __dummy; \
	typeof(x) __dummy2; \
	(void)(&__dummy == &__dummy2); \
	1; \
})

/* GENMASK */
#define BITS_PER_LONG 64
#define GENMASK_INPUT_CHECK(h, l) \
	(BUILD_BUG_ON_ZERO(__builtin_choose_expr( \
		__is_constexpr((l) > (h)), (l) > (h), 0)))
#define __GENMASK(h, l) \
	(((~0UL) - (1UL << (l)) + 1) & (~0UL >> (BITS_PER_LONG - 1 - (h))))
#define GENMASK(h, l) (GENMASK_INPUT_CHECK(h, l) + __GENMASK(h, l))
#define BIT(nr) (1UL << (nr))

CHECK(GENMASK(7, 4) == 0xf0);
CHECK(GENMASK(63, 0) == ~0UL);
CHECK(BUILD_BUG_ON_ZERO(0) == 0);
CHECK(__is_constexpr(3) && __is_constexpr(sizeof(long) * 2));
static int not_constexpr;
CHECK(!__is_constexpr(not_constexpr));
int table[] = { 1, 2, 3 };
CHECK(ARRAY_SIZE(table) == 3);

struct list_head { struct list_head *next, *prev; };
struct item {
	int value;
	struct list_head node;
	unsigned long flags;
	char name[16];
};
CHECK(offsetofend(struct item, node) == 24);
CHECK(sizeof_field(struct item, name) == 16);
CHECK(__same_type(typeof_member(struct item, flags), unsigned long));

#define list_entry(ptr, type, member) container_of(ptr, type, member)
#define list_first_entry(ptr, type, member) list_entry((ptr)->next, type, member)
#define list_next_entry(pos, member) list_entry((pos)->member.next, typeof(*(pos)), member)
#define list_entry_is_head(pos, head, member) (&pos->member == (head))
#define list_for_each_entry(pos, head, member)				\
	for (pos = list_first_entry(head, typeof(*pos), member);	\
	     !list_entry_is_head(pos, head, member);			\
	     pos = list_next_entry(pos, member))

int walk(struct list_head *head)
{
	CHECK(min(3, 4) == 3 && max(3, 4) == 4 && min_t(long, -1, 2u) == -1);
	struct item *it;
	int sum = 0;
	list_for_each_entry(it, head, node)
		sum += READ_ONCE(it->value);
	struct item *first = container_of(head->next, struct item, node);
	void *vp = head;
	struct item *from_void = container_of(vp, struct item, node);
	WRITE_ONCE(first->flags, BIT(3) | GENMASK(2, 0));
	BUILD_BUG_ON(sizeof(struct item) != 48);
	typecheck(unsigned long, first->flags);
	return sum + min(first->value, 10) + max(sum, (int)from_void->flags)
		+ clamp(sum, 0, 100) + (int)ARRAY_SIZE(first->name);
}

unsigned long read_once_types(const volatile unsigned char *b, long *l, struct list_head *h)
{
	unsigned char c = READ_ONCE(*b);
	long v = READ_ONCE(*l);
	struct list_head *n = READ_ONCE(h->next);
	__unqual_scalar_typeof(*b) copy = c;
	static_assert(__same_type(copy, unsigned char));
	WRITE_ONCE(h->next, n);
	barrier();
	return c + v + copy + (n != NULL);
}

/* _THIS_IP_, _RET_IP_ */
#define _THIS_IP_ ({ __label__ __here; __here: (unsigned long)&&__here; })
#define _RET_IP_ (unsigned long)__builtin_return_address(0)
unsigned long ips(void) { return _THIS_IP_ + _RET_IP_; }

/* per-cpu: section attributes, asm with "m" operands, __seg_gs */
#define __percpu_seg_override __seg_gs
#define DEFINE_PER_CPU(type, name) \
	__section(".data..percpu") __typeof__(type) name
DEFINE_PER_CPU(int, cpu_number);
DEFINE_PER_CPU(struct item, cpu_item);
#define __percpu_arg(x) "%%gs:%" #x
#define percpu_from_op(qual, op, _var)					\
({									\
	typeof(_var) pfo_val__;						\
	asm qual (op "l " __percpu_arg([var]) ", %[val]"		\
	    : [val] "=r" (pfo_val__)					\
	    : [var] "m" (_var));					\
	(typeof(_var))(unsigned long) pfo_val__;			\
})
#define percpu_add_op(qual, _var, _val)					\
do {									\
	asm qual ("addl %[val], " __percpu_arg([var])			\
	    : [var] "+m" (_var)						\
	    : [val] "ri" ((typeof(_var))(_val)));			\
} while (0)
#define __my_cpu_type(var) typeof(var) __percpu_seg_override
#define __my_cpu_ptr(ptr) (__my_cpu_type(*(ptr)) *)(uintptr_t)(ptr)
#define __my_cpu_var(var) (*__my_cpu_ptr(&(var)))
#define this_cpu_read_seg(pcp) ({ *(volatile __my_cpu_type(pcp) *)__my_cpu_ptr(&(pcp)); })
int percpu(void)
{
	int n = percpu_from_op(volatile, "mov", cpu_number);
	percpu_add_op(, cpu_number, 2);
	n += this_cpu_read_seg(cpu_number);
	__my_cpu_var(cpu_number) = n;
	n += __my_cpu_var(cpu_item).value;
	return n;
}

/* static calls */
#define STATIC_CALL_TRAMP(name) __PASTE(__SCT__, name)
#define STATIC_CALL_TRAMP_STR(name) __stringify(STATIC_CALL_TRAMP(name))
#define __ARCH_DEFINE_STATIC_CALL_TRAMP(name, insns)			\
	asm(".pushsection .static_call.text, \"ax\"		\n"	\
	    ".align 4						\n"	\
	    ".globl " STATIC_CALL_TRAMP_STR(name) "		\n"	\
	    STATIC_CALL_TRAMP_STR(name) ":			\n"	\
	    insns "						\n"	\
	    ".byte 0x0f, 0xb9, 0xcc				\n"	\
	    ".type " STATIC_CALL_TRAMP_STR(name) ", @function	\n"	\
	    ".size " STATIC_CALL_TRAMP_STR(name) ", . - " STATIC_CALL_TRAMP_STR(name) " \n" \
	    ".popsection					\n")
#define DECLARE_STATIC_CALL(name, func)					\
	extern typeof(func) STATIC_CALL_TRAMP(name)
#define static_call(name) ((typeof(STATIC_CALL_TRAMP(name)) *)(STATIC_CALL_TRAMP(name)))
int handler(int x) { return x; }
DECLARE_STATIC_CALL(my_call, handler);
__ARCH_DEFINE_STATIC_CALL_TRAMP(my_call, ".byte 0xe9; .long " __stringify(handler) " - (. + 4)");
int call_static(int x) { return static_call(my_call)(x); }

/* jump labels */
struct static_key { int enabled; };
struct static_key_true { struct static_key key; };
#define asm_volatile_goto(x...) asm goto(x)
static __always_inline bool arch_static_branch(struct static_key *key, bool branch)
{
	asm_volatile_goto("1:"
		".byte 0x0f,0x1f,0x44,0x00,0x00\n\t"
		".pushsection __jump_table,  \"aw\" \n\t"
		".long 1b - ., %l[l_yes] - . \n\t"
		".quad %c0 + %c1 - .\n\t"
		".popsection \n\t"
		: : "i" (key), "i" (branch) : : l_yes);
	return false;
l_yes:
	return true;
}
struct static_key_true my_key = { { 1 } };
#define static_branch_likely(x) __builtin_expect(!!arch_static_branch(&(x)->key, false), 1)
int jump_label(void) { return static_branch_likely(&my_key) ? 1 : 2; }

/* cleanup-based guards (linux/cleanup.h) */
#define DEFINE_FREE(_name, _type, _free) \
	static inline void __free_##_name(void *p) { _type _T = *(_type *)p; _free; }
#define __free(_name) __cleanup(__free_##_name)
#define DEFINE_CLASS(_name, _type, _exit, _init, _init_args...)		\
typedef _type class_##_name##_t;					\
static inline void class_##_name##_destructor(_type *p)			\
{ _type _T = *p; _exit; }						\
static inline _type class_##_name##_constructor(_init_args)		\
{ _type t = _init; return t; }
#define CLASS(_name, var)						\
	class_##_name##_t var __cleanup(class_##_name##_destructor) =	\
		class_##_name##_constructor
#define DEFINE_GUARD(_name, _type, _lock, _unlock) \
	DEFINE_CLASS(_name, _type, if (_T) { _unlock; }, ({ _lock; _T; }), _type _T); \
	static inline void * class_##_name##_lock_ptr(class_##_name##_t *_T) \
	{ return *_T; }
#define guard(_name) CLASS(_name, __UNIQUE_ID(guard))
#define __guard_ptr(_name) class_##_name##_lock_ptr
#define scoped_guard(_name, args...)					\
	for (CLASS(_name, scope)(args),					\
	     *done = NULL; __guard_ptr(_name)(&scope) && !done; done = (void *)1)
struct mutex { int owner; };
void mutex_lock(struct mutex *m);
void mutex_unlock(struct mutex *m);
void kfree(const void *p);
void *kmalloc(size_t n);
DEFINE_FREE(kfree, void *, if (_T) kfree(_T))
DEFINE_GUARD(mutex, struct mutex *, mutex_lock(_T), mutex_unlock(_T))
int guarded(struct mutex *m, int x)
{
	void *buf __free(kfree) = kmalloc(16);
	guard(mutex)(m);
	scoped_guard(mutex, m) {
		x++;
	}
	scoped_guard(mutex, m)
		x += buf != NULL;
	return x;
}

/* struct_group, DECLARE_FLEX_ARRAY */
#define __struct_group(TAG, NAME, ATTRS, MEMBERS...) \
	union { \
		struct { MEMBERS } ATTRS; \
		struct TAG { MEMBERS } ATTRS NAME; \
	}
#define struct_group(NAME, MEMBERS...) __struct_group(/* no tag */, NAME, /* no attrs */, MEMBERS)
#define struct_group_tagged(TAG, NAME, MEMBERS...) __struct_group(TAG, NAME, /* no attrs */, MEMBERS)
#define DECLARE_FLEX_ARRAY(TYPE, NAME) \
	struct { \
		struct { } __empty_ ## NAME; \
		TYPE NAME[]; \
	}
struct packet {
	int type;
	struct_group(hdr,
		unsigned short len;
		unsigned short csum;
	);
	struct_group_tagged(packet_addr, addr, unsigned int src, dst;);
	union {
		DECLARE_FLEX_ARRAY(unsigned char, bytes);
		DECLARE_FLEX_ARRAY(unsigned int, words);
	};
};
CHECK(sizeof(struct packet) == 16);
CHECK(offsetof(struct packet, csum) == offsetof(struct packet, hdr.csum));
CHECK(sizeof(struct packet_addr) == 8);
int packet_use(struct packet *p) { return p->len + p->hdr.csum + p->addr.dst + p->bytes[0] + (int)p->words[1]; }

/* exported symbols, initcalls, module info */
#define __EXPORT_SYMBOL(sym, sec)					\
	static const char __kstrtab_##sym[] __used			\
		__section("__ksymtab_strings") __aligned(1) = #sym;	\
	static const struct kernel_symbol __ksymtab_##sym __used	\
		__section("___ksymtab" sec "+" #sym) = { (unsigned long)&sym, __kstrtab_##sym }
#define EXPORT_SYMBOL(sym) __EXPORT_SYMBOL(sym, "")
#define EXPORT_SYMBOL_GPL(sym) __EXPORT_SYMBOL(sym, "_gpl")
struct kernel_symbol { unsigned long value; const char *name; };
EXPORT_SYMBOL(walk);
EXPORT_SYMBOL_GPL(guarded);
typedef int (*initcall_t)(void);
#define __define_initcall(fn, id) \
	static initcall_t __initcall_##fn##id __used \
		__attribute__((__section__(".initcall" #id ".init"))) = fn;
#define module_init(x) __define_initcall(x, 6)
static int __attribute__((__section__(".init.text"))) __attribute__((__cold__)) my_init(void) { return 0; }
module_init(my_init)
#define __MODULE_INFO(tag, name, info) \
	static const char __UNIQUE_ID(name)[] __used __section(".modinfo") __aligned(1) = #tag "=" info
__MODULE_INFO(license, license, "GPL");
__MODULE_INFO(author, author, "nobody");

/* operations tables: designated initializers of function pointers */
struct inode;
struct file;
struct poll_table_struct;
struct module;
struct file_operations {
	struct module *owner;
	long (*read)(struct file *, char *, size_t, long *);
	int (*open)(struct inode *, struct file *);
	unsigned int (*poll)(struct file *, struct poll_table_struct *);
	int (*release)(struct inode *, struct file *);
} __attribute__((__designated_init__));
static int my_open(struct inode *inode, struct file *file) { return 0; }
static long my_read(struct file *f, char *buf, size_t n, long *pos) { return (long)n; }
static const struct file_operations my_fops = {
	.owner		= NULL,
	.open		= my_open,
	.read		= my_read,
	.release	= NULL,
};
static const struct file_operations *const fops_table[] = { [0] = &my_fops, [3] = NULL };
int fops_use(struct file *f) { return (int)my_fops.read(f, NULL, 0, NULL) + (fops_table[1] == NULL); }
