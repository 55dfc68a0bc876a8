import AppLoop
import CalendarCore
import CalendarUI
import Calendars
import Foundation
import Testing

/// After an add (and its undo) the worker patches the days it had
/// expanded instead of expanding them again; what it then answers must be
/// exactly what a fresh reading of the same files answers.
@Suite struct PatchedBlocksTests {
    /// The calendars as `dal` reads and writes them (its `LiveCalendars`).
    final class VdirBackend: CalendarBackend, @unchecked Sendable {
        let reading: CalendarReading
        let writer: VdirWriter
        init(root: String) {
            reading = CalendarReading(paths: [], writable: [root], cache: nil)
            writer = VdirWriter(writable: [root], zone: LocalZone(identifier: "Europe/Berlin"))
        }
        var source: EventSource { reading.events }
        var problems: [String] { reading.problems }
        func read() { try? reading.readAll() }
        func apply(_ change: EventChange) throws -> WriteReceipt { try reading.apply(change, with: writer) }
        func refresh(changed paths: [String]?) -> Bool { reading.refresh(changed: paths) }
        var watchedFolders: [String] { [] }
        func signature() -> Int { 0 }
        func details(of occurrence: EventOccurrence) -> EventDetails? {
            EventDetailsReader.details(of: occurrence, in: reading.events.calendars[occurrence.calendar])
        }
        var lastPatch: EventPatch? { reading.lastChange.map { EventPatch(calendar: $0.calendar, uids: $0.uids, events: $0.events, removes: $0.removes) } }
    }

    static let november = CivilDate(year: 2026, month: 11, day: 1)!...CivilDate(year: 2026, month: 11, day: 30)!

    static func event(_ uid: String, _ lines: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//dal tests//EN\r\nBEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260101T000000Z\r\n"
            + lines + "END:VEVENT\r\nEND:VCALENDAR\r\n"
    }

    /// The window a worker answers for November, once asked at `generation`.
    static func window(_ worker: CalendarWorker, _ inbox: Inbox, generation: Int) throws -> EventWindow {
        worker.loadEvents(november, generation: generation)
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            for action in inbox.take() {
                if case .calendar(.eventsLoaded(let window)) = action, window.generation == generation { return window }
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        throw CancellationError()
    }

    static func days(_ window: EventWindow) -> [[EventOccurrence]] {
        (0..<30).map { window.occurrences(on: november.lowerBound.adding(days: $0)) }
    }

    static func hidden(_ window: EventWindow) -> [Int] {
        (0..<30).map { window.hiddenCount(on: november.lowerBound.adding(days: $0)) }
    }

    @Test func anAddAndItsUndoAnswerWhatAFreshReadingAnswers() throws {
        let root = NSTemporaryDirectory() + "dal-patch-\(UUID().uuidString)", collection = root + "/personal"
        try FileManager.default.createDirectory(atPath: collection, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.event("weekly", "SUMMARY:Standup\r\nDTSTART;TZID=Europe/Berlin:20261005T090000\r\nDURATION:PT15M\r\nRRULE:FREQ=WEEKLY;BYDAY=MO,TH\r\n")
            .write(toFile: collection + "/weekly.ics", atomically: true, encoding: .utf8)
        try Self.event("trip", "SUMMARY:Trip\r\nDTSTART;VALUE=DATE:20261110\r\nDTEND;VALUE=DATE:20261114\r\n")
            .write(toFile: collection + "/trip.ics", atomically: true, encoding: .utf8)
        // More events on the 20th than a day keeps (EventWindow.perDayLimit).
        let crowd = (0..<(EventWindow.perDayLimit + 5)).map { index in
            "BEGIN:VEVENT\r\nUID:crowd-\(index)\r\nDTSTAMP:20260101T000000Z\r\nSUMMARY:Crowd \(index)\r\n"
                + "DTSTART;TZID=Europe/Berlin:20261120T120000\r\nDURATION:PT1H\r\nEND:VEVENT\r\n"
        }.joined()
        try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//dal tests//EN\r\n" + crowd + "END:VCALENDAR\r\n")
            .write(toFile: collection + "/crowd.ics", atomically: true, encoding: .utf8)

        let backend = VdirBackend(root: root), worker = CalendarWorker(backend: backend), inbox = Inbox()
        worker.start(posting: inbox)
        defer { worker.stop() }
        _ = try Self.window(worker, inbox, generation: 0)

        // A three-day event over days already expanded.
        let day = CivilDate(year: 2026, month: 11, day: 11)!
        let draft = EventDraft(title: "Conference", timing: .allDay(first: day, last: day.adding(days: 2)))
        worker.apply([.add(draft, to: CalendarInfo(name: "personal", color: nil, path: collection, writable: true))])
        var taken: [Action] = []
        let deadline = Date().addingTimeInterval(10)
        while !taken.contains(where: { if case .calendar(.calendarsRead(1, _)) = $0 { true } else { false } }), Date() < deadline {
            taken += inbox.take()
            Thread.sleep(forTimeInterval: 0.005)
        }
        #expect(backend.lastPatch != nil, "an add in one file is patched")
        // The days last asked for come again with the change, unasked, before the new reading is announced.
        let read = try #require(taken.firstIndex { if case .calendar(.calendarsRead(1, _)) = $0 { true } else { false } })
        let shown = try #require(taken.firstIndex { if case .calendar(.eventsLoaded(let window)) = $0 { window.generation == 1 } else { false } })
        #expect(taken[..<shown].contains { if case .calendar(.changesApplied(let receipts, nil)) = $0 { receipts.count == 1 } else { false } })
        #expect(shown < read)
        let receipt = taken.lazy.compactMap { if case .calendar(.changesApplied(let receipts, nil)) = $0 { receipts.first } else { nil } }.first
        guard case .calendar(.eventsLoaded(let unasked)) = taken[shown] else { return }
        let added = try Self.window(worker, inbox, generation: 1)
        #expect(Self.days(unasked) == Self.days(added) && unasked.days == Self.november)

        func fresh() throws -> EventWindow {
            let other = CalendarWorker(backend: VdirBackend(root: root)), otherInbox = Inbox()
            other.start(posting: otherInbox)
            defer { other.stop() }
            return try Self.window(other, otherInbox, generation: 0)
        }
        var expected = try fresh()
        #expect(Self.days(added) == Self.days(expected) && Self.hidden(added) == Self.hidden(expected))
        #expect(Self.days(added)[12].contains { $0.summary == "Conference" }, "on the 13th")

        // An early event on the crowded 20th: it is kept, and the last kept one is now counted.
        let crowded = CivilDate(year: 2026, month: 11, day: 20)!
        let early = LocalDateTime(date: crowded, secondsOfDay: 8 * 3600)
        worker.apply([.add(EventDraft(title: "Early", timing: .timed(start: early, end: LocalDateTime(date: crowded, secondsOfDay: 9 * 3600))),
                           to: CalendarInfo(name: "personal", color: nil, path: collection, writable: true))])
        let crowdedWindow = try Self.window(worker, inbox, generation: 2)
        expected = try fresh()
        #expect(Self.days(crowdedWindow) == Self.days(expected) && Self.hidden(crowdedWindow) == Self.hidden(expected))
        #expect(Self.hidden(crowdedWindow)[19] == 6)

        // The first add's undo removes it the same way.
        worker.apply([.undo(try #require(receipt))])
        let undone = try Self.window(worker, inbox, generation: 3)
        expected = try fresh()
        #expect(Self.days(undone) == Self.days(expected) && Self.hidden(undone) == Self.hidden(expected))
        #expect(!Self.days(undone).joined().contains { $0.summary == "Conference" })
    }
}
