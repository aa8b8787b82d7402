#!/usr/bin/env bash
# Compares two tripsite binaries side by side on the same synthetic trips, on tmpfs: cold builds (wall-clock and
# CPU time, user plus system, which other work on the machine disturbs less), unchanged rebuilds and peak
# memory, run alternately so that both see the same machine. Prints each one's medians, and the fastest cold build.
#
# usage: Scripts/compare-builds.sh OLD NEW [TRIPS] [RUNS]
#   OLD, NEW  two tripsite binaries (e.g. one built from main, and .build/release/tripsite)
#   TRIPS     how many trips to generate (default 1000)
#   RUNS      how many builds of each kind per binary (default 7)
# Needs /usr/bin/time and the benchmark binary (make bench builds it) to generate the trips.
set -euo pipefail
cd "$(dirname "$0")/.."
old=$1 new=$2 trips=${3:-1000} runs=${4:-7}
[ -x .build/release/tripsite-bench ] || { echo "compare-builds: build the benchmark first (make bench)" >&2; exit 1; }
scratch=$(mktemp -d -p "$([ -d /dev/shm ] && echo /dev/shm || echo /tmp)")
trap 'rm -rf "$scratch"' EXIT
.build/release/tripsite-bench --generate "$scratch" --trips "$trips" >/dev/null
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
for name in old new; do : > "$scratch/$name.cold"; : > "$scratch/$name.cpu"; : > "$scratch/$name.same"; : > "$scratch/$name.peak"; done
for run in $(seq "$runs"); do
  for name in old new; do
    binary=$([ "$name" = old ] && echo "$old" || echo "$new")
    rm -rf "$scratch/site" "$scratch"/.site.*
    /usr/bin/time -f "%e %U %S %M" -o "$scratch/t" "$binary" build "$scratch/trips.json" --output "$scratch/site" --quiet
    read -r seconds user system kilobytes < "$scratch/t"
    echo "$seconds" >> "$scratch/$name.cold"; echo "$kilobytes" >> "$scratch/$name.peak"
    echo "$user $system" | awk '{ print $1 + $2 }' >> "$scratch/$name.cpu"
    /usr/bin/time -f "%e" -o "$scratch/t" "$binary" build "$scratch/trips.json" --output "$scratch/site" --quiet
    cat "$scratch/t" >> "$scratch/$name.same"
  done
done
printf '%-5s %14s %14s %14s %20s %10s\n' "" "cold build s" "fastest cold s" "cold CPU s" "unchanged rebuild s" "peak MB"
for name in old new; do
  printf '%-5s %14s %14s %14s %20s %10s\n' "$name" "$(median < "$scratch/$name.cold")" "$(sort -n "$scratch/$name.cold" | head -1)" \
    "$(median < "$scratch/$name.cpu")" "$(median < "$scratch/$name.same")" \
    "$(median < "$scratch/$name.peak" | awk '{ printf "%.1f", $1 / 1024 }')"
done
echo "($trips trips, median of $runs runs each; $(nproc) cores)"
