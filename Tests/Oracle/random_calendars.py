#!/usr/bin/env python3
"""Write random but valid, well-defined iCalendar files for differential tests.

Usage:
    python3 Tests/Oracle/random_calendars.py --seed N --count K --out DIR

Writes K files DIR/random-N-000.ics ... each holding one to three VEVENTs
with random RRULEs (HOURLY..YEARLY, INTERVAL 1-4, BYDAY with and without
ordinals, BYMONTHDAY incl. negative, BYMONTH, BYSETPOS, BYYEARDAY, BYWEEKNO
with YEARLY only), COUNT or UNTIL or neither, EXDATEs, RDATEs (some as
periods), sometimes a RECURRENCE-ID override that moves or cancels one
instance, and DTSTART all-day, UTC, floating or with a TZID from
Europe/Berlin, America/New_York, Asia/Tokyo, Australia/Sydney,
America/Los_Angeles, between 2025 and 2027, lasting 0 to 3 days.

The same seed always gives the same bytes.

Combinations that RFC 5545 forbids or leaves undefined are avoided:
  * DTSTART is always the first instance of its RRULE (3.8.5.3 leaves an
    unsynchronised DTSTART undefined): rule parts are built to include a
    candidate start, and DTSTART is then moved to the rule's first instance.
  * BYWEEKNO only with FREQ=YEARLY, always with BYDAY, never with WKST;
    BYYEARDAY never with DAILY/WEEKLY/MONTHLY; BYMONTHDAY never with WEEKLY;
    BYDAY ordinals only with MONTHLY or YEARLY; BYSETPOS only next to another
    BYxxx part; never both COUNT and UNTIL; UNTIL has DTSTART's value type
    (DATE, UTC for UTC and TZID starts, local for floating starts).
  * HOURLY never with a date, and with a TZID only in Asia/Tokyo: whether
    HOURLY steps in wall-clock or elapsed time across a DST change is not
    settled by the RFC.
  * Every rule has instances (no BYMONTHDAY=30 with BYMONTH=2 and the like),
    so expanders do not search to year 9999.
  * RECURRENCE-ID and most EXDATEs name real instances.
"""

from __future__ import annotations

import argparse
import datetime as dt
import random
import sys
from itertools import islice
from pathlib import Path
from zoneinfo import ZoneInfo

from dateutil.rrule import rrulestr

UTC = dt.timezone.utc
ZONES = [
    "Europe/Berlin",
    "America/New_York",
    "Asia/Tokyo",
    "Australia/Sydney",
    "America/Los_Angeles",
]
DAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
WORDS = [
    "Standup", "Review", "Lunch", "Gym", "Call", "Dentist", "Planning",
    "Retro", "Yoga", "Piano", "Train", "Flight", "Sync", "Demo", "회의",
    "Café", "Übung", "Read",
]


# --------------------------------------------------------------------------
# Formatting
# --------------------------------------------------------------------------


def escape_text(text: str) -> str:
    return (
        text.replace("\\", "\\\\")
        .replace(";", "\\;")
        .replace(",", "\\,")
        .replace("\n", "\\n")
    )


def fold(line: str) -> bytes:
    """Fold at 75 octets, possibly inside a multi-byte character (RFC 5545 3.1)."""
    data = line.encode("utf-8")
    parts = [data[:75]]
    data = data[75:]
    while data:
        parts.append(b" " + data[:74])
        data = data[74:]
    return b"\r\n".join(parts)


def ical_date(value: dt.date) -> str:
    return value.strftime("%Y%m%d")


def ical_local(value: dt.datetime) -> str:
    return value.strftime("%Y%m%dT%H%M%S")


def ical_utc(value: dt.datetime) -> str:
    return value.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")


class Kind:
    """How the event's times are written: date, utc, floating or a TZID."""

    def __init__(self, name: str, zone: str | None = None):
        self.name = name
        self.zone = zone
        self.tz = ZoneInfo(zone) if zone else (UTC if name == "utc" else None)

    def prop(self, name: str, value) -> str:
        """NAME;params:value for one DATE or DATE-TIME."""
        if self.name == "date":
            return f"{name};VALUE=DATE:{ical_date(value)}"
        if self.name == "utc":
            return f"{name}:{ical_utc(value)}"
        if self.name == "floating":
            return f"{name}:{ical_local(value)}"
        return f"{name};TZID={self.zone}:{ical_local(value)}"

    def prop_list(self, name: str, values) -> str:
        if self.name == "date":
            return f"{name};VALUE=DATE:" + ",".join(ical_date(v) for v in values)
        if self.name == "utc":
            return f"{name}:" + ",".join(ical_utc(v) for v in values)
        if self.name == "floating":
            return f"{name}:" + ",".join(ical_local(v) for v in values)
        return f"{name};TZID={self.zone}:" + ",".join(ical_local(v) for v in values)

    def until(self, value) -> str:
        if self.name == "date":
            return ical_date(value)
        if self.name == "floating":
            return ical_local(value)
        return ical_utc(value)


