#!/usr/bin/env python3
"""Independent RFC 5545 oracle for `dal list --json`.

Usage:
    python3 Tests/Oracle/ical_oracle.py --from 2026-11-01 --to 2026-12-31 \
        --zone Europe/Berlin FILE_OR_DIR...

Prints a JSON array with one object per (event occurrence, local day it
covers) between --from and --to inclusive, for a viewer whose local time
zone is --zone:

    {"date": "2026-11-21", "allDay": false, "start": "2026-11-21T09:00:00",
     "end": "2026-11-21T10:00:00", "summary": "Standup", "uid": "abc@x",
     "calendar": "work"}

sorted by (date, all-day first, start, summary, uid), then end and calendar
as final tie-breakers so that the output is fully deterministic.

"calendar" is the name of the vdir subfolder for a file inside an immediate
subfolder of a directory argument, otherwise the file name without ".ics"
(also for files named directly on the command line).

Built on icalendar (7.x) and recurring-ical-events (3.x).  The parts those
libraries do not do, or do differently from RFC 5545, are done here and
marked "OWN:" below:

  * OWN: unfolding is done on the raw bytes before decoding, because RFC 5545
    folds at octets and a fold may split a multi-byte UTF-8 character; a
    leading UTF-8 byte order mark and blank lines before BEGIN:VCALENDAR
    (some exports start so) are dropped.
  * OWN: an end before the start is a mistake of the file: a timed
    occurrence then ends when it starts, an all-day one lasts one day.
  * OWN: EXRULE (RFC 2445, still written by some producers) is ignored by
    recurring-ical-events; its instances are expanded here with dateutil and
    added as EXDATEs before the library sees the event.
  * OWN: dateutil (used by the library) gets FREQ=WEEKLY with BYSETPOS wrong
    in DTSTART's week; such RRULEs are expanded here and handed to the
    library as RDATEs (see rule_instances).
  * OWN: EXDATE and RECURRENCE-ID matching.  The library matches an
    instance's UTC time and its local wall-clock time against either form of
    an EXDATE/RECURRENCE-ID, so e.g. EXDATE 05:30 Asia/Tokyo (20:30Z) also
    deletes the 20:30 Tokyo instance.  The library only gets the core
    component, without EXDATE and overrides; those are applied here by
    instant (see Series).
  * OWN: STATUS:CANCELLED events and overridden instances are dropped here
    (the library returns them).
  * OWN: a stale override is not shown: one whose instance an EXDATE
    removes, and one older than its series (a lower SEQUENCE) whose
    instance the series' rules no longer give (an export carrying an
    override from an earlier revision of a series since cut short by UNTIL
    or COUNT).  The library hides the second kind only when the override
    carries rules of its own (its issues 148, 164, 253: Confluence's
    exports); the rule here is the general one (dal's issue 39).
  * OWN: a VEVENT without DTSTART (allowed in iTIP messages such as
    METHOD:CANCEL) makes the library fail; such components are removed first.
  * OWN: the end of each occurrence is recomputed.  The library adds the
    wall-clock difference DTEND - DTSTART to every instance, and reads
    DURATION only after icalendar has folded "PT36H" into "1 day 12 hours".
    RFC 5545 3.8.5.3 says a duration given by DTEND is an *exact* duration
    for every instance, and a DURATION is nominal for its days and weeks and
    exact for its hours, minutes and seconds (3.3.6).  Floating times have no
    zone, so for them all arithmetic is wall-clock arithmetic.
  * The library (with dateutil) is used for: RRULE expansion (several
    RRULEs allowed), RDATE (dates, date-times, periods), DTSTART as first
    instance, UNTIL, COUNT, and the time window; icalendar for parsing,
    text unescaping, VTIMEZONE and TZID resolution (including Windows and
    /mozilla.org/... names).
  * Value-typed details: a DATE EXDATE on a timed series removes every
    instance on that wall-clock date; an override whose instance is not in
    the set is still shown (both as the library does).

Exit status: 0 on success, 64 for bad arguments, 65 when a file cannot be
parsed (a message naming it goes to stderr), 66 when a path does not exist.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import re
import sys
import warnings
from pathlib import Path
from zoneinfo import ZoneInfo

warnings.simplefilter("ignore")  # icalendar warns e.g. about guessed TZIDs

try:
    import icalendar
    import recurring_ical_events
    from dateutil.rrule import rrulestr
except ImportError as error:  # pragma: no cover - environment problem
    sys.stderr.write(
        f"ical_oracle: {error}; run: pip install icalendar recurring-ical-events\n"
    )
    sys.exit(69)

UTC = dt.timezone.utc
EX_USAGE, EX_DATAERR, EX_NOINPUT = 64, 65, 66

# How far outside the asked-for days the library is queried.  Any occurrence
# touching a local day in the window starts or ends within a few days of it
# (zone offsets are at most 14 h); long events are found by the library
# itself, which widens its query by the event's length.
QUERY_MARGIN = dt.timedelta(days=3)


class ParseFailure(Exception):
    """A file that is not a usable iCalendar file."""


# --------------------------------------------------------------------------
# Files
# --------------------------------------------------------------------------


def collect_files(arguments: list[str]) -> list[tuple[Path, str]]:
    """Return (path, calendar name) for every file to read, in a stable order."""
    files: list[tuple[Path, str]] = []
    for argument in arguments:
        path = Path(argument)
        if path.is_dir():
            for child in sorted(path.iterdir()):
                if child.is_file() and child.suffix == ".ics":
                    files.append((child, child.stem))
            for sub in sorted(path.iterdir()):
                if sub.is_dir():
                    for child in sorted(sub.iterdir()):
                        if child.is_file() and child.suffix == ".ics":
                            files.append((child, sub.name))
        elif path.is_file():
            files.append((path, path.stem))
        else:
            sys.stderr.write(f"ical_oracle: {argument}: no such file or directory\n")
            sys.exit(EX_NOINPUT)
    return files


def unfold_and_decode(data: bytes) -> str:
    """OWN: drop a BOM, unfold on octets (RFC 5545 3.1), then decode UTF-8."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    data = re.sub(rb"\A(?:[ \t]*\r?\n)+", b"", data)
    data = re.sub(rb"\r?\n[ \t]", b"", data)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise ParseFailure(f"not valid UTF-8: {error}") from None


