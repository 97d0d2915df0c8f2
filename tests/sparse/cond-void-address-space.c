// GNU's a ?: b and a ? b : c on two void pointers of an address space:
// the result is in that space (sparse keeps the void operand's type), so
// returning it where a __iomem pointer is expected is no mismatch
// (include/linux/io.h's pci_remap_cfgspace(): ioremap_np() ?: ioremap()).
#define __iomem __attribute__((noderef, address_space(__iomem)))
void __iomem *ioremap(unsigned long o, unsigned long s);
void __iomem *ioremap_np(unsigned long o, unsigned long s);
void *plain(unsigned long o);
void __iomem *remap(unsigned long o, unsigned long s);
void __iomem *remap(unsigned long o, unsigned long s)
{
	return ioremap_np(o, s) ?: ioremap(o, s);
}
void __iomem *pick(int c, unsigned long o);
void __iomem *pick(int c, unsigned long o)
{
	return c ? ioremap(o, 1) : ioremap_np(o, 1);
}
void __iomem *mixed(int c, unsigned long o);
void __iomem *mixed(int c, unsigned long o)
{
	return c ? ioremap(o, 1) : plain(o);
}
