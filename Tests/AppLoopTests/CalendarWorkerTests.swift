import AppLoop
import CalendarCore
import CalendarUI
import Foundation
import Testing

/// The calendars on their own thread: asked by value, answering through
/// the inbox; the loop never waits for them and wakes only for what they
/// say (no polling).
@Suite struct CalendarWorkerTests {
    /// One event a day titled after the reading it comes from; records the
    /// threads it is used on and the changes the watch reported.
    final class DailyBackend: CalendarBackend, @unchecked Sendable {
        let folder: String?
        private let lock = NSLock()
        private var readings = 0
        private var threads: Set<String> = []
        private(set) var reported: [[String]?] = []

        init(folder: String? = nil) { self.folder = folder }

        var usedOnMainThread: Bool { lock.withLock { threads.contains("main") } }
        var refreshes: [[String]?] { lock.withLock { reported } }

        var source: EventSource {
            lock.withLock { threads.insert(Thread.isMainThread ? "main" : "worker") }
            return Daily(title: "Reading \(lock.withLock { readings })")
        }
        var problems: [String] { ["team.ics:3: a warning"] }
        func read() { lock.withLock { readings = 1 } }
        func apply(_ change: EventChange) throws -> WriteReceipt {
            lock.withLock { readings += 1 }
            return WriteReceipt(path: "/x/y.ics", before: nil, after: [], summary: "added")
        }
        func refresh(changed paths: [String]?) -> Bool {
            lock.withLock {
                reported.append(paths)
                readings += 1
            }
            return true
        }
        var watchedFolders: [String] { folder.map { [$0] } ?? [] }
        func signature() -> Int { 0 }
        func details(of occurrence: EventOccurrence) -> EventDetails? { nil }
    }

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

