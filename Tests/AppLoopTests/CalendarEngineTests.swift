import CalendarCore
import CalendarUI
import Foundation
import Testing
@testable import AppLoop

/// The calendars' engine, stepped: a job in, its answers out, in order;
/// the days around the page prepared while idle, and given up for a job;
/// a change (dal's own, or a sync's) followed by patching the days kept.
/// No thread and no clock: every step is the test's.
@Suite struct CalendarEngineTests {
    typealias F = EngineFixtures

    @Test func theFirstReadingsProblemsComeFirstThenEachJobsAnswer() throws {
        let (engine, answers) = F.engine(F.Readings())
        engine.start()
        engine.perform(.loadEvents(F.november, generation: 0))
        #expect(answers.list.first == .calendarsRead(generation: 0, problems: ["team.ics:3: a warning"]))
        let window = try #require(answers.windows.first)
        #expect(window.occurrences(on: CivilDate(year: 2026, month: 11, day: 21)!).map(\.summary) == ["Reading 1"])
    }

    /// A one-shot `dal remind`: an answer an earlier run kept for these
    /// very files is given without reading them; without one, the files
    /// are read for the job, and any other job reads them first.
    @Test func anAlarmLookKeptEarlierIsAnsweredWithoutReadingAndOtherwiseTheFilesAreRead() {
        let kept = F.Readings()
        kept.kept = (AlarmReport(through: 500, problems: ["x.ics:2: an alarm"]), ["x.ics:1: a warning"])
        var (engine, answers) = F.engine(kept, readsAtStart: false)
        engine.start()
        engine.perform(.findAlarms(after: 100, through: 500))
        #expect(kept.count == 0, "nothing read")
        #expect(answers.take() == [.calendarsRead(generation: 0, problems: ["x.ics:1: a warning"]),
                                   .alarmsFound(AlarmReport(through: 500, problems: ["x.ics:2: an alarm"]))])
        engine.perform(.findAlarms(after: 500, through: 600))
        #expect(answers.take() == [.alarmsFound(AlarmReport(through: 500, problems: ["x.ics:2: an alarm"]))], "the problems said once")
        engine.perform(.loadEvents(F.november, generation: 0))
        #expect(kept.count == 1, "days need the reading")

        let unkept = F.Readings()
        (engine, answers) = F.engine(unkept, readsAtStart: false)
        engine.start()
        #expect(unkept.count == 0 && answers.list.isEmpty)
        engine.perform(.findAlarms(after: 100, through: 500))
        #expect(unkept.count == 1)
        #expect(answers.take() == [.calendarsRead(generation: 0, problems: ["team.ics:3: a warning"]), .alarmsFound(AlarmReport(through: 500))])
    }

    @Test func aWriteIsAnsweredThenANewReadingIsAnnounced() {
        let (engine, answers) = F.engine(F.Readings())
        engine.start()
        _ = answers.take()
        engine.perform(.change([.undo(WriteReceipt(path: "/x/y.ics", before: nil, after: [], summary: ""))]))
        #expect(answers.list.count == 2)
        guard answers.list.count == 2 else { return }
        if case .changesApplied(let receipts, nil) = answers.list[0] { #expect(receipts.count == 1) } else { Issue.record("\(answers.list)") }
        #expect(answers.list[1] == .calendarsRead(generation: 1, problems: ["team.ics:3: a warning"]))
    }

    /// Of the searches typed meanwhile only the newest is answered, after
    /// the days on screen.
    @Test func onlyTheNewestSearchIsAnsweredAndDaysGoFirst() {
        let (engine, answers) = F.engine(F.Readings())
        engine.start()
        _ = answers.take()
        let today = CivilDate(year: 2026, month: 11, day: 21)!
        engine.perform([.search("d", today: today), .search("de", today: today), .loadEvents(F.november, generation: 0)])
        #expect(answers.list.count == 2)
        if case .eventsLoaded = answers.list.first {} else { Issue.record("the days first: \(answers.list)") }
        #expect(answers.list.last == .searchResults(query: "de", hits: []))
    }

    /// The year page asks for its whole year (12 blocks): every day of it comes.
    @Test func aYearPageGetsEveryDayOfItsYear() throws {
        let (engine, answers) = F.engine(F.Readings())
        engine.start()
        let state = AppState(locale: .english, firstWeekday: .monday, today: CivilDate(year: 2026, month: 11, day: 21)!,
                             cursor: CivilDate(year: 2024, month: 2, day: 29)!, mode: .year, size: ScreenSize(width: 80, height: 24))
        let year = state.eventDaysOnPages
        #expect(year == CivilDate(year: 2024, month: 1, day: 1)!...CivilDate(year: 2024, month: 12, day: 31)!)
        let window = try #require(F.window(engine, answers, year))
        for day in [year.lowerBound, CivilDate(year: 2024, month: 2, day: 29)!, year.upperBound] {
            #expect(window.occurrences(on: day).count == 1, "\(day)")
        }
    }

    /// Month after month, each step's days are prepared before it is
    /// taken: the blocks prepared a year on and back at each step once
    /// pushed out the one the next step needed, which then waited for its
    /// expansion (17 ms with 5,000 unbounded rules).
    @Test func monthStepsFindTheirBlocksPreparedAheadStepAfterStep() throws {
        let events = F.Logging()
        let (engine, answers) = F.engine(F.Backend(events))
        engine.start()
        var state = F.monthPage(today: CivilDate(year: 2026, month: 11, day: 21)!, cursor: CivilDate(year: 2026, month: 11, day: 21)!)
        for step in 0..<12 {
            let days = state.eventDaysOnPages
            let before = events.expansions.count
            #expect(F.window(engine, answers, days) != nil)
            // Expansions of the step's own days are the answer's: prepared too late.
            let late = events.expansions.dropFirst(before).filter { days.contains($0) || days.contains($0.adding(days: 31)) }
            if step > 0 { #expect(late.isEmpty, "step \(step): \(late)") }
            F.idle(engine)
            state.apply(.nextPage)
        }
    }

    /// Pages far apart, then back: every answer holds every day it
    /// covers. Preparing a page's missing blocks once pushed out another
    /// block of that same page when all the others kept were around the
    /// page before it, and the answer went without those days (a newcomer
    /// saw November's first ten days empty after PgUp and `t`).
    @Test func anAnswerAfterAJumpHoldsEveryDayItCovers() throws {
        let (engine, answers) = F.engine(F.Backend(F.Logging()))
        engine.start()
        // The run starts on a page of 2020: its blocks, the first screen's,
        // are kept until saved; November 2026's are like any other.
        var state = F.monthPage(today: CivilDate(year: 2026, month: 11, day: 27)!, cursor: CivilDate(year: 2020, month: 3, day: 1)!)
        let steps: [Action?] = [nil, .goToToday, .nextPage, .nextPage, .previousYear, .goToToday, .nextYear, .previousYear]
        for (step, action) in steps.enumerated() {
            if let action { state.apply(action) }
            let days = state.eventDaysOnPages
            let window = try #require(F.window(engine, answers, days))
            let empty = stride(from: days.lowerBound.dayNumber, through: days.upperBound.dayNumber, by: 1).map(CivilDate.init(dayNumber:))
                .filter { window.occurrences(on: $0).count != 1 }
            #expect(empty.isEmpty, "step \(step) (\(days)): no event on \(empty.first.map { "\($0)" } ?? "") and \(max(0, empty.count - 1)) more days")
            F.idle(engine)
        }
    }

    /// A key pressed while the blocks around the page are prepared is
    /// answered without waiting for the block under way: its expansion is
    /// given up (at the next event) and done again later, never kept half
    /// done.
    @Test func aJobStopsTheBlockBeingPreparedAroundThePageAndNoBlockIsKeptHalfDone() throws {
        let events = F.Logging()
        let (engine, answers) = F.engine(F.Backend(events))
        engine.start()
        #expect(F.window(engine, answers, F.november) != nil)
        #expect(engine.isPreparing)
        // A key comes while the first block around the page is expanded: it is given up.
        var asked = 0
        let before = events.expansions.count
        engine.workWhenIdle { asked += 1; return asked > 1 }
        #expect(events.expansions.count > before && engine.isPreparing, "begun, given up, still to do")
        let later = CivilDate(year: 2030, month: 3, day: 1)!...CivilDate(year: 2030, month: 3, day: 31)!
        let window = try #require(F.window(engine, answers, later))
        for day in [later.lowerBound, later.upperBound] { #expect(window.occurrences(on: day).count == 1, "\(day)") }
        F.idle(engine)
        // Every block prepared, given up once or not, is whole: the year
        // after November and its neighbours, each day its event.
        let yearOn = CivilDate(year: 2027, month: 10, day: 20)!...CivilDate(year: 2028, month: 1, day: 10)!
        let whole = try #require(F.window(engine, answers, yearOn))
        for day in stride(from: yearOn.lowerBound.dayNumber, through: yearOn.upperBound.dayNumber, by: 1).map(CivilDate.init(dayNumber:)) {
            #expect(whole.occurrences(on: day).count == 1, "\(day)")
        }
    }

    /// A calendar busier than a day keeps (100,000 daily events) is
    /// expanded a few days at a time: no expansion asks for a whole block.
    final class Crowd: EventSource, @unchecked Sendable {
        let calendars = [CalendarInfo(name: "Crowd", color: nil, path: "/crowd")]
        /// The most days one expansion was asked for.
        var longest = 0
        func occurrences(in days: ClosedRange<CivilDate>) -> [EventOccurrence] {
            let length = days.lowerBound.days(until: days.upperBound) + 1
            longest = max(longest, length)
            var found: [EventOccurrence] = []
            for day in days.lowerBound.dayNumber...days.upperBound.dayNumber {
                let date = CivilDate(dayNumber: day)
                for index in 0..<(EventWindow.perDayLimit + 50) {
                    found.append(EventOccurrence(calendar: 0, uid: "c\(index)", recurrenceID: "\(date)", summary: "C", isAllDay: false,
                                                 start: LocalDateTime(date: date, secondsOfDay: index * 60),
                                                 end: LocalDateTime(date: date, secondsOfDay: index * 60 + 30)))
                }
            }
            return found
        }
    }

    @Test func aVeryBusyCalendarIsExpandedAFewDaysAtATime() {
        let crowd = Crowd()
        let (engine, answers) = F.engine(F.Backend(crowd))
        engine.start()
        let window = F.window(engine, answers, F.november)
        #expect(crowd.longest <= DayCache.probeDays, "at most \(DayCache.probeDays) days at once: \(crowd.longest)")
        #expect(window?.occurrences(on: F.november.lowerBound).count == EventWindow.perDayLimit)
        #expect(window?.hiddenCount(on: F.november.lowerBound) == 50)
    }

    // MARK: Days kept between runs

    /// `Readings` with days saved under `savedKey` and a reading labelled
    /// `readingKey`; records what it saves.
    final class Saving: F.Backend, @unchecked Sendable {
        let saved: SavedBlocks?
        let key: UInt64
        private(set) var saves: [SavedBlocks] = []
        private var reading = "Reading 0"
        init(saved: SavedBlocks?, readingKey: UInt64) {
            self.saved = saved
            key = readingKey
            super.init(F.Daily(title: "Reading 0"))
        }
        override var source: EventSource { F.Daily(title: reading) }
        override func read() { reading = "Reading 1" }
        override func savedDays() -> SavedBlocks? { saved }
        override var readingKey: UInt64? { key }
        override func saveDays(_ saved: SavedBlocks) { saves.append(saved) }
    }

    static let calendars = [CalendarInfo(name: "Work", color: nil, path: "/work")]
    static let day = CivilDate(year: 2026, month: 11, day: 21)!

    /// Block of `day` with one event a day titled `title`.
    static func savedBlock(_ title: String) -> [Int: [Int: EventWindow.Day]] {
        let days = DayBlocks.days(of: DayBlocks.block(of: day))
        return [DayBlocks.block(of: day): EventWindow.group(F.Daily(title: title).occurrences(in: days), within: days)]
    }

    @Test func savedDaysAreShownBeforeTheReadingAndKeptWhenItIsOfTheSameFiles() throws {
        let (engine, answers) = F.engine(Saving(saved: SavedBlocks(key: 5, calendars: Self.calendars, blocks: Self.savedBlock("Saved")),
                                                readingKey: 5))
        engine.start()
        let shown = try #require(answers.windows.first)
        #expect(shown.occurrences(on: Self.day).map(\.summary) == ["Saved"])
        #expect(shown.calendars == Self.calendars && shown.generation == 0)
        if case .eventsLoaded = answers.list.first {} else { Issue.record("the saved days before the reading is announced: \(answers.list)") }
        #expect(answers.list.last == .calendarsRead(generation: 0, problems: []))
        // Asked after the reading: the saved block is the answer (the reading's own days would say "Reading 1").
        let answer = try #require(F.window(engine, answers, Self.day...Self.day))
        #expect(answer.occurrences(on: Self.day).map(\.summary) == ["Saved"] && answer.generation == 0)
    }

    @Test func savedDaysOfFilesThatChangedBeforeTheReadingAreDropped() throws {
        let (engine, answers) = F.engine(Saving(saved: SavedBlocks(key: 5, calendars: Self.calendars, blocks: Self.savedBlock("Saved")),
                                                readingKey: 6))
        engine.start()
        #expect(answers.list.contains(.calendarsRead(generation: 1, problems: [])), "a new generation: what was shown is asked for again")
        let answer = try #require(F.window(engine, answers, Self.day...Self.day))
        #expect(answer.occurrences(on: Self.day).map(\.summary) == ["Reading 1"] && answer.generation == 1)
    }

    @Test func theFirstScreensDaysAreSavedOnceExpandedUnderTheReadingsKey() throws {
        let backend = Saving(saved: nil, readingKey: 9)
        let (engine, answers) = F.engine(backend)
        engine.start()
        let asked = Self.day.adding(days: -40)...Self.day.adding(days: 40)
        #expect(F.window(engine, answers, asked) != nil)
        F.idle(engine)
        let saved = try #require(backend.saves.first)
        #expect(saved.key == 9 && saved.calendars == F.Daily(title: "").calendars)
        #expect(Set(saved.blocks.keys) == Set(DayBlocks.blocks(of: asked)), "the blocks of the days asked first, no more")
        #expect(saved.blocks[DayBlocks.block(of: Self.day)]?[Self.day.dayNumber]?.occurrences.map(\.summary) == ["Reading 1"])
        F.idle(engine)
        #expect(backend.saves.count == 1, "saved once, not again while nothing changes")
    }

    /// Year pages asked one after the other are answered in one pass, more
    /// blocks than are kept: the first page's blocks stay until they are
    /// saved (they were pushed out, and no run saved its first screen).
    @Test func theFirstScreenIsSavedThoughMorePagesThanAreKeptWereAskedAtOnce() throws {
        let backend = Saving(saved: nil, readingKey: 9)
        let (engine, _) = F.engine(backend)
        let year = { (offset: Int) in CivilDate(year: 2026 + offset, month: 1, day: 1)!...CivilDate(year: 2026 + offset, month: 12, day: 31)! }
        engine.start()
        engine.perform((0..<3).map { CalendarJob.loadEvents(year($0), generation: 0) })
        engine.saveFirstScreen()
        let saved = try #require(backend.saves.first, "the first screen was never saved")
        #expect(Set(saved.blocks.keys) == Set(DayBlocks.blocks(of: year(0))))
    }
}
