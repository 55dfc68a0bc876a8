import CalendarCore

/// The calendar list (`c`): its highlighted row.
public struct CalendarListPanel: Equatable, Sendable {
    public var selected = 0

    public init(selected: Int = 0) { self.selected = selected }
}

/// The calendar list's own keys.
public enum CalendarListKey: Equatable, Sendable {
    /// ↑ ↓: the highlight.
    case move(Int)
    /// Space: the highlighted calendar shown or hidden.
    case toggle
    /// `o`: only the highlighted calendar shown (again: all shown).
    case only
}

/// Hiding calendars: the list and its keys. What is hidden leaves
/// `events` (so every view, the free time and the day panels go without
/// it) and the search's hits; `loadedEvents` keeps the calendars' answer
/// whole, so showing one again needs no new reading.
extension AppState {
    mutating func calendarList(_ action: Action) {
        switch action {
        case .toggleCalendarList:
            if case .calendarList = overlay {
                overlay = .none
            } else if calendars.isEmpty {
                message = words.calendarList.noCalendars
            } else {
                overlay = .calendarList(CalendarListPanel())
            }
        case .calendarListKey(let key):
            guard case .calendarList(var panel) = overlay, !calendars.isEmpty else { return }
            panel.selected = min(max(0, panel.selected), calendars.count - 1)
            let calendar = calendars[panel.selected]
            switch key {
            case .move(let step):
                panel.selected = min(max(0, panel.selected + step), calendars.count - 1)
            case .toggle:
                hiddenCalendars.toggle(calendar)
                message = hiddenCalendars.hides(calendar) ? words.calendarList.hidden(calendar.name) : words.calendarList.shown(calendar.name)
            case .only:
                let others = calendars.filter { $0 != calendar }
                if !hiddenCalendars.hides(calendar), !others.isEmpty, others.allSatisfy(hiddenCalendars.hides) {
                    hiddenCalendars = HiddenCalendars()
                    message = words.calendarList.allShown
                } else {
                    hiddenCalendars = HiddenCalendars.allBut([calendar.name], of: calendars)
                    message = words.calendarList.onlyShown(calendar.name)
                }
            }
            overlay = .calendarList(panel)
            showHiddenCalendars()
        default: break
        }
    }

    /// `events` again from the calendars' answer, without the hidden ones.
    mutating func showHiddenCalendars() {
        events = loadedEvents?.hiding(hiddenCalendars.indices(in: calendars))
    }

    /// The status line's next event: the calendars' answer (every
    /// calendar's, as alarms ring for hidden ones too), or, when that is of
    /// a hidden calendar, the first shown one after now today or tomorrow
    /// in the days read.
    public var shownNextEvent: EventOccurrence? {
        guard let next = alarms.nextEvent, hiddenCalendars.indices(in: calendars).contains(next.calendar) else { return alarms.nextEvent }
        guard let now, let events else { return nil }
        return [now.date, now.date.adding(days: 1)].lazy
            .compactMap { day in events.occurrences(on: day).filter { !$0.isAllDay && !$0.isCancelled && $0.start > now }.min { $0.start < $1.start } }
            .first
    }

    /// How many events of each calendar the days read hold (the days
    /// around the pages on screen; an event of many days or repeats
    /// counted once), hidden calendars and all.
    public var eventCountsByCalendar: [Int: Int] {
        guard let window = loadedEvents else { return [:] }
        var seen: [Int: Set<String>] = [:]
        for number in window.days.lowerBound.dayNumber...window.days.upperBound.dayNumber {
            for occurrence in window.occurrences(on: CivilDate(dayNumber: number)) {
                seen[occurrence.calendar, default: []].insert(occurrence.uid)
            }
        }
        return seen.mapValues(\.count)
    }
}
