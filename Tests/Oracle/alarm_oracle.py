#!/usr/bin/env python3
"""Independent oracle for when alarms go off (`dal remind`).

Usage:
    python3 Tests/Oracle/alarm_oracle.py --after 2026-11-20T00:00:00Z \
        --through 2026-12-31T00:00:00Z --zone Europe/Berlin FILE_OR_DIR...

Prints a JSON array, sorted, of {"uid", "summary", "fire"} for every time
an alarm of an event goes off after --after and at or before --through
("fire" in UTC, `YYYY-MM-DDTHH:MM:SSZ`), for a viewer in --zone.

Built on icalendar and recurring-ical-events (3.x), which expands the
VALARMs of every occurrence (relative to start or end, absolute, REPEAT).
The parts done here are marked "OWN:":

  * OWN: recurring-ical-events fails on alarms of all-day events (it sets a
    date as the TRIGGER); their dates are turned into midnight of --zone
    first, as RFC 5545 reads a DATE for an alarm (a floating day).
  * OWN: RFC 9074's ACKNOWLEDGED: a time the alarm goes off at or before
    its ACKNOWLEDGED is left out (another device dismissed it).
"""
import argparse
import datetime
import json
import os
import sys
import zoneinfo

import icalendar
import recurring_ical_events


def files(paths):
    for path in paths:
        if os.path.isdir(path):
            for root, _, names in os.walk(path):
                for name in sorted(names):
                    if name.endswith(".ics") and not name.startswith("."):
                        yield os.path.join(root, name)
        else:
            yield path


def utc(text):
    return datetime.datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=datetime.timezone.utc)


def days_to_midnights(calendar, zone):
    """OWN: DATE values of events with alarms become midnight in `zone`."""
    for event in calendar.walk("VEVENT"):
        if not event.walk("VALARM"):
            continue
        for name in ("DTSTART", "DTEND", "RECURRENCE-ID"):
            value = event.get(name)
            if value is not None and not isinstance(value.dt, datetime.datetime):
                event[name] = icalendar.vDDDTypes(datetime.datetime.combine(value.dt, datetime.time(), zone))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--after", required=True)
    parser.add_argument("--through", required=True)
    parser.add_argument("--zone", required=True)
    parser.add_argument("paths", nargs="+")
    arguments = parser.parse_args()
    zone = zoneinfo.ZoneInfo(arguments.zone)
    after, through = utc(arguments.after), utc(arguments.through)
    found = set()
    for path in files(arguments.paths):
        with open(path, "rb") as handle:
            calendar = icalendar.Calendar.from_ical(handle.read())
        days_to_midnights(calendar, zone)
        query = recurring_ical_events.of(calendar, components=["VALARM"])
        for event in query.between(after, through + datetime.timedelta(seconds=1)):
            for alarm in event.walk("VALARM"):
                fire = alarm.get("TRIGGER").dt
                if fire.tzinfo is None:
                    fire = fire.replace(tzinfo=zone)
                fire = fire.astimezone(datetime.timezone.utc)
                if not (after < fire <= through):
                    continue
                acknowledged = alarm.get("ACKNOWLEDGED")
                if acknowledged is not None and fire <= acknowledged.dt.astimezone(datetime.timezone.utc):
                    continue
                found.add((str(event.get("UID")), str(event.get("SUMMARY")), fire.strftime("%Y-%m-%dT%H:%M:%SZ")))
    json.dump([{"uid": u, "summary": s, "fire": f} for u, s, f in sorted(found)], sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
