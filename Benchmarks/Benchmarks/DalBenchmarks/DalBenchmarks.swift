import Benchmark
import CalendarCore
import Calendars
import Foundation
import CalendarUI
import QuickAdd
import Settings

/// Budgets (docs/performance.md): a page build ≤ 2 µs, 1,000,000 PageBuffer
/// steps ≤ 0.5 s, a 100,000-mark file loads in ≤ 200 ms. The benchmarks
/// measure; they do not assert.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
                                           maxDuration: .seconds(3), maxIterations: 1_000)

    Benchmark("MonthPage build", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var month = YearMonth(year: 2026, month: 1)!
        for _ in benchmark.scaledIterations {
            blackHole(MonthPage(month: month, firstWeekday: .monday))
            month = month.adding(months: 1)
            if month.year > 9000 { month = YearMonth(year: 2026, month: 1)! }
        }
    }

    Benchmark("PageBuffer 1,000,000 steps", configuration: .init(maxIterations: 20)) { benchmark in
        var buffer = PageBuffer(current: MonthPage(month: YearMonth(year: 1000, month: 1)!, firstWeekday: .sunday))
        for _ in benchmark.scaledIterations {
            // Up and down within years 1000..5166 so no edge is reached.
            for round in 0..<20 {
                for _ in 0..<50_000 {
                    if round % 2 == 0 { try? buffer.stepForward() } else { try? buffer.stepBackward() }
                }
            }
        }
        blackHole(buffer)
    }

    Benchmark("Selection toggle and run positions, 100,000 selected", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var selection = Selection((0..<100_000).map { CivilDate(dayNumber: $0 * 2) })
        let page = MonthPage(month: YearMonth(year: 2100, month: 6)!, firstWeekday: .sunday)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let day = page.cell(row: 2, column: 3).date
            selection.toggle(day)
            for row in 0..<page.rowCount {
                for column in 0..<7 {
                    blackHole(selection.runPosition(of: page.cell(row: row, column: column).date, firstWeekday: .sunday))
                }
            }
        }
    }

    Benchmark("Render a 200×60 frame") { benchmark in
        let state = Fixtures.busyState(width: 200, height: 60)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(Screen.render(state))
        }
    }

    // Issue 11: every cell lists its entries, the agenda sits at the right.
    // Issue 13: the year page colours every day of twelve months.
    for mode in [ViewMode.month, .week, .year] {
        Benchmark("Render a 200×60 \(mode) frame with 6 events a day and the agenda") { benchmark in
            let state = Fixtures.eventState(width: 200, height: 60, mode: mode)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(Screen.render(state))
            }
        }
    }

    // Issue 23: the week's hour grid, ten overlapping events a day (boxes
    // side by side), with bars across the top; budget 2 ms a frame.
    Benchmark("Render a 200×60 week hour grid with 10 overlapping events a day") { benchmark in
        let state = Fixtures.overlappingState(width: 200, height: 60)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(Screen.render(state))
        }
    }

    // Issue 19: a 30,000-character title of CJK or emoji made each key in
    // the week view take 5–9 s; a frame's work is bounded by what it shows.
    for (script, piece) in [("CJK", "日本語の予定表"), ("emoji", "🎉👨‍👩‍👧🏳️‍🌈🇰🇷")] {
        for (width, height) in [(80, 24), (200, 60)] {
            Benchmark("Render a \(width)×\(height) week frame with 30,000-character \(script) titles") { benchmark in
                let state = Fixtures.longTitleState(width: width, height: height, piece: piece)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(Screen.render(state))
                }
            }
        }
    }

    Benchmark("Diff two 200×60 frames after a page step") { benchmark in
        var state = Fixtures.busyState(width: 200, height: 60)
        let before = Screen.render(state)
        state.apply(.nextPage)
        let after = Screen.render(state)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(FrameDiff.runs(from: before, to: after))
        }
    }

    // Every start of every command reads the config file first.
    Benchmark("Read the example config file (every key)") { benchmark in
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../docs/config.example.toml")
        let text = try String(contentsOf: url, encoding: .utf8)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try ConfigReader.parse(text, path: "config.toml", home: "/home/u"))
        }
    }

    Benchmark("Load a data file with 100,000 marks", configuration: .init(maxIterations: 50)) { benchmark in
        let bytes = Array(Fixtures.dataFile(marks: 100_000).utf8)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var marks = MarkSet()
            marks.addFile(try MarkDocument.parse(bytes))
            blackHole(marks)
        }
    }

    Benchmark("Read an .ics of 10,000 events, a third recurring (libical)", configuration: .init(maxIterations: 20)) { benchmark in
        let path = Fixtures.calendarFile(events: 10_000)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try CalendarLoader.load([path]))
        }
    }

    Benchmark("Expand them for one 32-day window", configuration: .init(maxIterations: 50)) { benchmark in
        let collection = try CalendarLoader.load([Fixtures.calendarFile(events: 10_000)])
        var start = CivilDate(year: 2021, month: 1, day: 1)!
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            // A new window each time: no cache helps.
            blackHole(collection.occurrences(in: start...start.adding(days: 31)))
            start = start.adding(days: 32)
        }
    }

    // Issue 24: `/` answers each key press from the search index, made
    // when `/` opens (each event's shown instance, in the list's order);
    // each iteration is one search, as typed letter by letter.
    Benchmark("Make the search index of 10,000 events (as / opens)", configuration: .init(maxIterations: 20)) { benchmark in
        let collection = try CalendarLoader.load([Fixtures.calendarFile(events: 10_000)])
        let today = CivilDate(year: 2026, month: 11, day: 26)!
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(SearchIndex(collection: collection, today: today))
        }
    }
    for query in ["e", "Ev", "Event 4", "Event 42", "Event 4242"] {
        Benchmark("Search 10,000 events for \"\(query)\" (one key press of /)", configuration: .init(maxIterations: 50)) { benchmark in
            let collection = try CalendarLoader.load([Fixtures.calendarFile(events: 10_000)])
            let index = SearchIndex(collection: collection, today: CivilDate(year: 2026, month: 11, day: 26)!)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(index.search(query))
            }
        }
    }
    // `dal search` without the index: only what matches is expanded.
    Benchmark("Search 10,000 events for \"Event 42\" without the index (dal search)", configuration: .init(maxIterations: 50)) { benchmark in
        let collection = try CalendarLoader.load([Fixtures.calendarFile(events: 10_000)])
        let today = CivilDate(year: 2026, month: 11, day: 26)!
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(EventSearch.search("Event 42", in: collection, days: nil, today: today))
        }
    }

    // Issue 12: writing events. Each write is fsynced twice (file, folder),
    // so the disk sets most of the figure.
    Benchmark("Add an event to a collection of 1,000 files (atomic, fsync)", configuration: .init(maxIterations: 200)) { benchmark in
        let folder = Fixtures.collection(files: 1_000)
        let writer = VdirWriter(writable: [folder], zone: LocalZone(identifier: "Europe/Berlin"))
        let day = CivilDate(year: 2026, month: 11, day: 21)!
        let draft = EventDraft(title: "Dentist", timing: .timed(start: LocalDateTime(date: day, secondsOfDay: 9 * 3600),
                                                                  end: LocalDateTime(date: day, secondsOfDay: 10 * 3600)))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try writer.apply(.add(draft, to: CalendarInfo(name: "Bench", color: nil, path: folder, writable: true))))
        }
    }

    // The add prompt parses its text at every key for the preview.
    Benchmark("Quick add: parse a typical phrase") { benchmark in
        let today = CivilDate(year: 2026, month: 11, day: 23)!
        let context = QuickAddContext(today: today, days: today...today, calendars: ["Work", "Home"])
        for _ in benchmark.scaledIterations {
            blackHole(QuickAdd.parse("Yoga every 2 weeks on tue 18:00 for 90m #work remind 10m", in: context))
        }
    }

    Benchmark("Quick add: parse 10,000 characters", configuration: .init(maxIterations: 50)) { benchmark in
        let today = CivilDate(year: 2026, month: 11, day: 23)!
        let context = QuickAddContext(today: today, days: today...today, calendars: ["Work", "Home"])
        let text = String(repeating: "tomorrow 3pm Lunch 오후 3시 every tue 12/3 ", count: 250)
        for _ in benchmark.scaledIterations {
            blackHole(QuickAdd.parse(text, in: context))
        }
    }

    Benchmark("Look for changes in a vdir of 1,000 files (the idle check)") { benchmark in
        let folder = Fixtures.collection(files: 1_000)
        let root = (folder as NSString).deletingLastPathComponent
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(CalendarLoader.signature(of: [root]))
        }
    }
}

