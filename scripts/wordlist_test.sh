#!/usr/bin/env bash
# Self-check for scripts/wordlist, a wrapper over "beebatch lists path". Needs
# no network: it finds enable1 and count_1w_100k as the tests do (the mirror
# $BEEBATCH_MIRROR, else ../shared/wordlists, else the cache), makes a
# mirror of its own of them, and uses temporary caches. The fetching itself
# is tested in pkg/catalog and cmd/beebatch.
# Last line of output: "N passed, N failed"; exit status non-zero on failure.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
cd "$ROOT"

WORDLIST=$ROOT/scripts/wordlist
ENABLE1_SHA=96f5714f0b8049946736c1daed41622822eed2110a48137ba1c5fab19723b01c
COUNT_SHA=4dae28417a7aa974c12b72e3e540f0b61c9270c651dbcd4b361bbe43603ef82c

# shellcheck source=scripts/selfcheck.sh
source "$ROOT/scripts/selfcheck.sh"

sha256_of() {
	if command -v sha256sum >/dev/null 2>&1; then
		sha256sum -- "$1" | cut -d' ' -f1
	else
		shasum -a 256 -- "$1" | cut -d' ' -f1
	fi
}

# run ENV... -- ARGS...: runs scripts/wordlist with the given environment
# (plus a fresh cache, and no inherited mirror); sets out, err, rc.
run() {
	local -a env=()
	while [[ $1 != -- ]]; do
		env+=("$1")
		shift
	done
	shift
	local cache
	cache=$(mktemp -d "$TMP/cache.XXXXXX")
	rc=0
	env -u BEEBATCH_MIRROR BEEBATCH_CACHE="$cache" "${env[@]+"${env[@]}"}" \
		"$WORDLIST" "$@" >"$TMP/out" 2>"$TMP/err" || rc=$?
	out=$(<"$TMP/out")
	err=$(<"$TMP/err")
}

# The mirror of the checks: links to the copies that scripts/wordlist finds
# here, wherever they are.
MIRROR=$TMP/mirror
mkdir -p "$MIRROR"
if [[ -z ${BEEBATCH_MIRROR-} && -f ../shared/wordlists/enable1.txt ]]; then
	export BEEBATCH_MIRROR=$ROOT/../shared/wordlists
fi
for name in enable1 count_1w_100k; do
	if path=$("$WORDLIST" "$name" 2>"$TMP/err"); then
		ln -s "$path" "$MIRROR/$name.txt"
	else
		fail "$name at hand" "scripts/wordlist $name: $(<"$TMP/err")"
	fi
done

# 1. enable1 from the mirror: exit 0, one absolute path on stdout, right checksum.
if [[ ! -f $MIRROR/enable1.txt ]]; then
	fail "enable1 from mirror" "enable1 is not at hand (set BEEBATCH_MIRROR)"
