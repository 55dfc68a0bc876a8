import CalendarCore

/// Everything that can change the app's state. Keys become actions through
/// `KeyMap`; resizes come from the terminal layer.
public enum Action: Equatable, Sendable {
    case previousPage, nextPage
    case previousDay, nextDay, previousWeek, nextWeek
    case previousYear, nextYear
    case toggleSelection
    /// `v`: start a range at the cursor, or select the pending range.
    case rangeKey
    /// `C`: deselect every day; again, before the selection changes
    /// otherwise, brings them back.
    case clearSelection
    /// Keys 1–9: tag the cursor day (or the pending range) with category N-1.
    case tag(Int)
    /// Key 0: remove the tag.
    case untag
    case cancel
    case toggleMode
    /// `y`: the year page on the cursor's year, or (there, also `Enter`)
    /// back to the month view on the cursor's month; the cursor stays.
    case toggleYear
    /// Free time on the week's hour grid, on or off (to the week from the month or year).
    case toggleFreeTime
    /// The agenda (the week as one list), or back to the month.
    case toggleAgenda
    /// `T`: the task panel, or closed.
    case toggleTasks
    /// A key of the task panel's own (add, edit, done, delete, …).
    case taskKey(TaskPanelKey)
    /// `c`: the list of calendars, or closed.
    case toggleCalendarList
    /// A key of the calendar list's own.
    case calendarListKey(CalendarListKey)
    /// A key of the invitation card's own (`dal invite`).
    case invitationKey(InvitationKey)
    case goToToday
    case openGoTo
    case promptInput(Character)
    /// A line editing key in a prompt (cursor, deletions, a paste).
    case promptEdit(LineEdit)
    /// ↑ (-1) ↓ (+1) in a prompt: older / newer entries of its history.
    case promptHistory(Int)
    case promptSubmit
    case showHelp
    /// `Enter` outside `dal pick`: the cursor day's entries in a panel.
    case showAgenda
    /// `!`: the current warning in full.
    case showNotice
    /// Scrolls the open panel by lines, or by pages of its height.
    case scrollPanel(Int)
    case scrollPanelPages(Int)
    case dismissOverlay
    /// A lasting warning appears (shown in full at once, when nothing
    /// else is open) or goes (nil).
    case setWarning(String?)
    /// The same trouble again in other words (a save that fails again):
    /// the status line follows, and no notice opens a second time.
    case updateWarning(String)
    /// The left button pressed on the screen, and released there.
    case click(x: Int, y: Int)
    case release(x: Int, y: Int)
    /// The pointer moved, the button still down: the run (or the carried
    /// event) follows it.
    case dragTo(x: Int, y: Int)
    case resize(width: Int, height: Int)
    case quit
    /// `Enter` in `dal pick`.
    case pick
    case interrupt
    /// Ctrl-Z: give the terminal back and stop until `fg`.
    case suspend
    /// `a`: add an event on the cursor day (or the pending range); `A`: on
    /// every selected run.
    case addEvent(toSelection: Bool)
    /// `r`: answer an invitation of the cursor day (the card of `dal invite`).
    case answerInvitation
    /// `e`, `d`: change or delete an event of the cursor day.
    case editEvent, deleteEvent
    /// `m`: pick up an event of the cursor day to move it.
    case moveEvent
    /// `Enter` while moving: drop the event on the cursor's day.
    case dropMove
    /// `E`: the file of an event of the cursor day in `$VISUAL`/`$EDITOR`.
    case editInEditor
    /// The editor closed (`Effect.openInEditor`).
    case editorClosed(EditorOutcome)
    /// `J`: open the call link of an event of the cursor day.
    case joinCall
    /// The link was handed to the browser, or why not (`Effect.openLink`).
    case linkOpened(String, failure: LinkFailure?)
    /// `u`: take back the newest change to a calendar not yet undone.
    case undoChange
    /// `U`, Ctrl-R: make the newest undone change again.
    case redoChange
    /// Tab in the add prompt: the next calendar.
    case nextTarget
    /// Tab, ↓ (+1) and ↑ (-1) in the edit form: the next or previous field.
    case formField(Int)
    /// ↑ ↓ in the list of a day's events; Enter (nil) picks.
    case moveChoice(Int)
    /// A digit in that list: highlights the event (Enter then picks it),
    /// so a digit typed for the prompt that follows changes nothing.
    case highlightChoice(Int)
    case pickChoice(Int?)
    /// A key answering the status line's question (y n t a).
    case answer(Character)
    /// A timer the reducer asked for (`Effect.startTimer`) came due.
    case timerFired(TimerID)
    /// The wall clock's time, and the moment it is (seconds since 1970):
    /// as the run starts, and when the `.clock` timer comes due (the loop
    /// reads the clock for it).
    case clock(LocalDateTime, instant: Int)
    /// Time for the next frame of a slide.
    case tick
    /// More input is waiting: show the slide's end at once.
    case finishSlide
    /// `/`: find events by their words; `n` / `N`: the next or previous one found.
    case openSearch
    case nextMatch(Int)
    /// In the alarm notice: `Enter` dismisses (or snoozes, when chosen),
    /// `z` chooses a snooze (again: longer).
    case dismissAlarm, snoozeAlarm
    /// A key the alarm notice does not own, for the calendar beneath it:
    /// the notice stays, and is armed again only after a pause.
    indirect case besideNotice(Action)
    /// The store was saved merged with changes made elsewhere: show its
    /// selection and tags (this is not a change to save again).
    case adoptStore(MarkDocument)
    /// The calendars answered a job (`Effect.calendar`).
    case calendar(CalendarAnswer)
    /// `S`: run the sync command now (config `[sync]`).
    case sync
    /// The sync command ended (`Effect.startSync`).
    case syncEnded(SyncOutcome)
    /// The subscriptions due were fetched (`Effect.refreshSubscriptions`):
    /// what went wrong (on the status line and in the message log), and
    /// the seconds until the next is due.
    case subscriptionsRefreshed(notes: [String], nextInSeconds: Int)
}

