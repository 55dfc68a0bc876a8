import CalendarCore
import InterfaceWords

extension AppState {
    /// The reducer: the state after `action`. Pure; no terminal involved.
    public static func update(_ state: AppState, _ action: Action) -> AppState {
        var next = state
        next.apply(action)
        return next
    }

    /// Applies `action` and returns what the run loop should do about it:
    /// the top reducer only routes the action to its feature's reducer,
    /// between the bookkeeping every action shares.
    @discardableResult
    public mutating func apply(_ action: Action) -> [Effect] {
        if case .besideNotice(let key) = action {
            // The notice steps aside for the calendar's key and comes back
            // after it (`armNotice`), waiting again before Enter dismisses it.
            if overlay == .alarmNotice { overlay = .none }
            alarms.noticeNeedsArming = true
            return apply(key)
        }
        let before = (selection, marks.tags), slideBefore = slide
        if !action.keepsMessage {
            message = nil
            // A snooze is made longer only while its message shows.
            if action != .snoozeAlarm { alarms.lastSnooze = nil }
            // A notice that opened by itself lasts until the person's next action.
            if overlay == .panel(.arrivedNotice, scroll: 0) { overlay = .none }
        }
        // What the user does ends a slide: the viewport snaps to rest.
        if !action.keepsSlide { slide = nil }
        var effects = route(action)
        // The store's own document adopted is not a change to save again.
        if (selection, marks.tags) != before, !action.adoptsStore { effects.insert(.save, at: 0) }
        effects += askForDetails()
        if action != .clearSelection, selection != before.0 { clearedSelection = nil }
        // A slide that started or moved on asks for its next frame.
        if let slide, slide != slideBefore { effects.append(.startTimer(.slideFrame, milliseconds: Slide.frameMilliseconds)) }
        if slide == nil, slideBefore != nil { effects.append(.stopTimer(.slideFrame)) }
        effects += requestEventsIfNeeded()
        // An alarm that went off behind a prompt shows once the prompt is done.
        if overlay == .none, !alarms.notices.isEmpty { overlay = .alarmNotice }
        effects += armNotice()
        effects += clockTimer()
        effects += armPeriodicSync()
        effects += startSubscriptionRefresh()
        return effects
    }

    /// The feature reducer that handles `action`.
    private mutating func route(_ action: Action) -> [Effect] {
        // While an event is carried, a new change waits until it is dropped or left.
        if let move = changes.moving, action.changesCalendars {
            message = words.events.moving(move.occurrence.title)
            return []
        }
        switch action.feature {
        case .pages: navigate(action)
        case .selection: select(action)
        case .prompts: return prompt(action)
        case .editing: return edit(action)
        case .tasks: return tasks(action)
        case .calendarList: calendarList(action)
        case .invitation: return invitation(action)
        case .calls: return joinCall(action)
        case .alarms: return alarm(action)
        case .panels: showPanel(action)
        case .session: return session(action)
        case .calendars:
            if case .calendar(let answer) = action { return answered(answer) + syncAfterWrite(answer) }
        case .sync: return sync(action)
        case .subscriptions: return subscriptions(action)
        }
        return []
    }

    /// Longest keys wait behind a change written (should the days showing
    /// it never come).
    static let changeLandingMilliseconds = 500

    /// A change is being written, or its days are not on screen yet: the
    /// run loop holds the keys typed meanwhile and gives them after, each
    /// read as the screen then is (`u` then `d` at once deletes what the
    /// undo wrote, not what was on screen before it; the `y` after them
    /// answers the question `d` asks).
    public var waitsForAChange: Bool { !changes.requested.isEmpty || changes.awaitingReload }

