#!/usr/bin/env python3
"""Checks the VTIMEZONEs of iCalendar files against the zone database.

Usage:
    python3 Tests/Oracle/vtimezone_check.py --from 2026-01-01 --to 2036-12-31 FILE...

Every VTIMEZONE of every file is read on its own (icalendar's
`to_tz(lookup_tzid=False)`: the definition, not the name) and its UTC offset
is compared with Python's zoneinfo for its TZID: at noon UTC of every day
from --from through --to, and a second and an hour either side of each of
zoneinfo's transitions in that time.  Prints JSON, one object per
VTIMEZONE:

    {"file": "a.ics", "tzid": "Europe/Berlin", "observances": 2,
     "rrules": 2, "lines": 19, "mismatches": ["2027-03-28T01:00:00Z: +01:00 vs +02:00"]}

(`mismatches` holds at most ten).  Exit status 0 when every file was read,
65 when one could not be parsed.
"""

import argparse
import datetime as dt
import json
import sys
import warnings
from zoneinfo import ZoneInfo

warnings.simplefilter("ignore")
import icalendar  # noqa: E402


def transitions(zone, start, end):
    """The instants zoneinfo's offset changes between start and end."""
    found = []
    step = dt.timedelta(days=1)
    t = start
    while t < end:
        nxt = t + step
        if t.astimezone(zone).utcoffset() != nxt.astimezone(zone).utcoffset():
            low, high = t, nxt
            while high - low > dt.timedelta(seconds=1):
                middle = low + (high - low) / 2
                if middle.astimezone(zone).utcoffset() == low.astimezone(zone).utcoffset():
                    low = middle
                else:
                    high = middle
            found.append(high.replace(microsecond=0))
        t = nxt
    return found


def check(component, start, end):
    tzid = str(component["TZID"])
    own = component.to_tz(lookup_tzid=False)
    reference = ZoneInfo(tzid)
    samples = []
    t = start
    while t <= end:
        samples.append(t)
        t += dt.timedelta(days=1)
    for change in transitions(reference, start, end):
        samples += [change + dt.timedelta(seconds=s) for s in (-3600, -1, 0, 1, 3600)]
    mismatches = []
    for t in sorted(samples):
        mine, theirs = t.astimezone(own).utcoffset(), t.astimezone(reference).utcoffset()
        if mine != theirs:
            mismatches.append(f"{t:%Y-%m-%dT%H:%M:%S}Z: {mine} vs {theirs}")
    observances = [c for c in component.subcomponents if c.name in ("STANDARD", "DAYLIGHT")]
    return {"tzid": tzid, "observances": len(observances),
            "rrules": sum(1 for c in observances if "RRULE" in c),
            "lines": len(component.to_ical().splitlines()),
            "mismatches": mismatches[:10]}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--from", dest="start", required=True)
    parser.add_argument("--to", dest="end", required=True)
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    start = dt.datetime.fromisoformat(args.start).replace(hour=12, tzinfo=dt.timezone.utc)
    end = dt.datetime.fromisoformat(args.end).replace(hour=12, tzinfo=dt.timezone.utc)
    results = []
    for path in args.files:
        try:
            with open(path, "rb") as f:
                calendar = icalendar.Calendar.from_ical(f.read())
        except Exception as error:  # noqa: BLE001
            print(f"{path}: {error}", file=sys.stderr)
            return 65
        for component in calendar.walk("VTIMEZONE"):
            result = check(component, start, end)
            result["file"] = path
            results.append(result)
    json.dump(results, sys.stdout, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
