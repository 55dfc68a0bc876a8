#!/usr/bin/env python3
"""Independent reading of the replies `dal invite` makes (RFC 5546, RFC 6047).

Usage:
    python3 Tests/Oracle/itip_oracle.py FILE

FILE is a mail as an SMTP server received it (`.eml`), or the reply alone
(`dal invite --print`). Prints one JSON object:

    {"headers": {"from": ..., "to": ..., "subject": (decoded)},
     "parts": ["multipart/alternative", "text/plain", "text/calendar"],
     "calendarParams": {"method": "REPLY", "charset": "UTF-8"},
     "text": the text/plain part,
     "method": "REPLY", "prodid": ...,
     "events": [{"uid": ..., "sequence": 0 or null, "recurrenceId": "20261208T100000" or null,
                 "organizer": "mailto:...", "dtstamp": "20261128T101500Z",
                 "attendees": [["mailto:...", "ACCEPTED"]], "comment": ... or null,
                 "summary": ...}],
     "timezones": ["Asia/Seoul", ...]}

The mail is read by Python's `email` package and the calendar by
`icalendar` (7.x), neither of which dal uses: what they read is what a
mail client and a calendar program would.
"""
import email
import email.header
import email.policy
import json
import sys

import icalendar


def calendar_summary(data):
    calendar = icalendar.Calendar.from_ical(data)
    events = []
    for event in calendar.walk("VEVENT"):
        attendees = event.get("ATTENDEE")
        if attendees is None:
            attendees = []
        elif not isinstance(attendees, list):
            attendees = [attendees]
        rid = event.get("RECURRENCE-ID")
        sequence = event.get("SEQUENCE")
        events.append({
            "uid": str(event.get("UID")),
            "sequence": int(sequence) if sequence is not None else None,
            "recurrenceId": rid.to_ical().decode() if rid is not None else None,
            "organizer": str(event.get("ORGANIZER")) if event.get("ORGANIZER") is not None else None,
            "dtstamp": event.get("DTSTAMP").to_ical().decode() if event.get("DTSTAMP") is not None else None,
            "attendees": [[str(a), str(a.params.get("PARTSTAT", ""))] for a in attendees],
            "comment": str(event.get("COMMENT")) if event.get("COMMENT") is not None else None,
            "summary": str(event.get("SUMMARY")) if event.get("SUMMARY") is not None else None,
        })
    return {
        "method": str(calendar.get("METHOD")) if calendar.get("METHOD") is not None else None,
        "prodid": str(calendar.get("PRODID")) if calendar.get("PRODID") is not None else None,
        "events": events,
        "timezones": [str(zone.get("TZID")) for zone in calendar.walk("VTIMEZONE")],
    }


def main():
    raw = open(sys.argv[1], "rb").read()
    if raw.lstrip().upper().startswith(b"BEGIN:VCALENDAR"):
        print(json.dumps(calendar_summary(raw)))
        return
    message = email.message_from_bytes(raw, policy=email.policy.default)
    result = {
        "headers": {"from": str(message["From"]), "to": str(message["To"]), "subject": str(message["Subject"])},
        "parts": [part.get_content_type() for part in message.walk()],
    }
    for part in message.walk():
        if part.get_content_type() == "text/plain":
            result["text"] = part.get_content()
        if part.get_content_type() == "text/calendar":
            result["calendarParams"] = {key: value for key, value in part.get_params()[1:]}
            result.update(calendar_summary(part.get_payload(decode=True)))
    print(json.dumps(result))


if __name__ == "__main__":
    main()