else
	run BEEBATCH_MIRROR="$MIRROR" -- enable1
	if ((rc != 0)); then
		fail "enable1 from mirror" "exit $rc: $err"
	elif [[ $out == *$'\n'* || $out != /* ]]; then
		fail "enable1 from mirror" "stdout is not a single absolute path: $out"
	elif [[ ! -f $out ]]; then
		fail "enable1 from mirror" "printed path does not exist: $out"
	elif [[ $(sha256_of "$out") != "$ENABLE1_SHA" ]]; then
		fail "enable1 from mirror" "wrong sha256 for $out"
	else
		pass "enable1 from mirror -> $out"
	fi
fi

# 2. count_1w_100k from the mirror.
run BEEBATCH_MIRROR="$MIRROR" -- count_1w_100k
if ((rc == 0)) && [[ -f $out && $(sha256_of "$out") == "$COUNT_SHA" ]]; then
	pass "count_1w_100k from mirror"
else
	fail "count_1w_100k from mirror" "exit $rc: $err"
fi

# 3. A mirror file with a wrong checksum: exit 1, message names the file and both checksums.
mkdir -p "$TMP/badmirror"
echo "notaword" >"$TMP/badmirror/enable1.txt"
badsha=$(sha256_of "$TMP/badmirror/enable1.txt")
run BEEBATCH_MIRROR="$TMP/badmirror" -- enable1
if ((rc != 1)); then
	fail "bad mirror checksum exits 1" "exit $rc"
elif [[ -n $out ]]; then
	fail "bad mirror checksum exits 1" "printed a path anyway: $out"
elif [[ $err != *"$TMP/badmirror/enable1.txt"* || $err != *"$ENABLE1_SHA"* || $err != *"$badsha"* ]]; then
	fail "bad mirror checksum exits 1" "message lacks file name or checksums: $err"
else
	pass "bad mirror checksum exits 1 naming the file"
fi

# 4. A valid cached copy is reused without mirror or network.
cache=$(mktemp -d "$TMP/precache.XXXXXX")
cp -- "$MIRROR/enable1.txt" "$cache/enable1.txt" 2>/dev/null || true
rc=0
out=$(env -u BEEBATCH_MIRROR BEEBATCH_CACHE="$cache" "$WORDLIST" enable1 2>"$TMP/err") || rc=$?
if ((rc == 0)) && [[ $out == "$(cd "$cache" && pwd -P)/enable1.txt" ]]; then
	pass "cached enable1 reused"
else
	fail "cached enable1 reused" "exit $rc, stdout '$out': $(<"$TMP/err")"
fi

# 5. count_1w_100k with neither mirror nor cache nor network (a proxy that
# refuses): exit 1, says to set BEEBATCH_MIRROR.
run https_proxy=http://127.0.0.1:1 HTTPS_PROXY=http://127.0.0.1:1 no_proxy= NO_PROXY= -- count_1w_100k
if ((rc == 1)) && [[ $err == *"https://norvig.com/ngrams/count_1w.txt"*BEEBATCH_MIRROR*count_1w_100k.txt* ]]; then
	pass "count_1w_100k without mirror or network explains BEEBATCH_MIRROR"
else
	fail "count_1w_100k without mirror or network explains BEEBATCH_MIRROR" "exit $rc: $err"
fi

# 6. Unknown name: exit 2, lists the known names.
run -- no-such-list
if ((rc == 2)) && [[ $err == *enable1* && $err == *sowpods* && -z $out ]]; then
	pass "unknown name exits 2"
else
	fail "unknown name exits 2" "exit $rc: $err"
fi

# 7. --list prints every known name.
run -- --list
missing=""
for n in enable1 count_1w count_1w_100k wamerican-small wamerican wamerican-large wamerican-huge wamerican-insane \
	wbritish wbritish-large wbritish-huge wbritish-insane web2 sowpods word-list scowl-us-35 scowl-us-50 scowl-us-70 subtlex; do
	# A row of the table, or the first line of a record at 80 columns.
	grep -Eq "^${n}([[:space:]]|\$)" <<<"$out" || missing+=" $n"
done
if ((rc == 0)) && [[ -z $missing ]]; then
	pass "--list"
else
	fail "--list" "exit $rc, missing:$missing"
fi

# 8. No argument: exit 2 with the usage.
run --
if ((rc == 2)) && [[ $err == *usage:* && -z $out ]]; then
	pass "no argument exits 2"
else
	fail "no argument exits 2" "exit $rc: $err"
fi

# 9. A list cached under a Debian name is found without apt-get (unless the
# package is installed, whose file comes first).
cache=$(mktemp -d "$TMP/precache.XXXXXX")
echo "color" >"$cache/web2.txt"
rc=0
out=$(env -u BEEBATCH_MIRROR BEEBATCH_CACHE="$cache" "$WORDLIST" web2 2>"$TMP/err") || rc=$?
if ((rc == 0)) && [[ $out == /usr/share/dict/web2 ]]; then
	pass "web2 is installed, so the system file is used"
elif ((rc == 0)) && [[ $out == "$(cd "$cache" && pwd -P)/web2.txt" ]]; then
	pass "cached web2 found"
else
	fail "cached web2 found" "exit $rc, stdout '$out': $(<"$TMP/err")"
fi

selfcheck_done