DURATION_RE = re.compile(
    r"^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$"
)


def parse_duration(text: str) -> tuple[int, int]:
    """(nominal days, exact seconds) of an RFC 5545 duration like P1DT2H."""
    match = DURATION_RE.match(text.strip().upper())
    if not match or text.strip().upper() in ("P", "PT", "+P", "-P"):
        raise ParseFailure(f"bad DURATION {text!r}")
    sign, weeks, days, hours, minutes, seconds = match.groups()
    factor = -1 if sign == "-" else 1
    nominal_days = int(weeks or 0) * 7 + int(days or 0)
    exact_seconds = int(hours or 0) * 3600 + int(minutes or 0) * 60 + int(seconds or 0)
    return factor * nominal_days, factor * exact_seconds


def raw_vevent_durations(text: str) -> list[str | None]:
    """OWN: the DURATION text of each VEVENT, in document order.

    icalendar normalises PT36H to P1DT12H, losing the nominal/exact split.
    """
    result: list[str | None] = []
    stack: list[str] = []
    for line in text.split("\n"):
        line = line.rstrip("\r")
        upper = line.upper()
        if upper.startswith("BEGIN:"):
            name = upper[6:].strip()
            stack.append(name)
            if name == "VEVENT":
                result.append(None)
        elif upper.startswith("END:"):
            if stack:
                stack.pop()
        elif stack and stack[-1] == "VEVENT" and re.match(r"DURATION[;:]", upper):
            result[-1] = line.split(":", 1)[1]
    return result


def load_calendar(path: Path) -> tuple[icalendar.Calendar, dict[int, str]]:
    try:
        data = path.read_bytes()
    except OSError as error:
        raise ParseFailure(str(error)) from None
    text = unfold_and_decode(data)
    if not text.lstrip().upper().startswith("BEGIN:VCALENDAR"):
        raise ParseFailure("does not start with BEGIN:VCALENDAR")
    try:
        calendar = icalendar.Calendar.from_ical(text)
    except Exception as error:  # icalendar raises ValueError and friends
        raise ParseFailure(str(error)) from None
    durations = raw_vevent_durations(text)
    events = list(calendar.walk("VEVENT"))
    raw = {}
    if len(durations) == len(events):
        raw = {id(event): d for event, d in zip(events, durations) if d is not None}
    return calendar, raw


# --------------------------------------------------------------------------
# Time helpers
# --------------------------------------------------------------------------


def is_datetime(value) -> bool:
    return isinstance(value, dt.datetime)


