#!/usr/bin/env python3
"""Generate the airport table, Resources/country-zones.tsv and Resources/zone-abbreviations.tsv.

The airport table is Sources/TripsiteResources/AirportTable.swift: the text of
the table in one raw string literal. Swift compiles a literal of half a megabyte at
once, where a resource embedded by SwiftPM (`embedInCode`, an array of every byte)
takes minutes to build. The table has one airport per line, tab-separated:

    IATA  ICAO  name  city  country  latitude  longitude  zone

- Every airport of the airportsdata package (https://github.com/mborsetti/airportsdata,
  MIT licence) that has an IATA code: the codes airlines book with. Its ICAO code is
  kept, so flights may name either.
- name drops a final " International Airport" or " Airport" ("Singapore Changi"), as
  the page shows the code and the city beside it.
- country is the ISO 3166-1 alpha-2 code; latitude and longitude are in degrees,
  rounded to 4 decimals (about 10 m); zone is the IANA time zone.
- Lines are sorted by IATA code, so changes show up as readable diffs.

country-zones.tsv has one country per line: its code, a tab, and the IANA zones of
the country in the tz database's zone1970.tab, comma-separated in the table's order.
A trip to a country with one zone (Portugal's mainland has Europe/Lisbon, but also
Atlantic/Madeira) takes that zone when nothing more specific is known.

zone-abbreviations.tsv has one zone per line (every zone of the two tables that has
one): the zone, a tab, and its abbreviations by UTC offset in minutes, as the tz
database names them from 2000 to 2037 (the latest name of each offset):
"America/New_York<tab>-300=EST,-240=EDT". Only names of letters are kept: where the
database names an offset by its digits alone ("+08" for Asia/Singapore), the letters it
used before 2017 for a few zones travellers often fly to ("SGT", FORMER_NAMES below),
else nothing.

Tabs, line breaks and other control characters in the data are replaced by spaces.

To rerun it, from the repository root:

    apt-get install -y tzdata
    pip install airportsdata
    python3 Scripts/make-airports.py

Pass --airports and --zones to write somewhere else, and --zone-file to read
zone1970.tab from another location.
"""

import argparse
import datetime
import re
from pathlib import Path
from zoneinfo import ZoneInfo

import airportsdata

DEFAULT_ZONE_FILE = Path("/usr/share/zoneinfo/zone1970.tab")
ROOT = Path(__file__).resolve().parent.parent
DEFAULT_AIRPORTS = ROOT / "Sources" / "TripsiteResources" / "AirportTable.swift"
DEFAULT_ZONES = ROOT / "Resources" / "country-zones.tsv"
DEFAULT_ABBREVIATIONS = ROOT / "Resources" / "zone-abbreviations.tsv"

# A final generic word of an airport's name, left out: the page names the airport with its code and city.
GENERIC_SUFFIX = re.compile(r"\s+(International\s+)?Airport$")
CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def clean(text: str) -> str:
    """The text on one line, without tabs, trimmed."""
    return " ".join(CONTROL.sub(" ", text).split())


def short_name(name: str) -> str:
    """"Singapore Changi" for "Singapore Changi International Airport"; the name itself when nothing is left."""
    shortened = GENERIC_SUFFIX.sub("", clean(name))
    return shortened or clean(name)


def coordinate(value: float) -> str:
    """Degrees to 4 decimals, without trailing zeros: "1.3502", "-73.7787", "0"."""
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def load_airports() -> list:
    rows = []
    for code, airport in airportsdata.load("IATA").items():
        if not re.fullmatch(r"[A-Z]{3}", code) or not airport["tz"]:
            continue
        icao = airport["icao"] if re.fullmatch(r"[A-Z0-9]{4}", airport["icao"] or "") else ""
        rows.append([
            code, icao, short_name(airport["name"]), clean(airport["city"]), airport["country"].upper(),
            coordinate(airport["lat"]), coordinate(airport["lon"]), airport["tz"],
        ])
    rows.sort(key=lambda row: row[0])
    return rows


def load_country_zones(zone_file: Path) -> dict:
    zones = {}
    for line in zone_file.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        codes, _coordinates, zone = line.split("\t")[:3]
        for code in codes.split(","):
            zones.setdefault(code, []).append(zone)
    return zones


