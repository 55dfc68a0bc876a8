#!/usr/bin/env python3
"""The RRULE texts dal writes, read back by python-dateutil's rrulestr.

Reads JSON lines from the file named as its argument, one rule each:

    {"rule": "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "start": "2026-11-24T10:00:00",
     "windows": [["2026-11-24T10:00:00", "2028-11-24T23:59:59"]]}

and prints one JSON line per input line:

    {"text": "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "instances": [[...], ...]}

`text` is the rule as dateutil parsed it, written back by dateutil itself
(`str(rule)`, its RRULE line): every part dal wrote must come back with
the same value. `instances` are the starts in each window, as
rrule_oracle.py lists them (RFC 5545's COUNT: DTSTART is the first).
"""

import json
import os
import sys

from dateutil.rrule import rrulestr

# No __pycache__ in the source tree.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rrule_oracle import instances, parse  # noqa: E402


def main() -> int:
    for line in open(sys.argv[1], encoding="utf-8"):
        case = json.loads(line)
        start = parse(case["start"])
        written = str(rrulestr(case["rule"], dtstart=start))
        rule_line = next(part for part in written.splitlines() if part.startswith("RRULE:"))
        print(json.dumps({"text": rule_line[len("RRULE:"):], "instances": instances(case["rule"], start, case["windows"])}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
