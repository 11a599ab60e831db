#!/usr/bin/env bash
# Self-check of the README's claim that "make test" works on a fresh
# machine (issue 12): it clones this repository's HEAD (committed work
# only) into a temporary directory, with no ../shared beside it, twice.
#
#  1. With only BEEBATCH_MIRROR set, to a copy of the word lists the tests
#     read, an empty HOME (so an empty cache), and nothing else of this
#     environment: "make test" passes, and leaves nothing in the cache but
#     lists of the catalog (TestREADME fetches those its examples name,
#     as "beebatch lists fetch" would) and their checksum records. It
#     takes several minutes.
#  2. With nothing: no mirror, an empty HOME, and no network for the lists
#     (HTTPS_PROXY refuses, as on a machine that cannot reach norvig.com):
#     "make test" stops at once with the one message that names the lists
#     and says how to provide them, and runs no test.
#
# The copy of the lists comes from scripts/wordlist (the mirror, the cache,
# or the published URLs). Go's module and build caches are shared with this
# environment unless --cold is given, to spare minutes and the network; they
# do not change what the tests do. The logs stay in the temporary directory
# when a check fails, and are removed otherwise.
#
# Usage: bash scripts/freshclone_test.sh [--cold] [--only 1|2]
# Last line of output: "N passed, N failed"; exit status non-zero on failure.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
export PATH="$PATH:/usr/local/go/bin"

cold=false
only=
while (($#)); do
	case $1 in
	--cold) cold=true ;;
	--only)
		only=$2
		shift
		;;
	*)
		echo "usage: bash scripts/freshclone_test.sh [--cold] [--only 1|2]" >&2
		exit 2
		;;
	esac
	shift
done

# shellcheck source=scripts/selfcheck.sh
source "$ROOT/scripts/selfcheck.sh"
keep=false
trap '$keep || rm -rf -- "$TMP"' EXIT

GO=$(command -v go)
GODIR=$(dirname "$GO")
rev=$(git -C "$ROOT" rev-parse HEAD)
echo "commit $rev, go $("$GO" env GOVERSION), in $TMP"

# clone DIR: a fresh clone of HEAD at DIR/beebatch, with nothing beside it.
clone() {
	mkdir -p "$1/home"
	git clone -q "$ROOT" "$1/beebatch"
	git -C "$1/beebatch" checkout -q "$rev"
}

# fresh DIR VAR=VALUE...: runs "make test" in DIR/beebatch in an
# environment of PATH, HOME=DIR/home, Go's caches and the given variables
# only; sets rc, and the log in DIR/make.log.
fresh() {
	local dir=$1
	shift
	local -a env=(PATH="$GODIR:/usr/local/bin:/usr/bin:/bin" HOME="$dir/home" TMPDIR="$dir/tmp")
	mkdir -p "$dir/tmp"
	if ! $cold; then
		env+=(GOMODCACHE="$("$GO" env GOMODCACHE)" GOCACHE="$("$GO" env GOCACHE)")
	fi
	rc=0
	(cd "$dir/beebatch" && env -i "${env[@]}" "$@" make test) >"$dir/make.log" 2>&1 || rc=$?
}

# 1. A copy of the lists as the only help: make test passes.
if [[ $only != 2 ]]; then
	one=$TMP/one
	clone "$one"
	mkdir -p "$one/lists"
	for name in enable1 count_1w_100k; do
		p=$("$ROOT/scripts/wordlist" "$name")
		cp -- "$p" "$one/lists/$name.txt"
	done
	start=$SECONDS
	fresh "$one" BEEBATCH_MIRROR="$one/lists"
	echo "  make test with BEEBATCH_MIRROR only: exit $rc after $((SECONDS - start)) s; the last lines:"
	tail -n 12 "$one/make.log" | sed 's/^/    /'
	# FAIL lines of the tests, before the fuzz stage: there, scripts/fuzz
	# judges each target itself (a coordinator's deadline report, go.dev/issue/75804,
	# prints FAIL and is not a failure), and make's exit status says.
	fails=$(sed '/^scripts\/fuzz /,$d' "$one/make.log" | grep -c -E '^(--- FAIL|FAIL)' || true)
	if ((rc == 0)) && ((fails == 0)) && grep -q '^test word lists: enable1=' "$one/make.log" &&
		[[ -z $(ls -A "$one/home/.cache/beebatch/wordlists" 2>/dev/null | grep -v -E '^[a-z0-9_-]+\.txt(\.sum)?$|^\.apt$' || true) ]]; then
		pass "fresh clone, BEEBATCH_MIRROR only: make test passes"
	else
		fail "fresh clone, BEEBATCH_MIRROR only: make test passes" "exit $rc, $fails failures; see $one/make.log"
		keep=true
	fi
fi

# 2. Nothing: make test stops at once with the one message.
if [[ $only != 1 ]]; then
	two=$TMP/two
	clone "$two"
	start=$SECONDS
	fresh "$two" HTTPS_PROXY=http://127.0.0.1:1 https_proxy=http://127.0.0.1:1 GOPROXY=off
	echo "  make test with nothing: exit $rc after $((SECONDS - start)) s; its output:"
	sed 's/^/    /' "$two/make.log"
	if ((rc != 0)) &&
		[[ $(grep -c 'the tests read the word lists enable1 and count_1w_100k, and' "$two/make.log") == 1 ]] &&
		grep -q "set BEEBATCH_MIRROR to a directory holding enable1.txt and count_1w_100k.txt" "$two/make.log" &&
		! grep -q -E '^(go vet|go test|ok |--- FAIL|FAIL)' "$two/make.log"; then
		pass "fresh clone, nothing: make test stops with one message naming the lists"
	else
		fail "fresh clone, nothing: make test stops with one message naming the lists" "exit $rc; see $two/make.log"
		keep=true
	fi
fi

selfcheck_done
