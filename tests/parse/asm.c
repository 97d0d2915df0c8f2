// asm in every form gcc 12 accepts: file-scope asm, basic asm statements,
// extended asm with outputs, inputs, clobbers and goto labels (each part
// empty or not, "::" written as one token), named operands, every
// qualifier (volatile, inline, goto, in any order, every spelling),
// concatenated template strings, constraints of every kind, asm register
// variables, asm labels on declarations.  No diagnostics.

asm(".globl file_scope_sym");
__asm__(".section .text\n\t.p2align 4\n" ".previous");
__asm(".set file_scope_sym2, 0");

register unsigned long current_stack_pointer asm("rsp");
int asm_label_var asm("other_name") = 0;

void basic(void)
{
	asm("nop");
	__asm__("nop");
	__asm("nop");
	asm volatile("nop");
	__asm__ __volatile__("nop");
	__asm__ volatile("nop" "\n\t" "nop");
	asm inline("nop");
	asm volatile inline("nop");
	asm inline volatile("nop");
	__asm__ __inline__("nop");
	__asm__ __volatile__ __inline("nop");
	asm("");
}

int extended(int x, int *p)
{
	int r, t;
	unsigned long flags;
	asm("mov %1, %0" : "=r" (r) : "r" (x));
	asm("add %2, %0" : "=r" (r) : "0" (r), "g" (x));
	asm volatile("" : : : "memory");
	asm volatile("" ::: "memory");
	asm volatile("nop" : : "r" (x));
	asm volatile("nop" :: "r" (x), "m" (*p));
	asm("nop" : "=r" (r));
	asm("nop" : "=r" (r), "=&r" (t) : "r" (x), "i" (42), "n" (-1) : "cc", "memory");
	asm("xchg %0, %1" : "+r" (x), "+m" (*p));
	asm volatile("pushf; pop %0" : "=rm" (flags) : : "memory");
	asm("mov %[src], %[dst]" : [dst] "=r" (r) : [src] "r" (x));
	asm("add %[a], %[out]" : [out] "+r" (r) : [a] "ir" (x), [b] "m" (p[1]));
	asm("" : "=a" (r), "=d" (t) : "c" (x), "S" (p), "D" (p) : "rbx", "r8", "r15");
	asm("" : "=q" (r) : "Q" (x), "A" (0UL), "e" (1), "Z" (2u), "K" (3), "N" (4));
	asm("" : "=@ccz" (t) : "r" (x));		/* flag output operands */
	asm("" : "=r" (r) : "r" ((long)x + 1), "r" (sizeof(*p)), "X" (p));
	asm("" : : "r" (({ int q = x; q; })));
	asm("" : "=r" (r), "=r" (t) : "0" (x), "1" (x));
	return r + t + x + (int)flags;
}

int with_goto(int x)
{
	asm goto("jmp %l0" : : : : out);
	asm goto("" : : "r" (x) : "memory" : out, again);
	asm volatile goto("" :::: out);
	asm goto volatile("" :::: again);
	__asm__ __volatile__ goto("" : : "i" (1) : : out);
	asm inline goto("" :::: out);
	asm goto("jmp %l[out]" :::: out);
	asm goto("" : "+r" (x) : : : out);		/* gcc 11+: outputs in asm goto */
again:
	x++;
out:
	return x;
}

static inline unsigned long read_cr0(void)
{
	unsigned long val;
	asm volatile("mov %%cr0,%0\n\t" : "=r" (val), "=m" (*(volatile int *)&val));
	return val;
}

#define ALTERNATIVE(old, new) "661:\n\t" old "\n662:\n\t.pushsection .altinstructions,\"a\"\n\t" new "\n\t.popsection\n"
#define __stringify_1(x...) #x
#define __stringify(x...) __stringify_1(x)
void kernel_style(void *p)
{
	asm volatile(ALTERNATIVE("clflush %[p]", "clflushopt %[p]") : [p] "+m" (*(volatile char *)p));
	asm volatile("call " __stringify(kernel_style) : : : "memory");
	register unsigned long r10 asm("r10") = 0;
	asm volatile("syscall" : "+r" (r10) : : "rcx", "r11", "memory");
	(void)read_cr0();
}
