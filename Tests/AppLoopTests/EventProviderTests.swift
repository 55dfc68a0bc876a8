import AppLoop
import CalendarCore
import CalendarUI
import Foundation
import Testing

/// Events read and expanded away from the screen: the loop never waits for
/// them, and shows them once they are there.
@Suite struct EventProviderTests {
    /// One event a day, after `delay` seconds per request (a slow calendar).
    final class SlowSource: EventSource, @unchecked Sendable {
        let delay: TimeInterval
        private let lock = NSLock()
        private var requests: [ClosedRange<CivilDate>] = []
        private var threads: Set<String> = []

        init(delay: TimeInterval) { self.delay = delay }
        let calendars: [CalendarInfo] = []

        var asked: [ClosedRange<CivilDate>] { lock.withLock { requests } }
        var askedOnMainThread: Bool { lock.withLock { threads.contains("main") } }

        func occurrences(in days: ClosedRange<CivilDate>) -> [EventOccurrence] {
            lock.withLock {
                requests.append(days)
                threads.insert(Thread.isMainThread ? "main" : "worker")
            }
            Thread.sleep(forTimeInterval: delay)
            return stride(from: days.lowerBound.dayNumber, through: days.upperBound.dayNumber, by: 1).map { day in
                let date = CivilDate(dayNumber: day)
                return EventOccurrence(calendar: 0, uid: "daily", recurrenceID: "\(date)", summary: "Daily", isAllDay: false,
                                       start: LocalDateTime(date: date, secondsOfDay: 36_000), end: LocalDateTime(date: date, secondsOfDay: 39_600))
            }
        }
    }

    static func waitUntil(_ condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(10)
        while !condition() && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
    }

    @Test func windowsAreNilUntilTheWorkerHasThemThenComplete() throws {
        let source = SlowSource(delay: 0.02)
        let events = BackgroundEvents { (source, ["team.ics:3: a warning"]) }
        defer { events.stop() }
        let days = CivilDate(year: 2026, month: 11, day: 1)!...CivilDate(year: 2026, month: 12, day: 12)!
        #expect(events.window(for: days) == nil, "nothing is ready at once")
        Self.waitUntil { events.window(for: days) != nil }
        let window = try #require(events.window(for: days))
        #expect(window.occurrences(on: CivilDate(year: 2026, month: 11, day: 21)!).map(\.summary) == ["Daily"])
        #expect(!source.askedOnMainThread, "the source is only used by the worker")
        #expect(events.takeWarnings() == ["team.ics:3: a warning"])
        #expect(events.takeWarnings() == nil, "warnings come once")
    }

    /// The year page asks for its whole year (12 blocks): every day of it
    /// arrives, and the blocks kept hold it with room for its neighbours.
    @Test func aYearPageGetsEveryDayOfItsYear() throws {
        let source = SlowSource(delay: 0)
        let events = BackgroundEvents { (source, []) }
        defer { events.stop() }
        let state = AppState(locale: .english, firstWeekday: .monday, today: CivilDate(year: 2026, month: 11, day: 21)!,
                             cursor: CivilDate(year: 2024, month: 2, day: 29)!, mode: .year, size: ScreenSize(width: 80, height: 24))
        let year = state.eventDaysOnPages
        #expect(year == CivilDate(year: 2024, month: 1, day: 1)!...CivilDate(year: 2024, month: 12, day: 31)!)
        Self.waitUntil { events.window(for: year) != nil }
        let window = try #require(events.window(for: year))
        for day in [year.lowerBound, CivilDate(year: 2024, month: 2, day: 29)!, year.upperBound] {
            #expect(window.occurrences(on: day).count == 1, "\(day)")
        }
    }

    @Test func theBlocksAroundARequestArePreparedWhileIdle() {
        let source = SlowSource(delay: 0)
        let events = BackgroundEvents { (source, []) }
        defer { events.stop() }
        let november = CivilDate(year: 2026, month: 11, day: 1)!...CivilDate(year: 2026, month: 11, day: 30)!
        Self.waitUntil { events.window(for: november) != nil && !events.isBusy }
        // Three months on: prepared without being asked.
        let february = CivilDate(year: 2027, month: 2, day: 1)!...CivilDate(year: 2027, month: 2, day: 28)!
        #expect(events.window(for: february) != nil)
        #expect(source.asked.count >= 6)
    }

