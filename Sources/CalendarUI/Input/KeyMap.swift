/// Which action a key means in the current state: overlays and the go-to
/// prompt take keys before the calendar does.
public enum KeyMap {
    /// What the invitation card lets the calendar's keys do: move about.
    static let lookingAround: Set<KeyBindings.Command> = [.previousPage, .nextPage, .previousDay, .nextDay, .previousWeek, .nextWeek,
                                                          .previousYear, .nextYear, .toggleView, .today]

    public static func action(for key: Key, in state: AppState) -> Action? {
        if key == .controlC { return .interrupt }
        if key == .controlZ { return .suspend }
        // A release ends a drag on the calendar; over anything else it is nothing.
        // A release or a move of the pointer ends or carries on a drag on
        // the calendar; over anything else it is nothing.
        if case .mouseRelease(let x, let y) = key { return besideAlarm(.release(x: x, y: y), in: state) }
        if case .mouseDrag(let x, let y) = key { return besideAlarm(.dragTo(x: x, y: y), in: state) }
        switch state.overlay {
        case .panel(.arrivedNotice, _):
            // The person did not open it: keys typed for the calendar do
            // their job (the reducer closes the notice); cancel only closes
            // it, as the innermost thing open (and does not end `dal pick`).
            if state.keyBindings.command(for: key) == .cancel { return .dismissOverlay }
            return calendarAction(for: key, in: state) ?? .dismissOverlay
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
            case .tab: return .nextTarget
            case .up: return .promptHistory(-1)
            case .down: return .promptHistory(1)
            case .character(let c): return .promptInput(c)
            default: return lineEdit(key).map(Action.promptEdit)
            }
        case .search:
            switch key {
            case .enter: return .promptSubmit
            case .escape: return .cancel
            case .up: return .moveChoice(-1)
            case .down: return .moveChoice(1)
            case .character(let c): return .promptInput(c)
            default: return lineEdit(key).map(Action.promptEdit)
            }
        case .alarmNotice:
            switch key {
            case .enter: return .dismissAlarm
            case .character("z"): return .snoozeAlarm
            case .escape: return .cancel
            // Any other key is the calendar's (`q` quits, leaving the
            // alarm undismissed); the notice stays, and Enter waits again
            // before it dismisses (`AppState.noticeArmed`).
            default: return calendarAction(for: key, in: state).map { .besideNotice($0) }
            }
        case .eventForm:
            switch key {
            case .enter: return .promptSubmit
            case .escape: return .cancel
            case .tab, .down: return .formField(1)
            case .up: return .formField(-1)
            case .character(let c): return .promptInput(c)
            default: return lineEdit(key).map(Action.promptEdit)
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
            case .character(let c) where ("1"..."9").contains(c): return .highlightChoice(Int(String(c))! - 1)
            case .escape, .character("q"): return .cancel
            default: return nil
            }
        case .tasks(let panel):
            if panel.input != nil {
                switch key {
                case .enter: return .promptSubmit
                case .escape: return .cancel
                case .character(let c): return .promptInput(c)
                default: return lineEdit(key).map(Action.promptEdit)
                }
            }
            // The panel's toggle, undo, redo and help as on the calendar; quit closes the panel, as in other lists.
            if key == redoControlKey { return .redoChange }
            if let command = state.keyBindings.command(for: key) {
                if command == .quit { return .cancel }
                if [.tasks, .undo, .redo, .help].contains(command) { return command.action }
            }
            switch key {
            case .up, .character("k"), .wheelUp: return .moveChoice(-1)
            case .down, .character("j"), .wheelDown: return .moveChoice(1)
            case .pageUp: return .moveChoice(-10)
            case .pageDown: return .moveChoice(10)
            case .home: return .moveChoice(-.max / 2)
            case .end: return .moveChoice(.max / 2)
            case .character("a"): return .taskKey(.add)
            case .character("A"): return .taskKey(.addSubtask)
            case .character("e"): return .taskKey(.edit)
            case .character("x"), .character(" "): return .taskKey(.toggleDone)
            case .character("d"): return .taskKey(.delete)
            case .character("c"): return .taskKey(.showDone)
            case .enter: return .taskKey(.goToDue)
            case .escape: return .cancel
            default: return nil
            }
        case .invitation(let card):
            if card.comment != nil {
                switch key {
                case .enter: return .invitationKey(.submit)
                case .escape: return .invitationKey(.cancel)
                case .backspace: return .invitationKey(.erase)
                case .character(let c): return .invitationKey(.input(c))
                default: return nil
                }
            }
            switch key {
            case .character("a"): return .invitationKey(.answer(.accepted))
            case .character("t"): return .invitationKey(.answer(.tentative))
            case .character("d"): return .invitationKey(.answer(.declined))
            case .escape, .character("q"): return .invitationKey(.cancel)
            default:
                // Looking around the days and hours: the calendar's moves, nothing that changes or opens anything.
                guard let command = state.keyBindings.command(for: key), Self.lookingAround.contains(command) else { return nil }
                return command.action
            }
        case .calendarList:
            switch key {
            case .up, .character("k"), .wheelUp: return .calendarListKey(.move(-1))
            case .down, .character("j"), .wheelDown: return .calendarListKey(.move(1))
            case .pageUp, .home: return .calendarListKey(.move(-.max / 2))
            case .pageDown, .end: return .calendarListKey(.move(.max / 2))
            case .character(" "): return .calendarListKey(.toggle)
            case .character("o"): return .calendarListKey(.only)
            case .escape, .enter, .character("q"): return .toggleCalendarList
            default:
                // The list's own key closes it, as `T` closes the tasks.
                return state.keyBindings.command(for: key) == .calendars ? .toggleCalendarList : nil
            }
        case .question:
            switch key {
            case .escape: return .cancel
            case .character(let c): return .answer(c)
            default: return nil
            }
        case .none:
            return calendarAction(for: key, in: state)
        }
    }

    /// Ctrl-R redoes, as in vim and readline's sense of "again": a control
    /// key, so no binding takes it (`KeyBindings.isReserved`).
    static let redoControlKey = Key.control("r")

    /// The line editing keys of every prompt, as in readline (emacs mode).
    static func lineEdit(_ key: Key) -> LineEdit? {
        switch key {
        case .backspace, .control("h"): .deleteBackward
        case .delete, .control("d"): .deleteForward
        case .left, .control("b"): .left
        case .right, .control("f"): .right
        case .home, .control("a"): .home
        case .end, .control("e"): .end
        case .control("u"): .deleteToStart
        case .control("k"): .deleteToEnd
        case .control("w"): .deleteWordBackward
        case .paste(let text): .insert(text)
        default: nil
        }
    }

    /// A key on the calendar itself: the bindings (the config's `[keys]`),
    /// then the keys no binding changes (0–9 tag, the mouse pages and clicks).
    /// A pointer's action for the calendar, with nothing or only an alarm
    /// notice over it.
    private static func besideAlarm(_ action: Action, in state: AppState) -> Action? {
        switch state.overlay {
        case .none: action
        case .alarmNotice: .besideNotice(action)
        default: nil
        }
    }

    static func calendarAction(for key: Key, in state: AppState) -> Action? {
        // `z` again right after a snooze (its message still showing) puts it off longer.
        if key == .character("z"), state.alarms.lastSnooze != nil { return .snoozeAlarm }
        // While an event is carried, Enter drops it and Tab picks its calendar.
        if state.changes.moving != nil {
            if state.keyBindings.command(for: key) == .open { return .dropMove }
            if key == .tab { return .nextTarget }
        }
        if let command = state.keyBindings.command(for: key) {
            // The picker picks dates; changing calendars is for the calendar.
            if state.pickMode != nil, command.changesCalendars { return nil }
            if command == .open, state.pickMode != nil { return .pick }
            // On the year page, the day's events give way to its month.
            if command == .open, state.mode == .year { return .toggleYear }
            return command.action
        }
        if key == redoControlKey { return state.pickMode == nil ? .redoChange : nil }
        switch key {
        case .wheelUp: return .previousPage
        case .wheelDown: return .nextPage
        case .mouseClick(let x, let y): return .click(x: x, y: y)
        case .character("0"): return .untag
        case .character(let c) where ("1"..."9").contains(c): return .tag(Int(String(c))! - 1)
        default: return nil
        }
    }

    /// The help overlay's content: every key, as bound, and what it does.
    public static func helpLines(_ state: AppState) -> [(keys: String, meaning: String)] {
        let bindings = state.keyBindings
        let open = bindings.firstLabel(.open) ?? "Enter"
        let help = state.words.help
        let entries: [(commands: [KeyBindings.Command], fixedKeys: String, meaning: String)] = [
            ([.previousPage, .nextPage], "", help.pages),
            ([.previousDay, .nextDay, .previousWeek, .nextWeek], "", help.cursor),
            ([.open], "", help.open),
            ([.previousYear, .nextYear], "", help.years),
            ([.select], "", help.select),
            ([.range], "", help.range),
            ([.clearSelection], "", help.clearSelection),
            ([.cancel], "", help.cancel),
            ([.add, .addToSelection], "", help.add),
            // J and r share the line: the help fits 80×24 whole.
            ([.edit, .delete, .editFile, .join, .answer], "", help.edit),
            ([.search, .nextMatch, .previousMatch], "", help.search),
            ([.move], "", help.move(open)),
            ([.undo, .redo], ",Ctrl-R", help.undo),
            ([], "1 … 9  0", help.tag),
            ([.toggleView, .agendaView], "", help.views(state.toggleLandsOnToday ? help.opensOnToday : help.keepsCursorDay)),
            ([.yearView, .freeTime], "", help.yearAndFreeTime(open)),
            ([.tasks, .calendars, .sync], "", help.tasks),
            ([.today, .goTo], "", help.todayAndGoTo),
            ([], help.mouseKey, help.mouse),
            ([.help, .warning], "", help.help),
            ([], "Ctrl-Z", help.suspend),
            ([.quit], " Ctrl-C", help.quit),
        ]
        return entries.map { entry in
            (entry.commands.isEmpty ? entry.fixedKeys : bindings.labels(entry.commands) + entry.fixedKeys, entry.meaning)
        }
    }
}
