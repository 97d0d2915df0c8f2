#define IMACRO(x) (x * IMAC_VALUE)
#define IMAC_VALUE 3
imacros_text_is_discarded