def is_aware(value) -> bool:
    return is_datetime(value) and value.tzinfo is not None and value.utcoffset() is not None


def instant_key(value):
    """A key identifying a DATE, floating DATE-TIME or instant."""
    if is_aware(value):
        return ("utc", value.astimezone(UTC).replace(tzinfo=None))
    if is_datetime(value):
        return ("floating", value)
    return ("date", value)


def add_exact(start: dt.datetime, seconds: float) -> dt.datetime:
    """start + an exact (elapsed) duration; wall-clock for floating times."""
    delta = dt.timedelta(seconds=seconds)
    if is_aware(start):
        return (start.astimezone(UTC) + delta).astimezone(start.tzinfo)
    return start + delta


def add_nominal_days(start: dt.datetime, days: int) -> dt.datetime:
    """start + days of the calendar, keeping the wall-clock time."""
    return start + dt.timedelta(days=days)  # Python adds in wall-clock time


def exact_difference(end, start) -> float | None:
    if is_aware(end) and is_aware(start):
        return (end.astimezone(UTC) - start.astimezone(UTC)).total_seconds()
    if is_datetime(end) and is_datetime(start) and not is_aware(end) and not is_aware(start):
        return (end - start).total_seconds()
    return None  # mixed floating and zoned: not meaningful


def prop_dt(component, name):
    value = component.get(name)
    if value is None:
        return None
    if isinstance(value, list):
        value = value[0]
    return value.dt


# --------------------------------------------------------------------------
# Preparing components for the library
# --------------------------------------------------------------------------


def rule_for(rule_text: str, start):
    """A dateutil rule for rule_text starting at start (with UNTIL fix-ups)."""
    start_dt = start if is_datetime(start) else dt.datetime.combine(start, dt.time())
    try:
        return rrulestr(rule_text, dtstart=start_dt), start_dt
    except ValueError:
        # UNTIL of the wrong kind: make it match DTSTART (as the library does).
        match = re.search(r"UNTIL=([0-9TZ]+)", rule_text, re.I)
        if not match:
            raise
        until = match.group(1).upper()
        if is_aware(start_dt):
            until = (until + "T000000")[:15] if "T" not in until else until.rstrip("Z")
            until += "Z"
        else:
            until = until.rstrip("Z")
        fixed = rule_text[: match.start(1)] + until + rule_text[match.end(1):]
        return rrulestr(fixed, dtstart=start_dt), start_dt


WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]


def rule_parts(rule_text: str) -> dict[str, str]:
    return {
        key.upper(): value
        for key, _, value in (part.partition("=") for part in rule_text.split(";") if part)
    }


def rule_instances(rule_text: str, start, limit: dt.datetime) -> list:
    """Instances of one RRULE/EXRULE from `start` (DTSTART) up to `limit`.

    OWN: dateutil builds the first week of a FREQ=WEEKLY rule only from
    DTSTART's day on, so BYSETPOS counts within that partial week (e.g.
    WEEKLY;BYDAY=MO,WE;BYSETPOS=2 starting on a Wednesday: the RFC set of
    that week is {Mo, We} and gives We; dateutil sees {We} and gives nothing,
    so COUNT then runs one too long).  For such rules the expansion starts on
    the first day of DTSTART's week (WKST) and drops instances before
    DTSTART; COUNT is applied afterwards.
    """
    parts = rule_parts(rule_text)
    start_dt = start if is_datetime(start) else dt.datetime.combine(start, dt.time())
    count = None
    anchor = start_dt
    if parts.get("FREQ", "").upper() == "WEEKLY" and "BYSETPOS" in parts:
        count = int(parts.pop("COUNT")) if "COUNT" in parts else None
        if "BYDAY" not in parts:
            parts["BYDAY"] = WEEKDAYS[start_dt.weekday()]
        wkst = WEEKDAYS.index(parts.get("WKST", "MO").upper())
        anchor = start_dt - dt.timedelta(days=(start_dt.weekday() - wkst) % 7)
        rule_text = ";".join(f"{key}={value}" for key, value in parts.items())
    rule, _ = rule_for(rule_text, anchor)
    if is_aware(start_dt) and not is_aware(limit):
        limit = limit.replace(tzinfo=UTC)
    result = []
    for when in rule:
        if when < start_dt:
            continue
        if when > limit:
            break
        result.append(when if is_datetime(start) else when.date())
        if count is not None and len(result) >= count:
            break
    return result


