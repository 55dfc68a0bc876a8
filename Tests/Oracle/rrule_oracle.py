#!/usr/bin/env python3
"""Independent oracle for recurrence rules: python-dateutil's rrule.

Reads JSON lines from the file named as its argument, one rule each:

    {"rule": "FREQ=WEEKLY;BYDAY=MO", "start": "2026-11-23T09:00:00",
     "windows": [["2027-01-01T00:00:00", "2027-02-01T23:59:59"], ...]}

and prints one JSON line per input line: for each window, the starts of
the instances inside it (inclusive), as "YYYY-MM-DDTHH:MM:SS".

RFC 5545 3.3.10: DTSTART always counts as the first instance for COUNT,
also when the rule would not give it; dateutil counts only what the rule
gives, so such a rule is read with COUNT one less. DTSTART itself is listed
only when the rule gives it (the caller adds it otherwise), as dal's
`RecurrencePattern.starts` does.

OWN: dateutil requires a day to match both the plain and the numbered
entries of a BYDAY that mixes them (`BYDAY=2TH,SA` gives nothing); RFC 5545
means either (the second Thursday and every Saturday), as libical reads it.
Such a rule is expanded as two rules, one per kind of entry, merged, with
COUNT applied to the merged instances.

OWN: dateutil builds the first week of a FREQ=WEEKLY rule only from
DTSTART's day on, so BYSETPOS counts within that partial week; RFC 5545's
set is the whole week. Such a rule is expanded from the first day of
DTSTART's week (WKST), with BYDAY made explicit, and the instances before
DTSTART are dropped before COUNT is applied.
"""

import datetime as dt
import json
import re
import sys

from dateutil.rrule import rrulestr


def parse(text: str) -> dt.datetime:
    return dt.datetime.strptime(text, "%Y-%m-%dT%H:%M:%S")


def split_mixed_byday(rule_text: str):
    """The rule as two rules when its BYDAY mixes numbered and plain entries."""
    match = re.search(r"BYDAY=([^;]+)", rule_text)
    if not match:
        return None
    entries = match.group(1).split(",")
    numbered = [e for e in entries if re.match(r"[+-]?\d", e)]
    plain = [e for e in entries if e not in numbered]
    if not numbered or not plain:
        return None
    return [rule_text[: match.start(1)] + ",".join(group) + rule_text[match.end(1):] for group in (numbered, plain)]


WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]


def weekly_with_set_positions(rule_text: str, start: dt.datetime, windows):
    """A FREQ=WEEKLY rule with BYSETPOS, its weeks counted whole (see above)."""
    parts = dict(part.split("=", 1) for part in rule_text.split(";"))
    count = int(parts.pop("COUNT")) if "COUNT" in parts else None
    parts.setdefault("BYDAY", WEEKDAYS[start.weekday()])
    week_start = WEEKDAYS.index(parts.get("WKST", "MO"))
    anchor = start - dt.timedelta(days=(start.weekday() - week_start) % 7)
    last = max(parse(high) for _, high in windows)
    found = [d for d in rrulestr(";".join(f"{k}={v}" for k, v in parts.items()), dtstart=anchor).between(anchor, last, inc=True)
             if d >= start]
    if count is not None:
        found = found[: max(count - (0 if found[0:1] == [start] else 1), 0)]
    return [[d.strftime("%Y-%m-%dT%H:%M:%S") for d in found if parse(low) <= d <= parse(high)] for low, high in windows]


def instances(rule_text: str, start: dt.datetime, windows):
    if "FREQ=WEEKLY" in rule_text and "BYSETPOS=" in rule_text:
        return weekly_with_set_positions(rule_text, start, windows)
    count = re.search(r"COUNT=(\d+)", rule_text)
    halves = split_mixed_byday(rule_text)
    if halves:
        last = max(parse(high) for _, high in windows)
        uncounted = [re.sub(r";?COUNT=\d+", "", half) for half in halves]
        merged = sorted({d for half in uncounted for d in rrulestr(half, dtstart=start).between(start, last, inc=True)})
        if count:
            limit = int(count.group(1)) - (0 if merged[0:1] == [start] else 1)
            merged = merged[: max(limit, 0)]
        return [[d.strftime("%Y-%m-%dT%H:%M:%S") for d in merged if parse(low) <= d <= parse(high)] for low, high in windows]
    rule = rrulestr(rule_text, dtstart=start)
    if count and rule[0:1] != [start]:
        remaining = int(count.group(1)) - 1
        if remaining == 0:
            return [[] for _ in windows]
        rule = rrulestr(re.sub(r"COUNT=\d+", f"COUNT={remaining}", rule_text), dtstart=start)
    result = []
    for low, high in windows:
        result.append([d.strftime("%Y-%m-%dT%H:%M:%S") for d in rule.between(parse(low), parse(high), inc=True)])
    return result


def main() -> int:
    for line in open(sys.argv[1], encoding="utf-8"):
        case = json.loads(line)
        print(json.dumps(instances(case["rule"], parse(case["start"]), case["windows"])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
