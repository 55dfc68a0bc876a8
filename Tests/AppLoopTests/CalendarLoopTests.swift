import AppLoop
import CalendarCore
import CalendarUI
import Foundation
import Testing

/// The run loop driven through the in-memory terminal: scripted keys,
/// resizes and silences in, every frame out. Animation is on, as for users.
@Suite struct CalendarLoopTests {
    static let today = CivilDate(year: 2026, month: 11, day: 21)!

    static func state(_ mode: ViewMode = .month, cursor: CivilDate = today, width: Int = 80, height: Int = 24,
                      pick: PickMode? = nil) -> AppState {
        var state = AppState(locale: .english, firstWeekday: .sunday, today: today, cursor: cursor, mode: mode,
                             size: ScreenSize(width: width, height: height))
        state = state.with { $0.pickMode = pick }
        return state
    }

    /// Runs the loop over `arrivals`, collecting every frame's text.
    static func run(_ arrivals: [TestTerminal.Arrival], from state: AppState = state(),
                    save: @escaping CalendarLoop.Save = { _ in .saved }) -> (CalendarLoop.Outcome, [[String]], TestTerminal) {
        let terminal = TestTerminal(width: state.size.width, height: state.size.height, arrivals: arrivals)
        var frames: [[String]] = []
        terminal.onDraw = { frames.append($0.lines) }
        var loop = CalendarLoop(terminal: terminal, state: state, save: save)
        return (loop.run(), frames, terminal)
    }

    static func keys(_ keys: Key...) -> [TestTerminal.Arrival] { keys.map { .init([.key($0)]) } }

    @Test func aPageTurnSlidesOverThreeFramesThenRestsOnTheNewPage() {
        let (outcome, frames, terminal) = Self.run(Self.keys(.right))
        #expect(outcome.stop == .inputClosed)
        #expect(frames.count == 1 + Slide.frameCount + 1, "first frame, three slide frames, the page at rest")
        // The strip moves a quarter of the width per frame: November leaves
        // to the left, December comes in from the right.
        func column(_ text: String, inFrame index: Int) -> Int? {
            frames[index][0].range(of: text).map { frames[index][0].utf16.distance(from: frames[index][0].startIndex, to: $0.lowerBound) }
        }
        let november = column("November 2026", inFrame: 0), december = column("December 2026", inFrame: 4)
        #expect(november != nil && column("November 2026", inFrame: 1) == november.map { $0 - 20 }, "\(frames[1][0])")
        #expect(frames[2][0].contains("r 2026") && frames[2][0].hasSuffix("Decembe"), "halfway, both titles cut: \(frames[2][0].debugDescription)")
        #expect(december != nil && column("December 2026", inFrame: 3) == december.map { $0 + 20 }, "\(frames[3][0])")
        #expect(frames[4][0].trimmingCharacters(in: .whitespaces) == "December 2026")
        #expect(terminal.clock >= 1000 + 3 * Slide.frameMilliseconds, "each frame waits its time")
        #expect(terminal.screen?.appears(sameAs: Screen.render(outcome.state)) == true)
    }

    @Test func keysTypedTogetherSkipTheSlide() {
        let (outcome, frames, _) = Self.run([.init([.key(.right), .key(.right), .key(.right)])])
        #expect(frames.count == 2, "one frame for the whole batch")
        #expect(frames[1][0].trimmingCharacters(in: .whitespaces) == "February 2027")
        #expect(outcome.state.slide == nil)
    }

    @Test func aKeyDuringASlideCutsItShort() {
        let arrivals: [TestTerminal.Arrival] = [.init([.key(.right)]), .init([.key(.character("l"))], afterMilliseconds: 40)]
        let (outcome, frames, _) = Self.run(arrivals)
        // First frame, slide frames 1 and 2 (the key lands during the second
        // wait), then the page at rest with the cursor moved.
        #expect(frames.count == 4, "\(frames.map { $0[0] })")
        #expect(outcome.state.cursor == CivilDate(year: 2026, month: 12, day: 22))
        #expect(frames.last?[0].trimmingCharacters(in: .whitespaces) == "December 2026")
    }

    /// The crash users met: a selected day slides off the screen.
    @Test(arguments: [ViewMode.month, .week])
    func spaceThenArrowSlidesWithTheSelection(mode: ViewMode) {
        let (outcome, frames, terminal) = Self.run(Self.keys(.character(" "), .right, .left, .right), from: Self.state(mode))
        #expect(outcome.state.selection.count == 1)
        #expect(frames.count == 2 + 3 * (Slide.frameCount + 1))
        #expect(terminal.screen?.appears(sameAs: Screen.render(outcome.state)) == true)
    }

