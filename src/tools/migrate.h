/* migrate.h - `castguard migrate`: adopt a restricted typedef. */
#ifndef CG_MIGRATE_H
#define CG_MIGRATE_H
int migrate_main(int argc, char **argv);
#endif
