import AppLoop
import CalendarCore
import CalendarUI
import PropertyBased
import Testing

/// Random sessions through the real run loop and the in-memory terminal:
/// every key, page turns, ranges, tags, help, go-to, mouse and resizes from
/// 1×1 to 300×100, in the month, week and year views (`w`, `y` and Enter
/// switch between them), from dates anywhere in years 1...9999 (the
/// edges often), with and without data marks and a legend, keys typed one by
/// one, together, or in the middle of a slide. Animation is on, as for
/// users, so every frame of every slide is rendered.
///
/// After every frame: the frame has the window's size, and the screen the
/// frame differences painted equals it. After every step (every action the
/// loop applies, through its observer): the cursor is on the current page
/// and every date in the state is within 0001-01-01...9999-12-31.
@Suite struct RandomSessionTests {
    /// Four shards of 500 sessions, so that both cores work.
    @Test(arguments: 1...4)
    func randomSessionsKeepEveryInvariant(shard: Int) async {
        var frames = 0, sessions = 0
        await propertyCheck(count: 500, input: SessionCase.generator) { session in
            CrashContext.running(session.description)
            frames += session.check()
            sessions += 1
            CrashContext.finished()
        }
        print("RandomSessionTests shard \(shard): \(sessions) sessions, \(frames) frames rendered and checked")
    }
}

/// One generated session: where it starts and what the user does.
struct SessionCase: CustomStringConvertible {
    let start: CivilDate
    let mode: ViewMode
    let firstWeekday: Weekday
    let width, height: Int
    let withMarks: Bool
    let pickMode: PickMode?
    let steps: [Step]

    /// What arrives at one moment, and how long after the previous one.
    struct Step: CustomStringConvertible {
        let events: [InputEvent]
        let afterMilliseconds: Int
        var description: String { "+\(afterMilliseconds)ms \(events.map(Self.name).joined(separator: " "))" }

        static func name(_ event: InputEvent) -> String {
            switch event {
            case .key(.character(let c)): "'\(c)'"
            case .key(let key): "\(key)"
            case .resize(let w, let h): "resize(\(w)x\(h))"
            default: "\(event)"
            }
        }
    }

    var description: String {
        "start \(start) \(mode) first \(firstWeekday) \(width)x\(height) marks \(withMarks) pick \(String(describing: pickMode))\n"
            + steps.map(\.description).joined(separator: "\n")
    }

    // MARK: Generation

    /// Day numbers: anywhere, or within a few weeks of either edge.
    static let startDay = zip(Gen.int(in: 0...2), Gen.int(in: CivilDate.first.dayNumber...CivilDate.last.dayNumber), Gen.int(in: 0...60))
        .map { place, anywhere, offset -> CivilDate in
            switch place {
            case 0: CivilDate.first.adding(days: offset)
            case 1: CivilDate.last.adding(days: -offset)
            default: CivilDate(dayNumber: anywhere)
            }
        }

    /// A step: a kind, a timing, and two numbers for what the kind needs.
    static let step = zip(Gen.int(in: 0...99), Gen.int(in: 0...9), Gen.int(in: 0...10_000), Gen.int(in: 0...10_000))
        .map { kind, timing, a, b in makeStep(kind: kind, timing: timing, a: a, b: b) }

    static let generator = zip(
        startDay, Gen.int(in: 0...2), Gen.int(in: 0...6),
        zip(Gen.int(in: 1...300), Gen.int(in: 1...100), Gen.int(in: 0...3)),
        Gen.bool, Gen.int(in: 0...5), step.array(of: 1...30)
    ).map { start, mode, weekday, size, marks, pick, steps in
        // Most windows are ordinary; every fourth is tiny or huge.
        let (width, height, shape) = size
        let (w, h) = switch shape {
        case 0: (width % 40 + 1, height % 12 + 1)
        case 1: (width, height)
        default: (40 + width % 160, 10 + height % 50)
        }
        return SessionCase(start: start, mode: [.month, .week, .year][mode], firstWeekday: Weekday(rawValue: weekday)!,
                           width: w, height: h, withMarks: marks,
                           pickMode: [nil, nil, nil, .single, .multiple, .range][pick], steps: steps)
    }

    static let namedKeys: [Key] = [.left, .right, .up, .down, .pageUp, .pageDown, .home, .end, .enter, .escape,
                                   .backspace, .delete, .tab, .wheelUp, .wheelDown,
                                   .control("a"), .control("e"), .control("u"), .control("k"), .control("w"),
                                   .paste("fri 3pm Lunch\nwith Ann"), .paste("")]
    // a A e d u add, change, delete and undo events; t y n answer their
    // questions; y also opens and closes the year page; C clears the
    // selection and brings it back; m picks an event up to move it; T
    // opens the task panel, where a e x d c are its keys.
    static let letters = Array("hjklvwtg?! 0123456789-xqaAeduynCmLFTc")