# --------------------------------------------------------------------------
# Rules
# --------------------------------------------------------------------------


def nth_in_month(day: dt.date) -> tuple[int, int]:
    """(n, -m): day is the n-th and the m-th last of its weekday in its month."""
    n = (day.day - 1) // 7 + 1
    days_in_month = ((day.replace(day=28) + dt.timedelta(days=4)).replace(day=1) - dt.timedelta(days=1)).day
    m = (days_in_month - day.day) // 7 + 1
    return n, -m


def nth_in_year(day: dt.date) -> tuple[int, int]:
    yday = day.timetuple().tm_yday
    days_in_year = 366 if (dt.date(day.year, 12, 31).timetuple().tm_yday == 366) else 365
    return (yday - 1) // 7 + 1, -((days_in_year - yday) // 7 + 1)


def monthday_value(rng: random.Random, day: dt.date) -> int:
    """The candidate's month day, written positive or negative."""
    days_in_month = ((day.replace(day=28) + dt.timedelta(days=4)).replace(day=1) - dt.timedelta(days=1)).day
    if rng.random() < 0.35:
        return day.day - days_in_month - 1
    return day.day


def weekday_list(rng: random.Random, day: dt.date, extra_max: int = 3) -> list[str]:
    chosen = {day.weekday()}
    for _ in range(rng.randint(0, extra_max)):
        chosen.add(rng.randrange(7))
    return [DAYS[i] for i in sorted(chosen)]


