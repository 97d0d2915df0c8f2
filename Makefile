# castguard — plain Makefile, gnu11, no dependency beyond libc/POSIX.
CC      ?= cc
# -O3: 1.8-2.1 % fewer instructions than -O2 on the three bench files
# (docs/decisions.md, "Release build")
CFLAGS  ?= -O3 -g
CFLAGS  += -std=gnu11 -Wall -Wextra -Wno-unused-parameter -Wno-sign-compare -MMD -MP
LDFLAGS ?=
PREFIX  ?= /usr/local

ifeq ($(SANITIZE),1)
CFLAGS  := -std=gnu11 -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
	   -fno-sanitize-recover=undefined -Wall -Wextra -Wno-unused-parameter -Wno-sign-compare -MMD -MP
LDFLAGS += -fsanitize=address,undefined
BUILD   := build/asan
else
BUILD   := build/rel
endif

# The layers (docs/architecture.md): util, front, out, check, tools, then
# main.c and options.c on top.  Each folder is on the include path, so a
# file names a header by its base name.
LAYERS  := util front out check tools
SRCS    := $(wildcard src/*.c $(LAYERS:%=src/%/*.c))
OBJS    := $(SRCS:src/%.c=$(BUILD)/%.o)
CFLAGS  += -Isrc $(LAYERS:%=-Isrc/%)

# Each build (release, sanitizers) links in its own directory; ./castguard
# is a copy of the last one asked for, so switching builds never leaves a
# stale binary behind.
all: castguard castguard-cc

castguard: $(BUILD)/castguard
	@cmp -s $< $@ || { cp $< $@.tmp && mv -f $@.tmp $@; }

# The compiler wrapper (make CC=castguard-cc), beside castguard.
castguard-cc: wrapper/castguard-cc.c
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $<

$(BUILD)/castguard: $(OBJS)
	$(CC) $(LDFLAGS) -o $@ $(OBJS)

# (the Makefile too: a change of flags rebuilds everything)
$(BUILD)/%.o: src/%.c Makefile | $(BUILD)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -I$(BUILD) -c -o $@ $<

# gcc's system include directories, asked once at build time.
$(BUILD)/sysdirs.h: scripts/gen/gen-sysdirs.sh | $(BUILD)
	sh scripts/gen/gen-sysdirs.sh $@

$(BUILD)/front/predef.o: $(BUILD)/sysdirs.h

$(BUILD):
	mkdir -p $@

check: castguard castguard-cc
	@bash tests/run.sh ./castguard

# Fuzz targets (libFuzzer and AFL++) into build/fuzz: see fuzz/fuzz.mk.
fuzz:
	$(MAKE) -f fuzz/fuzz.mk

demo: castguard
	cd examples && ../castguard driver.c

install: castguard castguard-cc
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 castguard $(DESTDIR)$(PREFIX)/bin/castguard
	install -m 755 castguard-cc $(DESTDIR)$(PREFIX)/bin/castguard-cc
	install -m 644 docs/castguard.1 $(DESTDIR)$(PREFIX)/share/man/man1/castguard.1

clean:
	rm -rf build castguard castguard-cc

.PHONY: all castguard check demo install clean fuzz
-include $(OBJS:.o=.d)