def as_list(value):
    if value is None:
        return []
    return value if isinstance(value, list) else [value]


def add_dates(event, name: str, values) -> None:
    if not values:
        return
    if is_datetime(values[0]):
        event.add(name, values)
    else:
        event.add(name, values, parameters={"VALUE": "DATE"})


def rewrite_rules(event, until: dt.datetime) -> None:
    """OWN: EXRULE -> EXDATEs, and WEEKLY+BYSETPOS RRULEs -> RDATEs (see above)."""
    start = prop_dt(event, "DTSTART")
    exrules = as_list(event.get("EXRULE"))
    if exrules:
        excluded = []
        for exrule in exrules:
            excluded += rule_instances(exrule.to_ical().decode(), start, until)
        del event["EXRULE"]
        add_dates(event, "EXDATE", excluded)
    rrules = as_list(event.get("RRULE"))
    weekly_setpos = [
        rule
        for rule in rrules
        if rule_parts(rule.to_ical().decode()).get("FREQ", "").upper() == "WEEKLY"
        and "BYSETPOS" in rule_parts(rule.to_ical().decode())
    ]
    if weekly_setpos:
        added = []
        for rule in weekly_setpos:
            added += rule_instances(rule.to_ical().decode(), start, until)
        keep = [rule for rule in rrules if rule not in weekly_setpos]
        del event["RRULE"]
        for rule in keep:
            event.add("RRULE", rule)
        add_dates(event, "RDATE", added)


def prepare(calendar: icalendar.Calendar, query_stop: dt.datetime) -> None:
    kept = []
    for component in calendar.subcomponents:
        if component.name == "VEVENT" and component.get("DTSTART") is None:
            continue  # OWN: e.g. a METHOD:CANCEL message; nothing to show
        if component.name == "VEVENT" and component.get("DTEND") is not None:
            start, end = prop_dt(component, "DTSTART"), prop_dt(component, "DTEND")
            if type(start) is type(end) and (is_aware(start) == is_aware(end)) and end <= start:
                del component["DTEND"]  # OWN: see "an end before the start" above
        if component.name == "VEVENT" and component.get("RECURRENCE-ID") is None:
            rewrite_rules(component, query_stop + dt.timedelta(days=2))
        kept.append(component)
    calendar.subcomponents = kept


# --------------------------------------------------------------------------
# Occurrences
# --------------------------------------------------------------------------


class Series:
    """The original components sharing one UID.

    OWN: EXDATE and RECURRENCE-ID are matched here, not by the library.
    recurring-ical-events identifies an instance by both its UTC time and its
    local wall-clock time, both without zone, and matches either against
    either; so an EXDATE or RECURRENCE-ID at 05:30 Asia/Tokyo (20:30 UTC)
    also hits the 20:30 Asia/Tokyo instance.  The library is therefore given
    the core component without EXDATE and without its overrides; exclusions
    and overrides are applied to its occurrences by instant here.  (A series
    with a RANGE=THISANDFUTURE override is left entirely to the library.)
    """

    def __init__(self):
        self.core = None
        self.modifications: dict[tuple, object] = {}
        self.this_and_future = False
        self.exdates: set[tuple] = set()
        self.exdate_days: set[dt.date] = set()  # EXDATE;VALUE=DATE on timed series
        self.components: list = []

    @staticmethod
    def version(component):
        """OWN: which of two copies is newer: SEQUENCE, then the later of
        LAST-MODIFIED and DTSTAMP (RFC 5545/5546); equal ones: the later in
        the file."""
        stamps = [prop_dt(component, name) for name in ("LAST-MODIFIED", "DTSTAMP")]
        stamps = [s.astimezone(UTC).replace(tzinfo=None) if is_aware(s) else s for s in stamps if is_datetime(s)]
        return int(component.get("SEQUENCE", 0)), max(stamps, default=dt.datetime.min)

    def add(self, component):
        self.components.append(component)
        rid = component.get("RECURRENCE-ID")
        if rid is None:
            if self.core is None or self.version(component) >= self.version(self.core):
                self.core = component
        elif str(rid.params.get("RANGE", "")).upper() == "THISANDFUTURE":
            self.this_and_future = True

    def finish(self):
        """OWN: the newest override of each instance, keyed by instant.  A
        midnight DATE-TIME RECURRENCE-ID on an all-day series names that
        day's instance (Exchange writes them so; recurring-ical-events and
        node-ical match them the same way)."""
        all_day = self.core is not None and not is_datetime(prop_dt(self.core, "DTSTART"))
        for component in self.components:
            rid = component.get("RECURRENCE-ID")
            if rid is None:
                continue
            key = self.instance_key(rid.dt, all_day)
            old = self.modifications.get(key)
            if old is None or self.version(component) >= self.version(old):
                self.modifications[key] = component

    @staticmethod
    def instance_key(value, all_day: bool):
        if all_day and is_datetime(value) and value.time() == dt.time(0, 0):
            return ("date", value.date())
        return instant_key(value)

    def handed(self):
        """What the library must not see: every override and every older copy."""
        return [c for c in self.components if c is not self.core]

    @property
    def self_managed(self) -> bool:
        return not self.this_and_future

    def take_exdates(self) -> None:
        """Move the core's EXDATEs out of it, into self.exdates/exdate_days."""
        if self.core is None:
            return
        timed = is_datetime(prop_dt(self.core, "DTSTART"))
        for exdate in as_list(self.core.get("EXDATE")):
            for value in exdate.dts:
                if timed and not is_datetime(value.dt):
                    self.exdate_days.add(value.dt)
                else:
                    self.exdates.add(self.instance_key(value.dt, not timed))
        if "EXDATE" in self.core:
            del self.core["EXDATE"]

    def excluded(self, start) -> bool:
        if instant_key(start) in self.exdates:
            return True
        return is_datetime(start) and start.date() in self.exdate_days

    def periods(self) -> dict[tuple, object]:
        """RDATE;VALUE=PERIOD start -> end (datetime) or duration (timedelta)."""
        result = {}
        if self.core is None:
            return result
        for rdate in as_list(self.core.get("RDATE")):
            for value in rdate.dts:
                if isinstance(value.dt, tuple):
                    result[instant_key(value.dt[0])] = value.dt[1]
        return result