# Zones the tz database has named by their offset alone since its release 2017a ("+08" for Asia/Singapore), with
# the letters it named them by before, which airlines' timetables and travel apps still print: used for an offset the
# database gives no letters. Only zones travellers often fly to, and only names no other zone uses for another offset.
FORMER_NAMES = {
    "America/Argentina/Buenos_Aires": {-180: "ART"},
    "America/Bogota": {-300: "COT"},
    "America/Caracas": {-240: "VET"},
    "America/Lima": {-300: "PET"},
    "America/Santiago": {-240: "CLT", -180: "CLST"},
    "America/Sao_Paulo": {-180: "BRT"},
    "Asia/Bangkok": {420: "ICT"},
    "Asia/Dubai": {240: "GST"},
    "Asia/Ho_Chi_Minh": {420: "ICT"},
    "Asia/Kathmandu": {345: "NPT"},
    "Asia/Kuala_Lumpur": {480: "MYT"},
    "Asia/Singapore": {480: "SGT"},
    "Atlantic/Azores": {-60: "AZOT", 0: "AZOST"},
    "Europe/Istanbul": {180: "TRT"},
    "Indian/Maldives": {300: "MVT"},
    "Indian/Mauritius": {240: "MUT"},
    "Pacific/Fiji": {720: "FJT", 780: "FJST"},
}


def zone_abbreviations(zones: set) -> list:
    """Each zone's abbreviations of letters by offset in minutes, sampled daily at noon UTC, 2000 to 2037; where
    the tz database gives an offset no letters, the name it used before (FORMER_NAMES), if any."""
    start = datetime.datetime(2000, 1, 1, 12, tzinfo=datetime.timezone.utc)
    rows = []
    for zone in sorted(zones):
        info = ZoneInfo(zone)
        names = {}
        for day in range(38 * 366):
            moment = (start + datetime.timedelta(days=day)).astimezone(info)
            name = moment.tzname()
            offset = int(moment.utcoffset().total_seconds() // 60)
            if not re.fullmatch(r"[A-Za-z]+", name):
                name = FORMER_NAMES.get(zone, {}).get(offset, "")
            if name:
                names[offset] = name
        if names:
            rows.append([zone, ",".join(f"{offset}={name}" for offset, name in sorted(names.items()))])
    return rows


def render(rows: list) -> str:
    return "".join("\t".join(row) + "\n" for row in rows)


def swift_source(rows: list) -> str:
    """The table as a Swift raw string literal: lines of text without quotes or backslashes to escape."""
    text = render(rows)
    if '"#' in text:
        raise SystemExit('the table contains "#, which would end the literal')
    return (
        "// Generated by Scripts/make-airports.py from the airportsdata package; do not edit.\n"
        "// airportsdata: Copyright (c) 2020- Mike Borsetti, MIT licence (https://github.com/mborsetti/airportsdata).\n"
        "\n"
        "/// The built-in airports, one a line: IATA, ICAO, name, city, country, latitude, longitude, zone,\n"
        "/// tab-separated, sorted by IATA code (read by `AirportDirectory`).\n"
        "enum AirportTable {\n"
        '    static let text = #"""\n'
        + text +
        '"""#\n'
        "}\n"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description="Generate tripsite's airports.tsv and country-zones.tsv.")
    parser.add_argument("--airports", type=Path, default=DEFAULT_AIRPORTS,
                        help="where to write the airport table (default: Sources/TripsiteResources/AirportTable.swift)")
    parser.add_argument("--zones", type=Path, default=DEFAULT_ZONES,
                        help="where to write the zones of each country (default: Resources/country-zones.tsv)")
    parser.add_argument("--abbreviations", type=Path, default=DEFAULT_ABBREVIATIONS,
                        help="where to write the zones' abbreviations (default: Resources/zone-abbreviations.tsv)")
    parser.add_argument("--zone-file", type=Path, default=DEFAULT_ZONE_FILE,
                        help="the tz database's zone1970.tab")
    args = parser.parse_args()

    airports = load_airports()
    icao_codes = [row[1] for row in airports if row[1]]
    if len(set(icao_codes)) != len(icao_codes):
        raise SystemExit("two airports share an ICAO code")
    zones = load_country_zones(args.zone_file)
    args.airports.parent.mkdir(parents=True, exist_ok=True)
    args.airports.write_text(swift_source(airports), encoding="utf-8")
    country_rows = [[code, ",".join(zones[code])] for code in sorted(zones)]
    args.zones.write_text(render(country_rows), encoding="utf-8")
    all_zones = {row[7] for row in airports} | {zone for zone_list in zones.values() for zone in zone_list}
    args.abbreviations.write_text(render(zone_abbreviations(all_zones)), encoding="utf-8")
    print(f"wrote {len(airports)} airports (airportsdata {airportsdata.__version__}) to {args.airports} "
          f"and the zones of {len(country_rows)} countries to {args.zones}")


if __name__ == "__main__":
    main()
