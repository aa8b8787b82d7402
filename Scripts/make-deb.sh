#!/usr/bin/env bash
# Makes the Debian package tripsite_<version>_<arch>.deb, in the current folder, from tripsite installed under
# FOLDER/debian/tripsite with `make install DESTDIR=FOLDER/debian/tripsite PREFIX=/usr` (make deb does both):
# the binary, the manual pages (compressed, as Debian's policy asks), the completions and the copyright file
# (Packaging/copyright). Its Depends are worked out by dpkg-shlibdeps from the libraries the binary links.
# Usage: Scripts/make-deb.sh FOLDER
set -euo pipefail
work="$1"
source="$(cd "$(dirname "$0")/.." && pwd)"
root="$work/debian/tripsite"
version="$("$root/usr/bin/tripsite" --version)"
arch="$(dpkg --print-architecture)"
package="tripsite_${version}_${arch}.deb"

gzip -9nf "$root"/usr/share/man/man1/*.1
install -d "$root/DEBIAN" "$root/usr/share/doc/tripsite"
install -m 644 "$source/Packaging/copyright" "$root/usr/share/doc/tripsite/copyright"

# dpkg-shlibdeps reads the package's name from a debian/control beside the installed tree.
printf 'Source: tripsite\n\nPackage: tripsite\nArchitecture: any\n' >"$work/debian/control"
depends="$(cd "$work" && dpkg-shlibdeps -O debian/tripsite/usr/bin/tripsite | sed -n 's/^shlibs:Depends=//p')"
[ -n "$depends" ] || { echo "make-deb: dpkg-shlibdeps found no libraries" >&2; exit 1; }

cat >"$root/DEBIAN/control" <<CONTROL
Package: tripsite
Version: $version
Architecture: $arch
Maintainer: The tripsite authors <tripsite@users.noreply.github.com>
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Section: web
Priority: optional
Homepage: https://github.com/tripsite/tripsite
Description: static itinerary site generator
 tripsite turns the trips.json that trip-planning apps export into a static
 website: an index of the trips, a page per trip with a day-by-day itinerary,
 a printable itinerary, calendar files and Markdown. It checks trips files,
 exports one trip as a page, PDF or calendar, and serves the site while it is
 edited.
CONTROL

# The files' times are those of SOURCE_DATE_EPOCH when set (make deb sets it to the last commit's), so that
# the same commit makes the same package.
dpkg-deb --root-owner-group -Zxz --build "$root" "$package" >/dev/null
echo "$package: $(du -k "$package" | cut -f1) kB, Depends: $depends"
