/// What the screen (or any runner) asks of the calendars, as a value: the
/// run loop forwards it to the calendars without knowing what it is, and
/// the answer comes back as a `CalendarAnswer`. A new job is a case here,
/// its handling in the worker, and its use in a reducer: nothing between.
public enum CalendarJob: Equatable, Sendable {
    /// The events of these days, from reading `generation` or a later
    /// one: answered with `.eventsLoaded`.
    case loadEvents(ClosedRange<CivilDate>, generation: Int)
    /// Add, change, delete or undo events in the calendars, in order:
    /// answered with `.changesApplied`.
    case change([EventChange])
    /// Add, complete, reopen, change or delete tasks (undone with `.change([.undo])`).
    case changeTasks([TaskChange])
    /// Read the details of these events: answered with `.detailsLoaded`.
    case loadDetails([EventOccurrence])
    /// Which alarms go off after `after` and up to `through` (seconds
    /// since 1970; `after` nil: a first look, `AlarmReport.firstLookSeconds`
    /// back, for events not over), and which come next: answered with
    /// `.alarmsFound`.
    case findAlarms(after: Int?, through: Int)
    /// Read every calendar file again (SIGHUP): answered with `.calendarsRead`.
    case readAgain
    /// The events matching the words typed after `/`: answered with `.searchResults`.
    case search(String, today: CivilDate)
    /// `/` opened: the searches to come are made ready (no answer).
    case prepareSearch(today: CivilDate)

    /// Whether a person waits on it (days on screen, a change, details):
    /// done before what can wait (alarms, searches).
    public var isUrgent: Bool {
        switch self {
        case .findAlarms, .search, .prepareSearch, .readAgain: false
        case .loadEvents, .change, .changeTasks, .loadDetails: true
        }
    }
}

/// What the calendars answer, as a value, whichever runner asked.
public enum CalendarAnswer: Equatable, Sendable {
    /// The events of some days, from a reading of the calendars.
    case eventsLoaded(EventWindow)
    /// Details of events, read from their files.
    case detailsLoaded([EventKey: EventDetails])
    /// The calendars' writer made these changes, or failed (the message).
    case changesApplied([WriteReceipt], error: String?)
    /// The calendars were read again (dal wrote to one, or a sync changed
    /// files): `generation` counts the readings; with what the reading
    /// found wrong (empty when nothing).
    case calendarsRead(generation: Int, problems: [String])
    /// The calendars' tasks, read after them (again after each reading
    /// from disk), with what of them could not be read.
    case todosLoaded([Todo], problems: [String])
    /// The alarms that went off, and what is next.
    case alarmsFound(AlarmReport)
    /// The events found for `query`.
    case searchResults(query: String, hits: [SearchHit])
}
