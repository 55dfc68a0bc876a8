import CalendarCore
import InterfaceWords

extension AppState {
    /// The help, the day's agenda, the notice panel and the warnings in
    /// it; Esc, which closes what is open (or gives up a move, a range, a pick).
    mutating func showPanel(_ action: Action) {
        switch action {
        case .cancel: cancel()
        case .showHelp: overlay = .panel(.help, scroll: 0)
        case .showAgenda: overlay = .panel(.agenda, scroll: 0)
        case .showNotice: overlay = .panel(.notice, scroll: 0)
        case .scrollPanel(let lines): scrollPanel { _ in lines }
        case .scrollPanelPages(let pages): scrollPanel { pages * max(1, $0.visibleRows - 1) }
        case .dismissOverlay: overlay = .none
        case .setWarning(let text):
            notices.storeWarning = text
            showWarnings()
        case .updateWarning(let text):
            notices.storeWarning = text
            notices.warning = combinedWarnings
        default: break
        }
    }

    /// Esc: the innermost thing open or under way goes.
    private mutating func cancel() {
        if overlay == .alarmNotice {
            closeAlarm()
        } else if case .tasks(var panel) = overlay, panel.input != nil {
            // Esc leaves the task line, not the panel.
            panel.input = nil
            overlay = .tasks(panel)
        } else if overlay != .none {
            overlay = .none
        } else if sync.quitsWhenDone {
            stayAfterSync()
        } else if changes.moving != nil {
            cancelMove()
        } else if rangeAnchor != nil {
            rangeAnchor = nil
        } else if pickMode != nil {
            quitReason = .quit   // Esc gives up picking
        }
    }

    /// Quitting, `Enter` in `dal pick`, Ctrl-C, Ctrl-Z.
    mutating func session(_ action: Action) -> [Effect] {
        switch action {
        case .quit:
            if let waiting = quitDuringSync() { return waiting }
            quitReason = .quit
        case .pick:
            if case .free(let minutes) = pickMode { return pickFreeTime(minutes: minutes) }
            quitReason = .picked
            return [.pick(pickedDates)]
        case .interrupt: quitReason = .interrupt
        case .suspend: return [.suspend]
        default: break
        }
        return []
    }

    // MARK: Panels

    /// Scrolls the help or notice, within its content at this size.
    private mutating func scrollPanel(by lines: (PanelLayout) -> Int) {
        guard case .panel(let kind, let scroll) = overlay else { return }
        let layout = PanelLayout(kind: kind, state: self)
        overlay = .panel(kind, scroll: min(max(0, scroll + lines(layout)), layout.maxScroll))
    }


    /// The store's warning as the run starts (it opened read-only): shown
    /// as any new warning is, with no effect to perform.
    mutating func showStartupWarning(_ text: String) {
        notices.storeWarning = text
        showWarnings()
    }

    /// What reading the calendars (or their tasks) found wrong: shown with
    /// the store's warning, gone when the next reading finds nothing (the
    /// broken file was fixed or removed), and told once, not again for the same.
    mutating func readingProblems(_ problems: [String]) {
        setProblems(problems, in: \.notices.readingWarning, heading: words.messages.calendarProblems)
    }

    mutating func taskProblems(_ problems: [String]) {
        setProblems(problems, in: \.taskList.warning, heading: words.messages.taskProblems)
    }

    private mutating func setProblems(_ problems: [String], in warning: WritableKeyPath<AppState, String?>, heading: Phrase<Int>) {
        let text = problems.isEmpty ? nil
            : heading(problems.count) + "\n" + problems.joined(separator: "\n")
        guard text != self[keyPath: warning] else { return }
        self[keyPath: warning] = text
        showWarnings()
    }

    /// The store's warning and the calendars' and tasks' problems, as one text.
    private var combinedWarnings: String? {
        let parts = [notices.storeWarning, notices.readingWarning, taskList.warning].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: "\n\n")
    }

    /// Shows the warnings as they now are: a new one opens the notice over
    /// the calendar only (a prompt, a list or the help being used stays, and
    /// the warning waits on the status line, `!`); none closes it.
    mutating func showWarnings() {
        let text = combinedWarnings
        if let text, text != warning, overlay == .none { overlay = .panel(.arrivedNotice, scroll: 0) }
        if text == nil, case .panel(let kind, _) = overlay, kind == .notice || kind == .arrivedNotice { overlay = .none }
        notices.warning = text
    }
}
