#!/bin/bash
# scaling.sh [KIND...] -- does castguard's time and memory grow linearly with
# the size of a construct?
#
# For each kind of input, generates (at run time, in a temporary directory)
# files of size n, 2n, 4n and 8n, runs `castguard -fsyntax-only` on each and
# prints a markdown table row: the CPU seconds (user + system, the least of
# $SCALING_RUNS runs, default 3: the machine is shared, and wall time under
# load says little; from `perf stat -e task-clock` when perf can, to the
# millisecond, else /usr/bin/time's hundredths) and peak RSS (MiB, /usr/bin/time) at each size, and the
# ratio 8n/n of the time (about 8 for linear growth;
# 64 would be quadratic; a small n is dominated by start-up, so a ratio
# under 8 is usual).  A run that fails or takes over 60 s is shown as such.
# Kinds (default: all):
#   declarator   int (*(*(*...x...))), n pointer levels deep
#   chained-case switch (i) { case 0: case 1: ... return 1; }
#   flat-switch  switch (i) { case 0: i++; break; case 3: ... }
#   initializer  int a[] = { 0, 1, 2, ... }
#   blocks       { { { ... } } } nested in a function
#   macro-args   a variadic macro called with n arguments
#   if-nesting   #if 1 nested n deep
#   strings      "a" "a" "a" ... concatenated
# Environment: CASTGUARD (default: the repository's castguard).
set -uo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
cg=$(cg_castguard scaling) || exit 2
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

# gen KIND N: the input of size N on stdout
gen() {
	python3 - "$1" "$2" <<'PY'
import sys
kind, n = sys.argv[1], int(sys.argv[2])
out = sys.stdout.write
if kind == "declarator":
    out("int " + "(*" * n + "x" + ")" * n + ";\n")
elif kind == "chained-case":
    out("int f(long i)\n{\n\tswitch (i) {\n")
    for k in range(n):
        out(f"\tcase {k}:\n")
    out("\t\treturn 1;\n\t}\n\treturn 0;\n}\n")
elif kind == "flat-switch":
    out("int f(long i)\n{\n\tswitch (i) {\n")
    for k in range(n):
        out(f"\tcase {k * 3}: i++; break;\n")
    out("\t}\n\treturn i;\n}\n")
elif kind == "initializer":
    out("int a[] = {\n" + "".join(f"{k},\n" for k in range(n)) + "};\n")
elif kind == "blocks":
    out("void f(void)\n" + "{" * n + "}" * n + "\n")
elif kind == "macro-args":
    out("#define F(...) g(__VA_ARGS__)\nint g();\nint h(void) { return F(" +
        ", ".join(str(k) for k in range(n)) + "); }\n")
elif kind == "if-nesting":
    out("#if 1\n" * n + "int x;\n" + "#endif\n" * n)
elif kind == "strings":
    out('char s[] = ' + ' "a"' * n + ';\n_Static_assert(sizeof(s) == %d, "");\n' % (n + 1))
PY
}

# join WORD...: the words separated by ", "
join() {
	local IFS=,
	echo "$*" | sed 's/,/, /g'
}

declare -A base=([declarator]=4000 [chained-case]=50000 [flat-switch]=50000
	[initializer]=100000 [blocks]=1000 [macro-args]=20000 [if-nesting]=2000
	[strings]=20000)
kinds=("$@")
((${#kinds[@]})) || kinds=(declarator chained-case flat-switch initializer blocks macro-args
			    if-nesting strings)

have_perf=0
perf stat -x, -e task-clock true >/dev/null 2>&1 && have_perf=1
echo "| input | n | CPU time n, 2n, 4n, 8n (s) | peak RSS n, 2n, 4n, 8n (MiB) | time 8n/n |"
echo "| --- | --- | --- | --- | --- |"
for k in "${kinds[@]}"; do
	n=${base[$k]:?unknown kind $k}
	times=() mems=()
	for m in 1 2 4 8; do
		gen "$k" $((n * m)) >"$tmp/in.c"
		best= kb=0
		for ((r = 0; r < ${SCALING_RUNS:-3}; r++)); do
			if /usr/bin/time -f '%U %S %M' -o "$tmp/time" timeout 60 "$cg" -fsyntax-only \
					"$tmp/in.c" >/dev/null 2>"$tmp/err"; then
				read -r u sy kb <"$tmp/time"
				t=$(awk -v u="$u" -v s="$sy" 'BEGIN { print u + s }')
				if ((have_perf)); then
					t=$(perf stat -x, -e task-clock "$cg" -fsyntax-only "$tmp/in.c" \
						2>&1 >/dev/null | awk -F, '/task-clock/ { print $1 / 1000 }')
				fi
				best=$(awk -v b="$best" -v t="$t" 'BEGIN { print (b == "" || t < b) ? t : b }')
			else
				best=fail
				sed 's/^/    /' "$tmp/err" | head -3 >&2
				break
			fi
		done
		if [[ $best == fail ]]; then
			times+=("fail") mems+=("-")
		else
			times+=("$(printf '%.3f' "$best")") mems+=("$((kb / 1024))")
		fi
	done
	ratio=$(awk -v a="${times[0]}" -v b="${times[3]}" \
		'BEGIN { if (a + 0 > 0 && b != "fail") printf "%.1f", b / a; else print "-" }')
	printf '| %s | %d | %s | %s | %s |\n' "$k" "$n" "$(join "${times[@]}")" \
		"$(join "${mems[@]}")" "$ratio"
done
