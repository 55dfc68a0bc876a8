import Testing
import TestSupport
@testable import CalendarCore
@testable import CalendarUI

/// The task panel (`T`): what it lists and in which order, what the task
/// line's words are read as, and which changes its keys ask of the writer.
@Suite struct TaskPanelTests {
    typealias Fixture = EventViewGoldenTests
    static func day(_ text: String) -> CivilDate { Fixture.day(text) }

    static func task(_ uid: String, _ summary: String, due: String? = nil, at hour: Int? = nil, priority: Int = 0,
                     status: String? = nil, parent: String? = nil, calendar: Int = 0) -> Todo {
        let when: Todo.When? = due.map { text in
            hour.map { .time(LocalDateTime(date: day(text), secondsOfDay: $0 * 3600), instant: nil) } ?? .date(day(text))
        }
        var todo = Todo(uid: uid, summary: summary, due: when, priority: priority, status: status, relatedTo: parent.map { [$0] } ?? [],
                        path: "/cal/\(calendar)/\(uid).ics", calendar: calendar == 0 ? "Work" : "Family")
        todo.calendarIndex = calendar
        return todo
    }

    /// Work may be changed; Family is only read.
    static func state(tasks: [Todo], width: Int = 80, height: Int = 24) -> AppState {
        var state = Fixture.state(width: width, height: height, selected: [])
        state.calendars = [CalendarInfo(name: "Work", color: nil, path: "/cal/0", writable: true),
                           CalendarInfo(name: "Family", color: nil, path: "/cal/1")]
        state.apply(.todosLoaded(tasks, problems: []))
        return state
    }

    static let sample = [
        task("report", "Write report", due: "2026-11-24", priority: 1),
        task("intro", "Introduction", parent: "report"),
        task("figures", "Figures", due: "2026-11-23", parent: "report"),
        task("milk", "Buy milk", due: "2026-11-22", at: 17),
        task("old", "Old chore", due: "2026-11-01", status: "COMPLETED"),
        task("someday", "Learn the cello"),
        task("cake", "Bake a cake", due: "2026-11-23", calendar: 1),
    ]

    @Test func rowsAreByDueThenPriorityWithSubtasksUnderTheirParentAndDoneOnesOnlyWhenShown() {
        let rows = TaskPanel.rows(Self.sample, showsDone: false)
        #expect(rows.map(\.todo.uid) == ["milk", "cake", "report", "figures", "intro", "someday"])
        #expect(rows.map(\.depth) == [0, 0, 0, 1, 1, 0])
        let all = TaskPanel.rows(Self.sample, showsDone: true)
        #expect(all.first?.todo.uid == "old" && all.count == Self.sample.count)
    }

    @Test func parentsInACircleOrMissingStillListEveryTaskOnce() {
        let tasks = [Self.task("a", "A", parent: "b"), Self.task("b", "B", parent: "a"), Self.task("c", "C", parent: "gone"),
                     Self.task("d", "D", parent: "d")]
        let rows = TaskPanel.rows(tasks, showsDone: false)
        #expect(rows.map(\.todo.uid).sorted() == ["a", "b", "c", "d"])
        #expect(rows.first { $0.todo.uid == "c" }?.depth == 0)
    }

