# beebatch: the two commands of the README, and a few more.
#
#   make build     build beebatch into .cache/bin/beebatch
#   make results   regenerate results/, the published tables (scripts/results)
#   make test      every test: first the word lists the tests read (they
#                  stop here, with one message, if a list cannot be had),
#                  then vet, gofmt, unit and golden tests with -race, the
#                  same without -race and with every case of the random
#                  cross-checks (BEEBATCH_FULL_TESTS=1), the self-checks of
#                  scripts/wordlist and scripts/fuzz, then every fuzz
#                  target for 2 s (FUZZTIME)
#   make test-network  the tests that download from Debian, npm and the
#                  lists' sources (NETWORK_TESTS, BEEBATCH_NETWORK_TESTS=1)
#   make bench     benchmarks and whole-process timings (scripts/)

SHELL := bash
.SHELLFLAGS := -euo pipefail -c
export PATH := $(PATH):/usr/local/go/bin

# Word lists come from a mirror directory when there is one (CI and the
# development machines keep them in ../shared/wordlists), else from the
# cache, else from their published URLs, checked by sha256 (pkg/catalog;
# scripts/wordlist for scripts, internal/testlists for the tests).
ifneq ($(wildcard ../shared/wordlists/enable1.txt),)
export BEEBATCH_MIRROR ?= $(abspath ../shared/wordlists)
endif

BIN := .cache/bin/beebatch

.PHONY: results testlists test test-network bench build

# -buildvcs=auto: the version that "beebatch --version" prints comes from
# the repository's commit, whatever GOFLAGS says.
build:
	go build -buildvcs=auto -o $(BIN) ./cmd/beebatch

# Every list that scripts/results.args names (seven), ranked and
# compared by scripts/results, and the ten lists of other languages,
# each ranked under its language profile; see results/README.md.
results:
	scripts/results

# The word lists the tests read, or one message saying how to provide them.
testlists:
	@go build -o .cache/bin/testlists ./internal/testlists/fetch && .cache/bin/testlists

# The fuzz stage's time per target: "make test FUZZTIME=1m" fuzzes longer.
FUZZTIME ?= 2s

# -race looks for data races: it runs the random cross-checks with at
# most their default cases, and skips the checks of whole lists, which
# take ten times as long under it (internal/testenv); the run without
# -race that follows runs them all, every case.
test: testlists
	go vet ./...
	@unformatted=$$(gofmt -l cmd pkg internal scripts); if [ -n "$$unformatted" ]; then echo "gofmt needed: $$unformatted"; exit 1; fi
	go test -race -count=1 ./...
	BEEBATCH_FULL_TESTS=1 go test -count=1 ./...
	bash scripts/wordlist_test.sh
	bash scripts/fuzz_test.sh
	scripts/fuzz $(FUZZTIME)

# The tests that use the network skip unless BEEBATCH_NETWORK_TESTS=1
# (internal/testenv); CI, which reaches Debian and npm, runs them here:
# those of NETWORK_TESTS in NETWORK_PACKAGES, which internal/testenv's
# TestNetworkTests checks are all the tests that may use the network.
NETWORK_PACKAGES = ./cmd/beebatch ./pkg/catalog
NETWORK_TESTS = ^(TestREADME|TestCompareCatalogNames|TestLearnNYT|TestFigure.*|TestDebian|TestDebianPrivateUpdate|TestNPM)$$
test-network: testlists
	BEEBATCH_NETWORK_TESTS=1 go test -count=1 -run '$(NETWORK_TESTS)' $(NETWORK_PACKAGES)

# Go benchmarks summarised by benchstat, then whole-process timings.
bench:
	scripts/gobench
	go run ./scripts/bench