extension Action {
    /// The keys that start a change to the calendars (not while an event
    /// is carried: it is dropped or left first).
    var changesCalendars: Bool {
        switch self {
        case .addEvent, .editEvent, .deleteEvent, .moveEvent, .editInEditor, .undoChange, .redoChange, .answerInvitation: true
        default: false
        }
    }
}

/// What the run loop does for the reducer, outside the state (bubbletea's
/// commands).
public enum Effect: Equatable, Sendable {
    /// The selection or tags changed: save them.
    case save
    /// `Enter` in `dal pick`: these dates are the answer.
    case pick([CivilDate])
    /// `Enter` in `dal pick --free`: this time is the answer.
    case pickTime(start: LocalDateTime, end: LocalDateTime)
    /// Ctrl-Z: stop until the shell continues dal.
    case suspend
    /// Open the event's file in the person's editor: answered with
    /// `.editorClosed`.
    case openInEditor(EventReference)
    /// Open a call's link in the person's browser: answered with
    /// `.linkOpened`.
    case openLink(String)
    /// Ring the terminal's bell and show a desktop notification where the
    /// terminal can (OSC 777, OSC 9).
    case alert(title: String, body: String)
    /// A job for the calendars, forwarded as it is (`CalendarJob`).
    case calendar(CalendarJob)
    /// Fire `.timerFired(id)` after this long (replacing a timer of that id).
    case startTimer(TimerID, milliseconds: Int)
    /// The timer is no longer wanted.
    case stopTimer(TimerID)
    /// Run the sync command in the background: answered with `.syncEnded`.
    case startSync
    /// Stop the sync command under way (quitting); its `.syncEnded(.stopped)` may not come.
    case stopSync
    /// Fetch the subscriptions that are due, in the background: answered
    /// with `.subscriptionsRefreshed`.
    case refreshSubscriptions
}

/// The timers the reducer asks for.
public enum TimerID: Hashable, Sendable {
    /// The next frame of a page turn's slide.
    case slideFrame
    /// The clock: the next minute while the hour grid shows today (its
    /// now-line), the next alarm, snooze or event start (`clockTimer`).
    case clock
    /// The alarm notice has been on screen, untouched, long enough for
    /// `Enter` to dismiss it (`AppState.noticeArmingMilliseconds`).
    case noticeArming
    /// Keys held behind a change wait no longer (`AppState.changeLandingMilliseconds`).
    case changeLanding
    /// The next frame of the sync's spinner, while one runs.
    case syncSpinner
    /// The writes of `after-write` have settled: sync them.
    case syncBatch
    /// `every`: time for the periodic sync.
    case syncEvery
    /// The next subscription is due (`Action.subscriptionsRefreshed`).
    case subscriptions
}
