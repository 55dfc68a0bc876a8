import AppLoop
import CalendarCore
import CalendarUI
import Foundation
@testable import AppLoop

/// Calendars for the engine's tests: made-up sources and backends, and an
/// engine whose answers are collected as they come. No thread, no clock:
/// each test steps the engine (a job, a file change, idle work) and reads
/// what it answered.
enum EngineFixtures {
    /// One event a day titled `title`.
    final class Daily: EventSource, Sendable {
        let title: String
        init(title: String) { self.title = title }
        let calendars = [CalendarInfo(name: "Work", color: nil, path: "/work")]
        func occurrences(in days: ClosedRange<CivilDate>) -> [EventOccurrence] {
            stride(from: days.lowerBound.dayNumber, through: days.upperBound.dayNumber, by: 1).map { day in
                let date = CivilDate(dayNumber: day)
                return EventOccurrence(calendar: 0, uid: "daily", recurrenceID: "\(date)", summary: title, isAllDay: false,
                                       start: LocalDateTime(date: date, secondsOfDay: 36_000), end: LocalDateTime(date: date, secondsOfDay: 39_600))
            }
        }
    }

    /// Reads, writes and watches nothing; its events are `events`'. What a
    /// test needs beyond it, it overrides.
    class Backend: CalendarBackend, @unchecked Sendable {
        var events: EventSource
        init(_ events: EventSource) { self.events = events }
        var source: EventSource { events }
        var problems: [String] { [] }
        func read() {}
        func apply(_ change: EventChange) throws -> WriteReceipt { WriteReceipt(path: "/x/y.ics", before: nil, after: [], summary: "added") }
        func undoConflict(_ receipts: [WriteReceipt]) -> String? { nil }
        func apply(task change: TaskChange) throws -> [WriteReceipt] { [] }
        func refresh(changed paths: [String]?) -> Bool { false }
        var lastPatches: [EventPatch]? { nil }
        var watchedFolders: [String] { [] }
        func signature() -> Int { 0 }
        func details(of occurrence: EventOccurrence) -> EventDetails? { nil }
        func alarms(after: Int?, through: Int) -> AlarmReport { AlarmReport(through: through) }
        /// What an earlier run kept, when a test says so.
        var kept: (report: AlarmReport, problems: [String])?
        func savedAlarms(after: Int?, through: Int) -> (report: AlarmReport, problems: [String])? { kept }
        func search(_ query: String, today: CivilDate) -> [SearchHit] { [] }
        func prepareSearch(today: CivilDate) {}
        func savedDays() -> SavedBlocks? { nil }
        var readingKey: UInt64? { nil }
        func saveDays(_ saved: SavedBlocks) {}
        func todos() -> (todos: [Todo], problems: [String]) { ([], []) }
        func todos(_ read: (todos: [Todo], problems: [String]), after receipts: [WriteReceipt]) -> (todos: [Todo], problems: [String])? { nil }
    }

    /// One event a day titled after the reading it comes from ("Reading
    /// 1" after the first), with a problem; counts readings and records
    /// what the watch reported.
    final class Readings: Backend, @unchecked Sendable {
        private(set) var count = 0
        private(set) var reported: [[String]?] = []
        init() { super.init(Daily(title: "Reading 0")) }
        override var source: EventSource { Daily(title: "Reading \(count)") }
        override var problems: [String] { ["team.ics:3: a warning"] }
        override func read() { count = 1 }
        override func apply(_ change: EventChange) throws -> WriteReceipt {
            count += 1
            return try super.apply(change)
        }
        override func refresh(changed paths: [String]?) -> Bool {
            reported.append(paths)
            count += 1
            return true
        }
    }

    /// The first day of every expansion asked for: which blocks the engine
    /// prepared, in order.
    final class Logging: EventSource, @unchecked Sendable {
        let calendars = [CalendarInfo(name: "Log", color: nil, path: "/log")]
        private(set) var expansions: [CivilDate] = []
        func occurrences(in days: ClosedRange<CivilDate>) -> [EventOccurrence] {
            expansions.append(days.lowerBound)
            return Daily(title: "Logged").occurrences(in: days)
        }
    }

    /// The engine's answers, as they came.
    final class Answers {
        var list: [CalendarAnswer] = []
        /// Those that came since the last look.
        func take() -> [CalendarAnswer] {
            defer { list = [] }
            return list
        }
        var windows: [EventWindow] { list.compactMap { if case .eventsLoaded(let window) = $0 { window } else { nil } } }
    }

    static func engine(_ backend: CalendarBackend, readsAtStart: Bool = true) -> (CalendarEngine, Answers) {
        let answers = Answers()
        let engine = CalendarEngine(backend: backend, readsAtStart: readsAtStart) { answers.list.append($0) }
        return (engine, answers)
    }

    /// Nothing asked for a while: everything the engine does when idle,
    /// done (the blocks around the page, the tasks), as before a person's
    /// next key.
    static func idle(_ engine: CalendarEngine) {
        while engine.hasIdleWork { engine.workWhenIdle(givingUpWhen: { false }) }
        engine.saveFirstScreen()
    }

    /// The window answered for `days` (asked now).
    static func window(_ engine: CalendarEngine, _ answers: Answers, _ days: ClosedRange<CivilDate>) -> EventWindow? {
        _ = answers.take()
        engine.perform(.loadEvents(days, generation: engine.generation))
        return answers.windows.last { $0.days == days }
    }

    static let november = CivilDate(year: 2026, month: 11, day: 1)!...CivilDate(year: 2026, month: 11, day: 30)!

    /// A month page at 80×24, the cursor's month on screen.
    static func monthPage(today: CivilDate, cursor: CivilDate) -> AppState {
        AppState(locale: .english, firstWeekday: .monday, today: today, cursor: cursor, mode: .month, size: ScreenSize(width: 80, height: 24))
    }
}
