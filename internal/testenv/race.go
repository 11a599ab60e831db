//go:build race

package testenv

// Race is whether the tests were built with -race.
const Race = true
