import CalendarCore
import Foundation
import Testing
@testable import Calendars
import SystemServices

/// iCalendar read through libical and expanded for windows of days. The
/// viewer's zone is UTC here (set once for the process); other zones are
/// compared with an independent implementation end to end.
@Suite(.serialized) struct CalendarsTests {
    init() {
        ProcessEnvironment.set("TZ", to: "UTC")
        tzset()
    }

    static func day(_ text: String) -> CivilDate { try! CivilDate.parse(text) }

    static func calendar(_ events: String) -> [UInt8] {
        Array(("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:test\r\n" + events + "END:VCALENDAR\r\n").utf8)
    }

    /// The days an event covers from 2020 to 2031.
    func days(_ event: String, window: ClosedRange<CivilDate> = day("2020-01-01")...day("2031-12-31")) throws -> [String] {
        let file = try ICalendarFile(bytes: Self.calendar("BEGIN:VEVENT\r\nUID:x\r\n" + event + "END:VEVENT\r\n"))
        let collection = EventCollection(calendars: [CalendarInfo(name: "t", color: nil, path: "t")], contents: [file.contents], warnings: [])
        // Each occurrence's days within the window (one may cover 9,999 years).
        return Array(Set(collection.occurrences(in: window).flatMap { o in
            stride(from: max(o.days.lowerBound, window.lowerBound).dayNumber, through: min(o.days.upperBound, window.upperBound).dayNumber, by: 1)
                .map { CivilDate(dayNumber: $0) }
        }.map(\.description))).sorted()
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
        #expect(try days("DTSTART;VALUE=DATE:20260101\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU;COUNT=3\r\n")
                == ["2026-01-01", "2026-03-29", "2027-03-28"])
        #expect(try days("DTSTART;VALUE=DATE:20260101\r\nRRULE:FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13;COUNT=3\r\n")
                == ["2026-01-01", "2026-02-13", "2026-03-13"])
        #expect(try days("DTSTART;VALUE=DATE:20261101\r\nRRULE:FREQ=MONTHLY;BYMONTHDAY=1,15;COUNT=4\r\n")
                == ["2026-11-01", "2026-11-15", "2026-12-01", "2026-12-15"])
    }

    @Test func unboundedRulesAreExactFarAway() throws {
        // Every 29th of February, weekly on Mondays, and the last Friday of each
        // month, in years libical itself cannot reach.
        let far = Self.day("8888-01-01")...Self.day("8888-12-31")
        #expect(try days("DTSTART;VALUE=DATE:20240229\r\nRRULE:FREQ=YEARLY\r\n", window: far) == ["8888-02-29"])
        let mondays = try days("DTSTART;VALUE=DATE:20261102\r\nRRULE:FREQ=WEEKLY;INTERVAL=3\r\n", window: far)
        #expect(mondays.allSatisfy { Self.day($0).weekday == .monday })
        #expect(mondays.map { Self.day("2026-11-02").days(until: Self.day($0)) % 21 }.allSatisfy { $0 == 0 }, "every third week, in phase")
        #expect(mondays.count == 17 || mondays.count == 18)
        let lastFridays = try days("DTSTART:20261127T100000Z\r\nRRULE:FREQ=MONTHLY;BYDAY=-1FR\r\n", window: far)
        #expect(lastFridays.count == 12 && lastFridays.allSatisfy { Self.day($0).weekday == .friday && Self.day($0).adding(days: 7).day < 8 })
        #expect(try days("DTSTART;VALUE=DATE:20261101\r\nRRULE:FREQ=DAILY;INTERVAL=7;UNTIL=99991231\r\n",
                         window: Self.day("9999-12-01")...Self.day("9999-12-31")).count == 4)
    }

    @Test func recurrenceIdsMoveAndCancelInstances() throws {
        let text = Self.calendar("""
            BEGIN:VEVENT\r\nUID:s\r\nSUMMARY:Weekly\r\nDTSTART;VALUE=DATE:20261102\r\nRRULE:FREQ=WEEKLY;COUNT=3\r\nEND:VEVENT\r
            BEGIN:VEVENT\r\nUID:s\r\nSUMMARY:Moved\r\nRECURRENCE-ID;VALUE=DATE:20261109\r\nDTSTART;VALUE=DATE:20261111\r\nEND:VEVENT\r
            BEGIN:VEVENT\r\nUID:s\r\nRECURRENCE-ID;VALUE=DATE:20261116\r\nSTATUS:CANCELLED\r\nDTSTART;VALUE=DATE:20261116\r\nEND:VEVENT\r

            """)
        let file = try ICalendarFile(bytes: text)
        let collection = EventCollection(calendars: [CalendarInfo(name: "t", color: nil, path: "t")], contents: [file.contents], warnings: [])
        let found = collection.occurrences(in: Self.day("2026-11-01")...Self.day("2026-11-30"))
        let shown = found.filter { !$0.isCancelled }
        #expect(shown.map { "\($0.start.date) \($0.summary)" } == ["2026-11-02 Weekly", "2026-11-11 Moved"])
        #expect(shown.last?.recurrenceID == "20261109")
        #expect(found.filter(\.isCancelled).map { "\($0.start.date) \($0.recurrenceID ?? "")" } == ["2026-11-16 20261116"],
                "the cancelled instance is given, marked: the screen strikes it through, the rest leave it out")
    }

    @Test func foldedLinesEscapesByteOrderMarkAndLFLineEnds() throws {
        let text = "\u{FEFF}BEGIN:VCALENDAR\nX-WR-CALNAME:Team\\, shared\nBEGIN:VEVENT\nUID:u\nSUMMARY:Long \n title\\; with\\nnewline \u{D55C}\nDTSTART;VALUE=DA\n TE:20261121\nEND:VEVENT\nEND:VCALENDAR\n"
        var bytes = Array(text.utf8)
        // Fold inside the three bytes of 한.
        let han = Array("\u{D55C}".utf8)
        if let at = bytes.firstRange(of: han) { bytes.replaceSubrange(at, with: [han[0], 0x0A, 0x20, han[1], han[2]]) }
        let file = try ICalendarFile(bytes: bytes)
        #expect(file.name == "Team, shared")
        #expect(file.contents.first?.summary == "Long title; with\nnewline \u{D55C}")
        #expect(file.contents.first?.start.wall.date == Self.day("2026-11-21"))
    }

    @Test func otherComponentsAreSkipped() throws {
        let file = try ICalendarFile(bytes: Self.calendar(
            "BEGIN:VTODO\r\nDTSTART:20261121T100000\r\nEND:VTODO\r\n"
            + "BEGIN:VEVENT\r\nUID:a\r\nDTSTART;VALUE=DATE:20261121\r\nBEGIN:VALARM\r\nTRIGGER:-PT15M\r\nACTION:DISPLAY\r\nEND:VALARM\r\nEND:VEVENT\r\n"))
        #expect(file.contents.count == 1 && file.warnings.isEmpty)
    }

    @Test func aFileThatIsNotICalendarIsRefusedWithItsLine() {
        #expect(throws: CalendarFileError(line: 1, message: "this is not an iCalendar file: it must start with BEGIN:VCALENDAR",
                                              reason: .notICalendar(line: 1))) {
            try ICalendarFile(bytes: Array("BEGIN:VEVENT\r\nEND:VEVENT\r\n".utf8))
        }
        #expect(throws: CalendarFileError.self) { try ICalendarFile(bytes: []) }
        #expect(throws: CalendarFileError.self) { try ICalendarFile(bytes: Array("{\"json\": true}".utf8)) }
    }

    /// `SUMMARY:` with nothing after it is valid RFC 5545; libical drops it
    /// with a complaint that is no news to the user.
    @Test func anEmptySummaryIsNoWarning() throws {
        let file = try ICalendarFile(bytes: Self.calendar(
            "BEGIN:VEVENT\r\nUID:e\r\nSUMMARY:\r\nDESCRIPTION:\r\nDTSTART;VALUE=DATE:20261121\r\nEND:VEVENT\r\n"))
        #expect(file.contents.map(\.summary) == [""] && file.warnings.isEmpty, "\(file.warnings)")
    }

    /// A rule every minute gives more instances than dal expands per block:
    /// the user is told, instead of the later ones vanishing silently.
    @Test(arguments: [(15, true), (30, false)])
    func aRuleTooFrequentToShowWhollyIsAWarning(minutes: Int, warned: Bool) throws {
        let file = try ICalendarFile(bytes: Self.calendar("BEGIN:VEVENT\r\nUID:m\r\nSUMMARY:Tick\r\nDTSTART:20261120T000000Z\r\n"
            + "RRULE:FREQ=MINUTELY;INTERVAL=\(minutes)\r\nEND:VEVENT\r\n"))
        // Every 15 minutes is 3,072 instances in 32 days, over the 2,000 shown; every 30, 1,536.
        #expect(file.warnings == (warned ? ["8: event \"Tick\" (UID m): recurs more often than dal shows (every 15 minutes); "
            + "only its first 2000 instances in each 32 days are shown"] : []), "\(file.warnings)")
    }

    @Test func aBadEventIsLeftOutWithAWarningNamingItAndTheRestStays() throws {
        let file = try ICalendarFile(bytes: Self.calendar("""
            BEGIN:VEVENT\r\nUID:good\r\nSUMMARY:Good\r\nDTSTART;VALUE=DATE:20261121\r\nEND:VEVENT\r
            BEGIN:VEVENT\r\nUID:bad\r\nSUMMARY:Broken\r\nDTSTART;VALUE=DATE:20261330\r\nEND:VEVENT\r

            """))
        #expect(file.contents.map(\.uid) == ["good"])
        #expect(file.warnings == ["12: event \"Broken\" (UID bad): DTSTART is not a date that exists in years 1 to 9999; the event is not shown"], "\(file.warnings)")
    }

    @Test(arguments: [
        "DURATION:P9223372036854775807W", "DURATION:PT9223372036854775807H", "DURATION:P1000000000D",
        "RRULE:FREQ=MONTHLY;INTERVAL=9223372036854775807", "DTEND;VALUE=DATE:99991231\r\nRRULE:FREQ=DAILY;COUNT=20000",
        "RRULE:FREQ=SECONDLY", "RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30",
    ])
    func hostileNumbersAndSpansAreBoundedNotTrappedOn(property: String) throws {
        let started = Date()
        let found = try days("DTSTART;VALUE=DATE:00010101\r\n\(property)\r\n", window: Self.day("5000-01-01")...Self.day("5000-01-31"))
        #expect(found.count <= 31)
        #expect(Date().timeIntervalSince(started) < 10, "bounded work: \(Date().timeIntervalSince(started)) s")
    }

    @Test func windowsAndMozillaZoneNamesAreResolved() throws {
        #expect(ZoneTable.builtin("Europe/Berlin") != nil)
        #expect(ZoneTable.mozillaTail(of: "/mozilla.org/20050126_1/America/New_York") == "America/New_York")
        #expect(WindowsZones.ianaName["W. Europe Standard Time"] == "Europe/Berlin")
        #expect(try days("DTSTART;TZID=Tokyo Standard Time:20261121T080000\r\n") == ["2026-11-20"])
        #expect(try days("DTSTART;TZID=/mozilla.org/20050126_1/Asia/Tokyo:20261121T080000\r\n") == ["2026-11-20"])
    }
}

