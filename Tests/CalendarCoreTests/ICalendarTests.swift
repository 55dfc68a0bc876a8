import Testing
@testable import CalendarCore

@Suite struct ICalendarTests {
    static func day(_ text: String) -> CivilDate { try! CivilDate.parse(text) }

    /// Local time is UTC in these tests; the zone conversion itself is
    /// tested end to end with real zones.
    static let expander = RecurrenceExpander(horizon: day("2030-12-31")) { time in
        switch time.zone {
        case .named("Asia/Tokyo"): (time.adding(seconds: -9 * 3600).date, time.adding(seconds: -9 * 3600).secondsOfDay)
        default: (time.date, time.secondsOfDay)
        }
    }

    static func calendar(_ events: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:test\r\n" + events + "END:VCALENDAR\r\n"
    }

    func days(_ event: String) throws -> [String] {
        let parsed = try ICalendarParser.parse(Self.calendar("BEGIN:VEVENT\r\n" + event + "END:VEVENT\r\n"))
        return Self.expander.days(of: try #require(parsed.events.first)).map(\.description).sorted()
    }

    @Test func allDayEvents() throws {
        #expect(try days("DTSTART;VALUE=DATE:20210802\r\n") == ["2021-08-02"])
        #expect(try days("DTSTART;VALUE=DATE:20210802\r\nDTEND;VALUE=DATE:20210805\r\n") == ["2021-08-02", "2021-08-03", "2021-08-04"])
        #expect(try days("DTSTART;VALUE=DATE:20211230\r\nDURATION:P3D\r\n") == ["2021-12-30", "2021-12-31", "2022-01-01"])
    }

    @Test func timedEventsSpanTheirLocalDays() throws {
        #expect(try days("DTSTART:20261121T220000Z\r\nDTEND:20261122T020000Z\r\n") == ["2026-11-21", "2026-11-22"])
        #expect(try days("DTSTART:20261121T220000Z\r\nDTEND:20261122T000000Z\r\n") == ["2026-11-21"], "ends at midnight")
        #expect(try days("DTSTART:20261121T100000\r\nDURATION:PT2H\r\n") == ["2026-11-21"], "floating")
        #expect(try days("DTSTART;TZID=Asia/Tokyo:20261121T080000\r\n") == ["2026-11-20"], "TZID goes through the zone")
    }

    @Test func recurrenceRules() throws {
        #expect(try days("DTSTART;VALUE=DATE:20261101\r\nRRULE:FREQ=DAILY;COUNT=3\r\n") == ["2026-11-01", "2026-11-02", "2026-11-03"])
        #expect(try days("DTSTART;VALUE=DATE:20261101\r\nRRULE:FREQ=DAILY;INTERVAL=10;COUNT=3\r\n") == ["2026-11-01", "2026-11-11", "2026-11-21"])
        #expect(try days("DTSTART;VALUE=DATE:20261102\r\nRRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=5\r\n")
                == ["2026-11-02", "2026-11-04", "2026-11-06", "2026-11-09", "2026-11-11"])
        #expect(try days("DTSTART;VALUE=DATE:20261127\r\nRRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=3\r\n")
                == ["2026-11-27", "2026-12-25", "2027-01-29"])
        #expect(try days("DTSTART;VALUE=DATE:20260131\r\nRRULE:FREQ=MONTHLY;COUNT=4\r\n")
                == ["2026-01-31", "2026-03-31", "2026-05-31", "2026-07-31"], "months without a 31st are skipped")
        #expect(try days("DTSTART;VALUE=DATE:20240229\r\nRRULE:FREQ=YEARLY;COUNT=2\r\n") == ["2024-02-29", "2028-02-29"])
        #expect(try days("DTSTART;VALUE=DATE:20261101\r\nRRULE:FREQ=WEEKLY;UNTIL=20261115\r\n") == ["2026-11-01", "2026-11-08", "2026-11-15"])
        #expect(try days("DTSTART;VALUE=DATE:20261101\r\nRRULE:FREQ=DAILY;COUNT=4\r\nEXDATE;VALUE=DATE:20261102,20261103\r\n")
                == ["2026-11-01", "2026-11-04"], "EXDATEs still count toward COUNT")
        #expect(try days("DTSTART;VALUE=DATE:20261102\r\nRRULE:FREQ=MONTHLY;INTERVAL=2;BYDAY=1MO;COUNT=2\r\n") == ["2026-11-02", "2027-01-04"])
        #expect(try days("DTSTART;VALUE=DATE:20261101\r\nRRULE:FREQ=MONTHLY;BYDAY=1MO;COUNT=2\r\n") == ["2026-11-01", "2026-11-02"],
                "DTSTART always counts as the first occurrence")
        let unbounded = try days("DTSTART;VALUE=DATE:20261101\r\nRRULE:FREQ=YEARLY\r\n")
        #expect(unbounded.first == "2026-11-01" && unbounded.last == "2030-11-01", "stops at the horizon")
    }

    @Test func foldedLinesEscapesAndLFLineEnds() throws {
        let text = "BEGIN:VCALENDAR\nX-WR-CALNAME:Team\\, shared\nBEGIN:VEVENT\nSUMMARY:Long \n title\\; with\\nnewline\nDTSTART;VALUE=DA\n TE:20261121\nEND:VEVENT\nEND:VCALENDAR\n"
        let calendar = try ICalendarParser.parse(text)
        #expect(calendar.name == "Team, shared")
        #expect(calendar.events.first?.summary == "Long title; with\nnewline")
        #expect(calendar.events.first?.start.date == Self.day("2026-11-21"))
    }

    @Test func otherComponentsAreSkipped() throws {
        let calendar = try ICalendarParser.parse(Self.calendar(
            "BEGIN:VTIMEZONE\r\nTZID:X\r\nBEGIN:STANDARD\r\nDTSTART:19701025T030000\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n"
            + "BEGIN:VTODO\r\nDTSTART:20261121T100000\r\nEND:VTODO\r\n"
            + "BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20261121\r\nBEGIN:VALARM\r\nTRIGGER:-PT15M\r\nEND:VALARM\r\nEND:VEVENT\r\n"))
        #expect(calendar.events.count == 1)
    }

    @Test(arguments: [
        ("BEGIN:VEVENT\r\nEND:VEVENT\r\n", 1, "must start with BEGIN:VCALENDAR"),
        ("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n", 2, "VEVENT has no DTSTART"),
        ("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:2021-08-02\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n", 3, "is not a date"),
        ("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20210230\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n", 3, "is not a date"),
        ("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20210802T250000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n", 3, "not a date-time"),
        ("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20210802\r\nRRULE:FREQ=HOURLY\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n", 4, "FREQ=DAILY"),
        ("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20210802\r\nRRULE:FREQ=DAILY;COUNT=0\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n", 4, "COUNT"),
        ("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20210802\r\nRRULE:FREQ=WEEKLY;BYDAY=XX\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n", 4, "BYDAY"),
        ("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20210802\r\nDURATION:1D\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n", 4, "DURATION"),
        ("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20210802\r\nEND:VCALENDAR\r\n", 4, "does not close"),
        ("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20210802\r\nEND:VEVENT\r\n", 4, "END:VCALENDAR missing"),
        ("BEGIN:VCALENDAR\r\njust text\r\nEND:VCALENDAR\r\n", 2, "not a content line"),
    ])
    func malformedFilesGiveTheLine(text: String, line: Int, message: String) {
        do {
            _ = try ICalendarParser.parse(text)
            Issue.record("accepted")
        } catch {
            #expect(error.line == line && error.message.contains(message), "\(error)")
        }
    }

    @Test func exportParsesBackToTheSameDates() throws {
        let selected = ["2026-11-21", "2026-11-22", "2026-11-23", "2026-12-25", "2024-02-29"].map(Self.day)
        let runs = Selection(selected).ranges
        let text = ICalendarWriter.write(runs: runs, stamp: "20261121T000000Z", summary: "a, b; c")
        #expect(text.contains("UID:dal-20261121-20261123@dal\r\n"))
        #expect(!text.split(separator: "\r\n").contains { $0.utf8.count > 75 })
        let parsed = try ICalendarParser.parse(text)
        #expect(parsed.events.count == 3)
        #expect(parsed.events.first?.summary == "a, b; c")
        let days = parsed.events.flatMap { Self.expander.days(of: $0) }.sorted()
        #expect(days == selected.sorted())
    }

    @Test func longLinesFoldWithoutSplittingCharacters() {
        let line = "SUMMARY:" + String(repeating: "한", count: 40)
        let folded = ICalendarWriter.fold(line)
        #expect(folded.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 75 })
        #expect(ICalendarParser.unfold(folded.replacingOccurrences(of: "\r\n", with: "\n")).first?.1 == line)
    }
}
