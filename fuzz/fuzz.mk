# fuzz.mk - fuzz targets (make fuzz).  Everything goes to build/fuzz; the
# normal builds (build/rel, build/asan, ./castguard) are not touched.
#
# libFuzzer (clang-14, libclang-rt-14-dev), in process, ASan + UBSan:
#   build/fuzz/lf-lex    castguard --dump-tokens   the lexer
#   build/fuzz/lf-pp     castguard -E              the preprocessor
#   build/fuzz/lf-parse  castguard -fsyntax-only   the parser
#   build/fuzz/lf-check  castguard                 the whole check
#   build/fuzz/lf-migrate castguard migrate        fuzz/migrate.c: the patch
#                        parses again, a second run prints nothing
# AFL++ (afl++), the normal binary under its fork server, ASan + UBSan:
#   build/fuzz/afl/castguard
# See fuzz/harness.c for how one process runs many inputs.
FZ       := build/fuzz
CLANG    ?= clang-14
AFL_CC   ?= afl-clang-fast
LAYERS   := util front out check tools
SRCS     := $(wildcard src/*.c $(LAYERS:%=src/%/*.c))
LF_OBJS  := $(SRCS:src/%.c=$(FZ)/lf/%.o)
INCS     := -Isrc $(LAYERS:%=-Isrc/%)
LF_FLAGS := -std=gnu11 -O1 -g -fno-omit-frame-pointer \
	    -fsanitize=address,undefined -fno-sanitize-recover=undefined
TARGETS  := lex:--dump-tokens pp:-E parse:-fsyntax-only check:-Wsparse-all

all: $(foreach t,$(TARGETS),$(FZ)/lf-$(firstword $(subst :, ,$(t)))) $(FZ)/lf-migrate \
	$(FZ)/afl/castguard

$(FZ)/lf $(FZ)/afl:
	mkdir -p $@

$(FZ)/sysdirs.h: scripts/gen/gen-sysdirs.sh | $(FZ)/lf
	sh scripts/gen/gen-sysdirs.sh $@

# exit() unwinds to the harness, which relies on unit_finish() (main.c)
# to leave a fresh process's state for the next input.
# -MMD -MP: an object is remade when a header or checks.inc changes (a stale
# checks.o once made 896 false "crashes": check_on[] too short for the new
# checks' ids)
$(FZ)/lf/%.o: src/%.c $(FZ)/sysdirs.h | $(FZ)/lf
	@mkdir -p $(@D)
	$(CLANG) $(LF_FLAGS) -fsanitize=fuzzer-no-link -DCG_FREE_AT_EXIT \
		-Dexit=cg_exit -Dmain=cg_main -I$(FZ) $(INCS) -MMD -MP -MF $(@:.o=.d) -c -o $@ $<

define lf_target
$(FZ)/lf-$(1): fuzz/harness.c $(LF_OBJS)
	$(CLANG) $(LF_FLAGS) -fsanitize=fuzzer -DFUZZ_MODE='"$(2)"' -o $$@ fuzz/harness.c $(LF_OBJS)
endef
$(foreach t,$(TARGETS),$(eval $(call lf_target,$(firstword $(subst :, ,$(t))),$(lastword $(subst :, ,$(t))))))

$(FZ)/afl/castguard: $(SRCS) $(wildcard src/*.h src/*/*.h src/*/*.inc) $(FZ)/sysdirs.h | $(FZ)/afl
	AFL_USE_ASAN=1 AFL_USE_UBSAN=1 AFL_QUIET=1 $(AFL_CC) -std=gnu11 -O1 -g \
		-I$(FZ) $(INCS) -o $@ $(SRCS)

# several castguard runs per input: harness.c without its entry point
$(FZ)/lf-migrate: fuzz/harness.c fuzz/migrate.c $(LF_OBJS)
	$(CLANG) $(LF_FLAGS) -fsanitize=fuzzer -DHARNESS_CUSTOM -Isrc/tools -o $@ \
		fuzz/harness.c fuzz/migrate.c $(LF_OBJS)

# reset-check (gcc, no sanitizer, no libFuzzer): the only build that still
# moves .data/.bss into sections of their own, to compare them after each
# run with their state at start (fuzz/reset-check.c, tests/cli/reset.sh).
# -MT: the dependencies are the .o's, not those of the .tmp it is compiled
# to (without it no header change remade an object: lf-migrate's 385 false
# crashes, SrcFile 72 bytes long in one object and 88 in another, came from
# the same rule in the libFuzzer build).
RC_OBJS  := $(SRCS:src/%.c=$(FZ)/rc/%.o)
$(FZ)/rc/%.o: src/%.c $(FZ)/sysdirs.h
	@mkdir -p $(@D)
	$(CC) -std=gnu11 -O1 -g -DCG_FREE_AT_EXIT -Dexit=cg_exit -Dmain=cg_main \
		-I$(FZ) $(INCS) -MMD -MP -MF $(@:.o=.d) -MT $@ -c -o $@.tmp $<
	objcopy --rename-section .data=cg_data --rename-section .bss=cg_bss $@.tmp $@
	rm -f $@.tmp

$(FZ)/reset-check: fuzz/reset-check.c $(RC_OBJS)
	$(CC) -std=gnu11 -O1 -g -o $@ fuzz/reset-check.c $(RC_OBJS)

-include $(LF_OBJS:.o=.d) $(RC_OBJS:.o=.d)

.PHONY: all
