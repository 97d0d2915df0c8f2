/* sparse's *p has only the signedness of p's target: typeof(*p) of a
 * pointer to a [safe] type is the plain type. */
#define __safe __attribute__((safe))

static void test_safe(void)
{
	int obj;
	int __safe *ptr;
	typeof(*ptr) sobj;
	typeof(&sobj) ptr6 = &obj;
	typeof(&sobj) ptr7 = ptr;
	int *ptr5 = ptr;
	typeof(ptr) ptr8 = &obj;
}
