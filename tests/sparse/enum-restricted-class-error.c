/* An enumerator whose value has the type of an enum of restricted
 * constants counts as that restricted type: "incompatible restricted
 * type" names "restricted opf_t" (sparse steps from the enum to its
 * base type).  A bit-field of such an enum keeps the enum in its name. */
typedef unsigned int __attribute__((bitwise)) opf_t;
typedef unsigned int __attribute__((bitwise)) other_t;
#define __force __attribute__((force))
enum op { OP_READ = (__force opf_t)0, OP_WRITE = (__force opf_t)1 };
enum op2 { X2 = (__force other_t)0, Y2 = (enum op)0 };
enum op3 { X3 = (enum op)0, Y3 = (__force other_t)0 };
struct bits { enum op x : 3; };
