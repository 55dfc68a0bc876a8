import AppLoop
import CalendarCore
import CalendarUI
import Foundation
import Testing

/// The worker shows days an earlier run saved before it reads the files,
/// keeps them only when the reading is of the same files, and saves the
/// first screen's days once they are expanded from the present reading.
@Suite struct SavedDaysWorkerTests {
    /// `CalendarWorkerTests.DailyBackend` with days saved under `savedKey`
    /// (one event a day titled "Saved") and a reading labelled `readingKey`.
    final class SavingBackend: CalendarBackend, @unchecked Sendable {
        private let lock = NSLock()
        private let daily = CalendarWorkerTests.DailyBackend()
        let saved: SavedBlocks?
        let key: UInt64
        private var savedNow: [SavedBlocks] = []

        init(saved: SavedBlocks?, readingKey: UInt64) {
            self.saved = saved
            key = readingKey
        }

        var saves: [SavedBlocks] { lock.withLock { savedNow } }

        var source: EventSource { daily.source }
        var problems: [String] { [] }
        func read() { daily.read() }
        func apply(_ change: EventChange) throws -> WriteReceipt { try daily.apply(change) }
        func refresh(changed paths: [String]?) -> Bool { daily.refresh(changed: paths) }
        var watchedFolders: [String] { [] }
        func signature() -> Int { 0 }
        func details(of occurrence: EventOccurrence) -> EventDetails? { nil }
        func savedDays() -> SavedBlocks? { saved }
        var readingKey: UInt64? { key }
        func saveDays(_ saved: SavedBlocks) { lock.withLock { savedNow.append(saved) } }
    }

    static let calendars = [CalendarInfo(name: "Work", color: nil, path: "/work")]

    /// Block `block` (32 days) with one event a day titled `title`.
    static func block(_ block: Int, title: String) -> [Int: EventWindow.Day] {
        let first = CivilDate(dayNumber: block * 32)
        let days = first...first.adding(days: 31)
        return EventWindow.group(CalendarWorkerTests.Daily(title: title).occurrences(in: days), within: days)
    }

    static func windows(_ actions: [Action]) -> [EventWindow] {
        actions.compactMap { if case .calendar(.eventsLoaded(let window)) = $0 { window } else { nil } }
    }

    static let day = CivilDate(year: 2026, month: 11, day: 21)!
    static var blockOfDay: Int { day.dayNumber / 32 }

