# Sourced by the self-checks of the scripts (scripts/*_test.sh): a
# temporary directory $TMP, removed on exit, and the pass and fail counters
# that end in the line "N passed, N failed" with selfcheck_done.

TMP=$(mktemp -d)
trap 'rm -rf -- "$TMP"' EXIT

passed=0
failed=0

# pass NAME: one check passed.
pass() {
	passed=$((passed + 1))
	echo "ok   $1"
}

# fail NAME [DETAIL]: one check failed.
fail() {
	failed=$((failed + 1))
	echo "FAIL $1${2:+: $2}"
}

# selfcheck_done: the summary line; the status is non-zero if a check failed.
selfcheck_done() {
	echo "$passed passed, $failed failed"
	((failed == 0))
}
