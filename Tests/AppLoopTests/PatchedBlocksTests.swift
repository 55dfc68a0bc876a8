import CalendarCore
import CalendarUI
import Calendars
import Foundation
import Testing
@testable import AppLoop

/// After an add (and its undo), and after a sync changes a file, the
/// engine patches the days it had expanded instead of expanding them
/// again; what it then answers must be exactly what a fresh reading of the
/// same files answers.
@Suite struct PatchedBlocksTests {
    /// The calendars as `dal` reads and writes them (its `LiveCalendars`).
    final class VdirBackend: EngineFixtures.Backend, @unchecked Sendable {
        let reading: CalendarReading
        let writer: VdirWriter
        init(root: String) {
            reading = CalendarReading(paths: [], writable: [root], cache: nil)
            writer = VdirWriter(writable: [root], zone: LocalZone(identifier: "Europe/Berlin"))
            super.init(EngineFixtures.Daily(title: ""))
        }
        override var source: EventSource { reading.events }
        override var problems: [String] { reading.problems }
        override func read() { try? reading.readAll() }
        override func apply(_ change: EventChange) throws -> WriteReceipt { try reading.apply(change, with: writer) }
        override func refresh(changed paths: [String]?) -> Bool { reading.refresh(changed: paths) }
        override var lastPatches: [EventPatch]? {
            reading.lastChanges?.map { EventPatch(calendar: $0.calendar, uids: $0.uids, events: $0.events, removes: $0.removes) }
        }
    }

    /// A new engine on the same files: what a fresh reading answers.
    static func fresh(_ root: String) throws -> EventWindow {
        let (engine, answers) = EngineFixtures.engine(VdirBackend(root: root))
        engine.start()
        return try window(engine, answers)
    }

    static let november = CivilDate(year: 2026, month: 11, day: 1)!...CivilDate(year: 2026, month: 11, day: 30)!

    static func event(_ uid: String, _ lines: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//dal tests//EN\r\nBEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260101T000000Z\r\n"
            + lines + "END:VEVENT\r\nEND:VCALENDAR\r\n"
    }

