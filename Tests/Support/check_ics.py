#!/usr/bin/env python3
"""Parses iCalendar files with the `icalendar` library and prints what the tests check, as JSON.

usage: check_ics.py FILE.ics...
For each file: the number of events, their UIDs, whether every event has the required properties,
whether every line ends in CRLF and fits in 75 octets, and whether the calendar survives a round trip
(serialised by the library and parsed again, with the same events). For each timed event, its start and
end as UTC instants ("2025-11-26T12:05:00Z"; the library reads TZID names with zoneinfo), or "floating"
when it has no zone; the end comes from DTEND, else from DTSTART plus DURATION, else it is null.
"""
import datetime
import json
import sys

import icalendar


def utc(value):
    """An instant in UTC, "floating" for a local time without a zone, or None for a date or nothing."""
    if not isinstance(value, datetime.datetime):
        return None
    if value.tzinfo is None:
        return "floating"
    return value.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def instants(event):
    start = event.decoded("DTSTART")
    if "DTEND" in event:
        end = event.decoded("DTEND")
    elif "DURATION" in event:
        end = start + event.decoded("DURATION")
    else:
        end = None
    return {"start": utc(start), "end": utc(end)}


def check(path):
    raw = open(path, "rb").read()
    lines = raw.split(b"\r\n")
    calendar = icalendar.Calendar.from_ical(raw)
    events = calendar.walk("VEVENT")
    again = icalendar.Calendar.from_ical(calendar.to_ical())
    required = ["UID", "DTSTAMP", "DTSTART", "SUMMARY"]
    return {
        "events": len(events),
        "uids": [str(event["UID"]) for event in events],
        "summaries": [str(event["SUMMARY"]) for event in events],
        "starts": [event.decoded("DTSTART").isoformat() for event in events],
        "missing": [name for event in events for name in required if name not in event],
        "crlf": lines[-1] == b"" and b"\n" not in b"".join(lines),
        "longest_line": max(len(line) for line in lines),
        "round_trip": [str(event["UID"]) for event in again.walk("VEVENT")] == [str(event["UID"]) for event in events],
        "timezones": [str(zone["TZID"]) for zone in calendar.walk("VTIMEZONE")],
        "instants": {str(event["UID"]): instants(event) for event in events},
        "version": str(calendar["VERSION"]),
        "prodid": str(calendar["PRODID"]),
    }


print(json.dumps({path: check(path) for path in sys.argv[1:]}))
