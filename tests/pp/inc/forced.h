#define FORCED 42
forced_text
