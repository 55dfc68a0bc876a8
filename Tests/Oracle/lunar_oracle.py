#!/usr/bin/env python3
"""Independent oracle for dal's Korean lunar dates (음력): the PyPI package
korean-lunar-calendar, which follows the Korea Astronomy and Space Science
Institute's tables (KASI, https://astro.kasi.re.kr), for every day from
FIRST through LAST.

Usage:
    python3 Tests/Oracle/lunar_oracle.py 1950-01-01 2050-12-31

Prints one line a day: `YYYY-MM-DD year-month-day` with `L` after the
month of a leap month (윤달): `2012-04-21 2012-3L-1`.
"""

import datetime as dt
import sys

from korean_lunar_calendar import KoreanLunarCalendar


def main():
    first, last = (dt.date.fromisoformat(text) for text in sys.argv[1:3])
    lunar = KoreanLunarCalendar()
    lines = []
    day = first
    while day <= last:
        if not lunar.setSolarDate(day.year, day.month, day.day):
            sys.exit(f"the oracle cannot read {day}")
        leap = "L" if lunar.isIntercalation else ""
        lines.append(f"{day.isoformat()} {lunar.lunarYear}-{lunar.lunarMonth}{leap}-{lunar.lunarDay}")
        day += dt.timedelta(days=1)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
