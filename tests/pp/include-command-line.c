// ARGS: -include tests/pp/inc/forced.h -imacros tests/pp/inc/imacros.h -DCMD=7
// -include: the file is processed (and its text output) before the main file;
// -imacros: only its macros are kept.
main FORCED IMACRO(2) CMD