def build_rule(rng: random.Random, freq: str, cand: dt.date) -> list[str]:
    """Rule parts (without COUNT/UNTIL) that the candidate day satisfies."""
    parts = [f"FREQ={freq}"]
    interval = rng.choice([1, 1, 1, 2, 3, 4])
    if interval > 1:
        parts.append(f"INTERVAL={interval}")
    setpos_ok = False
    if freq == "HOURLY":
        if rng.random() < 0.3:
            parts.append("BYDAY=" + ",".join(weekday_list(rng, cand)))
        if rng.random() < 0.2:
            parts.append(f"BYMONTH={cand.month}")
    elif freq == "DAILY":
        if rng.random() < 0.4:
            parts.append("BYDAY=" + ",".join(weekday_list(rng, cand)))
        if rng.random() < 0.2:
            values = sorted({monthday_value(rng, cand), rng.choice([1, 10, -1])})
            parts.append("BYMONTHDAY=" + ",".join(map(str, values)))
        if rng.random() < 0.2:
            months = sorted({cand.month, rng.randint(1, 12)})
            parts.append("BYMONTH=" + ",".join(map(str, months)))
    elif freq == "WEEKLY":
        if rng.random() < 0.6:
            days = weekday_list(rng, cand)
            parts.append("BYDAY=" + ",".join(days))
            setpos_ok = len(days) >= 2
        if rng.random() < 0.15:
            months = sorted({cand.month, rng.randint(1, 12), rng.randint(1, 12)})
            parts.append("BYMONTH=" + ",".join(map(str, months)))
        if rng.random() < 0.3:
            parts.append("WKST=SU")
    elif freq == "MONTHLY":
        style = rng.choice(["plain", "monthday", "weekday", "ordinal", "both", "weekday"])
        if style == "plain" and cand.day > 28:
            style = "monthday"
        if style == "monthday":
            values = {monthday_value(rng, cand)}
            for _ in range(rng.randint(0, 2)):
                values.add(rng.choice([1, 2, 10, 15, 20, 28, -1, -2, -7]))
            parts.append("BYMONTHDAY=" + ",".join(map(str, sorted(values))))
            setpos_ok = len(values) >= 2
        elif style == "weekday":
            parts.append("BYDAY=" + ",".join(weekday_list(rng, cand)))
            setpos_ok = True
        elif style == "ordinal":
            n, m = nth_in_month(cand)
            first = f"{rng.choice([n, m]) if n <= 4 else m}{DAYS[cand.weekday()]}"
            values = [first]
            if rng.random() < 0.4:
                values.append(f"{rng.choice([1, 2, 3, -1, -2])}{rng.choice(DAYS)}")
            parts.append("BYDAY=" + ",".join(dict.fromkeys(values)))
        elif style == "both":
            parts.append("BYDAY=" + DAYS[cand.weekday()])
            parts.append(f"BYMONTHDAY={monthday_value(rng, cand)}")
        if style != "both" and rng.random() < 0.2:
            months = sorted({cand.month, rng.randint(1, 12), rng.randint(1, 12)})
            parts.append("BYMONTH=" + ",".join(map(str, months)))
    else:  # YEARLY
        style = rng.choice(
            ["plain", "month-monthday", "month-ordinal", "year-ordinal", "yearday", "weekno", "month-weekday"]
        )
        if style == "plain" and cand.month == 2 and cand.day == 29:
            style = "month-monthday"
        if style == "month-monthday":
            months = sorted({cand.month, rng.randint(1, 12)})
            day = monthday_value(rng, cand)
            parts.append("BYMONTH=" + ",".join(map(str, months)))
            parts.append(f"BYMONTHDAY={day}")
        elif style == "month-ordinal":
            n, m = nth_in_month(cand)
            parts.append(f"BYMONTH={cand.month}")
            parts.append(f"BYDAY={rng.choice([n, m]) if n <= 4 else m}{DAYS[cand.weekday()]}")
        elif style == "year-ordinal":
            n, m = nth_in_year(cand)
            parts.append(f"BYDAY={rng.choice([n, m]) if n <= 52 else m}{DAYS[cand.weekday()]}")
        elif style == "yearday":
            yday = cand.timetuple().tm_yday
            days_in_year = dt.date(cand.year, 12, 31).timetuple().tm_yday
            value = yday if rng.random() < 0.6 else yday - days_in_year - 1
            values = {value}
            for _ in range(rng.randint(0, 2)):
                values.add(rng.choice([1, 32, 100, 200, 365, -1, -100]))
            parts.append("BYYEARDAY=" + ",".join(map(str, sorted(values))))
        elif style == "weekno":
            # Weeks 1, 52, 53 and -1 can hold days of the neighbouring year;
            # whether those belong to the year's set is not settled, so only
            # weeks 2..51 (written positive or negative) are used.
            week = cand.isocalendar()[1]
            if not 2 <= week <= 51:
                cand = cand + dt.timedelta(days=rng.choice([-1, 1]) * 21)
                week = cand.isocalendar()[1]
            weeks_in_year = dt.date(cand.year, 12, 28).isocalendar()[1]
            weeks = {week if rng.random() < 0.7 else week - weeks_in_year - 1}
            if rng.random() < 0.3:
                weeks.add(rng.choice([10, 20, 30, -2, -10]))
            parts.append("BYWEEKNO=" + ",".join(map(str, sorted(weeks))))
            parts.append("BYDAY=" + ",".join(weekday_list(rng, cand, 2)))
            return parts  # no WKST, no BYSETPOS with week numbers
        elif style == "month-weekday":
            parts.append(f"BYMONTH={cand.month}")
            parts.append("BYDAY=" + ",".join(weekday_list(rng, cand)))
            setpos_ok = True
    if setpos_ok and rng.random() < 0.35:
        positions = rng.sample([1, 2, -1, -2], rng.choice([1, 1, 2]))
        parts.append("BYSETPOS=" + ",".join(map(str, sorted(positions))))
    return parts


def rfc_instances(parts: list[str], start: dt.datetime, limit: int) -> list[dt.datetime]:
    """The first `limit` instances at or after `start` of the rule (no COUNT/UNTIL).

    dateutil sees only the days from DTSTART on in DTSTART's week, which
    skews BYSETPOS with FREQ=WEEKLY; such rules are expanded from the first
    day (WKST) of that week and instances before `start` are dropped.
    """
    anchor = start
    if "FREQ=WEEKLY" in parts and any(p.startswith("BYSETPOS=") for p in parts):
        wkst = DAYS.index("SU" if "WKST=SU" in parts else "MO")
        anchor = start - dt.timedelta(days=(start.weekday() - wkst) % 7)
    rule = rrulestr(";".join(parts), dtstart=anchor)
    return list(islice((when for when in rule if when >= start), limit))


# --------------------------------------------------------------------------
# Events
# --------------------------------------------------------------------------