    @Test(arguments: [(80, 24), (28, 9), (200, 60), (7, 3), (1, 1)])
    func jPastTheEndOfTheMonthSlidesToTheNext(width: Int, height: Int) {
        let start = Self.state(cursor: CivilDate(year: 2026, month: 11, day: 28)!, width: width, height: height)
        let (outcome, frames, _) = Self.run(Self.keys(.character(" "), .character("j"), .character(" ")), from: start)
        #expect(outcome.state.cursor == CivilDate(year: 2026, month: 12, day: 5))
        #expect(outcome.state.selection.count == 2)
        #expect(frames.count == 1 + 1 + (Slide.frameCount + 1) + 1)
    }

    @Test func aResizeDuringASlideEndsItAtTheNewSize() {
        let arrivals: [TestTerminal.Arrival] = [.init([.key(.right)]), .init([.resize(width: 40, height: 12)], afterMilliseconds: 10)]
        let terminal = TestTerminal(width: 80, height: 24, arrivals: arrivals)
        var sizes: [String] = []
        terminal.onDraw = { sizes.append("\($0.width)x\($0.height)") }
        var loop = CalendarLoop(terminal: terminal, state: Self.state())
        let outcome = loop.run()
        #expect(sizes == ["80x24", "80x24", "40x12"])
        #expect(outcome.state.slide == nil)
    }

    @Test func savesOncePerBatchThatChangedSomething() {
        var saves: [Int] = []
        let arrivals: [TestTerminal.Arrival] = [
            .init([.key(.character(" "))]),
            .init([.key(.character("l")), .key(.character(" ")), .key(.character("l")), .key(.character(" "))]),
            .init([.key(.right), .key(.left)]),   // moves only: nothing to save
            .init([.key(.character("q"))]),
        ]
        let (outcome, _, _) = Self.run(arrivals) { state in
            saves.append(state.selection.count)
            return .saved
        }
        #expect(saves == [1, 3])
        #expect(outcome.stop == .quit(.quit))
    }

    @Test func aFailedSaveShowsItsWarning() {
        var attempts = 0
        let (outcome, frames, _) = Self.run(Self.keys(.character(" "), .character("l"), .character("q"))) { _ in
            attempts += 1
            return attempts < 3 ? .failed("not saved: disk full") : .saved
        }
        #expect(frames[1].last?.contains("not saved: disk full") == true)
        #expect(attempts == 3, "tried again after every batch until it worked")
        #expect(outcome.state.warning == nil && !outcome.unsaved)
        let (failing, _, _) = Self.run(Self.keys(.character(" "), .character("q"))) { _ in .failed("not saved: read-only") }
        #expect(failing.unsaved, "the caller learns the changes were not kept")
    }

    /// A full disk: each try names another temporary file, so each
    /// message differs. The notice opens once; keys are not swallowed; `q`
    /// quits and the caller learns what was not kept.
    @Test func onAFullDiskQQuitsAndTheNoticeOpensOnce() {
        var attempts = 0
        let (outcome, frames, _) = Self.run(Self.keys(.character(" "), .character("l"), .character(" "), .character("q"))) { _ in
            attempts += 1
            return .failed("not saved: cannot write .store.json.tmp-\(attempts): No space left on device")
        }
        #expect(outcome.stop == .quit(.quit))
        #expect(outcome.unsaved)
        #expect(outcome.state.cursor == Self.today.adding(days: 1), "l moved the cursor under the notice")
        #expect(outcome.state.selection.count == 2)
        let noticeFrames = frames.indices.filter { index in frames[index].contains { $0.contains("Notice") } }
        #expect(noticeFrames == [1], "only the first failure opens the notice")
        #expect(outcome.state.warning?.contains("tmp-4") == true, "the status line has the latest reason")
    }

    @Test func aSaveMergedWithChangesElsewhereShowsThem() {
        let elsewhere = CivilDate(year: 2026, month: 11, day: 2)!
        let (outcome, frames, _) = Self.run(Self.keys(.character(" "))) { state in
            .merged(MarkDocument(selected: state.selection.ranges + [elsewhere...elsewhere]))
        }
        #expect(outcome.state.selection.count == 2)
        #expect(frames.last?.last?.contains("2 selected") == true)
    }