enum Fixtures {
    /// A vdir collection `…/vdir/work` of `files` one-event files.
    static func collection(files: Int) -> String {
        let folder = NSTemporaryDirectory() + "dal-bench-\(UUID().uuidString)/vdir/work"
        try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for index in 0..<files {
            let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//b//b//EN\r\nBEGIN:VEVENT\r\nUID:e\(index)\r\n"
                + "DTSTAMP:20260101T000000Z\r\nDTSTART;VALUE=DATE:20260101\r\nSUMMARY:Event \(index)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
            try! text.write(toFile: folder + "/e\(index).ics", atomically: false, encoding: .utf8)
        }
        return folder
    }

    static func busyState(width: Int, height: Int) -> AppState {
        var marks = MarkSet()
        let run = marks.addCategory(Category(id: "run", name: "Running", color: CategoryColor(parsing: "green")!))
        let today = CivilDate(year: 2026, month: 11, day: 21)!
        marks.addFileMarks(stride(from: -400, to: 400, by: 3).map { today.adding(days: $0)...today.adding(days: $0) }, category: run)
        let selection = Selection((0..<60).map { today.adding(days: $0 * 2 - 60) })
        return AppState(locale: .english, firstWeekday: .sunday, today: today, cursor: today, selection: selection,
                        marks: marks, size: ScreenSize(width: width, height: height))
    }