/// `dal export --ics` writes what the reader gives back.
@Suite(.serialized) struct ExportReadBackTests {
    @Test func exportedRunsReadBackAsTheSameDays() throws {
        ProcessEnvironment.set("TZ", to: "UTC")
        tzset()
        let selected = ["2026-11-21", "2026-11-22", "2026-11-23", "2026-12-25", "2024-02-29"].map(CalendarsTests.day)
        let text = ICalendarWriter.write(runs: Selection(selected).ranges, stamp: "20261121T000000Z", summary: "a, b; c")
        #expect(text.contains("UID:dal-20261121-20261123@dal\r\n"))
        #expect(!text.split(separator: "\r\n").contains { $0.utf8.count > 75 })
        let file = try ICalendarFile(bytes: Array(text.utf8))
        #expect(file.contents.count == 3 && file.warnings.isEmpty)
        #expect(file.contents.first?.summary == "a, b; c")
        let collection = EventCollection(calendars: [CalendarInfo(name: "t", color: nil, path: "t")], contents: [file.contents], warnings: [])
        let days = collection.occurrences(in: CalendarsTests.day("2024-01-01")...CalendarsTests.day("2026-12-31"))
            .flatMap { o in stride(from: o.days.lowerBound.dayNumber, through: o.days.upperBound.dayNumber, by: 1).map(CivilDate.init(dayNumber:)) }
        #expect(days.sorted() == selected.sorted())
    }

