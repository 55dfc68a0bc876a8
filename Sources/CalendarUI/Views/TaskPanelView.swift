import CalendarCore
import InterfaceWords

/// The task panel (`T`): one task a line (done mark, subtasks indented,
/// priority, title; due day and calendar on the right), the highlighted
/// one reversed; below, the line being typed with what it will write, and
/// the panel's keys.
enum TaskPanelView {
    static func render(_ panel: TaskPanel, state: AppState, layout: ScreenLayout, into buffer: inout CellBuffer) {
        let width = min(buffer.width, max(44, min(100, buffer.width - 8)))
        let inner = max(1, width - 4)
        let rows = state.taskRows
        var below: [[Span]] = []
        if let input = panel.input {
            below.append(EventEditingViews.typedLine(input.text, cursorFromEnd: input.cursorFromEnd, marked: [], columns: inner))
            let said = input.error.map { [Span(text: $0, style: CellStyle(bold: true))] } ?? preview(input, state: state)
            below += TextWrap.lines(said.map(\.text).joined(), width: inner).prefix(3).map { [Span(text: $0, style: said.first?.style ?? .plain)] }
        }
        below += TextWrap.lines(keysLine(panel, input: panel.input != nil, words: state.words.tasks), width: inner).prefix(2).map { [Span(text: $0, style: Palette.note)] }
        // As tall as the list (a few lines at least), within the page.
        let height = max(3, min(layout.pageHeight, max(rows.count, 4) + below.count + 2))
        let room = max(1, height - 2 - below.count)
        var lines: [[Span]] = []
        if rows.isEmpty {
            lines.append([Span(text: panel.showsDone ? state.words.tasks.noTasks : state.words.tasks.noOpenTasks, style: Palette.note)])
        }
        let first = min(max(0, panel.selected - room + 1), max(0, rows.count - room))
        for (index, row) in rows.enumerated().dropFirst(first).prefix(room) {
            lines.append(line(row, state: state, columns: inner, highlighted: index == panel.selected && panel.input == nil))
        }
        lines += Array(repeating: [], count: max(0, room - lines.count))
        // Counted as listed (a task's overrides share its line).
        let open = (panel.showsDone ? rows.filter(\.todo.isOpen).count : rows.count)
        let title = state.words.tasks.title(open) + (panel.showsDone ? state.words.tasks.doneShown : "")
        Box.render(title: title, lines: lines + below, x: (buffer.width - width) / 2, y: (layout.pageHeight - height) / 3, width: width, height: height, into: &buffer)
    }

    /// `☐ !Title          Fri Nov 27 17:00  Work`, cut to `columns`.
    static func line(_ row: TaskRow, state: AppState, columns: Int, highlighted: Bool) -> [Span] {
        let todo = row.todo
        let mark = todo.isOpen ? "☐" : todo.status == "CANCELLED" ? "☒" : "☑"
        let priority = (1...4).contains(todo.priority) ? "!" : ""
        let left = String(repeating: "  ", count: min(row.depth, 6)) + mark + " " + priority
            + todo.title
        var right = todo.due.map { dueText($0, state: state) } ?? ""
        // The calendar's name only where the due day and time fit beside it.
        if DisplayWidth.of(right) + 2 + DisplayWidth.of(todo.calendar) <= columns / 2 { right += (right.isEmpty ? "" : "  ") + todo.calendar }
        let rightWidth = min(DisplayWidth.of(right), columns / 2)
        let fittedRight = DisplayWidth.fitted(right, toColumns: rightWidth)
        let fittedLeft = DisplayWidth.fitted(left, toColumns: max(1, columns - rightWidth - 1))
        let gap = String(repeating: " ", count: max(1, columns - DisplayWidth.of(fittedLeft) - DisplayWidth.of(fittedRight)))
        let overdue = todo.isOpen && todo.due.map { $0.date < state.today } == true
        var style = todo.isOpen ? CellStyle.plain : Palette.note
        if highlighted { style.reverse = true }
        var dueStyle = style
        if overdue { dueStyle.bold = true }
        return [Span(text: fittedLeft + gap, style: style), Span(text: fittedRight, style: dueStyle)]
    }

    /// `Fri Nov 27`, `Fri Nov 27 17:00`, with the year when it is not this one.
    static func dueText(_ due: Todo.When, state: AppState) -> String {
        let date = due.date
        var text = state.locale.shortWeekdayNames[date.weekday.rawValue] + " " + state.locale.monthDay(date)
        if date.year != state.today.year { text += " \(date.year)" }
        if case .time(let time, _) = due { text += " " + time.timeText }
        return text
    }

    /// What Enter will write: `adds "Call mom", due Fri Nov 27 17:00`.
    static func preview(_ input: TaskInput, state: AppState) -> [Span] {
        guard !input.text.trimmingCharacters(in: .whitespaces).isEmpty else {
            return [Span(text: state.words.tasks.inputHint, style: Palette.note)]
        }
        switch state.taskWords(input.text) {
        case .failure(let refusal): return [Span(text: refusal.said(by: state.words), style: CellStyle(bold: true))]
        case .success(let words):
            let said = state.words.tasks
            let verb = switch input.purpose {
            case .edit: said.changesToTask
            case .add(let parent?): said.addsSubtask(parent.title)
            case .add(nil): said.addsTask
            }
            // The due first: a long title is what gets cut.
            let due = words.due.map { said.due(dueText($0, state: state)) } ?? said.noDue
            let calendar = words.calendar.map { said.inCalendar($0) } ?? ""
            return [Span(text: said.preview(verb, due + calendar, words.summary), style: Palette.note)]
        }
    }

    static func keysLine(_ panel: TaskPanel, input: Bool, words: TaskPanelWords) -> String {
        if input { return words.inputKeys }
        return panel.showsDone ? words.keysShowingDone : words.keysHidingDone
    }
}