    /// Week view with ten timed events a day that overlap in twos and
    /// threes (09:00 on, each 90 minutes, starting every 45), and a
    /// three-day event every week.
    static func overlappingState(width: Int, height: Int) -> AppState {
        var state = eventState(width: width, height: height, mode: .week)
        var occurrences: [EventOccurrence] = []
        for offset in -70...70 {
            let day = state.today.adding(days: offset)
            for index in 0..<10 {
                let start = 9 * 3600 + index * 45 * 60
                occurrences.append(EventOccurrence(calendar: index % 2, uid: "\(day)-\(index)", recurrenceID: nil,
                                                   summary: "Meeting \(index) with a title long enough to wrap", isAllDay: false,
                                                   start: LocalDateTime(date: day, secondsOfDay: start),
                                                   end: LocalDateTime(date: day, secondsOfDay: start + 90 * 60)))
            }
            if offset % 7 == 0 {
                occurrences.append(EventOccurrence(calendar: 1, uid: "\(day)-trip", recurrenceID: nil, summary: "Trip", isAllDay: true,
                                                   start: LocalDateTime(date: day), end: LocalDateTime(date: day.adding(days: 3))))
            }
        }
        state.apply(.eventsLoaded(EventWindow(days: state.today.adding(days: -70)...state.today.adding(days: 70), occurrences: occurrences)))
        return state
    }

