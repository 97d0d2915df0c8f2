# lib.sh - helpers for tests/cli/*.sh (sourced; see tests/run.sh).
# $CG is the castguard under test (absolute), $D a scratch directory.
CG=$1
D=$2
export LC_ALL=C

# run CMD...: stdout in $D/out, stderr in $D/err, status in $RC.
run() {
	"$@" >"$D/out" 2>"$D/err" </dev/null
	RC=$?
}

# expect CASE COND-TEXT: report CASE as passed if the shell test COND
# (a string for eval) holds, else failed with the command's stderr.
expect() {
	if eval "$2"; then
		echo "ok $1"
	else
		echo "FAIL $1: not true: $2 (status $RC)"
		head -n 8 "$D/err" | sed 's/^/    err: /'
		head -n 8 "$D/out" | sed 's/^/    out: /'
	fi
}

# same CASE FILE1 FILE2: the two files are byte-identical.
same() {
	if cmp -s "$2" "$3"; then
		echo "ok $1"
	else
		echo "FAIL $1: $2 and $3 differ"
		diff "$2" "$3" | head -n 12 | sed 's/^/    /'
	fi
}

# skip CASE WHY: CASE cannot run here (a tool is missing); the runner counts
# it apart and shows WHY, so that it does not vanish (tests/cli/cases.txt).
skip() {
	echo "skip $1: $2"
}
