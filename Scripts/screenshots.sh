#!/usr/bin/env bash
# Regenerates the README's screenshots in docs/screenshots/ from the example trips:
# the index and a trip page on a desktop, the trip page on a phone, and the first two printed pages.
# Needs the release binary (make build), Chromium and poppler-utils (pdftoppm).
set -euo pipefail
cd "$(dirname "$0")/.."
out=docs/screenshots
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

.build/release/tripsite build Examples/trips.json --output "$work/site" --title "Example trips" --quiet
shoot() { # shoot WIDTH HEIGHT PAGE OUTPUT
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --window-size="$1,$2" --screenshot="$4" "file://$work/site/$3" >/dev/null 2>&1
}
mkdir -p "$out"
shoot 1280 900 index.html "$out/index-desktop.png"
shoot 1280 1100 trips/trip-lisbon-2025/index.html "$out/trip-desktop.png"
shoot 390 1100 trips/trip-lisbon-2025/index.html "$out/trip-phone.png"
chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
  --print-to-pdf="$work/print.pdf" "file://$work/site/trips/trip-lisbon-2025/print.html" >/dev/null 2>&1
pdftoppm -png -r 60 -f 1 -l 2 "$work/print.pdf" "$work/print"
cp "$(ls "$work"/print-*1.png | head -1)" "$out/print-page-1.png"
cp "$(ls "$work"/print-*2.png | head -1)" "$out/print-page-2.png"
ls -l "$out"
