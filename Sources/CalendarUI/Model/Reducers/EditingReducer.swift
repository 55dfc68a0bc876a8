import CalendarCore

extension AppState {
    /// Adding, changing, moving, deleting and undoing events; `E`'s editor.
    mutating func edit(_ action: Action) -> [Effect] {
        switch action {
        case .addEvent(let toSelection): startAdding(toSelection: toSelection)
        case .editEvent: return startChanging(.edit)
        case .deleteEvent: return startChanging(.delete)
        case .moveEvent: return startChanging(.move)
        case .dropMove: return dropMove()
        case .editInEditor: return startChanging(.editFile)
        case .answerInvitation: return startAnswering()
        case .editorClosed(let outcome): return editorClosed(outcome)
        case .undoChange: return travel(.undo)
        case .redoChange: return travel(.redo)
        case .timerFired(.changeLanding): changes.awaitingReload = false
        default: break
        }
        return []
    }

    /// The task panel (`T`) and its keys.
    mutating func tasks(_ action: Action) -> [Effect] {
        switch action {
        case .toggleTasks: toggleTasks()
        case .taskKey(let key): return taskKey(key)
        default: break
        }
        return []
    }
}
