// ARGS: -nostdinc -fshort-wchar -fno-PIE -std=gnu11 -mno-sse -mno-mmx -mno-sse2 -mno-3dnow -mno-avx -fcf-protection=none -m64 -mno-80387 -mno-red-zone -mcmodel=kernel -fno-asynchronous-unwind-tables -O2 -fstack-protector-strong
// The kernel's x86_64 compiler flags change gcc 12's predefined macros
// (no SSE/MMX/x87, short wchar_t, no PIE, kernel code model, SSP, -O2);
// castguard must follow each of them exactly.
