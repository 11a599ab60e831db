#!/usr/bin/env bash
# Self-check for scripts/fuzz. It copies the script into a throwaway module
# whose fuzz targets pass, or fail on an input the fuzzer finds, and runs it
# there with the real go test. Go's coordinator deadline report
# (go.dev/issue/75804) cannot be caused on demand, so for that case a stand-in
# go prints the report as go1.26.8 printed it in our CI and runs the real go
# for everything else.
# Last line of output: "N passed, N failed"; exit status non-zero on failure.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
export PATH="$PATH:/usr/local/go/bin"
REALGO=$(command -v go)

# shellcheck source=scripts/selfcheck.sh
source "$ROOT/scripts/selfcheck.sh"
export GOFLAGS=-mod=mod GOWORK=off

# module NAME BODY: a module with scripts/fuzz and one package p whose test
# file holds BODY; prints its directory.
module() {
	local dir="$TMP/$1"
	mkdir -p "$dir/scripts" "$dir/p"
	cp "$ROOT/scripts/fuzz" "$dir/scripts/fuzz"
	printf 'module example.com/%s\n\ngo 1.22\n' "$1" >"$dir/go.mod"
	printf 'package p\n' >"$dir/p/p.go"
	printf 'package p\n\nimport "testing"\n\n%s\n' "$2" >"$dir/p/p_test.go"
	echo "$dir"
}

# run DIR [ARGS...]: scripts/fuzz in DIR, with rc, out (stdout and stderr).
run() {
	local dir=$1
	shift
	rc=0
	out=$(cd "$dir" && scripts/fuzz "$@" 2>&1) || rc=$?
}

# 1. Passing targets: exit 0 and the summary line. Targets this quick meet
# the coordinator's deadline report for real now and then (our CI did, on
# go1.26.8), which the script must then have told apart.
dir=$(module good 'func FuzzA(f *testing.F) { f.Add("x"); f.Fuzz(func(t *testing.T, s string) {}) }
func FuzzB(f *testing.F) { f.Add(1); f.Fuzz(func(t *testing.T, n int) {}) }')
run "$dir" 1s
if ((rc == 0)) && [[ $out == *"2 targets fuzzed for 1s each, no failure"* ]]; then
	if [[ $out == *75804* ]]; then
		echo "note: go test's coordinator reported its own deadline for real here:"
		grep -e '75804' <<<"$out"
	fi
	pass "passing targets"
else
	fail "passing targets" "exit $rc: $out"
fi

# 2. A failing input found by the fuzzer: the script stops with go test's
# status, and the input is written.
dir=$(module bad 'func FuzzLong(f *testing.F) {
	f.Add("a")
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 2 {
			t.Fatalf("too long: %q", s)
		}
	})
}
func FuzzZ(f *testing.F) { f.Fuzz(func(t *testing.T, s string) {}) }')
run "$dir" 20s
if ((rc != 0)) && [[ $out == *"Failing input written to"* && $out != *"== FuzzZ"* && $out != *75804* ]] &&
	compgen -G "$dir/p/testdata/fuzz/FuzzLong/*" >/dev/null; then
	pass "a failing input stops the run"
else
	fail "a failing input stops the run" "exit $rc: $out"
fi

# 3 and 4. The coordinator's deadline report: the stand-in go prints it for
# FuzzA (or for every target when STANDIN_ALL is set) and exits 1 as go test
# does; the script replays the seeds, says so and goes on to FuzzB (which
# the real go fuzzes, and which may meet the real report too).
mkdir -p "$TMP/bin"
cat >"$TMP/bin/go" <<STANDIN
#!/usr/bin/env bash
if [ "\$1" = test ] && [[ " \$* " == *" -fuzz=^FuzzA\\$ "* || ( -n "\${STANDIN_ALL:-}" && " \$* " == *" -fuzz="* ) ]]; then
	echo 'fuzz: elapsed: 0s, gathering baseline coverage: 0/364 completed'
	echo 'fuzz: elapsed: 11s, execs: 105343 (7569/sec), new interesting: 2 (total: 366)'
	echo "--- FAIL: \${STANDIN_NAME:-FuzzA} (11.06s)"
	echo '    context deadline exceeded'
	echo 'FAIL'
	echo 'exit status 1'
	echo 'FAIL	example.com/good/p	11.105s'
	exit 1