def compute_end(original, start, library_end, raw_durations, periods):
    """OWN: the RFC 5545 end of the occurrence of `original` starting at `start`."""
    if not is_datetime(start):  # all-day: whole days
        dtstart, dtend = prop_dt(original, "DTSTART"), prop_dt(original, "DTEND")
        days = 1
        if dtend is not None and not is_datetime(dtend) and not is_datetime(dtstart):
            days = (dtend - dtstart).days
        elif dtend is None and raw_durations.get(id(original)) is not None:
            days = parse_duration(raw_durations[id(original)])[0]
        elif dtend is None and original.get("DURATION") is not None:
            days = original["DURATION"].dt.days
        return start + dt.timedelta(days=max(days, 1))
    if periods is not None and instant_key(start) in periods:
        end = periods[instant_key(start)]
        if isinstance(end, dt.timedelta):
            days, seconds = end.days, end.seconds + end.microseconds / 1e6
            return add_exact(add_nominal_days(start, days), seconds)
        if is_aware(start) and is_aware(end):
            return end.astimezone(start.tzinfo)
        return end
    dtstart = prop_dt(original, "DTSTART")
    dtend = prop_dt(original, "DTEND")
    if dtend is not None:
        exact = exact_difference(dtend, dtstart)
        if exact is None:
            return library_end
        return add_exact(start, exact)
    raw = raw_durations.get(id(original))
    if raw is not None:
        days, seconds = parse_duration(raw)
        return add_exact(add_nominal_days(start, days), seconds)
    if original.get("DURATION") is not None:
        return library_end
    return start  # no DTEND or DURATION: zero length


def fmt(value) -> str:
    if is_datetime(value):
        return value.strftime("%Y-%m-%dT%H:%M:%S")
    return value.isoformat()


def covered_days(all_day: bool, start, end):
    if all_day:
        day = start
        last = end - dt.timedelta(days=1) if end > start else start
    else:
        day = start.date()
        if end <= start:
            last = start.date()
        elif end.time() == dt.time(0, 0):
            last = end.date() - dt.timedelta(days=1)
        else:
            last = end.date()
    while day <= last:
        yield day
        day += dt.timedelta(days=1)