    @Test func taskLineReadsATitleAndADueDayOrTimeInEnglishAndKorean() throws {
        let state = Self.state(tasks: [])
        // Today is Saturday 2026-11-21.
        #expect(try state.taskWords("Buy milk").get() == TaskWords(summary: "Buy milk", due: nil))
        #expect(try state.taskWords("call mom fri 5pm").get()
            == TaskWords(summary: "call mom", due: .time(LocalDateTime(date: Self.day("2026-11-27"), secondsOfDay: 17 * 3600), instant: nil)))
        #expect(try state.taskWords("pay rent dec 1").get() == TaskWords(summary: "pay rent", due: .date(Self.day("2026-12-01"))))
        #expect(try state.taskWords("Pay rent 2026-12-01").get().due == .date(Self.day("2026-12-01")))
        #expect(try state.taskWords("엄마한테 전화 금요일").get().due == .date(Self.day("2026-11-27")))
        #expect(try state.taskWords("Stretch 9:30").get().due == .time(LocalDateTime(date: Self.day("2026-11-21"), secondsOfDay: 9 * 3600 + 1800), instant: nil))
    }

    @Test func taskLineSaysWhatATaskCannotTakeInsteadOfDroppingIt() {
        let state = Self.state(tasks: [])
        for text in ["gym every fri", "meeting fri 3pm for 2h", "call fri 5pm remind 10m before"] {
            guard case .failure(let refusal) = state.taskWords(text) else { Issue.record("'\(text)' was taken"); continue }
            #expect(refusal.reason.contains("a task here takes a title and a due day or time"), "\(refusal.reason)")
        }
        // A span of hours or days is not a due time.
        for text in ["meet 3pm-5pm", "meet 15:00-17:00", "trip fri-sun", "conf dec 1 - dec 3"] {
            guard case .failure(let refusal) = state.taskWords(text) else { Issue.record("'\(text)' was taken: \(state.taskWords(text))"); continue }
            #expect(refusal.reason.contains("one due day or time"), "\(text): \(refusal.reason)")
        }
        // The parser's refusals speak of the task.
        guard case .failure(let untitled) = state.taskWords("fri 5pm") else { Issue.record("no title taken"); return }
        #expect(!untitled.reason.contains("event"), "\(untitled.reason)")
    }

    @Test func changingNothingWritesNothingAndWhatIsNotShownStaysAsItWas() {
        var multiline = Self.task("m", "First line\nSecond line", due: "2026-11-30")
        multiline.start = .date(Self.day("2026-11-25"))
        var state = Self.state(tasks: [multiline])
        state.apply(.toggleTasks)
        state.apply(.taskKey(.edit))
        #expect(state.apply(.promptSubmit).isEmpty && state.message == "nothing changed")
        // A new due day keeps the title of two lines.
        state.apply(.taskKey(.edit))
        state.apply(.promptEdit(.deleteWordBackward))
        for character in "dec 1" { state.apply(.promptInput(character)) }
        #expect(state.apply(.promptSubmit).first == .changeTasks([.edit(multiline, summary: multiline.summary, due: .date(Self.day("2026-12-01")))]))
        // Before its start, or into another calendar: said, not written.
        state.apply(.taskKey(.edit))
        state.apply(.promptEdit(.deleteWordBackward))
        for character in "nov 24" { state.apply(.promptInput(character)) }
        #expect(state.apply(.promptSubmit).isEmpty)
        guard case .tasks(let panel) = state.overlay else { Issue.record("the panel stays"); return }
        #expect(panel.input?.error?.contains("before the task's start") == true, "\(String(describing: panel.input?.error))")
        state.apply(.promptEdit(.deleteToStart))
        for character in "\"First line\" #Work" { state.apply(.promptInput(character)) }
        #expect(state.apply(.promptSubmit).isEmpty)
        guard case .tasks(let moved) = state.overlay else { Issue.record("the panel stays"); return }
        #expect(moved.input?.error?.contains("stays in its calendar") == true, "\(String(describing: moved.input?.error))")
    }

    @Test func aTaskJustAddedIsHighlightedOnceRead() {
        var state = Self.state(tasks: Self.sample)
        state.apply(.toggleTasks)
        state.apply(.taskKey(.add))
        for character in "Zebra" { state.apply(.promptInput(character)) }
        state.apply(.promptSubmit)
        state.apply(.changesApplied([WriteReceipt(path: "/cal/0/zebra.ics", before: nil, after: [], summary: "added task")], error: nil))
        state.apply(.todosLoaded(Self.sample + [Self.task("zebra", "Zebra")], problems: []))
        #expect(state.taskRows.last?.todo.uid == "zebra")
        guard case .tasks(let panel) = state.overlay else { Issue.record("the panel stays"); return }
        #expect(panel.selected == state.taskRows.count - 1)
    }

    @Test func changingATaskStartsFromWordsThatReadBackAsTheTask() throws {
        let state = Self.state(tasks: [])
        for todo in [Self.task("a", "Buy milk", due: "2026-11-22", at: 17), Self.task("b", "Pay rent", due: "2027-01-05"),
                     Self.task("c", "Learn the cello"), Self.task("d", "Read 2 books", due: "2026-11-30"),
                     Self.task("e", "Weekly review", due: "2026-11-27"), Self.task("f", "Prepare Monday meeting", due: "2026-12-04"),
                     Self.task("g", "Book flight to Seoul tomorrow"), Self.task("h", "Fix bug #work item", due: "2026-12-02"),
                     Self.task("i", "매주 금요일 회의 준비", due: "2026-11-27", at: 9)] {
            let words = try state.taskWords(AppState.editText(of: todo)).get()
            #expect(words.summary == todo.summary && words.due == todo.due, "\(AppState.editText(of: todo)) → \(words)")
        }
    }

    @Test func keysAddCompleteReopenChangeAndDeleteThroughTheWriter() {
        var state = Self.state(tasks: Self.sample)
        state.apply(.toggleTasks)
        guard case .tasks = state.overlay else { Issue.record("T opens the panel"); return }
        // Add: typed, then Enter asks the writer, into the highlighted task's calendar (Work).
        state.apply(.taskKey(.add))
        for character in "call mom fri 5pm" { state.apply(.promptInput(character)) }
        let added = state.apply(.promptSubmit)
        guard case .calendar(.changeTasks(let adds)) = added.first, case .add(let summary, let due, let calendar, nil) = adds.first else {
            Issue.record("no add: \(added)"); return
        }
        #expect(summary == "call mom" && due?.date == Self.day("2026-11-27") && calendar.path == "/cal/0")
        state.apply(.changesApplied([WriteReceipt(path: "/cal/0/new.ics", before: nil, after: [], summary: "added task \"call mom\"")], error: nil))
        guard case .tasks(let panel) = state.overlay else { Issue.record("the panel stays"); return }
        #expect(panel.input == nil && state.message == "added task \"call mom\"")
        // x completes the highlighted (first) task; on a done one, it reopens.
        #expect(state.apply(.taskKey(.toggleDone)).first == .changeTasks([.complete(Self.sample[3])]))
        state.apply(.taskKey(.showDone))
        // The highlight stayed on "Buy milk" when a done one came in above it.
        #expect(state.apply(.taskKey(.toggleDone)).first == .changeTasks([.complete(Self.sample[3])]))
        state.apply(.moveChoice(-1))
        #expect(state.apply(.taskKey(.toggleDone)).first == .changeTasks([.reopen(Self.sample[4])]))
        #expect(state.apply(.taskKey(.delete)).first == .changeTasks([.delete(Self.sample[4])]))
        // e opens the line on the task's words; Enter changes it.
        state.apply(.taskKey(.edit))
        state.apply(.promptEdit(.deleteToStart))
        for character in "Old chore dec 3" { state.apply(.promptInput(character)) }
        #expect(state.apply(.promptSubmit).first == .changeTasks([.edit(Self.sample[4], summary: "Old chore", due: .date(Self.day("2026-12-03")))]))
        // u takes back the last change, files and all.
        #expect(state.apply(.undoChange).first == .change([.undo(WriteReceipt(path: "/cal/0/new.ics", before: nil, after: [],
                                                                                  summary: "added task \"call mom\""))]))
    }

    @Test func aTaskOfACalendarDalOnlyReadsIsNotChanged() {
        var state = Self.state(tasks: [Self.task("cake", "Bake a cake", due: "2026-11-23", calendar: 1)])
        state.apply(.toggleTasks)
        #expect(state.apply(.taskKey(.toggleDone)).isEmpty)
        #expect(state.message?.contains("which dal only reads") == true)
    }

    @Test func aRefusedWriteKeepsTheTypedWordsAndSaysWhy() {
        var state = Self.state(tasks: [])
        state.apply(.toggleTasks)
        state.apply(.taskKey(.add))
        for character in "Renew passport" { state.apply(.promptInput(character)) }
        state.apply(.promptSubmit)
        state.apply(.changesApplied([], error: "/cal/0 is read-only"))
        guard case .tasks(let panel) = state.overlay else { Issue.record("the panel stays"); return }
        #expect(panel.input?.text == "Renew passport" && panel.input?.error == "/cal/0 is read-only")
    }

    @Test func escapeLeavesTheLineThenThePanelAndQuitOnlyClosesThePanel() {
        var state = Self.state(tasks: Self.sample)
        state.apply(.toggleTasks)
        state.apply(.taskKey(.add))
        state.apply(.cancel)
        guard case .tasks(let panel) = state.overlay else { Issue.record("Esc leaves the line only"); return }
        #expect(panel.input == nil)
        #expect(KeyMap.action(for: .character("q"), in: state) == .cancel)
        state.apply(.cancel)
        #expect(state.overlay == .none && state.quitReason == nil)
    }

    @Test func enterGoesToTheTasksDueDay() {
        var state = Self.state(tasks: Self.sample)
        state.apply(.toggleTasks)
        state.apply(.moveChoice(2))   // Write report, due Nov 24
        state.apply(.taskKey(.goToDue))
        #expect(state.overlay == .none && state.cursor == Self.day("2026-11-24"))
    }

    @Test func panelGoldens() {
        var state = Self.state(tasks: Self.sample)
        state.apply(.toggleTasks)
        state.apply(.moveChoice(1))
        check(state, "tasks-80x24")
        state.apply(.taskKey(.add))
        for character in "call mom fri 5pm" { state.apply(.promptInput(character)) }
        check(state, "tasks-adding-80x24")
        state.apply(.cancel)
        state.apply(.taskKey(.showDone))
        check(Self.resized(state, width: 50, height: 12), "tasks-done-50x12")
    }

    /// On the week's hours: a task due on a day as a bar with the all-day
    /// events, one due at a time as a box at that time.
    @Test func tasksShowOnTheHourGridAtTheirDueDayAndTime() {
        var state = Self.state(tasks: Self.sample, width: 120, height: 40)
        state.apply(.toggleMode)
        state.apply(.nextPage)   // Nov 22–28, when they are due
        state.apply(.finishSlide)
        #expect(state.showsHourGrid)
        let text = ViewGoldenTests.golden(Screen.render(state))
        #expect(text.contains("17:00 ☐ Buy mi") && text.contains("☐ Bake a cake"))
        check(state, "tasks-hour-grid-120x40")
    }

    static func resized(_ state: AppState, width: Int, height: Int) -> AppState {
        var state = state
        state.apply(.resize(width: width, height: height))
        return state
    }

    func check(_ state: AppState, _ name: String) {
        let mismatch = Golden.mismatch(ViewGoldenTests.golden(Screen.render(state)), named: name)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }
}