    @Test func tagsAreExportedAsCategoriesAndReadBack() throws {
        ProcessEnvironment.set("TZ", to: "UTC")
        tzset()
        var document = MarkDocument()
        document.categories = [Category(id: "trip", name: "Trip, Jeju", color: CategoryColor(parsing: "green")!), Category(id: "gym", name: "Gym", color: CategoryColor(parsing: "red")!)]
        document.marks = [.init(category: "trip", ranges: [CalendarsTests.day("2026-11-20")...CalendarsTests.day("2026-11-22")]),
                          .init(category: "gym", ranges: [CalendarsTests.day("2026-11-25")...CalendarsTests.day("2026-11-25")])]
        document.selected = [CalendarsTests.day("2026-11-22")...CalendarsTests.day("2026-11-23")]
        let text = ICalendarWriter.write(document.exportRuns, stamp: "20261121T000000Z")
        #expect(text.contains("SUMMARY:Selected in dal\r\nCATEGORIES:Trip\\, Jeju\r\n"))
        #expect(text.contains("UID:dal-tag-trip-20261120-20261122@dal\r\n"))
        #expect(text.contains("SUMMARY:Gym\r\nCATEGORIES:Gym\r\n"))
        let file = try ICalendarFile(bytes: Array(text.utf8))
        #expect(file.warnings.isEmpty)
        #expect(file.contents.map(\.summary) == ["Trip, Jeju", "Selected in dal", "Gym"])
        #expect(Set(file.contents.map(\.uid)).count == 3)
    }

