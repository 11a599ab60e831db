// Package testenv says how much the tests of the module do here, from
// the environment: BEEBATCH_FULL_TESTS=1 runs every case of the random
// cross-checks, the checks of several seconds and the whole-list checks
// skipped under -race ("make test" does); BEEBATCH_NETWORK_TESTS=1 runs the tests that download ("make
// test-network").
package testenv

import (
	"bytes"
	"compress/gzip"
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
// when Full, else few, or half of few (at least 1) under -race.
func Cases(few, all int) int {
	few = min(few, all)
	return Sample(few, max(1, few/2), all)
}

// Sample returns the number of cases a check runs: all when Full, race
// under -race, and quick in the default run, the quick everyday check of
// "go test ./...". The run under -race looks for data races, which one
// pass through the concurrent code finds, and "make test" follows it
// with the full run, which checks all the cases with fixed seeds: so
// race is at most quick, and as small as still reaches that code.
func Sample(quick, race, all int) int {
	switch {
	case Full():
		return all
	case Race:
		return race
	}
	return quick
}

// Network skips the test unless the tests may use the network.
func Network(tb testing.TB) {
	tb.Helper()
	if os.Getenv(NetworkEnv) != "1" {
		tb.Skipf("downloads; set %s=1 to run it (make test-network)", NetworkEnv)
	}
}

// SkipRace skips a check of a whole list under -race, where it takes
// ten times as long, unless Full: the run without -race checks what it
// does, and other checks under -race pass through the same concurrent
// code.
func SkipRace(tb testing.TB) {
	tb.Helper()
	if Race && !Full() {
		tb.Skipf("a whole-list check, run without -race (or set %s=1)", FullEnv)
	}
}

// SkipLong skips a check of several seconds, such as a whole run of a
// list of millions of words or a schedule measured against the archive,
// unless Full: "make test" runs it, and "go test ./..." stays quick.
func SkipLong(tb testing.TB) {
	tb.Helper()
	if !Full() {
		tb.Skipf("a check of several seconds: set %s=1 to run it (make test does)", FullEnv)
	}
}

// Gzip returns text compressed with gzip.
func Gzip(tb testing.TB, text string) []byte {
	tb.Helper()
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	if _, err := zw.Write([]byte(text)); err != nil {
		tb.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		tb.Fatal(err)
	}
	return b.Bytes()
}