def occurrence_row(start, end, component, zone):
    """(all_day, local start, local end, summary) of one occurrence."""
    all_day = not is_datetime(start)
    if all_day:
        if is_datetime(end) or end is None or end <= start:
            end = start + dt.timedelta(days=1)
    else:
        if end is None:
            end = start
        if not is_datetime(end):  # a DATE end on a timed event: midnight
            end = dt.datetime.combine(end, dt.time(), start.tzinfo)
        # Through UTC: astimezone() leaves a datetime alone when its tzinfo is
        # already the viewer's, which would print a time that summer time
        # skips (02:45 on the morning clocks go forward) as written.
        if is_aware(start):
            start = start.astimezone(dt.timezone.utc).astimezone(zone)
        if is_aware(end):
            end = end.astimezone(dt.timezone.utc).astimezone(zone)
        elif is_aware(start):  # floating end on a zoned start: same wall clock
            end = end.replace(tzinfo=zone)
        start = start.replace(tzinfo=None)
        end = end.replace(tzinfo=None)
    summary = component.get("SUMMARY")
    return all_day, start, end, "" if summary is None else str(summary)


def alarm_rows(found, zone, window):
    """OWN (--alarms): each VALARM of each occurrence found above, fired
    relative to the occurrence's start or end (RELATED=END), or at its fixed
    time (once per UID), REPEAT more times DURATION apart, left out up to its
    ACKNOWLEDGED; all-day events begin at midnight in `zone`."""
    after, through = window
    rows = set()
    for start, end, component in found:
        if str(component.get("STATUS", "")).upper() == "CANCELLED":
            continue
        all_day, local_start, local_end, summary = occurrence_row(start, end, component, zone)
        if all_day:
            local_start = dt.datetime.combine(local_start, dt.time())
            local_end = dt.datetime.combine(local_end, dt.time())
        begin = local_start.replace(tzinfo=zone).astimezone(dt.timezone.utc)
        finish = local_end.replace(tzinfo=zone).astimezone(dt.timezone.utc)
        uid = str(component.get("UID", ""))
        for alarm in component.walk("VALARM"):
            trigger = alarm.get("TRIGGER")
            if trigger is None:
                continue
            value = trigger.dt
            if isinstance(value, dt.timedelta):
                related = str(trigger.params.get("RELATED", "START")).upper()
                fire = (finish if related == "END" else begin) + value
            else:
                fire = value.astimezone(dt.timezone.utc)
            fires = [fire]
            repeat, duration = alarm.get("REPEAT"), alarm.get("DURATION")
            if repeat is not None and duration is not None:
                fires += [fire + duration.dt * k for k in range(1, int(repeat) + 1)]
            acknowledged = alarm.get("ACKNOWLEDGED")
            for moment in fires:
                if not (after < moment <= through):
                    continue
                if acknowledged is not None and moment <= acknowledged.dt.astimezone(dt.timezone.utc):
                    continue
                rows.add((uid, summary, moment.strftime("%Y-%m-%dT%H:%M:%SZ")))
    return [{"uid": u, "summary": s, "fire": f} for u, s, f in rows]


def file_rows(path, calendar_name, first, last, zone, alarms=None):
    found = file_occurrences(path, first, last)
    if alarms is not None:
        return alarm_rows(found, zone, alarms)
    rows = []
    for start, end, component in found:
        if str(component.get("STATUS", "")).upper() == "CANCELLED":
            continue  # OWN
        all_day, start, end, summary = occurrence_row(start, end, component, zone)
        for day in covered_days(all_day, start, end):
            if first <= day <= last:
                rows.append(
                    {
                        "date": day.isoformat(),
                        "allDay": all_day,
                        "start": fmt(start),
                        "end": fmt(end),
                        "summary": summary,
                        "uid": str(component.get("UID", "")),
                        "calendar": calendar_name,
                    }
                )
    return rows


