#!/usr/bin/env python3
"""Independent oracle for `dal free --json`: free slots by brute force.

Usage:
    python3 Tests/Oracle/free_oracle.py --from 2027-03-26 --to 2027-03-29 \
        --zone Europe/Berlin --for 30 [--between 09:00-18:00] [--weekdays] \
        [--now 2027-03-26T10:00] [--me ADDRESS]... FILE_OR_DIR...

Occurrences come from ical_oracle (icalendar and recurring-ical-events).
Busy: every occurrence not cancelled, not TRANSP:TRANSPARENT, not declined
(PARTSTAT=DECLINED) by an attendee named with --me. An all-day event with
no TRANSP is transparent (as Google and Apple read it); TRANSP:OPAQUE makes
it busy. Each minute from the
first day's local midnight through the last day's end is marked busy or
free on instants (so a day summer time shortens has its real length); the
windows are each day's --between hours (whole days without it), Monday to
Friday with --weekdays, from --now on. Prints the maximal free runs inside
the windows of at least --for minutes, as dal does:

    [{"start": "2027-03-28T01:00", "end": "2027-03-28T04:00", "minutes": 120}]

Times are local wall clocks in --zone; a slot ends where a window ends or
busy time begins.
"""

import argparse
import datetime as dt
import json
import sys
from pathlib import Path
from zoneinfo import ZoneInfo

sys.path.insert(0, str(Path(__file__).parent))
import ical_oracle  # noqa: E402

UTC = dt.timezone.utc


def instant(value, zone) -> int:
    """Seconds since 1970 of a date (its local midnight) or date-time
    (floating ones on the local clock; a skipped wall time with the offset
    before the change, a repeated one the first time: fold=0)."""
    if not isinstance(value, dt.datetime):
        value = dt.datetime.combine(value, dt.time())
    if value.tzinfo is None:
        value = value.replace(tzinfo=zone, fold=0)
    return int(value.timestamp())


def local_text(seconds: int, zone) -> str:
    return dt.datetime.fromtimestamp(seconds, UTC).astimezone(zone).strftime("%Y-%m-%dT%H:%M")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--from", dest="first", required=True)
    parser.add_argument("--to", dest="last", required=True)
    parser.add_argument("--zone", required=True)
    parser.add_argument("--for", dest="minutes", type=int, required=True)
    parser.add_argument("--between")
    parser.add_argument("--weekdays", action="store_true")
    parser.add_argument("--now")
    parser.add_argument("--me", action="append", default=[])
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()
    zone = ZoneInfo(args.zone)
    first, last = dt.date.fromisoformat(args.first), dt.date.fromisoformat(args.last)
    me = {address.lower().removeprefix("mailto:") for address in args.me}

    busy = []
    for path, _ in ical_oracle.collect_files(args.paths):
        for start, end, component in ical_oracle.file_occurrences(path, first - dt.timedelta(days=1), last + dt.timedelta(days=2)):
            if str(component.get("STATUS", "")).upper() == "CANCELLED":
                continue
            all_day = not ical_oracle.is_datetime(start)
            transparency = str(component.get("TRANSP", "TRANSPARENT" if all_day else "OPAQUE")).upper()
            if transparency in ("TRANSPARENT", "TRANSPARENTNOCONFLICT"):
                continue
            attendees = ical_oracle.as_list(component.get("ATTENDEE"))
            if any(str(a.params.get("PARTSTAT", "")).upper() == "DECLINED" and str(a).lower().removeprefix("mailto:") in me
                   for a in attendees):
                continue
            if all_day and (end is None or ical_oracle.is_datetime(end) or end <= start):
                end = start + dt.timedelta(days=1)
            if end is None:
                end = start
            if not all_day and not ical_oracle.is_datetime(end):
                end = dt.datetime.combine(end, dt.time(), start.tzinfo)
            if not all_day and end.tzinfo is None and start.tzinfo is not None:
                end = end.replace(tzinfo=start.tzinfo)  # a floating end on a zoned start: same wall clock
            busy.append((instant(start, zone), instant(end, zone)))

    # The windows, minute by minute.
    windows = set()
    if args.between:
        (h1, m1), (h2, m2) = (map(int, part.split(":")) for part in args.between.split("-"))
    day = first
    while day <= last:
        if not (args.weekdays and day.weekday() >= 5):
            if args.between:
                begin = instant(dt.datetime.combine(day, dt.time()) + dt.timedelta(hours=h1, minutes=m1), zone)
                end_day = day + dt.timedelta(days=1) if (h2, m2) <= (h1, m1) else day
                finish = instant(dt.datetime.combine(end_day, dt.time()) + dt.timedelta(hours=h2, minutes=m2), zone)
            else:
                begin, finish = instant(day, zone), instant(day + dt.timedelta(days=1), zone)
            windows.update(range(begin, finish, 60))
        day += dt.timedelta(days=1)
    if args.now:
        now = instant(dt.datetime.fromisoformat(args.now), zone)
        windows = {minute for minute in windows if minute >= now - now % 60}
    taken = set()
    for start, end in busy:
        minute = start - start % 60
        while minute < end:
            if minute + 60 > start:
                taken.add(minute)
            minute += 60
    free = sorted(windows - taken)
    slots, run = [], []
    for minute in free:
        if run and minute != run[-1] + 60:
            slots.append(run)
            run = []
        run.append(minute)
    if run:
        slots.append(run)
    out = [{"start": local_text(run[0], zone), "end": local_text(run[-1] + 60, zone), "minutes": len(run)}
           for run in slots if len(run) >= args.minutes]
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