    @Test func aClusterLongerThanALineIsFoldedBetweenItsScalars() {
        let family = "👨‍👩‍👧‍👦"   // 25 octets: three make a cluster of 75
        let folded = ICalendarWriter.fold("SUMMARY:" + String(repeating: family, count: 4))
        #expect(folded.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 75 })
        #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == "SUMMARY:" + String(repeating: family, count: 4))
    }

    /// In a vdir dal writes to, an empty calendar folder (as vdirsyncer
    /// makes them) is a calendar, and the vdir's root is none.
    @Test func emptyCollectionsOfAWritableVdirAreCalendarsAndItsRootIsNot() throws {
        let root = NSTemporaryDirectory() + "dal-vdir-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/personal", withIntermediateDirectories: true)
        #expect(try CalendarLoader.describe([], writable: [root]).map(\.path) == [root + "/personal"])
        #expect(try CalendarLoader.describe([root]).map(\.path) == [root], "read only, an empty folder is as before")
        try FileManager.default.removeItem(atPath: root + "/personal")
        #expect(try CalendarLoader.describe([], writable: [root]).isEmpty, "an empty vdir: no calendar until the first event")
    }

    /// Before the events are read, a collection is named by its
    /// `displayname` file, else by a file's X-WR-CALNAME, else by its
    /// folder: as the reading names it where the files agree.
    @Test func aCollectionIsDescribedByItsDisplaynameElseAFilesCalendarNameElseItsFolder() throws {
        let root = NSTemporaryDirectory() + "dal-vdir-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["named", "titled", "plain"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        let titled = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nX-WR-CALNAME:Team\\, shared\r\nX-WR-CALCOLOR:#2ca02c\r\nBEGIN:VEVENT\r\nUID:u\r\n"
            + "DTSTART;VALUE=DATE:20261121\r\nSUMMARY:Offsite\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        for index in 0..<50 {
            try titled.write(toFile: root + "/titled/\(index).ics", atomically: false, encoding: .utf8)
            try titled.write(toFile: root + "/named/\(index).ics", atomically: false, encoding: .utf8)
            try titled.replacingOccurrences(of: "X-WR-CALNAME:Team\\, shared\r\n", with: "")
                .write(toFile: root + "/plain/\(index).ics", atomically: false, encoding: .utf8)
        }
        try "Family\n".write(toFile: root + "/named/displayname", atomically: false, encoding: .utf8)
        let described = try CalendarLoader.describe([root])
        #expect(described.map(\.name) == ["Family", "plain", "Team, shared"])
        #expect(described.map { $0.color?.description } == ["#2ca02c", "#2ca02c", "#2ca02c"])
        #expect(try CalendarLoader.load([root]).calendars.map(\.name) == described.map(\.name), "the reading agrees")
    }

    @Test func longLinesFoldWithoutSplittingCharacters() throws {
        let line = "SUMMARY:" + String(repeating: "한", count: 40)
        let folded = ICalendarWriter.fold(line)
        #expect(folded.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 75 })
        let text = try ICalendarText(bytes: Array(("BEGIN:VCALENDAR\r\n" + folded + "\r\nEND:VCALENDAR\r\n").utf8))
        #expect(text.text(ofLine: 1) == line)
    }
}