    /// `busyState` with two calendars of six events a day (two all-day,
    /// four timed, long titles) around the strip, loaded.
    static func eventState(width: Int, height: Int, mode: ViewMode) -> AppState {
        var state = busyState(width: width, height: height)
        var marks = state.marks
        let calendars = ["Work", "Family"].map {
            marks.addCategory(Category(id: "calendar:\($0)", name: $0, color: CalendarColors.automatic($0.count)))
        }
        state = AppState(locale: state.locale, firstWeekday: state.firstWeekday, today: state.today, cursor: state.cursor,
                         mode: mode, selection: state.selection, marks: marks, size: state.size)
        state.calendarCategories = calendars
        // The year page loads its whole year; the other views a strip.
        let days = mode == .year ? state.eventDaysOnPages : state.today.adding(days: -70)...state.today.adding(days: 70)
        var occurrences: [EventOccurrence] = []
        var day = days.lowerBound
        while day <= days.upperBound {
            for index in 0..<6 {
                let allDay = index < 2
                let start = LocalDateTime(date: day, secondsOfDay: allDay ? 0 : (8 + 2 * index) * 3600)
                let end = allDay ? LocalDateTime(date: day.adding(days: 1)) : LocalDateTime(date: day, secondsOfDay: (9 + 2 * index) * 3600)
                occurrences.append(EventOccurrence(calendar: index % 2, uid: "\(day)-\(index)", recurrenceID: nil,
                                                   summary: "Event \(index) with a title long enough to be cut",
                                                   isAllDay: allDay, start: start, end: end))
            }
            day = day.adding(days: 1)
        }
        state.apply(.eventsLoaded(EventWindow(days: days, occurrences: occurrences)))
        return state
    }

    /// A week view with three events a day (one all-day, two timed), each
    /// titled `piece` repeated to 30,000 characters, loaded.
    static func longTitleState(width: Int, height: Int, piece: String) -> AppState {
        let title = String(String(repeating: piece, count: 30_000 / piece.count + 1).prefix(30_000))
        let base = busyState(width: width, height: height)
        var marks = base.marks
        let calendar = marks.addCategory(Category(id: "calendar:Long", name: "Long", color: CalendarColors.automatic(0)))
        var state = AppState(locale: base.locale, firstWeekday: base.firstWeekday, today: base.today, cursor: base.cursor,
                             mode: .week, selection: base.selection, marks: marks, size: base.size)
        state.calendarCategories = [calendar]
        let days = state.today.adding(days: -14)...state.today.adding(days: 14)
        var occurrences: [EventOccurrence] = []
        var day = days.lowerBound
        while day <= days.upperBound {
            for index in 0..<3 {
                let start = LocalDateTime(date: day, secondsOfDay: index == 0 ? 0 : (8 + 2 * index) * 3600)
                let end = index == 0 ? LocalDateTime(date: day.adding(days: 1)) : LocalDateTime(date: day, secondsOfDay: (9 + 2 * index) * 3600)
                occurrences.append(EventOccurrence(calendar: 0, uid: "\(day)-\(index)", recurrenceID: nil, summary: title,
                                                   isAllDay: index == 0, start: start, end: end))
            }
            day = day.adding(days: 1)
        }
        state.apply(.eventsLoaded(EventWindow(days: days, occurrences: occurrences)))
        return state
    }

    /// A data file with `marks` dates spread over 4 categories.
    static func dataFile(marks: Int) -> String {
        let categories = (0..<4).map { Category(id: "c\($0)", name: "Category \($0)", color: CategoryColor(parsing: "blue")!) }
        let start = CivilDate(year: 1800, month: 1, day: 1)!
        let groups = (0..<4).map { group in
            MarkDocument.Marks(category: "c\(group)", dates: stride(from: group, to: marks, by: 4).map { start.adding(days: $0) })
        }
        return MarkDocument(categories: categories, marks: groups).encoded()
    }

    /// `calendar(events:)` written to a temporary file.
    static func calendarFile(events: Int) -> String {
        let path = NSTemporaryDirectory() + "dal-bench-\(events).ics"
        try? calendar(events: events).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// `events` VEVENTs: two thirds single timed events, one third weekly
    /// rules with a COUNT.
    static func calendar(events: Int) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:bench"]
        let start = CivilDate(year: 2020, month: 1, day: 1)!
        for index in 0..<events {
            let day = start.adding(days: index % 3000).description.replacingOccurrences(of: "-", with: "")
            lines += ["BEGIN:VEVENT", "UID:\(index)@bench", "SUMMARY:Event \(index)", "DTSTART:\(day)T0\(index % 10)0000Z",
                      "DTEND:\(day)T1\(index % 10)0000Z"]
            if index % 3 == 0 { lines.append("RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=20") }
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.joined(separator: "\r\n") + "\r\n"
    }
}
