# beebatch: the two commands of the README, and a few more.
#
#   make results   obtain enable1 and rank it, both variants, into results/
#   make test      every test: vet, gofmt, unit and golden tests with -race,
#                  the wordlist script's self-check, then every fuzz target
#                  for 10 s
#   make bench     benchmarks and whole-process timings (scripts/)

SHELL := bash
.SHELLFLAGS := -euo pipefail -c
export PATH := $(PATH):/usr/local/go/bin

# Word lists come from a mirror directory when there is one (CI and the
# development machines keep them in ../shared/wordlists), else from their
# published URLs, checked by sha256 (scripts/wordlist).
ifneq ($(wildcard ../shared/wordlists/enable1.txt),)
export BEEBATCH_MIRROR ?= $(abspath ../shared/wordlists)
endif

BIN := .cache/bin/beebatch

.PHONY: results test bench build

build:
	go build -o $(BIN) ./cmd/beebatch

# The list is linked under a fixed relative name so that the reports,
# which record each list's path, do not depend on where it came from.
results: build
	mkdir -p .cache/lists results
	ln -sf "$$(scripts/wordlist enable1)" .cache/lists/enable1.txt
	$(BIN) rank --quiet --top 100 --bottom 10 --out results .cache/lists/enable1.txt > results/enable1.txt
	@echo "wrote results/ (summary in results/summary.md)"

test:
	go vet ./...
	@unformatted=$$(gofmt -l cmd pkg scripts); if [ -n "$$unformatted" ]; then echo "gofmt needed: $$unformatted"; exit 1; fi
	go test -race -count=1 ./...
	bash scripts/wordlist_test.sh
	scripts/fuzz 10s

# Go benchmarks summarised by benchstat, then whole-process timings.
bench:
	scripts/gobench
	go run ./scripts/bench