    /// A provider that is still reading for a number of looks, then ready.
    final class LateEvents: EventProvider {
        var looksLeft: Int
        init(looks: Int) { looksLeft = looks }
        func window(for days: ClosedRange<CivilDate>) -> EventWindow? {
            looksLeft -= 1
            guard looksLeft <= 0 else { return nil }
            let tuesday = CivilDate(year: 2026, month: 11, day: 24)!
            return EventWindow(days: days, occurrences: [EventOccurrence(calendar: 0, uid: "d", recurrenceID: nil, summary: "Dentist",
                isAllDay: false, start: LocalDateTime(date: tuesday, secondsOfDay: 57_600), end: LocalDateTime(date: tuesday, secondsOfDay: 59_400))])
        }
        var isBusy: Bool { looksLeft > 0 }
        func takeWarnings() -> [String]? { nil }
        let generation = 0
        func reload() {}
        func changedOnDisk() -> Bool { false }
    }

    @Test func theFirstFrameDoesNotWaitAndTheEventsFollow() {
        var state = AppState(locale: .english, firstWeekday: .sunday, today: CivilDate(year: 2026, month: 11, day: 21)!,
                             cursor: CivilDate(year: 2026, month: 11, day: 21)!, mode: .week, size: ScreenSize(width: 140, height: 20))
        state.calendarCategories = [0]
        let terminal = TestTerminal(width: 140, height: 20, arrivals: [.init([.key(.right)], afterMilliseconds: 500)])
        var frames: [[String]] = []
        terminal.onDraw = { frames.append($0.lines) }
        var loop = CalendarLoop(terminal: terminal, state: state, events: LateEvents(looks: 3))
        _ = loop.run()
        #expect(frames.first?.contains { $0.contains("reading calendars…") } == true, "the first frame comes before the events")
        #expect(frames.contains { frame in frame.contains { $0.contains("Dentist") } }, "then they are drawn")
        #expect(terminal.clock >= 50, "the loop looked again while they were on their way")
    }

    /// Calendars whose files change on disk at a given virtual time (a
    /// sync): the title of their event is the number of readings.
    final class SyncedCalendars: EventProvider {
        let terminal: TestTerminal
        let changeAt: Int
        private(set) var looks = 0
        private(set) var generation = 0
        init(terminal: TestTerminal, changeAt: Int) {
            self.terminal = terminal
            self.changeAt = changeAt
        }
        var isBusy: Bool { false }
        func takeWarnings() -> [String]? { nil }
        func reload() { generation += 1 }
        func changedOnDisk() -> Bool {
            looks += 1
            return generation == 0 && terminal.clock >= changeAt
        }
        func window(for days: ClosedRange<CivilDate>) -> EventWindow? {
            let day = CivilDate(year: 2026, month: 11, day: 21)!
            return EventWindow(days: days, occurrences: [EventOccurrence(
                calendar: 0, uid: "u", recurrenceID: nil, summary: "Reading \(generation)", isAllDay: true,
                start: LocalDateTime(date: day), end: LocalDateTime(date: day.adding(days: 1)))])
        }
    }

    /// Idle, the loop looks at the files every 2 s (not in a busy loop),
    /// and a change found there is drawn without a key pressed.
    @Test func idleTheLoopLooksForChangedFilesNowAndThenAndDrawsWhatChanged() {
        var state = AppState(locale: .english, firstWeekday: .sunday, today: CivilDate(year: 2026, month: 11, day: 21)!,
                             cursor: CivilDate(year: 2026, month: 11, day: 21)!, size: ScreenSize(width: 140, height: 30))
        state.calendarCategories = [0]
        let terminal = TestTerminal(width: 140, height: 30, arrivals: [.init([.key(.character("l"))], afterMilliseconds: 100)])
        var frames: [[String]] = []
        terminal.onDraw = { frames.append($0.lines) }
        let calendars = SyncedCalendars(terminal: terminal, changeAt: 5_000)
        var loop = CalendarLoop(terminal: terminal, state: state, events: calendars)
        _ = loop.run()
        // 10 s of silence after the key: five looks, not thousands.
        #expect((4...7).contains(calendars.looks), "\(calendars.looks) looks")
        #expect(frames.count <= 10, "\(frames.count) frames while idle")
        #expect(frames.first?.contains { $0.contains("Reading 0") } == true)
        #expect(frames.last?.contains { $0.contains("Reading 1") } == true, "the change on disk is drawn")
    }
}
