/// Which action a key means in the current state: overlays and the go-to
/// prompt take keys before the calendar does.
public enum KeyMap {
    public static func action(for key: Key, in state: AppState) -> Action? {
        if key == .controlC { return .interrupt }
        if key == .controlZ { return .suspend }
        switch state.overlay {
        case .panel(let kind, _):
            if kind == .agenda, [.left, .character("h")].contains(key) { return .previousDay }
            if kind == .agenda, [.right, .character("l")].contains(key) { return .nextDay }
            switch key {
            case .up, .character("k"), .wheelUp: return .scrollPanel(-1)
            case .down, .character("j"), .wheelDown: return .scrollPanel(1)
            case .pageUp: return .scrollPanelPages(-1)
            case .pageDown: return .scrollPanelPages(1)
            case .home: return .scrollPanel(-.max / 2)
            case .end: return .scrollPanel(.max / 2)
            default: return .dismissOverlay
            }
        case .goTo, .eventPrompt:
            switch key {
            case .enter: return .promptSubmit
            case .escape: return .cancel
            case .backspace: return .promptBackspace
            case .tab: return .nextTarget
            case .character(let c): return .promptInput(c)
            default: return nil
            }
        case .chooseEvent:
            switch key {
            case .up, .character("k"): return .moveChoice(-1)
            case .down, .character("j"): return .moveChoice(1)
            case .pageUp: return .moveChoice(-10)
            case .pageDown: return .moveChoice(10)
            case .home: return .moveChoice(-.max / 2)
            case .end: return .moveChoice(.max / 2)
            case .enter: return .pickChoice(nil)
            case .character(let c) where ("1"..."9").contains(c): return .pickChoice(Int(String(c))! - 1)
            case .escape, .character("q"): return .cancel
            default: return nil
            }
        case .question:
            switch key {
            case .escape: return .cancel
            case .character(let c): return .answer(c)
            default: return nil
            }
        case .none:
            if key == .enter { return state.pickMode != nil ? .pick : state.mode == .year ? .toggleYear : .showAgenda }
            // The picker picks dates; changing calendars is for the calendar.
            if state.pickMode != nil, case .character(let c) = key, "aAedu".contains(c) { return nil }
            return calendarAction(for: key)
        }
    }

    static func calendarAction(for key: Key) -> Action? {
        switch key {
        case .left, .wheelUp: return .previousPage
        case .right, .wheelDown: return .nextPage
        case .up: return .previousWeek
        case .down: return .nextWeek
        case .pageUp: return .previousYear
        case .pageDown: return .nextYear
        case .escape: return .cancel
        case .mouseClick(let x, let y): return .click(x: x, y: y)
        case .character(let c):
            switch c {
            case "h": return .previousDay
            case "l": return .nextDay
            case "k": return .previousWeek
            case "j": return .nextWeek
            case " ": return .toggleSelection
            case "v": return .rangeKey
            case "a": return .addEvent(toSelection: false)
            case "A": return .addEvent(toSelection: true)
            case "e": return .editEvent
            case "d": return .deleteEvent
            case "u": return .undoChange
            case "w": return .toggleMode
            case "y": return .toggleYear
            case "t": return .goToToday
            case "g": return .openGoTo
            case "?": return .showHelp
            case "!": return .showNotice
            case "q": return .quit
            case "0": return .untag
            case "1"..."9": return .tag(Int(String(c))! - 1)
            default: return nil
            }
        default: return nil
        }
    }

    /// The help overlay's content: every key and what it does.
    public static let helpLines: [(keys: String, meaning: String)] = [
        ("← →", "previous / next month (week, year in those views)"),
        ("h l k j ↑ ↓", "cursor to previous / next day, previous / next week"),
        ("Enter", "the cursor day's events (← → change the day); in dal pick, pick"),
        ("PgUp PgDn", "previous / next year"),
        ("Space", "select or deselect the cursor day"),
        ("v", "start a range; v or Space selects it"),
        ("Esc", "cancel the range or prompt"),
        ("a", "add an event on the day or the v range: Title or 09:00 Title"),
        ("A", "add an event on every selected run of days"),
        ("e d", "change (title and time) / delete an event of the day"),
        ("u", "undo the last add, change or delete (u again redoes)"),
        ("1 … 9  0", "tag the day (or range) with category N of the legend; 0 untags"),
        ("w", "toggle month / week view (opens on today)"),
        ("y", "year page / back to the month; there Enter opens the month"),
        ("t g", "back to today / go to a date (YYYY-MM or YYYY-MM-DD)"),
        ("mouse", "click a day to toggle it; wheel pages"),
        ("? !", "this help (↑ ↓ scroll it) / the last warning in full"),
        ("Ctrl-Z", "suspend (fg brings dal back)"),
        ("q Ctrl-C", "quit"),
    ]
}
