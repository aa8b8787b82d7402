#!/usr/bin/env python3
"""Generate Resources/countries.json, the country list built into tripsite.

Each entry is {"name", "flag", "code", "dial_code"}:

- code and name come from the ISO 3166-1 list of Debian's iso-codes package;
  the short common name (e.g. "South Korea") is used where the list has one,
  otherwise the ISO name.
- flag is the pair of regional-indicator symbols spelled by the code.
- dial_code is the international calling code from the phonenumbers library,
  or "" for territories that have none (e.g. Antarctica).

Entries are sorted by name, ignoring case and accents, one object per line
so that changes show up as readable diffs.

To rerun it, from the repository root:

    apt-get install -y iso-codes
    pip install phonenumbers
    python3 Scripts/make-countries.py

Pass an output path to write somewhere else; pass --iso-file to read the
ISO 3166-1 list from another location.
"""

import argparse
import json
import unicodedata
from pathlib import Path

import phonenumbers

DEFAULT_ISO_FILE = Path("/usr/share/iso-codes/json/iso_3166-1.json")
DEFAULT_OUTPUT = Path(__file__).resolve().parent.parent / "Resources" / "countries.json"

# "A" as a regional-indicator symbol; the other letters follow it in order.
REGIONAL_INDICATOR_A = 0x1F1E6


def flag_for(code: str) -> str:
    """The flag emoji for a two-letter code: one regional indicator per letter."""
    return "".join(chr(REGIONAL_INDICATOR_A + ord(letter) - ord("A")) for letter in code.upper())


def dial_code_for(code: str) -> str:
    """The calling code with its "+", or "" when the region has none."""
    calling_code = phonenumbers.country_code_for_region(code)
    return f"+{calling_code}" if calling_code else ""


def sort_key(name: str) -> tuple:
    """Orders names alphabetically, treating "Åland" like "Aland"."""
    decomposed = unicodedata.normalize("NFKD", name)
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return (plain.casefold(), name)


def load_countries(iso_file: Path) -> list:
    entries = json.loads(iso_file.read_text(encoding="utf-8"))["3166-1"]
    countries = []
    for entry in entries:
        code = entry["alpha_2"]
        countries.append({
            "name": entry.get("common_name") or entry["name"],
            "flag": flag_for(code),
            "code": code,
            "dial_code": dial_code_for(code),
        })
    countries.sort(key=lambda country: sort_key(country["name"]))
    return countries


def render(countries: list) -> str:
    lines = [
        "  " + json.dumps(country, ensure_ascii=False, separators=(",", ":"))
        for country in countries
    ]
    return "[\n" + ",\n".join(lines) + "\n]\n"


def main() -> None:
    parser = argparse.ArgumentParser(description="Generate tripsite's countries.json.")
    parser.add_argument("output", nargs="?", type=Path, default=DEFAULT_OUTPUT,
                        help="where to write the list (default: Resources/countries.json)")
    parser.add_argument("--iso-file", type=Path, default=DEFAULT_ISO_FILE,
                        help="the iso-codes ISO 3166-1 JSON file")
    args = parser.parse_args()

    countries = load_countries(args.iso_file)
    codes = [country["code"] for country in countries]
    if len(set(codes)) != len(codes):
        raise SystemExit("duplicate country codes in the ISO list")
    args.output.write_text(render(countries), encoding="utf-8")
    print(f"wrote {len(countries)} countries to {args.output}")


if __name__ == "__main__":
    main()