    static func makeStep(kind: Int, timing: Int, a: Int, b: Int) -> Step {
        // Usually a person's pace (the slide finishes), sometimes mid-slide,
        // sometimes typed ahead together with the next keys.
        let gap = timing < 6 ? 1000 : timing < 9 ? 10 + a % 80 : 0
        let events: [InputEvent]
        switch kind {
        case 0..<30: events = [.key(namedKeys[a % namedKeys.count])]
        case 30..<70:
            let letter = letters[a % letters.count]
            // `q` ends the session; keep it rare so sessions run long.
            events = [.key(.character(letter == "q" && b % 8 != 0 ? "l" : letter))]
        case 70..<78: events = [.resize(width: 1 + a % 300, height: 1 + b % 100)]
        case 78..<84:
            // A click, a drag (press here, release there) or a lone release.
            let (x, y) = (a % 320 - 10, b % 110 - 5)
            let release = Key.mouseRelease(x: b % 2 == 0 ? x : (a / 7) % 320 - 10, y: a % 3 == 0 ? y : (b / 5) % 110 - 5)
            events = a % 5 == 0 ? [.key(release)] : [.key(.mouseClick(x: x, y: y)), .key(release)]
        case 84..<92:
            // A go-to with a date that may or may not exist or be in range.
            let year = [1, 9999, 2026, a % 10_000][b % 4]
            let text = "\(year)-\(1 + a % 13)" + (b % 3 == 0 ? "" : "-\(1 + b % 32)")
            events = [.key(.character("g"))] + text.map { .key(.character($0)) } + [.key(.enter)]
        case 92..<97:
            // A held arrow key: many at once.
            events = Array(repeating: .key(a % 2 == 0 ? .right : .left), count: 2 + b % 30)
        default: events = [.key(.controlC)]
        }
        return Step(events: events, afterMilliseconds: gap)
    }

    // MARK: Running

    static let today = CivilDate(year: 2026, month: 11, day: 21)!

    func initialState() -> AppState {
        var marks = MarkSet()
        if withMarks {
            let colours = ["green", "#ff8800", "blue"]
            for (index, name) in ["Running", "Rest day", "여행"].enumerated() {
                marks.addCategory(Category(id: "c\(index)", name: name, color: CategoryColor(parsing: colours[index])!))
            }
            marks.addFileMarks([start.adding(days: -3)...start.adding(days: 4), CivilDate.first...CivilDate.first.adding(days: 9),
                                CivilDate.last.adding(days: -9)...CivilDate.last].map(Selection.clamped), category: 0)
            marks.addFileMarks([start...start], category: 1)
            marks.tag(Selection.clamped(start.adding(days: 1)...start.adding(days: 2)), category: 2)
        }
        var state = AppState(locale: .english, firstWeekday: firstWeekday, today: Self.today, cursor: start, mode: mode,
                             selection: Selection(ranges: [Selection.clamped(start.adding(days: -1)...start)]),
                             marks: marks, size: ScreenSize(width: width, height: height))
        state = state.with { $0.pickMode = pickMode }
        if withMarks { state.calendarCategories = [1] }
        return state
    }

    /// A calendar with a long event on the start day, a weekly one, an
    /// all-day trip around the start and a crowded day after it (more
    /// entries than any cell or agenda shows; titles empty, with control
    /// characters, wide), as the run loop would load them.
    final class Events: EventSource {
        let start: CivilDate
        init(start: CivilDate) { self.start = start }
        let calendars = [CalendarInfo(name: "Work", color: nil, path: "/nonexistent/work", writable: true)]
        func occurrences(in days: ClosedRange<CivilDate>) -> [EventOccurrence] {
            var found = [EventOccurrence(calendar: 0, uid: "long", recurrenceID: nil, summary: "Dentist appointment with a long title 한국어",
                                         isAllDay: false, start: LocalDateTime(date: start, secondsOfDay: 9 * 3600),
                                         end: LocalDateTime(date: start.adding(days: 2), secondsOfDay: 0))]
            let trip = Selection.clamped(start.adding(days: -1)...start.adding(days: 3))
            found.append(EventOccurrence(calendar: 0, uid: "trip", recurrenceID: nil, summary: "Trip", isAllDay: true,
                                         start: LocalDateTime(date: trip.lowerBound), end: LocalDateTime(date: trip.upperBound)))
            let crowded = Selection.clamped(start.adding(days: 1)...start.adding(days: 1)).lowerBound
            let titles = ["", "tab\there\nnew line", "회의 — 한국어 제목이 아주 길어요", "\u{7}bell", "x"]
            for index in 0..<40 {
                found.append(EventOccurrence(calendar: 0, uid: "crowd\(index)", recurrenceID: nil, summary: titles[index % titles.count],
                                             isAllDay: false, start: LocalDateTime(date: crowded, secondsOfDay: index * 1800),
                                             end: LocalDateTime(date: crowded, secondsOfDay: index * 1800 + 1200)))
            }
            var day = days.lowerBound
            while day <= days.upperBound {
                if day.weekday == .monday {
                    found.append(EventOccurrence(calendar: 0, uid: "weekly", recurrenceID: "\(day)", summary: "Standup", isAllDay: false,
                                                 start: LocalDateTime(date: day, secondsOfDay: 8 * 3600),
                                                 end: LocalDateTime(date: day, secondsOfDay: 8 * 3600 + 900)))
                }
                day = day.adding(days: 1)
            }
            return found.filter { $0.days.overlaps(days) }
        }
    }

