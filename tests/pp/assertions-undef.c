// ARGS: -undef -w
// -undef drops gcc's predefined assertions too; -w silences gcc's warnings.
#if #system || #cpu || #machine
wrong
#else
none_predefined
#endif
