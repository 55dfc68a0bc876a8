import Foundation
import Testing
@testable import Calendars

/// A bad event's warning read back into a value (`CalendarProblem`), so
/// that dal can word it in the run's language; its `description` is the
/// English line the reading gave.
@Suite struct CalendarProblemTests {
    static func warnings(_ events: String) throws -> [String] {
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:test\r\n" + events + "END:VCALENDAR\r\n"
        return try ICalendarFile(bytes: Array(text.utf8), path: "cal.ics").warnings.map { "cal.ics:" + $0 }
    }

    @Test func theProblemsMetMostReadBackAsValues() throws {
        let warnings = try Self.warnings(
            "BEGIN:VEVENT\r\nUID:a\r\nSUMMARY:No start\r\nEND:VEVENT\r\n"
            + "BEGIN:VEVENT\r\nUID:b\r\nSUMMARY:Backwards\r\nDTSTART:20261126T083000Z\r\nDTEND:20261126T080000Z\r\nEND:VEVENT\r\n"
            + "BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20261126\r\nDTEND;VALUE=DATE:20261120\r\nEND:VEVENT\r\n"
            + "BEGIN:VEVENT\r\nUID:c\r\nSUMMARY:Open: \"quoted\"\r\nDTSTART:20261126T083000Z\r\n")
        // The line that closes nothing is about no one event: a FileProblem.
        #expect(warnings.first == "cal.ics:22: END:VCALENDAR does not close the open VEVENT" && CalendarProblem(warnings[0]) == nil)
        #expect(FileProblem(warnings[0]) == FileProblem(path: "cal.ics", line: 22, reason: .endClosesNothing(end: "VCALENDAR", open: "VEVENT")))
        let problems = warnings.dropFirst().map(CalendarProblem.init)
        #expect(problems.map { $0?.reason } == [.notClosed, .noStart, .endsBeforeStart(allDay: false), .endsBeforeStart(allDay: true)],
                "\(warnings)")
        #expect(problems.map { $0?.description } == Array(warnings.dropFirst()))
        #expect(problems.map { $0?.line } == [18, 4, 12, 16])
        #expect(problems[1]?.subject == CalendarProblem.Subject(isTask: false, summary: "No start", uid: "a"))
        #expect(problems[3]?.subject == CalendarProblem.Subject(isTask: false, summary: nil, uid: nil))
        #expect(problems[0]?.subject.summary == "Open: \"quoted\"")
        #expect(problems[0]?.path == "cal.ics")
    }

    /// The rarer problems, whose words hold a value (a rule's interval, a
    /// calendar scale, a property, a zone), read back too.
    @Test func theProblemsWithAValueReadBackAsValues() throws {
        let warnings = try Self.warnings(
            "BEGIN:VEVENT\r\nUID:s\r\nSUMMARY:Ticker\r\nDTSTART:20261126T080000Z\r\nRRULE:FREQ=SECONDLY;INTERVAL=5\r\nEND:VEVENT\r\n"
            + "BEGIN:VEVENT\r\nUID:m\r\nSUMMARY:Minutely\r\nDTSTART:20261126T080000Z\r\nRRULE:FREQ=MINUTELY\r\nEND:VEVENT\r\n"
            + "BEGIN:VEVENT\r\nUID:r\r\nSUMMARY:Martian\r\nDTSTART;VALUE=DATE:20261126\r\nRRULE:RSCALE=MARTIAN;FREQ=YEARLY\r\nEND:VEVENT\r\n"
            + "BEGIN:VEVENT\r\nUID:z\r\nSUMMARY:Zoned\r\nDTSTART;TZID=Mars/Olympus:20261126T080000\r\nEND:VEVENT\r\n")
        let problems = warnings.map(CalendarProblem.init)
        #expect(problems.map { $0?.reason } == [.tooFrequent(count: 5, unit: "second"), .tooFrequent(count: 1, unit: "minute"),
                                                .otherCalendar(scale: "MARTIAN"), .unknownZone("Mars/Olympus")], "\(warnings)")
        #expect(problems.map { $0?.description } == warnings)
        #expect(problems.map { $0?.subject.summary } == ["Ticker", "Minutely", "Martian", "Zoned"])
        let range = CalendarProblem(path: "cal.ics", line: 4, subject: .init(isTask: false, summary: "Far", uid: "f"),
                                    reason: .dateOutOfRange(property: "DTEND", hidesEvent: false))
        #expect(CalendarProblem(range.description) == range)
        let hidden = CalendarProblem(path: "cal.ics", line: 4, subject: .init(isTask: false, summary: "Far", uid: "f"),
                                     reason: .dateOutOfRange(property: "DTSTART", hidesEvent: true))
        #expect(CalendarProblem(hidden.description) == hidden && hidden.description.hasSuffix("; the event is not shown"))
    }

    /// Problems of tasks, of alarms and of a file's structure, from a real
    /// reading of a folder, read back as values.
    @Test func taskAlarmAndStructureProblemsOfAReadingReadBack() throws {
        let folder = NSTemporaryDirectory() + "dal-problems-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:t\r\n"
            + "BEGIN:VEVENT\r\nUID:al\r\nSUMMARY:Alarmed\r\nDTSTART:20261126T080000Z\r\n"
            + "BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:soon\r\nEND:VALARM\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nEND:VALARM\r\nEND:VEVENT\r\n"
            + "BEGIN:VTODO\r\nSUMMARY:Nameless\r\nEND:VTODO\r\nEND:VTODO\r\nEND:VCALENDAR\r\n").write(toFile: folder + "/a.ics", atomically: true, encoding: .utf8)
        let reading = CalendarReading(paths: [folder], writable: [], cache: nil)
        try reading.readAll()
        let lines = reading.alarms.problems + reading.todos.problems + reading.problems
        let read = lines.map { CalendarProblem($0)?.reason.hashValue ?? FileProblem($0)?.reason.hashValue }
        #expect(!read.contains(nil), "\(lines)")
        let alarms = lines.compactMap(CalendarProblem.init).map(\.reason)
        #expect(alarms.contains(.alarmNotRead(trigger: "soon")) && alarms.contains(.alarmNotRead(trigger: nil)), "\(lines)")
        let files = lines.compactMap(FileProblem.init).map(\.reason)
        #expect(files.contains(.taskWithoutUID) && files.contains(.endClosesNothing(end: "VTODO", open: "VCALENDAR")), "\(lines)")
    }

    @Test func aLineItDoesNotKnowIsNoValue() {
        #expect(CalendarProblem("cal.ics:4: event \"x\" (UID o) changes one instance (RECURRENCE-ID) of a series") == nil)
        #expect(CalendarProblem("has no DTSTART, so it is not shown") == nil)
        #expect(CalendarProblem("cal.ics:x: event \"a\": has no DTSTART, so it is not shown") == nil)
    }
}