    @Test func savedDaysAreShownBeforeTheReadingAndKeptWhenItIsOfTheSameFiles() throws {
        let saved = SavedBlocks(key: 5, calendars: Self.calendars, blocks: [Self.blockOfDay: Self.block(Self.blockOfDay, title: "Saved")])
        let backend = SavingBackend(saved: saved, readingKey: 5), worker = CalendarWorker(backend: backend), inbox = Inbox()
        worker.start(posting: inbox)
        defer { worker.stop() }
        let first = CalendarWorkerTests.wait(for: inbox) { if case .calendar(.eventsLoaded) = $0 { true } else { false } }
        let shown = try #require(Self.windows(first).first)
        #expect(shown.occurrences(on: Self.day).map(\.summary) == ["Saved"])
        #expect(shown.calendars == Self.calendars && shown.generation == 0)
        #expect(first.firstIndex { if case .calendar(.calendarsRead) = $0 { true } else { false } } ?? Int.max > first.firstIndex { if case .calendar(.eventsLoaded) = $0 { true } else { false } }!,
                "the saved days come before the reading is announced")
        // Asked after the reading: the saved block is the answer (the reading's own days would say "Reading 1").
        _ = CalendarWorkerTests.wait(for: inbox) { $0 == .calendarsRead(generation: 0, problems: []) }
        worker.loadEvents(Self.day...Self.day, generation: 0)
        let answer = try #require(Self.windows(CalendarWorkerTests.wait(for: inbox) { if case .calendar(.eventsLoaded) = $0 { true } else { false } }).first)
        #expect(answer.occurrences(on: Self.day).map(\.summary) == ["Saved"])
        #expect(answer.generation == 0)
    }

    /// Begun before there is an inbox, the worker does not wait with the
    /// saved days in hand: the files are read meanwhile, and the saved days
    /// then arrive first, before the reading is announced.
    @Test func begunEarlyItReadsTheFilesWhileTheSavedDaysWaitForAnInbox() throws {
        let saved = SavedBlocks(key: 5, calendars: Self.calendars, blocks: [Self.blockOfDay: Self.block(Self.blockOfDay, title: "Saved")])
        let backend = SavingBackend(saved: saved, readingKey: 5), worker = CalendarWorker(backend: backend), inbox = Inbox()
        defer { worker.stop() }
        worker.begin()
        let deadline = Date().addingTimeInterval(10)
        while (backend.source as? CalendarWorkerTests.Daily)?.title != "Reading 1", Date() < deadline { usleep(1_000) }
        #expect((backend.source as? CalendarWorkerTests.Daily)?.title == "Reading 1", "the files were read with no inbox yet")
        worker.start(posting: inbox)
        let arrived = CalendarWorkerTests.wait(for: inbox) { if case .calendar(.calendarsRead) = $0 { true } else { false } }
        let shown = try #require(Self.windows(arrived).first)
        #expect(shown.occurrences(on: Self.day).map(\.summary) == ["Saved"])
        #expect(arrived.firstIndex { if case .calendar(.eventsLoaded) = $0 { true } else { false } }! < arrived.firstIndex { $0 == .calendarsRead(generation: 0, problems: []) }!,
                "in the order they were found")
    }

    @Test func savedDaysOfFilesThatChangedBeforeTheReadingAreDropped() throws {
        let saved = SavedBlocks(key: 5, calendars: Self.calendars, blocks: [Self.blockOfDay: Self.block(Self.blockOfDay, title: "Saved")])
        let backend = SavingBackend(saved: saved, readingKey: 6), worker = CalendarWorker(backend: backend), inbox = Inbox()
        worker.start(posting: inbox)
        defer { worker.stop() }
        let arrived = CalendarWorkerTests.wait(for: inbox) { if case .calendar(.calendarsRead) = $0 { true } else { false } }
        #expect(arrived.contains(.calendarsRead(generation: 1, problems: [])), "a new generation: what was shown is asked for again")
        worker.loadEvents(Self.day...Self.day, generation: 1)
        let answer = try #require(Self.windows(CalendarWorkerTests.wait(for: inbox) { action in
            if case .calendar(.eventsLoaded(let window)) = action { window.generation == 1 } else { false }
        }).last)
        #expect(answer.occurrences(on: Self.day).map(\.summary) == ["Reading 1"])
    }

    @Test func theFirstScreensDaysAreSavedOnceExpandedUnderTheReadingsKey() throws {
        let backend = SavingBackend(saved: nil, readingKey: 9), worker = CalendarWorker(backend: backend), inbox = Inbox()
        worker.start(posting: inbox)
        defer { worker.stop() }
        let asked = Self.day.adding(days: -40)...Self.day.adding(days: 40)
        worker.loadEvents(asked, generation: 0)
        _ = CalendarWorkerTests.wait(for: inbox) { if case .calendar(.eventsLoaded) = $0 { true } else { false } }
        let deadline = Date().addingTimeInterval(10)
        while backend.saves.isEmpty, Date() < deadline { usleep(10_000) }
        let saved = try #require(backend.saves.first)
        #expect(saved.key == 9 && saved.calendars == CalendarWorkerTests.Daily(title: "").calendars)
        let wanted = Set((asked.lowerBound.dayNumber / 32)...(asked.upperBound.dayNumber / 32))
        #expect(Set(saved.blocks.keys) == wanted, "the blocks of the days asked first, no more")
        #expect(saved.blocks[Self.blockOfDay]?[Self.day.dayNumber]?.occurrences.map(\.summary) == ["Reading 1"])
        usleep(300_000)
        #expect(backend.saves.count == 1, "saved once, not again while nothing changes")
    }

    /// Year pages asked one after the other before the reading ends are
    /// answered in one pass, more blocks than are kept: the first page's
    /// blocks stay until they are saved (they were pushed out, and no run
    /// saved its first screen).
    @Test func theFirstScreenIsSavedThoughMorePagesThanAreKeptWereAskedAtOnce() throws {
        let backend = SavingBackend(saved: nil, readingKey: 9), worker = CalendarWorker(backend: backend), inbox = Inbox()
        let year = { (offset: Int) in CivilDate(year: 2026 + offset, month: 1, day: 1)!...CivilDate(year: 2026 + offset, month: 12, day: 31)! }
        // Asked before the thread starts: all three wait for the reading.
        for offset in 0..<3 { worker.loadEvents(year(offset), generation: 0) }
        worker.start(posting: inbox)
        defer { worker.stop() }
        let deadline = Date().addingTimeInterval(10)
        while backend.saves.isEmpty, Date() < deadline { usleep(10_000) }
        let saved = try #require(backend.saves.first, "the first screen was never saved")
        #expect(Set(saved.blocks.keys) == Set((year(0).lowerBound.dayNumber / 32)...(year(0).upperBound.dayNumber / 32)))
    }
}