fi
exec "$REALGO" "\$@"
STANDIN
chmod +x "$TMP/bin/go"
dir="$TMP/good"
rc=0
out=$(cd "$dir" && PATH="$TMP/bin:$PATH" scripts/fuzz 1s 2>&1) || rc=$?
if ((rc == 0)) && [[ $out == *"FuzzA: go test's fuzzing coordinator reported its own deadline"* &&
	$out == *"== FuzzB"* && $out == *" of them early: FuzzA"* ]]; then
	pass "the coordinator's deadline report is told apart"
else
	fail "the coordinator's deadline report is told apart" "exit $rc: $out"
fi

# 4. The same report for another target than the one run is a failure: it is
# not the bare report for this target.
rc=0
out=$(cd "$dir" && PATH="$TMP/bin:$PATH" STANDIN_ALL=1 STANDIN_NAME=FuzzOther scripts/fuzz 1s 2>&1) || rc=$?
if ((rc == 1)) && [[ $out != *75804* && $out != *"== FuzzB"* ]]; then
	pass "a deadline report naming another target stops the run"
else
	fail "a deadline report naming another target stops the run" "exit $rc: $out"
fi

# 5. A deadline report after which a failing input appeared is a failure.
mkdir -p "$dir/p/testdata/fuzz/FuzzA"
cat >"$TMP/bin/go" <<STANDIN
#!/usr/bin/env bash
if [ "\$1" = test ] && [[ " \$* " == *" -fuzz=^FuzzA\\$ "* ]]; then
	printf 'go test fuzz v1\nstring("x")\n' >"$dir/p/testdata/fuzz/FuzzA/0123"
	printf -- '--- FAIL: FuzzA (11.06s)\n    context deadline exceeded\nFAIL\n'
	exit 1
fi
exec "$REALGO" "\$@"
STANDIN
rc=0
out=$(cd "$dir" && PATH="$TMP/bin:$PATH" scripts/fuzz 1s 2>&1) || rc=$?
if ((rc == 1)) && [[ $out != *75804* && $out != *"== FuzzB"* ]]; then
	pass "a deadline report with an input written stops the run"
else
	fail "a deadline report with an input written stops the run" "exit $rc: $out"
fi

# 6. Targets in two packages, listed by one go test: each is fuzzed in its
# own package; and a package whose tests do not build stops the run before
# any fuzzing, with go test's message and status.
dir=$(module two 'func FuzzP(f *testing.F) { f.Add("x"); f.Fuzz(func(t *testing.T, s string) {}) }')
mkdir -p "$dir/q"
printf 'package q\n' >"$dir/q/q.go"
printf 'package q\n\nimport "testing"\n\nfunc FuzzQ(f *testing.F) { f.Add(1); f.Fuzz(func(t *testing.T, n int) {}) }\n' >"$dir/q/q_test.go"
run "$dir" 1s
if ((rc == 0)) && [[ $out == *"== FuzzP in example.com/two/p, 1s"* && $out == *"== FuzzQ in example.com/two/q, 1s"* &&
	$out == *"2 targets fuzzed for 1s each"* ]]; then
	pass "targets of two packages, each in its own"
else
	fail "targets of two packages, each in its own" "exit $rc: $out"
fi
printf 'package q\n\nimport "testing"\n\nfunc FuzzQ(f *testing.F) { undefined() }\n' >"$dir/q/q_test.go"
run "$dir" 1s
if ((rc == 1)) && [[ $out == *"undefined: undefined"* && $out != *"== Fuzz"* ]]; then
	pass "a test that does not build stops the run"
else
	fail "a test that does not build stops the run" "exit $rc: $out"
fi

selfcheck_done
