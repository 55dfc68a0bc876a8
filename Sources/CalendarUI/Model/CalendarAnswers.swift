import CalendarCore

/// The calendars' answers to the screen's jobs (`Action.calendar`).
extension AppState {
    mutating func answered(_ answer: CalendarAnswer) -> [Effect] {
        switch answer {
        case .eventsLoaded(let window): return eventsLoaded(window)
        case .detailsLoaded(let loaded):
            details.merge(loaded) { _, new in new }
            fillEditForm()
            return joinWhenRead()
        case .changesApplied(let receipts, let error):
            changesApplied(receipts, error: error)
            // Written: the keys typed meanwhile wait for the days that show it.
            changes.awaitingReload = error == nil && !receipts.isEmpty
            return changes.awaitingReload ? [.startTimer(.changeLanding, milliseconds: Self.changeLandingMilliseconds)] : []
        case .calendarsRead(let generation, let problems):
            // The files changed: details are read again when shown.
            details = [:]
            detailsAsked = []
            eventsGeneration = max(eventsGeneration, generation)
            alarms.stale = true
            readingProblems(problems)
            return []
        case .todosLoaded(let list, let problems):
            todosLoaded(list, problems: problems)
            return []
        case .alarmsFound(let report): return alarmsFound(report)
        case .searchResults(let query, let hits):
            let hidden = hiddenCalendars.indices(in: calendars)
            searchResults(query: query, hits: hits.filter { !hidden.contains($0.occurrence.calendar) })
            return []
        }
    }

    private mutating func eventsLoaded(_ window: EventWindow) -> [Effect] {
        // An answer older than what is on screen changes nothing.
        guard window.generation >= (events?.generation ?? 0) else { return [] }
        if let list = window.calendars { adoptCalendars(list) }
        loadedEvents = window
        events = window.hiding(hiddenCalendars.indices(in: calendars))
        if let asked = requestedEvents, window.generation >= asked.generation, window.days.contains(asked.days.lowerBound),
           window.days.contains(asked.days.upperBound) {
            requestedEvents = nil
        }
        nextEventFromLoadedDays()
        var effects = refreshStaleForm()
        if changes.awaitingReload {
            changes.awaitingReload = false
            effects.append(.stopTimer(.changeLanding))
        }
        return effects
    }

    /// The panel's highlight stays on its task (by file and UID: a task
    /// added above it by todoman or a sync moves it down), or goes to a
    /// task just written; where its task went, it stays in place.
    private mutating func todosLoaded(_ list: [Todo], problems: [String]) {
        if case .tasks(var panel) = overlay {
            let before = TaskPanel.rows(taskList.all, showsDone: panel.showsDone)
            let highlighted = before.indices.contains(panel.selected) ? before[panel.selected].todo : nil
            let rows = TaskPanel.rows(list, showsDone: panel.showsDone)
            if let path = panel.follows, let row = rows.firstIndex(where: { $0.todo.path == path }) {
                panel.selected = row
            } else if let highlighted, let row = rows.firstIndex(where: { $0.todo.isSameTask(as: highlighted) }) {
                panel.selected = row
            }
            panel.selected = min(panel.selected, max(0, rows.count - 1))
            panel.follows = nil
            overlay = .tasks(panel)
        }
        taskList.adopt(list)
        taskProblems(problems)
    }
}
