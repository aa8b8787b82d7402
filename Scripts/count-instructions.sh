#!/usr/bin/env bash
# Counts the instructions one `tripsite build` of synthetic trips runs, with valgrind's callgrind. Unlike a time,
# the count is the same from run to run, whatever else the machine is doing, so it shows what a change to the
# code saves (the benchmark, `make bench`, gives the times).
#
# usage: Scripts/count-instructions.sh [--cache] [--located] [--language CODE] [TRIPS] [TRIPSITE] [PROFILE] [-- BUILD-OPTION…]
#   --cache   also simulate the caches (valgrind's cachegrind, slower) and print the misses and an estimate of
#             the cycles, instructions + 10 per first-level miss + 100 per last-level miss (KCachegrind's
#             estimate): a figure that, unlike instructions alone, grows when a change touches more memory
#   --located give the trips' hotels and activities coordinates (the benchmark's --located), so that the maps
#             and day maps have city-sized frames
#   --language the site's language (build's --language, docs/languages.md), to count a site in another
#             language than English
#   TRIPS     how many trips to generate (default 100)
#   TRIPSITE  the binary to count (default .build/release/tripsite); give an older build to compare
#   PROFILE   where to keep callgrind's profile, to see where the instructions go:
#             callgrind_annotate --inclusive=yes PROFILE | swift demangle --simplified
#   BUILD-OPTION… after --, options given to `tripsite build` too, to compare two settings with one binary
#             (`-- --street-map-tiles false`); give TRIPS, TRIPSITE and PROFILE before it ("" for no profile)
# Needs valgrind (apt-get install valgrind) and the release binaries that `make bench` builds.
set -euo pipefail
cd "$(dirname "$0")/.."
cache=false located=() language=()
while [ "${1:-}" = --cache ] || [ "${1:-}" = --located ] || [ "${1:-}" = --language ]; do
    case "$1" in
        --cache) cache=true ;;
        --located) located=(--located) ;;
        --language) language=(--language "${2:?count-instructions: --language needs a code, such as fr}"); shift ;;
    esac
    shift
done
positional=()
while [ $# -gt 0 ] && [ "$1" != -- ]; do positional+=("$1"); shift; done
[ "${1:-}" != -- ] || shift
options=("$@")
trips=${positional[0]:-100}
binary=${positional[1]:-.build/release/tripsite}
profile=${positional[2]:-}
command -v valgrind >/dev/null || { echo "count-instructions: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
[ -x .build/release/tripsite-bench ] || { echo "count-instructions: build the benchmark first (make bench)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
.build/release/tripsite-bench --generate "$work" --trips "$trips" "${located[@]}"
# valgrind cannot read the debug information of the statically linked binary: it counts a copy without it (the
# symbols stay, for the profile).
strip --strip-debug -o "$work/tripsite" "$binary"
if $cache; then
    valgrind --tool=cachegrind --cache-sim=yes --cachegrind-out-file="$work/callgrind.out" \
        "$work/tripsite" build "$work/trips.json" --output "$work/site" --quiet "${language[@]}" "${options[@]}" 2> "$work/log"
    # The totals line of the profile: Ir I1mr ILmr Dr D1mr DLmr Dw D1mw DLmw.
    awk -v trips="$trips" '
    function grouped(n,   s, out) {
        s = sprintf("%.0f", n); out = ""
        while (length(s) > 3) { out = "," substr(s, length(s) - 2) out; s = substr(s, 1, length(s) - 3) }
        return s out
    }
    /^summary:/ {
        l1 = $3 + $6 + $9; ll = $4 + $7 + $10
        print trips " trips: " grouped($2) " instructions, " grouped(l1) " first-level and " grouped(ll) \
            " last-level cache misses, " grouped($2 + 10 * l1 + 100 * ll) " estimated cycles"
    }' "$work/callgrind.out"
else
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" \
        "$work/tripsite" build "$work/trips.json" --output "$work/site" --quiet "${language[@]}" "${options[@]}" 2>&1 | grep -o 'refs: *[0-9,]*' | sed "s/refs: */$trips trips: /; s/$/ instructions/"
fi
[ -z "$profile" ] || cp "$work/callgrind.out" "$profile"
