// -isystem headers are system headers: no warnings from here
#define NOISY 1
#define NOISY 2
#warning "warning directive in a system header"
noisy NOISY
