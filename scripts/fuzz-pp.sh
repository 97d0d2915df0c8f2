#!/bin/bash
# fuzz-pp.sh [SECONDS] -- fuzz castguard -E with AFL++ (Debian package afl++)
# on an ASan+UBSan build, seeded with the preprocessor tests.  Crashes and
# hangs land in fuzz-out/default/{crashes,hangs}; replay one with
#   build/fuzz/castguard -E -nostdinc -I tests/pp/inc FILE
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-600}
command -v afl-clang-fast >/dev/null || apt-get install -y -qq afl++ >/dev/null
make -s castguard >/dev/null	# generates build/rel/sysdirs.h
mkdir -p build/fuzz fuzz-in
AFL_USE_ASAN=1 AFL_USE_UBSAN=1 afl-clang-fast -std=gnu11 -g -O1 -Ibuild/rel \
	-Isrc -Isrc/util -Isrc/front -Isrc/out -Isrc/check -Isrc/tools \
	src/*.c src/*/*.c -o build/fuzz/castguard
for f in tests/pp/*.c; do
	(( $(stat -c %s "$f") < 1500 )) && cp "$f" fuzz-in/
done
AFL_SKIP_CPUFREQ=1 AFL_NO_UI=1 AFL_NO_AFFINITY=1 \
	afl-fuzz -i fuzz-in -o fuzz-out -m none -t 3000 -V "$secs" -- \
	build/fuzz/castguard -E -nostdinc -I tests/pp/inc @@ | grep -a 'crashes saved' | tail -1
echo "crashes: $(find fuzz-out/default/crashes -name 'id:*' | wc -l)," \
	"hangs: $(find fuzz-out/default/hangs -name 'id:*' | wc -l)"