    @Test func enterPicksAcrossAPageTurnAndStops() {
        let (outcome, _, _) = Self.run(Self.keys(.character(" "), .right, .character(" "), .enter, .character("l")),
                                       from: Self.state(pick: .multiple))
        #expect(outcome.stop == .quit(.picked))
        #expect(outcome.picked == [Self.today, CivilDate(year: 2026, month: 12, day: 21)!])
    }

    @Test func escapeInPickModeGivesUpWithoutAPick() {
        let (outcome, _, _) = Self.run(Self.keys(.escape), from: Self.state(pick: .single))
        #expect(outcome.stop == .quit(.quit))
        #expect(outcome.picked == nil)
    }

    @Test func signalsAndClosedInputStopTheLoopAfterSaving() {
        var saved = 0
        let (outcome, _, _) = Self.run([.init([.key(.character(" ")), .signal(15)])]) { _ in saved += 1; return .saved }
        #expect(outcome.stop == .signal(15))
        #expect(saved == 1, "the batch cut short by the signal is saved")
        #expect(Self.run([]).0.stop == .inputClosed)
    }

    @Test func ctrlCInterrupts() {
        #expect(Self.run(Self.keys(.controlC)).0.stop == .quit(.interrupt))
    }
}

/// A key that asks for other days' events draws them in its own frame when
/// the calendars answer within a moment (the worker answers from blocks it
/// prepared): not the bare grid first and its events in a second frame.
@Suite struct EventsJoinTheirFrameTests {
    /// Answers the first request at once, later ones from another thread
    /// a moment later.
    final class PromptCalendars: CalendarService, @unchecked Sendable {
        let immediate: ImmediateCalendars
        let delayMilliseconds: Int
        private var answered = 0

        init(delayMilliseconds: Int) {
            immediate = ImmediateCalendars(EngineFixtures.Daily(title: "Standup"))
            self.delayMilliseconds = delayMilliseconds
        }

        func start(posting inbox: Inbox) { immediate.start(posting: inbox) }
        func perform(_ job: CalendarJob) {
            guard case .loadEvents = job else { return immediate.perform(job) }
            answered += 1
            guard answered > 1 else { return immediate.perform(job) }
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(delayMilliseconds)) { [self] in
                immediate.perform(job)
            }
        }
        func stop() { immediate.stop() }
    }

    /// The frames drawn once `PgDn` (a year later) was pressed, and how
    /// long the run took.
    /// `grace`: how long the loop waits for them. The users' 12 ms is a
    /// frame's worth of patience on an idle machine; a test among hundreds
    /// running at once gives the other thread more time, or it tests the
    /// machine's load, not the loop.
    static func framesAfterAYearStep(delayMilliseconds: Int, grace: Int) -> (frames: [[String]], seconds: Double) {
        var state = CalendarLoopTests.state()
        state.calendarCategories = [0]
        state = state.with { $0.animatesPages = false }
        let terminal = TestTerminal(width: 80, height: 24, arrivals: CalendarLoopTests.keys(.pageDown))
        var frames: [[String]] = []
        terminal.onDraw = { frames.append($0.lines) }
        var loop = CalendarLoop(terminal: terminal, state: state, calendars: PromptCalendars(delayMilliseconds: delayMilliseconds),
                                eventsGraceMilliseconds: grace)
        let started = Date()
        _ = loop.run()
        return (Array(frames.drop { !$0.contains { $0.contains("November 2027") } }), Date().timeIntervalSince(started))
    }

    @Test func eventsReadyWithinAMomentAreInTheStepsOnlyFrame() {
        let (frames, _) = Self.framesAfterAYearStep(delayMilliseconds: 2, grace: 2_000)
        #expect(frames.count == 1, "\(frames.count) frames of November 2027")
        #expect(frames.first?.contains { $0.contains("Standup") } == true, "the events came with the page")
    }

    @Test func theGridDoesNotWaitLongForEventsThatTakeLonger() {
        let (frames, seconds) = Self.framesAfterAYearStep(delayMilliseconds: 3_000, grace: CalendarLoop.eventsGraceMilliseconds)
        #expect(frames.first.map { !$0.contains { $0.contains("Standup") } } == true, "the grid came without them")
        #expect(seconds < 1.5, "the step waited \(seconds) s")
    }
}