    /// The window the engine answers for November now.
    static func window(_ engine: CalendarEngine, _ answers: EngineFixtures.Answers) throws -> EventWindow {
        try #require(EngineFixtures.window(engine, answers, november))
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

        let backend = VdirBackend(root: root)
        let (engine, answers) = EngineFixtures.engine(backend)
        engine.start()
        _ = try Self.window(engine, answers)
        let kept = engine.keptBlocks

        // A three-day event over days already expanded.
        let day = CivilDate(year: 2026, month: 11, day: 11)!
        let draft = EventDraft(title: "Conference", timing: .allDay(first: day, last: day.adding(days: 2)))
        _ = answers.take()
        engine.perform(.change([.add(draft, to: CalendarInfo(name: "personal", color: nil, path: collection, writable: true))]))
        #expect(backend.lastPatches != nil, "an add in one file is patched")
        #expect(engine.keptBlocks == kept, "no block dropped")
        // The days last asked for come again with the change, unasked, before the new reading is announced.
        let taken = answers.take()
        let read = try #require(taken.firstIndex { if case .calendarsRead(1, _) = $0 { true } else { false } })
        let shown = try #require(taken.firstIndex { if case .eventsLoaded(let window) = $0 { window.generation == 1 } else { false } })
        #expect(taken[..<shown].contains { if case .changesApplied(let receipts, nil) = $0 { receipts.count == 1 } else { false } })
        #expect(shown < read)
        let receipt = taken.lazy.compactMap { if case .changesApplied(let receipts, nil) = $0 { receipts.first } else { nil } }.first
        guard case .eventsLoaded(let unasked) = taken[shown] else { return }
        let added = try Self.window(engine, answers)
        #expect(Self.days(unasked) == Self.days(added) && unasked.days == Self.november)
        var expected = try Self.fresh(root)
        #expect(Self.days(added) == Self.days(expected) && Self.hidden(added) == Self.hidden(expected))
        #expect(Self.days(added)[12].contains { $0.summary == "Conference" }, "on the 13th")

        // An early event on the crowded 20th: it is kept, and the last kept one is now counted.
        let crowded = CivilDate(year: 2026, month: 11, day: 20)!
        let early = LocalDateTime(date: crowded, secondsOfDay: 8 * 3600)
        engine.perform(.change([.add(EventDraft(title: "Early", timing: .timed(start: early, end: LocalDateTime(date: crowded, secondsOfDay: 9 * 3600))),
                                     to: CalendarInfo(name: "personal", color: nil, path: collection, writable: true))]))
        let crowdedWindow = try Self.window(engine, answers)
        expected = try Self.fresh(root)
        #expect(Self.days(crowdedWindow) == Self.days(expected) && Self.hidden(crowdedWindow) == Self.hidden(expected))
        #expect(Self.hidden(crowdedWindow)[19] == 6)

        // The first add's undo removes it the same way.
        engine.perform(.change([.undo(try #require(receipt))]))
        let undone = try Self.window(engine, answers)
        expected = try Self.fresh(root)
        #expect(Self.days(undone) == Self.days(expected) && Self.hidden(undone) == Self.hidden(expected))
        #expect(!Self.days(undone).joined().contains { $0.summary == "Conference" })
    }

    /// A sync that changes one file (vdirsyncer writing it anew) takes the
    /// path dal's own write takes: that file's events are patched into the
    /// days kept, no block is dropped, the days on screen come again at
    /// once, and they are what a fresh reading answers.
    @Test func aSyncOfOneFileKeepsTheBlocksAndPatchesThem() throws {
        let root = NSTemporaryDirectory() + "dal-sync-patch-\(UUID().uuidString)", collection = root + "/personal"
        try FileManager.default.createDirectory(atPath: collection, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.event("weekly", "SUMMARY:Standup\r\nDTSTART;TZID=Europe/Berlin:20261005T090000\r\nDURATION:PT15M\r\nRRULE:FREQ=WEEKLY;BYDAY=MO,TH\r\n")
            .write(toFile: collection + "/weekly.ics", atomically: true, encoding: .utf8)
        try Self.event("trip", "SUMMARY:Trip\r\nDTSTART;VALUE=DATE:20261110\r\nDTEND;VALUE=DATE:20261114\r\n")
            .write(toFile: collection + "/trip.ics", atomically: true, encoding: .utf8)
        let backend = VdirBackend(root: root)
        let (engine, answers) = EngineFixtures.engine(backend)
        engine.start()
        _ = try Self.window(engine, answers)
        EngineFixtures.idle(engine)
        let kept = engine.keptBlocks
        #expect(kept.count > 3, "the page and the blocks around it: \(kept)")
        // The sync: the trip moves two days later, and a new event comes.
        try Self.event("trip", "SUMMARY:Trip (moved)\r\nDTSTART;VALUE=DATE:20261112\r\nDTEND;VALUE=DATE:20261116\r\n")
            .write(toFile: collection + "/trip.ics", atomically: true, encoding: .utf8)
        try Self.event("dinner", "SUMMARY:Dinner\r\nDTSTART;TZID=Europe/Berlin:20261118T190000\r\nDURATION:PT2H\r\n")
            .write(toFile: collection + "/dinner.ics", atomically: true, encoding: .utf8)
        _ = answers.take()
        engine.filesChanged([collection + "/trip.ics", collection + "/dinner.ics"])
        #expect(backend.lastPatches?.count == 2, "two files followed, one patch each")
        #expect(engine.keptBlocks == kept, "the kept blocks survive the sync")
        let taken = answers.take()
        let shown = try #require(taken.compactMap { if case .eventsLoaded(let window) = $0 { window } else { nil } }.first,
                                 "the days on screen come again at once")
        let expected = try Self.fresh(root)
        #expect(Self.days(shown) == Self.days(expected) && Self.hidden(shown) == Self.hidden(expected))
        #expect(Self.days(shown)[13].contains { $0.summary == "Trip (moved)" } && !Self.days(shown)[10].contains { $0.summary.hasPrefix("Trip") })
        #expect(Self.days(shown)[17].contains { $0.summary == "Dinner" })
    }
}
