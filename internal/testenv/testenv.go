// Package testenv says how much the tests of the module do here, from
// the environment:
//
//   - BEEBATCH_FULL_TESTS=1 runs every case of the cross-checks that
//     compare a fast path with a brute-force reference over many random
//     inputs, and the checks over whole lists that are skipped under
//     -race. By default they run a few cases, enough to catch a wrong
//     answer in a quick "go test ./..."; "make test" runs them all once,
//     without -race.
//   - BEEBATCH_NETWORK_TESTS=1 runs the tests that download from Debian,
//     npm or the lists' sources ("make test-network"). By default they
//     skip, and the tests pass without a network given the mirror of word
//     lists (internal/testlists).
package testenv

import (
	"os"
	"testing"
)

// The environment variables that this package reads.
const (
	FullEnv    = "BEEBATCH_FULL_TESTS"
	NetworkEnv = "BEEBATCH_NETWORK_TESTS"
)

// Full reports whether the cross-checks run all their cases.
func Full() bool { return os.Getenv(FullEnv) == "1" }

// Cases returns the number of random inputs a cross-check tries: all
// when Full, else few, or half of few, at least 1, under -race, which
// runs the tests some ten times slower; the parallel code they go
// through keeps its race coverage from those.
func Cases(few, all int) int {
	switch {
	case Full():
		return all
	case Race:
		return max(1, min(few, all)/2)
	}
	return min(few, all)
}

// Network skips the test unless the tests may use the network.
func Network(tb testing.TB) {
	tb.Helper()
	if os.Getenv(NetworkEnv) != "1" {
		tb.Skipf("downloads; set %s=1 to run it (make test-network)", NetworkEnv)
	}
}

// SkipRace skips a check of a whole list under -race, where it takes
// minutes, unless Full: it runs in the run of "make test" without -race,
// and the parallel code it goes through keeps its race coverage from
// the smaller cross-checks.
func SkipRace(tb testing.TB) {
	tb.Helper()
	if Race && !Full() {
		tb.Skipf("a whole-list check, run without -race (or set %s=1)", FullEnv)
	}
}
