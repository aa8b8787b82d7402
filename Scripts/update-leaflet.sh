#!/bin/sh
# Copies Leaflet, the script the trip pages' street map is drawn with, from Debian's libjs-leaflet package into
# Resources/leaflet/, where the build embeds it in the binary (Package.swift's embeddedFiles); a site gets it as
# assets/leaflet/. Only what the street map uses is kept: the minified script, its stylesheet and the licence
# (BSD-2-Clause). Leaflet's marker and layer-switcher images are left out: the street map draws its own numbered
# pins and has no layer switcher.
#
# usage: sudo apt-get install -y libjs-leaflet && Scripts/update-leaflet.sh
# Then rebuild, run `swift test --filter RenderingEmbeddedResourcesTests` and state the new version in docs/maps.md.
set -eu

source=/usr/share/javascript/leaflet
copyright=/usr/share/doc/libjs-leaflet/copyright
target="$(dirname "$0")/../Resources/leaflet"

for file in "$source/leaflet.min.js" "$source/leaflet.css" "$copyright"; do
    [ -r "$file" ] || { echo "update-leaflet.sh: $file not found; run: sudo apt-get install -y libjs-leaflet" >&2; exit 1; }
done

mkdir -p "$target"
cp "$source/leaflet.min.js" "$target/leaflet.js"
cp "$source/leaflet.css" "$target/leaflet.css"
version=$(dpkg-query -W -f='${Version}' libjs-leaflet)
{
    echo "Leaflet, a JavaScript library for interactive maps: https://leafletjs.com"
    echo "From Debian's libjs-leaflet $version (leaflet.min.js as leaflet.js, and leaflet.css)."
    echo
    echo "Copyright (c) 2010-2019, Vladimir Agafonkin"
    echo "Copyright (c) 2010-2011, CloudMade"
    echo "All rights reserved."
    echo
    # The BSD-2-Clause paragraph of the package's copyright file (the one after a blank line, not the Files field),
    # its lines' leading space and its "." lines undone.
    awk 'previous == "" && /^License: BSD-2-clause$/ { on = 1; previous = $0; next } on && /^[^ ]/ { exit } on { print } { previous = $0 }' "$copyright" |
        sed -e 's/^ \.$//' -e 's/^ //' | sed -e '/^All rights reserved\.$/d' -e '1{/^$/d}'
} | cat -s > "$target/LICENSE"
echo "Resources/leaflet: Leaflet from libjs-leaflet $version"