    /// Waits (up to 10 s) for the inbox to hold an action that `matches`.
    static func wait(for inbox: Inbox, _ matches: (Action) -> Bool) -> [Action] {
        var seen: [Action] = []
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            var ready = pollfd(fd: inbox.wakeDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&ready, 1, 100)
            seen += inbox.take()
            if seen.contains(where: matches) { return seen }
        }
        return seen
    }

    static let november = CivilDate(year: 2026, month: 11, day: 1)!...CivilDate(year: 2026, month: 11, day: 30)!

    @Test func answersArriveThroughTheInboxAndTheBackendIsUsedOnItsThreadOnly() throws {
        let backend = DailyBackend(), worker = CalendarWorker(backend: backend), inbox = Inbox()
        worker.start(posting: inbox)
        defer { worker.stop() }
        worker.loadEvents(Self.november, generation: 0)
        let arrived = Self.wait(for: inbox) { if case .calendar(.eventsLoaded) = $0 { true } else { false } }
        #expect(arrived.first == .calendarsRead(generation: 0, problems: ["team.ics:3: a warning"]), "the first reading's problems first")
        let window = try #require(arrived.compactMap { if case .calendar(.eventsLoaded(let window)) = $0 { window } else { nil } }.first)
        #expect(window.occurrences(on: CivilDate(year: 2026, month: 11, day: 21)!).map(\.summary) == ["Reading 1"])
        #expect(!backend.usedOnMainThread)
    }

    /// Begun before the loop has an inbox (while the terminal is set up),
    /// the worker reads at once and holds what it found until it has one.
    @Test func begunEarlyItReadsAtOnceAndPostsOnlyOnceItHasAnInbox() throws {
        let backend = DailyBackend(), worker = CalendarWorker(backend: backend), inbox = Inbox()
        defer { worker.stop() }
        worker.begin()
        let deadline = Date().addingTimeInterval(10)
        while (backend.source as? Daily)?.title != "Reading 1", Date() < deadline { usleep(1_000) }
        #expect((backend.source as? Daily)?.title == "Reading 1", "the files are read before any inbox is given")
        worker.start(posting: inbox)
        worker.loadEvents(Self.november, generation: 0)
        let arrived = Self.wait(for: inbox) { if case .calendar(.eventsLoaded) = $0 { true } else { false } }
        #expect(arrived.first == .calendarsRead(generation: 0, problems: ["team.ics:3: a warning"]), "what was found waited")
        #expect(arrived.contains { if case .calendar(.eventsLoaded) = $0 { true } else { false } })
    }

    /// Stopped before it ever had an inbox (the terminal could not be
    /// opened), a begun worker's thread ends instead of waiting forever.
    @Test func begunAndStoppedWithoutAnInboxItsThreadEnds() {
        let backend = DailyBackend(), worker = CalendarWorker(backend: backend)
        worker.begin()
        worker.stop()
        let deadline = Date().addingTimeInterval(10)
        while !worker.hasEnded, Date() < deadline { usleep(1_000) }
        #expect(worker.hasEnded)
    }

    /// Twenty events a day, each a slow expansion (3 ms a block): a block
    /// takes 60 ms, as thousands of repeating events do. Counts the
    /// expansions given up (the worker's filter said no).
    final class SlowSource: EventSource, @unchecked Sendable {
        static let seriesCount = 20
        let calendars = [CalendarInfo(name: "Slow", color: nil, path: "/slow")]
        private let lock = NSLock()
        private var givenUp = 0
        var interruptions: Int { lock.withLock { givenUp } }

        func occurrences(in days: ClosedRange<CivilDate>) -> [EventOccurrence] { occurrences(in: days) { _, _ in true } }

        func occurrences(in days: ClosedRange<CivilDate>, of wanted: (Int, String) -> Bool) -> [EventOccurrence] {
            var found: [EventOccurrence] = []
            for series in 0..<Self.seriesCount {
                guard wanted(0, "s\(series)") else {
                    lock.withLock { givenUp += 1 }
                    continue
                }
                usleep(3_000)
                for day in days.lowerBound.dayNumber...days.upperBound.dayNumber {
                    let date = CivilDate(dayNumber: day)
                    found.append(EventOccurrence(calendar: 0, uid: "s\(series)", recurrenceID: "\(date)", summary: "Series \(series)",
                                                 isAllDay: false, start: LocalDateTime(date: date, secondsOfDay: 3_600 + series * 60),
                                                 end: LocalDateTime(date: date, secondsOfDay: 3_660 + series * 60)))
                }
            }
            return found.sorted(by: EventOccurrence.displayOrder)
        }
    }

    /// A backend whose events are `events`' and that reads, writes and
    /// watches nothing.
    final class SourceBackend<Source: EventSource>: CalendarBackend, @unchecked Sendable {
        let events: Source
        init(_ events: Source) { self.events = events }
        var source: EventSource { events }
        var problems: [String] { [] }
        func read() {}
        func apply(_ change: EventChange) throws -> WriteReceipt { WriteReceipt(path: "/x", before: nil, after: [], summary: "") }
        func refresh(changed paths: [String]?) -> Bool { false }
        var watchedFolders: [String] { [] }
        func signature() -> Int { 0 }
        func details(of occurrence: EventOccurrence) -> EventDetails? { nil }
    }

    /// A key pressed while the blocks around the page are prepared is
    /// answered without waiting for the block under way: its expansion is
    /// given up and done again later, never kept half done.
    @Test func aRequestStopsTheBlockBeingPreparedAroundThePageAndNoBlockIsKeptHalfDone() throws {
        let backend = SourceBackend(SlowSource()), worker = CalendarWorker(backend: backend), inbox = Inbox()
        worker.start(posting: inbox)
        defer { worker.stop() }
        worker.loadEvents(Self.november, generation: 0)
        _ = Self.wait(for: inbox) { if case .calendar(.eventsLoaded) = $0 { true } else { false } }
        // The blocks a year on and around are being prepared now (60 ms each).
        usleep(100_000)
        let later = CivilDate(year: 2030, month: 3, day: 1)!...CivilDate(year: 2030, month: 3, day: 31)!
        worker.loadEvents(later, generation: 0)
        let arrived = Self.wait(for: inbox) { if case .calendar(.eventsLoaded(let window)) = $0 { window.days == later } else { false } }
        let window = try #require(arrived.compactMap { if case .calendar(.eventsLoaded(let window)) = $0, window.days == later { window } else { nil } }.first)
        #expect(backend.events.interruptions > 0, "the block under way was given up for the request")
        for day in [later.lowerBound, later.upperBound] { #expect(window.occurrences(on: day).count == SlowSource.seriesCount, "\(day)") }

        // Every block prepared meanwhile, given up or not, is whole: the
        // year after November, and its neighbours, each day all twenty.
        let yearOn = CivilDate(year: 2027, month: 10, day: 20)!...CivilDate(year: 2028, month: 1, day: 10)!
        worker.loadEvents(yearOn, generation: 0)
        let again = Self.wait(for: inbox) { if case .calendar(.eventsLoaded(let window)) = $0 { window.days == yearOn } else { false } }
        let whole = try #require(again.compactMap { if case .calendar(.eventsLoaded(let window)) = $0, window.days == yearOn { window } else { nil } }.first)
        for day in stride(from: yearOn.lowerBound.dayNumber, through: yearOn.upperBound.dayNumber, by: 1).map(CivilDate.init(dayNumber:)) {
            #expect(whole.occurrences(on: day).count == SlowSource.seriesCount, "\(day)")
        }
    }

    /// One event a day, and the first day of every expansion asked for:
    /// which blocks the worker prepared, in order.
    final class LoggingSource: EventSource, @unchecked Sendable {
        let calendars = [CalendarInfo(name: "Log", color: nil, path: "/log")]
        private let lock = NSLock()
        private var asked: [CivilDate] = []
        var expansions: [CivilDate] { lock.withLock { asked } }

        /// Returns once no expansion came for 200 ms: the blocks around
        /// the page are all prepared, as before a person's next key.
        func waitUntilQuiet() {
            var count = -1
            while count != expansions.count {
                count = expansions.count
                usleep(200_000)
            }
        }

        func occurrences(in days: ClosedRange<CivilDate>) -> [EventOccurrence] {
            lock.withLock { asked.append(days.lowerBound) }
            return Daily(title: "Logged").occurrences(in: days)
        }
    }

    /// A month page at 80×24, the cursor's month on screen.
    static func monthPage(today: CivilDate, cursor: CivilDate) -> AppState {
        AppState(locale: .english, firstWeekday: .monday, today: today, cursor: cursor, mode: .month, size: ScreenSize(width: 80, height: 24))
    }

    /// Month after month, each step's days are ready before it is taken:
    /// the blocks prepared a year on and back at each step once pushed out
    /// the one the next step needed, which then waited for its expansion
    /// (17 ms with 5,000 unbounded rules).
    @Test func monthStepsFindTheirBlocksPreparedAheadStepAfterStep() throws {
        let backend = SourceBackend(LoggingSource()), worker = CalendarWorker(backend: backend), inbox = Inbox()
        worker.start(posting: inbox)
        defer { worker.stop() }
        var state = Self.monthPage(today: CivilDate(year: 2026, month: 11, day: 21)!, cursor: CivilDate(year: 2026, month: 11, day: 21)!)
        for step in 0..<12 {
            let days = state.eventDaysOnPages
            let before = backend.events.expansions.count
            worker.loadEvents(days, generation: 0)
            _ = Self.wait(for: inbox) { if case .calendar(.eventsLoaded(let window)) = $0 { window.days == days } else { false } }
            // Expansions of the step's own days are the answer's: prepared too late.
            let late = backend.events.expansions.dropFirst(before).filter { days.contains($0) || days.contains($0.adding(days: 31)) }
            if step > 0 { #expect(late.isEmpty, "step \(step): \(late)") }
            backend.events.waitUntilQuiet()
            state.apply(.nextPage)
        }
    }

    /// Pages far apart, then back: every answer holds every day it
    /// covers. Preparing a page's missing blocks once pushed out another
    /// block of that same page when all the others kept were around the
    /// page before it, and the answer went without those days (a newcomer
    /// saw November's first ten days empty after PgUp and `t`).
    @Test func anAnswerAfterAJumpHoldsEveryDayItCovers() throws {
        let backend = SourceBackend(LoggingSource()), worker = CalendarWorker(backend: backend), inbox = Inbox()
        worker.start(posting: inbox)
        defer { worker.stop() }
        // The run starts on a page of 2020: its blocks, the first screen's,
        // are kept until saved; November 2026's are like any other.
        var state = Self.monthPage(today: CivilDate(year: 2026, month: 11, day: 27)!, cursor: CivilDate(year: 2020, month: 3, day: 1)!)
        let steps: [Action?] = [nil, .goToToday, .nextPage, .nextPage, .previousYear, .goToToday, .nextYear, .previousYear]
        for (step, action) in steps.enumerated() {
            if let action { state.apply(action) }
            let days = state.eventDaysOnPages
            worker.loadEvents(days, generation: 0)
            let arrived = Self.wait(for: inbox) { if case .calendar(.eventsLoaded(let window)) = $0 { window.days == days } else { false } }
            let window = try #require(arrived.compactMap { if case .calendar(.eventsLoaded(let window)) = $0, window.days == days { window } else { nil } }.first)
            let empty = stride(from: days.lowerBound.dayNumber, through: days.upperBound.dayNumber, by: 1).map(CivilDate.init(dayNumber:))
                .filter { window.occurrences(on: $0).count != 1 }
            #expect(empty.isEmpty, "step \(step) (\(days)): no event on \(empty.first.map { "\($0)" } ?? "") and \(max(0, empty.count - 1)) more days")
            backend.events.waitUntilQuiet()
        }
    }

    /// The year page asks for its whole year (12 blocks): every day of it
    /// arrives.
    @Test func aYearPageGetsEveryDayOfItsYear() throws {
        let backend = DailyBackend(), worker = CalendarWorker(backend: backend), inbox = Inbox()
        worker.start(posting: inbox)
        defer { worker.stop() }
        let state = AppState(locale: .english, firstWeekday: .monday, today: CivilDate(year: 2026, month: 11, day: 21)!,
                             cursor: CivilDate(year: 2024, month: 2, day: 29)!, mode: .year, size: ScreenSize(width: 80, height: 24))
        let year = state.eventDaysOnPages
        #expect(year == CivilDate(year: 2024, month: 1, day: 1)!...CivilDate(year: 2024, month: 12, day: 31)!)
        worker.loadEvents(year, generation: 0)
        let arrived = Self.wait(for: inbox) { if case .calendar(.eventsLoaded) = $0 { true } else { false } }
        let window = try #require(arrived.compactMap { if case .calendar(.eventsLoaded(let window)) = $0 { window } else { nil } }.first)
        for day in [year.lowerBound, CivilDate(year: 2024, month: 2, day: 29)!, year.upperBound] {
            #expect(window.occurrences(on: day).count == 1, "\(day)")
        }
    }

    @Test func aWriteIsAnsweredThenANewReadingIsAnnounced() {
        let backend = DailyBackend(), worker = CalendarWorker(backend: backend), inbox = Inbox()
        worker.start(posting: inbox)
        defer { worker.stop() }
        worker.apply([.undo(WriteReceipt(path: "/x/y.ics", before: nil, after: [], summary: ""))])
        let arrived = Self.wait(for: inbox) { $0 == .calendarsRead(generation: 1, problems: ["team.ics:3: a warning"]) }
        let applied = arrived.firstIndex { if case .calendar(.changesApplied(let receipts, nil)) = $0 { receipts.count == 1 } else { false } }
        let read = arrived.firstIndex { $0 == .calendarsRead(generation: 1, problems: ["team.ics:3: a warning"]) }
        #expect(applied != nil && read != nil && applied! < read!, "\(arrived)")
    }

    /// A file written into a watched folder (a sync) is reported by
    /// inotify, once the folder is quiet, with its path.
    @Test func aChangeInAWatchedFolderIsReportedOnceItSettles() throws {
        let folder = NSTemporaryDirectory() + "dal-watch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let backend = DailyBackend(folder: folder), worker = CalendarWorker(backend: backend), inbox = Inbox()
        worker.start(posting: inbox)
        defer { worker.stop() }
        _ = Self.wait(for: inbox) { if case .calendar(.calendarsRead) = $0 { true } else { false } }
        for index in 0..<5 { try Data("BEGIN:VCALENDAR\r\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/e\(index).ics")) }
        let arrived = Self.wait(for: inbox) { if case .calendar(.calendarsRead(let generation, _)) = $0 { generation == 1 } else { false } }
        #expect(arrived.contains { if case .calendar(.calendarsRead(1, _)) = $0 { true } else { false } }, "\(arrived)")
        let reported = backend.refreshes
        #expect(reported.count == 1, "five files, one settled report: \(reported)")
        #expect(Set(reported.first??.filter { $0.hasSuffix(".ics") } ?? []) == Set((0..<5).map { "\(folder)/e\($0).ics" }))
    }

    /// The whole engine with no terminal: idle, nothing wakes the loop; a
    /// file changed by another program is read again and drawn; the loop
    /// ends on an action posted to its inbox.
    @Test func idleTheLoopNeverWakesAndAChangeOnDiskArrivesByItself() throws {
        let folder = NSTemporaryDirectory() + "dal-idle-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let backend = DailyBackend(folder: folder), worker = CalendarWorker(backend: backend), inbox = Inbox()
        let terminal = CountingTerminal()
        var state = AppState(locale: .english, firstWeekday: .sunday, today: CivilDate(year: 2026, month: 11, day: 21)!,
                             cursor: CivilDate(year: 2026, month: 11, day: 21)!, size: terminal.size)
        state.calendarCategories = [0]
        let start = state
        let titles = Titles()
        let run = Thread {
            var loop = CalendarLoop(terminal: terminal, state: start, calendars: worker, inbox: inbox, observer: { _, state in
                titles.add(state.events?.occurrences(on: CivilDate(year: 2026, month: 11, day: 21)!).first?.summary)
            })
            _ = loop.run()
            titles.finish()
        }
        run.start()
        #expect(titles.wait { $0.contains("Reading 1") })
        // The start's other answers (the look at the alarms, asked with the
        // first days) may come a moment after the days: idle is after them.
        Thread.sleep(forTimeInterval: 0.5)
        let woken = terminal.wakes
        Thread.sleep(forTimeInterval: 1.5)
        #expect(terminal.wakes == woken, "idle: no wake-up in 1.5 s")
        try Data("BEGIN:VCALENDAR\r\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/synced.ics"))
        #expect(titles.wait { $0.contains("Reading 2") }, "the change on disk is shown without a key")
        inbox.post(.quit)
        #expect(titles.wait { _ in titles.finished })
    }

    @Test func theFirstFrameDoesNotWaitForTheEventsAndTheyFollowWithoutAnyTimeout() {
        var state = AppState(locale: .english, firstWeekday: .sunday, today: CivilDate(year: 2026, month: 11, day: 21)!,
                             cursor: CivilDate(year: 2026, month: 11, day: 21)!, mode: .week, size: ScreenSize(width: 140, height: 20))
        state.calendarCategories = [0]
        let terminal = TestTerminal(width: 140, height: 20, arrivals: [.init([.key(.right)], afterMilliseconds: 500)])
        var frames: [[String]] = []
        terminal.onDraw = { frames.append($0.lines) }
        var loop = CalendarLoop(terminal: terminal, state: state, calendars: ImmediateCalendars(Daily(title: "Dentist")))
        _ = loop.run()
        #expect(frames.first?.contains { $0.contains("reading calendars…") } == true, "the first frame comes before the events")
        #expect(frames.dropFirst().first?.contains { $0.contains("Dentist") } == true, "the next frame has them")
        #expect(terminal.clock == 500 + 3 * Slide.frameMilliseconds, "nothing but the key and its slide's frames took time")
    }

    /// A terminal-less terminal that counts how often its wait returns.
    final class CountingTerminal: Terminal, @unchecked Sendable {
        private let headless = HeadlessTerminal()
        private let lock = NSLock()
        private var count = 0
        var wakes: Int { lock.withLock { count } }
        var size: ScreenSize { headless.size }
        var milliseconds: Int { headless.milliseconds }
        func nextEvent(timeoutMilliseconds: Int32?, waking inbox: Inbox?) -> InputEvent {
            defer { lock.withLock { count += 1 } }
            return headless.nextEvent(timeoutMilliseconds: timeoutMilliseconds, waking: inbox)
        }
        func hasPendingInput() -> Bool { false }
        func draw(_ frame: CellBuffer) {}
        func suspend() {}
        func alert(title: String, body: String) {}
        func runOutside(_ work: () -> Void) { work() }
    }

    /// The titles the loop showed, for another thread to wait on.
    final class Titles: @unchecked Sendable {
        private let condition = NSCondition()
        private var seen: [String] = []
        private(set) var finished = false
        func add(_ title: String?) {
            condition.withLock {
                if let title { seen.append(title) }
                condition.broadcast()
            }
        }
        func finish() { condition.withLock { finished = true; condition.broadcast() } }
        func wait(_ done: ([String]) -> Bool) -> Bool {
            condition.withLock {
                let deadline = Date().addingTimeInterval(10)
                while !done(seen), condition.wait(until: deadline) {}
                return done(seen)
            }
        }
    }
}