    /// Runs the session, checking as it goes; returns how many frames it drew.
    @discardableResult
    func check() -> Int {
        let terminal = TestTerminal(width: width, height: height,
                                    arrivals: steps.map { TestTerminal.Arrival($0.events, afterMilliseconds: $0.afterMilliseconds) })
        terminal.onDraw = { frame in
            #expect(frame.width == terminal.size.width && frame.height == terminal.size.height,
                    "a \(frame.width)x\(frame.height) frame in a \(terminal.size.width)x\(terminal.size.height) window")
            #expect(terminal.screen?.appears(sameAs: frame) == true, "the frame differences painted this frame exactly")
        }
        // Every third session's store fails now and then: warnings and their panel.
        var saves = 0
        // Changes to the calendar succeed, but every third is refused as a
        // conflict: the prompt must keep the text and say why.
        var writes = 0
        let write: (EventChange) throws -> WriteReceipt = { change in
            writes += 1
            guard writes % 3 != 0 else { throw Refused() }
            return WriteReceipt(path: "/nonexistent/work/\(writes).ics", before: nil, after: [], summary: "changed (\(change))")
        }
        var steps = 0
        var loop = CalendarLoop(terminal: terminal, state: initialState(),
                                calendars: withMarks ? ImmediateCalendars(Events(start: start), write: write) : nil,
                                save: { state in
                                    saves += 1
                                    return withMarks && saves % 3 == 1 ? .failed("not saved: a long reason that has to wrap in the "
                                        + "notice panel, which also scrolls when the window is small") : .saved
                                },
                                // The invariants hold after every step the loop takes, not only at the end.
                                observer: { _, state in
                                    steps += 1
                                    Self.checkState(state)
                                })
        let outcome = loop.run()
        #expect(steps > 0, "the observer saw the steps")
        Self.checkState(outcome.state)
        for date in outcome.picked ?? [] { #expect(date.isSupported, "picked \(date)") }
        return terminal.frameCount
    }

    static func checkState(_ state: AppState) {
        if case .tasks(let panel) = state.overlay {
            #expect(panel.selected >= 0 && panel.selected <= max(0, state.taskRows.count - 1), "task row \(panel.selected)")
        }
        #expect(state.cursor.isSupported, "cursor \(state.cursor)")
        #expect(state.rangeAnchor?.isSupported ?? true, "range anchor \(String(describing: state.rangeAnchor))")
        #expect(state.currentPageHoldsCursor, "cursor \(state.cursor) is off the current page")
        for range in state.selection.ranges {
            #expect(range.lowerBound.isSupported && range.upperBound.isSupported, "selected \(range)")
        }
        for entry in state.marks.tags.entries {
            #expect(CivilDate(dayNumber: entry.days.lowerBound).isSupported && CivilDate(dayNumber: entry.days.upperBound).isSupported,
                    "tagged \(entry.days)")
        }
        // The hour grid's slot and a `v` time range stay within the day.
        #expect((0..<1440).contains(state.hourGrid.slot) && state.hourGrid.slot % 30 == 0, "slot \(state.hourGrid.slot)")
        if let slots = state.pendingSlots { #expect(slots.lowerBound >= 0 && slots.upperBound <= 1440 && !slots.isEmpty, "time range \(slots)") }
        // An event is carried only on the calendar, never in the picker.
        if state.changes.moving != nil { #expect(state.pickMode == nil, "moving in dal pick") }
        if let slide = state.slide {
            #expect((1...Slide.frameCount).contains(slide.frame) && abs(slide.direction) == 1, "slide \(slide)")
        }
    }
}

struct Refused: Error, CustomStringConvertible {
    var description: String { "\"Standup\" changed on disk since dal read it (a sync or another program); nothing was written" }
}

extension Selection {
    /// `range` cut to years 1...9999 (the generator's ranges reach past the edges).
    static func clamped(_ range: ClosedRange<CivilDate>) -> ClosedRange<CivilDate> {
        let lower = min(max(range.lowerBound, .first), .last)
        return lower...max(min(range.upperBound, .last), lower)
    }
}
