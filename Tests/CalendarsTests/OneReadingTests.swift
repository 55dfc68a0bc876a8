import CalendarCore
import Foundation
import SystemServices
import Testing
@testable import Calendars

/// Issue 41: one parse per file version serves the events, the tasks, the
/// alarms, an event's details and the search; a file dal writes is parsed
/// once (its check, then the reading following it); a file changed on
/// disk once. libical's parses are counted on this test's task.
@Suite(.serialized) struct OneReadingTests {
    let root: String
    let collection: String

    init() throws {
        ProcessEnvironment.set("TZ", to: "UTC")
        tzset()
        root = NSTemporaryDirectory() + "dal-one-reading-\(UUID().uuidString)"
        collection = root + "/work"
        try FileManager.default.createDirectory(atPath: collection, withIntermediateDirectories: true)
        func file(_ name: String, _ components: String) throws {
            try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n" + components + "END:VCALENDAR\r\n")
                .write(toFile: collection + "/" + name, atomically: true, encoding: .utf8)
        }
        try file("dentist.ics", """
            BEGIN:VEVENT\r\nUID:dentist\r\nDTSTAMP:20261101T000000Z\r\nSUMMARY:Dentist\r\nDTSTART:20261130T100000Z\r
            DTEND:20261130T110000Z\r\nLOCATION:Dr. Kim\r\nDESCRIPTION:Bring the card\r\nATTENDEE;PARTSTAT=ACCEPTED:mailto:me@example.com\r
            BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Dentist\r\nTRIGGER:-PT15M\r\nEND:VALARM\r\nEND:VEVENT\r\n
            """)
        try file("standup.ics", """
            BEGIN:VEVENT\r\nUID:standup\r\nDTSTAMP:20261101T000000Z\r\nSUMMARY:Standup\r\nDTSTART:20261102T090000Z\r
            DTEND:20261102T091500Z\r\nRRULE:FREQ=WEEKLY;BYDAY=MO\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:standup\r
            DTSTAMP:20261101T000000Z\r\nSUMMARY:Standup (moved)\r\nRECURRENCE-ID:20261109T090000Z\r\nDTSTART:20261109T100000Z\r
            DTEND:20261109T101500Z\r\nEND:VEVENT\r\n
            """)
        try file("paint.ics", "BEGIN:VTODO\r\nUID:paint\r\nDTSTAMP:20261101T000000Z\r\nSUMMARY:Paint the fence\r\nDUE;VALUE=DATE:20261205\r\nEND:VTODO\r\n")
        try file("lunch.ics", """
            BEGIN:VEVENT\r\nUID:lunch\r\nDTSTAMP:20261101T000000Z\r\nSUMMARY:Lunch\r\nDTSTART:20261201T120000Z\r
            DTEND:20261201T130000Z\r\nEND:VEVENT\r\n
            """)
    }

    /// libical's parses while `work` runs.
    func parses(_ work: () throws -> Void) rethrows -> Int {
        let count = ParseCount()
        try ICalendarFile.$parseCount.withValue(count) { try work() }
        return count.count
    }

    static let november30 = 1_796_032_800   // 2026-11-30T10:00:00Z

    @Test func oneParsePerFileServesEventsTasksAlarmsDetailsAndSearch() throws {
        let reading = CalendarReading(paths: [], writable: [root], cache: nil)
        #expect(try parses { try reading.readAll() } == 5, "five components in four files, each parsed once")
        var served: [String] = []
        let after = try parses {
            let days = try CivilDate.parse("2026-11-01")...(try CivilDate.parse("2026-12-31"))
            let occurrences = reading.events.occurrences(in: days)
            served.append("\(occurrences.count) occurrences")
            served += reading.todos.todos.map(\.summary)
            let report = AlarmSchedule.report(of: reading.events, read: reading.alarms, after: nil, through: Self.november30 - 900)
            served += report.due.map { "alarm \($0.title)" }
            let dentist = try #require(occurrences.first { $0.uid == "dentist" })
            let details = EventDetailsReader.details(of: dentist, in: reading.calendarInfos[0], viewer: LocalZone(identifier: "UTC"),
                                                     parses: reading.parses)
            served.append("details \(details?.location ?? "none") \(details?.notes ?? "none")")
            let search = SearchIndex(collection: reading.events, today: try CivilDate.parse("2026-11-28"))
            served += search.search("card").map { "found \($0.occurrence.summary)" }
        }
        #expect(after == 0, "nothing parsed again: \(served)")
        #expect(served == ["11 occurrences", "Paint the fence", "alarm Dentist", "details Dr. Kim Bring the card", "found Dentist"])
    }

    @Test func aWrittenFileIsParsedOnceAndItsOldVersionNotAgain() throws {
        let reading = CalendarReading(paths: [], writable: [root], cache: nil)
        try reading.readAll()
        // Dismissed when it went off.
        let writer = VdirWriter(writable: [root], zone: LocalZone(identifier: "UTC"), stamp: { "20261130T094600Z" }, parses: reading.parses)
        let draft = EventDraft(title: "Call", timing: .timed(start: LocalDateTime(date: try CivilDate.parse("2026-12-02"), secondsOfDay: 32_400),
                                                             end: LocalDateTime(date: try CivilDate.parse("2026-12-02"), secondsOfDay: 36_000)))
        #expect(try parses { _ = try reading.apply(.add(draft, to: reading.calendarInfos[0]), with: writer) } == 1, "a new file: its check")
        let alarm = try #require(AlarmSchedule.report(of: reading.events, read: reading.alarms, after: nil, through: Self.november30 - 900).due.first)
        #expect(try parses { _ = try reading.apply(.acknowledge(alarm), with: writer) } == 1,
                "the old version opened from the reading, the new one checked and followed from one parse")
        var refreshed = true
        let count = parses { refreshed = reading.refresh(changed: [collection + "/dentist.ics"]) }
        #expect(!refreshed && count == 0, "the watch's report of dal's own write reads nothing")
        #expect(AlarmSchedule.report(of: reading.events, read: reading.alarms, after: nil, through: Self.november30 - 900).due.isEmpty,
                "dismissed, as the reading now holds the file")
    }

    @Test func aFileChangedOnDiskIsParsedOnceAndTheOthersNotAgain() throws {
        let reading = CalendarReading(paths: [], writable: [root], cache: nil)
        try reading.readAll()
        let path = collection + "/lunch.ics"
        let changed = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "SUMMARY:Lunch", with: "SUMMARY:Lunch with Kim")
        try changed.write(toFile: path, atomically: true, encoding: .utf8)
        var refreshed = false
        let count = parses { refreshed = reading.refresh(changed: [path]) }
        #expect(refreshed && count == 1)
        let day = try CivilDate.parse("2026-12-01")
        #expect(reading.events.occurrences(in: day...day).map(\.summary) == ["Lunch with Kim"])
    }
}
