// ARGS: -Wno-decl
/* Rule (spec 12.1, sparse's parser): an address space and noderef written
 * after a struct's body belong to the struct itself, as the kernel's
 * "typedef struct __user_cap_data_struct { ... } __user *cap_user_data_t"
 * has it: every object of that struct is a __user one. */
#define __user __attribute__((noderef, address_space(__user)))

typedef struct cap_data {
	unsigned int effective;
	unsigned int permitted;
} __user *cap_data_t;

unsigned long copy_to_user(void __user *to, const void *from, unsigned long n);
unsigned long copy_from_user(void *to, const void __user *from, unsigned long n);

int get(cap_data_t dataptr)
{
	struct cap_data kdata[2];

	kdata[0].effective = 1;
	if (copy_from_user(&kdata, dataptr, sizeof(kdata)))
		return -1;
	return copy_to_user(dataptr, kdata, sizeof(kdata)) ? -1 : 0;
}
