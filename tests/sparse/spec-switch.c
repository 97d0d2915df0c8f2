typedef unsigned int __attribute__((bitwise)) gfp_t;

static int sw(gfp_t a)
{
	switch (a) {
	case 0:
	case 3:
		return 1;
	}
	return -a;
}