    /// dal looks at the clock again only when something is due: the next
    /// minute while the hour grid shows today (its now-line), the next
    /// alarm, the next event's start (the status line's "next"), a snooze
    /// ending. Otherwise nothing wakes it up.
    private mutating func clockTimer() -> [Effect] {
        guard let now, let nowInstant, !alarms.lookPending else { return [] }
        if alarms.stale, pickMode == nil, hasCalendars {
            alarms.stale = false
            alarms.lookPending = true
            alarms.clockWake = nil
            return [.startTimer(.clock, milliseconds: 0)]
        }
        // Seconds from now: wall-clock times by the wall clock (a snooze, an
        // event's start, the next minute), the alarm by its moment.
        var wakes = (alarms.snoozed.map(\.time) + [alarms.nextEvent?.start].compactMap { $0 }).map { now.seconds(until: $0) }
        if let nextAlarm = alarms.nextAlarm { wakes.append(nextAlarm - nowInstant) }
        if showsHourGrid, hourGridGeometry != nil, weekShowsToday {
            wakes.append(60 - now.secondsOfDay % 60)
        }
        let wake = wakes.filter { $0 > 0 }.min().map { nowInstant + $0 }
        guard wake != alarms.clockWake else { return [] }
        alarms.clockWake = wake
        guard let wake else { return [.stopTimer(.clock)] }
        return [.startTimer(.clock, milliseconds: (wake - nowInstant) * 1000)]
    }

    /// The week on screen holds today.
    private var weekShowsToday: Bool {
        guard case .week(let buffer) = pages else { return false }
        return ScreenLayout(state: self).gridDays(of: buffer.current, cursor: cursor).contains(today)
    }

    /// Calendars were read, or the default one was made since the start
    /// (by dal's first event or a sync: the calendars were read again): their
    /// events and alarms are worth asking for. Before that there is nothing
    /// to read, and a start without calendars draws one frame, not a second
    /// one for "reading calendars…".
    var hasCalendars: Bool { !calendarCategories.isEmpty || (defaultCalendar != nil && eventsGeneration > 0) }

    /// Asks for the events of the pages' days when they are not on screen
    /// from the latest reading, and not asked for already.
    private mutating func requestEventsIfNeeded() -> [Effect] {
        guard hasCalendars else { return [] }
        let needed = eventDaysOnPages
        let covered = { (days: ClosedRange<CivilDate>) in days.contains(needed.lowerBound) && days.contains(needed.upperBound) }
        if let events, events.generation >= eventsGeneration, covered(events.days) { return [] }
        if let asked = requestedEvents, asked.generation >= eventsGeneration, covered(asked.days) { return [] }
        requestedEvents = EventRequest(days: needed, generation: eventsGeneration)
        return [.loadEvents(needed, generation: eventsGeneration)]
    }

    /// The open day panel shows each event in full: the details of those
    /// not read yet (the first `detailsLimit` of the day) are asked for once.
    private mutating func askForDetails() -> [Effect] {
        let days: [CivilDate]
        if case .panel(.agenda, _) = overlay {
            days = [cursor]
        } else if mode == .agenda {
            // The panel beside the agenda shows the picked entry in full.
            days = [cursor]
        } else {
            return []
        }
        guard let window = events else { return [] }
        // Browsing day after day keeps only a few days' worth.
        if detailsAsked.count > Self.detailsLimit * 10 {
            details = [:]
            detailsAsked = []
        }
        var seen = Set<EventKey>()
        let wanted = days.flatMap { window.occurrences(on: $0).prefix(Self.detailsLimit) }
            .filter { !detailsAsked.contains(EventKey($0)) && seen.insert(EventKey($0)).inserted }
        guard !wanted.isEmpty else { return [] }
        detailsAsked.formUnion(wanted.map(EventKey.init))
        return [.loadDetails(Array(wanted))]
    }

    static let detailsLimit = 50

}

private extension Action {
    /// What the loop and the worker report (ticks, timers, the clock,
    /// answers, a merged store): not the person's doing. A new report must
    /// be named here, or it ends slides and clears the status line.
    var isReport: Bool {
        switch self {
        case .tick, .timerFired, .clock, .adoptStore, .setWarning, .updateWarning, .calendar, .subscriptionsRefreshed, .syncEnded: true
        default: false
        }
    }

    /// Reports move a slide on; what the user does ends it.
    var keepsSlide: Bool { isReport }

    /// Reports, resizes, slide frames, a mouse release and the editor's
    /// return keep a refusal message on screen (and a notice that opened
    /// by itself); every other action is the person's and replaces it.
    var keepsMessage: Bool {
        switch self {
        case .resize, .release, .dragTo, .editorClosed, .finishSlide: true
        default: isReport
        }
    }
}