def random_summary(rng: random.Random) -> str:
    text = " ".join(rng.sample(WORDS, rng.randint(1, 3)))
    roll = rng.random()
    if roll < 0.08:
        text += ", part 2"
    elif roll < 0.12:
        text += "; bring notes"
    elif roll < 0.15:
        text += "\nsecond line"
    return text


def make_event(rng: random.Random, uid: str) -> list[str]:
    # How the times are written.
    kind_name = rng.choice(["date", "date", "utc", "floating", "tzid", "tzid", "tzid"])
    freq = rng.choice(["HOURLY", "DAILY", "DAILY", "WEEKLY", "WEEKLY", "MONTHLY", "MONTHLY", "YEARLY", "YEARLY"])
    zone = rng.choice(ZONES) if kind_name == "tzid" else None
    if freq == "HOURLY":
        if kind_name == "date":
            kind_name = rng.choice(["utc", "floating"])
        if kind_name == "tzid":
            zone = "Asia/Tokyo"
    kind = Kind(kind_name, zone)

    for _attempt in range(50):
        cand_day = dt.date(2025, 1, 1) + dt.timedelta(days=rng.randrange(3 * 365))
        parts = build_rule(rng, freq, cand_day)
        if kind.name == "date":
            cand = dt.datetime.combine(cand_day, dt.time())
        else:
            cand = dt.datetime.combine(cand_day, dt.time(rng.randrange(24), rng.choice([0, 15, 30, 45])))
            if kind.tz is not None:
                cand = cand.replace(tzinfo=kind.tz)
        instances = rfc_instances(parts, cand, 60)
        if instances and instances[0].date() <= dt.date(2027, 12, 31):
            break
    else:  # pragma: no cover - the rules are built to have instances
        raise RuntimeError("no usable rule found")
    start = instances[0]
    # Re-anchor on the synchronised start (it is the rule's first instance).
    instances = rfc_instances(parts, start, 60)
    assert instances[0] == start, (parts, start, instances[:3])

    # COUNT, UNTIL or neither.
    end_kind = rng.choice(["count", "count", "until", "until", "none"])
    if freq == "HOURLY" and end_kind == "none":
        end_kind = "count"
    if end_kind == "count":
        count = rng.randint(1, 30 if freq != "HOURLY" else 40)
        parts.append(f"COUNT={count}")
        instances = instances[:count]
    elif end_kind == "until":
        index = rng.randrange(min(len(instances), 25))
        last = instances[index]
        if kind.name == "date":
            until = last.date()
        else:
            until = last
            if rng.random() < 0.5 and index + 1 < len(instances):
                # Somewhere strictly between two instances.
                following = instances[index + 1]
                if kind.tz is not None:
                    last, following = last.astimezone(UTC), following.astimezone(UTC)
                gap = int((following - last).total_seconds())
                until = last + dt.timedelta(seconds=rng.randrange(1, max(2, gap)))
        parts.append(f"UNTIL={kind.until(until)}")
        instances = instances[: index + 1]

    lines = [
        "BEGIN:VEVENT",
        f"UID:{uid}",
        "DTSTAMP:20260101T000000Z",
        f"SUMMARY:{escape_text(random_summary(rng))}",
    ]
    if kind.name == "date":
        lines.append(kind.prop("DTSTART", start.date()))
        roll = rng.random()
        if roll < 0.5:
            lines.append(kind.prop("DTEND", start.date() + dt.timedelta(days=rng.randint(1, 3))))
        elif roll < 0.7:
            lines.append(f"DURATION:P{rng.randint(1, 3)}D")
    else:
        lines.append(kind.prop("DTSTART", start))
        roll = rng.random()
        if roll < 0.1:
            pass  # no end: zero length
        elif roll < 0.15:
            lines.append(kind.prop("DTEND", start))  # explicit zero length
        elif roll < 0.6:
            minutes = rng.choice([15, 30, 45, 60, 90, 120, 240, 600, 1440, 2000, 2880, 4320])
            if kind.name == "tzid" and rng.random() < 0.15:
                other = Kind("tzid", rng.choice(ZONES))  # like a flight
                end = (start.astimezone(UTC) + dt.timedelta(minutes=minutes)).astimezone(other.tz)
                lines.append(other.prop("DTEND", end))
            elif kind.tz is not None:
                end = (start.astimezone(UTC) + dt.timedelta(minutes=minutes)).astimezone(kind.tz)
                lines.append(kind.prop("DTEND", end))
            else:
                lines.append(kind.prop("DTEND", start + dt.timedelta(minutes=minutes)))
        else:
            days = rng.choice([0, 0, 0, 1, 2])
            hours = rng.choice([0, 1, 2, 5, 23])
            mins = rng.choice([0, 0, 30])
            if days == 0 and hours == 0 and mins == 0:
                mins = 45
            text = "P" + (f"{days}D" if days else "")
            if hours or mins:
                text += "T" + (f"{hours}H" if hours else "") + (f"{mins}M" if mins else "")
            lines.append(f"DURATION:{text}")
    lines.append("RRULE:" + ";".join(parts))

    # EXDATEs: mostly real instances (never the first), sometimes a miss.
    exdates = []
    if len(instances) > 2 and rng.random() < 0.5:
        exdates = rng.sample(instances[1:], min(len(instances) - 1, rng.randint(1, 3)))
        if rng.random() < 0.15:
            exdates.append(instances[-1] + dt.timedelta(days=rng.randint(400, 900)))
        exdates.sort(key=lambda x: x.astimezone(UTC) if kind.tz else x)
        if kind.name == "date":
            lines.append(kind.prop_list("EXDATE", [d.date() for d in exdates]))
        elif kind.name == "tzid" and rng.random() < 0.3:
            lines.append(Kind("utc").prop_list("EXDATE", exdates))  # UTC form
        else:
            lines.append(kind.prop_list("EXDATE", exdates))

    # RDATEs: single dates/date-times, sometimes periods.
    if rng.random() < 0.4:
        rdates = []
        for _ in range(rng.randint(1, 3)):
            rdates.append(start + dt.timedelta(days=rng.randint(1, 400), hours=0 if kind.name == "date" else rng.randint(-6, 6)))
        rdates.sort(key=lambda x: x.astimezone(UTC) if kind.tz else x)
        if kind.name == "date":
            lines.append(kind.prop_list("RDATE", [r.date() for r in rdates]))
        elif kind.name in ("utc", "tzid") and rng.random() < 0.35:
            periods = []
            for r in rdates:
                if rng.random() < 0.5:
                    periods.append(f"{ical_utc(r)}/{ical_utc(r + dt.timedelta(minutes=rng.choice([30, 90, 300])))}")
                else:
                    periods.append(f"{ical_utc(r)}/PT{rng.choice([1, 2, 3])}H")
            lines.append("RDATE;VALUE=PERIOD:" + ",".join(periods))
        else:
            lines.append(kind.prop_list("RDATE", rdates))
    lines.append("END:VEVENT")

    # A RECURRENCE-ID override of one real instance.
    remaining = [i for i in instances[1:] if i not in exdates]
    if remaining and rng.random() < 0.2:
        target = rng.choice(remaining)
        override = [
            "BEGIN:VEVENT",
            f"UID:{uid}",
            "DTSTAMP:20260101T000000Z",
            "SEQUENCE:1",
            kind.prop("RECURRENCE-ID", target.date() if kind.name == "date" else target),
        ]
        if rng.random() < 0.3:
            override += ["STATUS:CANCELLED", "SUMMARY:Cancelled instance"]
            override.append(kind.prop("DTSTART", target.date() if kind.name == "date" else target))
        else:
            override.append("SUMMARY:Moved instance")
            if kind.name == "date":
                moved = target.date() + dt.timedelta(days=rng.randint(1, 3))
                override.append(kind.prop("DTSTART", moved))
                override.append(kind.prop("DTEND", moved + dt.timedelta(days=1)))
            else:
                moved = target + dt.timedelta(hours=rng.choice([-5, 2, 3, 26]))
                override.append(kind.prop("DTSTART", moved))
                override.append(kind.prop("DTEND", moved + dt.timedelta(minutes=45)))
        override.append("END:VEVENT")
        lines += override
    return lines


def make_calendar(rng: random.Random, name: str) -> bytes:
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//dal//random_calendars//EN"]
    for index in range(rng.choice([1, 1, 1, 2, 3])):
        lines += make_event(rng, f"{name}-{index}@dal.test")
    lines.append("END:VCALENDAR")
    return b"".join(fold(line) + b"\r\n" for line in lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Write random valid .ics files.")
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--out", required=True)
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)
    for number in range(args.count):
        name = f"random-{args.seed}-{number:03d}"
        (out / f"{name}.ics").write_bytes(make_calendar(rng, name))
    return 0


if __name__ == "__main__":
    sys.exit(main())
