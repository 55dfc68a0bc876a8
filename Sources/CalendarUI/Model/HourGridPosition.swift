import CalendarCore
import InterfaceWords

/// Where the week's hour grid is: the cursor's time slot and the first
/// minute in view. Kept when the week is turned, so the same hours stay
/// in view.
public struct HourGridPosition: Equatable, Sendable {
    /// Start of the cursor's slot, minutes of the day.
    public var slot = 9 * 60
    /// The minute of the grid's first row, as last scrolled; the view may
    /// show a later one when the window is too short for it.
    public var top = HourGridGeometry.workingDayStart
}

extension AppState {
    /// The week view is drawn as an hour grid.
    var showsHourGrid: Bool { mode == .week && ScreenLayout(state: self).weekUsesTimeGrid }

    /// Open tasks due on `days` as the grid draws them, titled `☐ title`:
    /// one due on a day as a bar across the top, one due at a time as a
    /// quarter of an hour's box there (as the day lists show them).
    func gridTasks(due days: [CivilDate]) -> [EventOccurrence] {
        days.flatMap { day in
            (taskList.dueByDay[day.dayNumber] ?? []).filter { calendarCategories.indices.contains($0.calendarIndex) }.map { todo in
                let title = "☐ " + todo.title
                guard case .time(let time, _)? = todo.due else {
                    return EventOccurrence(calendar: todo.calendarIndex, uid: todo.uid, recurrenceID: nil, summary: title, isAllDay: true,
                                           start: LocalDateTime(date: day), end: LocalDateTime(date: day.adding(days: 1)))
                }
                return EventOccurrence(calendar: todo.calendarIndex, uid: todo.uid, recurrenceID: nil, summary: title, isAllDay: false,
                                       start: time, end: time.adding(seconds: 15 * 60))
            }
        }
    }

    /// The contacts' birthdays of `days` as bars across the grid's top, in
    /// the birthdays' own category (`DayEntry.birthdayCategory`).
    func gridBirthdays(on days: [CivilDate]) -> [EventOccurrence] {
        guard !settings.birthdays.isEmpty else { return [] }
        return days.flatMap { day in
            settings.birthdays.entries(on: day).map { birthday in
                EventOccurrence(calendar: DayEntry.birthdayCategory, uid: birthday.uid, recurrenceID: nil, summary: InterfaceWords.of(language).title(of: birthday),
                                isAllDay: true, start: LocalDateTime(date: day), end: LocalDateTime(date: day.adding(days: 1)))
            }
        }
    }

    /// The grid's geometry for the current week page (its bars take rows).
    var hourGridGeometry: HourGridGeometry? {
        guard case .week(let buffer) = pages else { return nil }
        let layout = ScreenLayout(state: self)
        let days = layout.gridDays(of: buffer.current, cursor: cursor)
        return HourGridGeometry(layout: layout, barLanes: WeekBars(week: days, events: events,
                                                                       tasks: gridTasks(due: days) + gridBirthdays(on: days)).lanes,
                                topMinute: hourGrid.top)
    }

    /// ↑ ↓ in the grid: the slot moves a step, within the day, and the
    /// hours scroll to keep it in view.
    mutating func moveSlot(by steps: Int) {
        let last = 24 * 60 - HourGridGeometry.slotMinutes
        hourGrid.slot = min(max(0, hourGrid.slot + steps * HourGridGeometry.slotMinutes), last)
        if let geometry = hourGridGeometry { hourGrid.top = geometry.topShowing(slot: hourGrid.slot) }
    }
}