def file_occurrences(path, first, last):
    """(start, end, component) of every occurrence of a file's events near
    the days from `first` through `last` (cancelled ones included)."""
    calendar, raw_durations = load_calendar(path)
    query_start = dt.datetime.combine(first, dt.time()) - QUERY_MARGIN
    query_stop = dt.datetime.combine(last, dt.time()) + dt.timedelta(days=1) + QUERY_MARGIN
    found = []  # (start, end, component)
    try:
        prepare(calendar, query_stop)
        series: dict[str, Series] = {}
        for component in calendar.walk("VEVENT"):
            series.setdefault(str(component.get("UID", "")), Series()).add(component)
        # Hand the library only what it gets right (see Series).
        handed = []
        for group in series.values():
            group.finish()
            if not group.self_managed:
                continue
            group.take_exdates()
            handed.extend(group.handed())
        calendar.subcomponents = [c for c in calendar.subcomponents if not any(c is h for h in handed)]
        occurrences = recurring_ical_events.of(calendar).between(query_start, query_stop)

        used: set[int] = set()
        for occurrence in occurrences:
            uid = str(occurrence.get("UID", ""))
            group = series[uid]
            start = occurrence["DTSTART"].dt
            library_end = prop_dt(occurrence, "DTEND")
            if not group.self_managed:
                found.append((start, library_end, occurrence))
                continue
            if group.excluded(start):
                continue
            override = group.modifications.get(instant_key(start))
            if override is not None:
                used.add(id(override))
                found.append(own_occurrence(override, raw_durations))
                continue
            end = compute_end(group.core, start, library_end, raw_durations, group.periods())
            found.append((start, end, group.core))
        # Overrides whose instance lies outside the queried span (or does not
        # exist): shown on their own, as the library would.
        for group in series.values():
            if not group.self_managed:
                continue
            for key, override in group.modifications.items():
                if id(override) in used or key in group.exdates:
                    continue
                if group.core is not None and group.version(override)[0] < group.version(group.core)[0] \
                        and not produces(group, override):
                    continue  # OWN: stale (see above)
                found.append(own_occurrence(override, raw_durations))
    except ParseFailure:
        raise
    except Exception as error:  # broken properties, bad rules, ...
        raise ParseFailure(f"{type(error).__name__}: {error}") from None
    return found


def produces(group, override) -> bool:
    """OWN: whether the series' core (its EXDATEs taken out already) has the
    instance `override` replaces."""
    original = override["RECURRENCE-ID"].dt
    day = original.date() if is_datetime(original) else original
    alone = icalendar.Calendar()
    for component in group.components:
        if component is group.core:
            alone.add_component(component)
    wanted = Series.instance_key(original, not is_datetime(prop_dt(group.core, "DTSTART")))
    all_day = not is_datetime(prop_dt(group.core, "DTSTART"))
    for occurrence in recurring_ical_events.of(alone).between(day - dt.timedelta(days=2), day + dt.timedelta(days=3)):
        start = occurrence["DTSTART"].dt
        if Series.instance_key(start, all_day) == wanted and not group.excluded(start):
            return True
    return False


def own_occurrence(component, raw_durations):
    """(start, end, component) of an override, from its own DTSTART/DTEND/DURATION."""
    start = prop_dt(component, "DTSTART")
    fallback = prop_dt(component, "DTEND")
    return start, compute_end(component, start, fallback if fallback is not None else start, raw_durations, None), component


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--from", dest="first", required=True, help="YYYY-MM-DD")
    parser.add_argument("--to", dest="last", required=True, help="YYYY-MM-DD")
    parser.add_argument("--zone", required=True, help="IANA zone, e.g. Europe/Berlin")
    parser.add_argument("--alarms", nargs=2, metavar=("AFTER", "THROUGH"),
                        help="print when alarms go off between two UTC moments (YYYY-MM-DDTHH:MM:SSZ) instead")
    parser.add_argument("paths", nargs="+", metavar="FILE_OR_DIR")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:
        return EX_USAGE if exit_.code else 0
    try:
        first = dt.date.fromisoformat(args.first)
        last = dt.date.fromisoformat(args.last)
        zone = ZoneInfo(args.zone)
    except Exception as error:
        sys.stderr.write(f"ical_oracle: {error}\n")
        return EX_USAGE

    rows = []
    for path, calendar_name in collect_files(args.paths):
        try:
            window = None
            if args.alarms:
                window = tuple(dt.datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=dt.timezone.utc) for text in args.alarms)
            rows.extend(file_rows(path, calendar_name, first, last, zone, window))
        except ParseFailure as error:
            sys.stderr.write(f"ical_oracle: {path}: cannot parse: {error}\n")
            return EX_DATAERR
    if args.alarms:
        rows.sort(key=lambda r: (r["fire"], r["uid"], r["summary"]))
    else:
        rows.sort(
            key=lambda r: (r["date"], not r["allDay"], r["start"], r["summary"], r["uid"], r["end"], r["calendar"])
        )
    out = sys.stdout
    out.reconfigure(encoding="utf-8")
    if not rows:
        out.write("[]\n")
    else:
        out.write("[\n")
        out.write(",\n".join(json.dumps(row, ensure_ascii=False) for row in rows))
        out.write("\n]\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
