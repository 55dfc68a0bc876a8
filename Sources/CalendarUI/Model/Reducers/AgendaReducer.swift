import CalendarCore
import InterfaceWords

extension AppState {
    /// The agenda view's moves, over the entries it lists: `↓` `↑` the
    /// next or previous entry, `l` `h` the next or previous day that lists
    /// something, `→` `←` the first such day a week on or back. Past the
    /// days read the cursor goes to the first day not read, which asks for
    /// more. Then the list's first day follows so that the picked entry
    /// shows. False for an action that is not one of these.
    mutating func moveInAgenda(_ action: Action) -> Bool {
        switch action {
        case .nextWeek: pickEntry(by: 1)
        case .previousWeek: pickEntry(by: -1)
        case .nextDay: pickDay(from: cursor.adding(days: 1), direction: 1)
        case .previousDay: pickDay(from: cursor.adding(days: -1), direction: -1, lastEntry: true)
        case .nextPage: pickDay(from: cursor.adding(days: 7), direction: 1)
        case .previousPage: pickDay(from: cursor.adding(days: -7), direction: -1)
        default: return false
        }
        keepPickedInView()
        return true
    }

    private mutating func pickEntry(by step: Int) {
        let next = agenda.entry + step
        if next >= 0, next < AgendaDays.entries(on: cursor, state: self).count {
            agenda.entry = next
        } else {
            pickDay(from: cursor.adding(days: step), direction: step, lastEntry: step < 0)
        }
    }

    private mutating func pickDay(from date: CivilDate, direction: Int, lastEntry: Bool = false) {
        guard date.isSupported else { return refuse(date) }
        let read = AgendaDays.readDays(self)
        let unread = direction > 0 ? read.upperBound.adding(days: 1) : read.lowerBound.adding(days: -1)
        if let day = AgendaDays.listedDay(from: date, direction: direction, state: self) {
            moveAgendaCursor(to: day)
            agenda.entry = lastEntry ? max(0, AgendaDays.entries(on: day, state: self).count - 1) : 0
        } else if unread.isSupported, abs(unread.dayNumber - cursor.dayNumber) <= AgendaDays.farthestDays {
            // The days after those read: going there asks for them.
            moveAgendaCursor(to: unread)
            agenda.entry = 0
        } else {
            message = direction > 0 ? words.messages.nothingWithinAYearAfter("\(cursor)") : words.messages.nothingWithinAYearBefore("\(cursor)")
        }
    }

    private mutating func moveAgendaCursor(to day: CivilDate) {
        cursor = day
        pages = AppState.pages(mode: mode, around: day, firstWeekday: firstWeekday)
    }

    /// Moves the list's first day so that the picked entry shows: back to
    /// the cursor's day when it is above, else on by whole days just far
    /// enough that the entry's last line is on screen.
    mutating func keepPickedInView() {
        guard cursor > agenda.start else { return agenda.start = cursor }
        // Far below: the cursor's day heads the list, without laying out every day between.
        guard agenda.start.days(until: cursor) < AgendaDays.farthestDays else { return agenda.start = cursor }
        let layout = ScreenLayout(state: self)
        let rows = max(1, layout.pageHeight - 1)
        let list = AgendaListLines(state: self, width: AgendaListView.bodyWidth(layout), rows: rows)
        guard list.picked.upperBound > rows else { return }
        let fitting = list.headings.first { list.picked.upperBound - $0.line <= rows && $0.date <= cursor }
        agenda.start = fitting?.date ?? cursor
    }
}
