import CalendarCore

/// Which feature's reducer an action is for: the top reducer
/// (`AppState.apply`) routes by it.
enum ActionFeature {
    /// The page and the cursor: paging, moving, the views.
    case pages
    /// Selected days, ranges and tags, and the mouse (a click selects, a
    /// drag selects a run, or carries an event).
    case selection
    /// The go-to, event, search and task prompts, lists and questions.
    case prompts
    /// Adding, changing, moving, deleting and undoing events.
    case editing
    /// The task panel.
    case tasks
    /// The calendar list: which calendars are shown.
    case calendarList
    /// `dal invite`'s card: my answer to an invitation.
    case invitation
    /// Joining an event's call.
    case calls
    /// The clock and the alarm notices.
    case alarms
    /// Help, the day's agenda, notices and warnings, and Esc.
    case panels
    /// Quitting, picking, stopping.
    case session
    /// The calendars' answers.
    case calendars
    /// The sync command: `S`, its end, its timers.
    case sync
    /// Keeping the subscriptions' copies fresh.
    case subscriptions
}

extension Action {
    var feature: ActionFeature {
        switch self {
        case .previousPage, .nextPage, .previousDay, .nextDay, .previousWeek, .nextWeek, .previousYear, .nextYear,
             .toggleMode, .toggleYear, .toggleAgenda, .toggleFreeTime, .goToToday, .resize, .tick, .finishSlide,
             .timerFired(.slideFrame):
            .pages
        case .toggleSelection, .rangeKey, .clearSelection, .tag, .untag, .adoptStore, .click, .release, .dragTo: .selection
        case .openGoTo, .promptInput, .promptEdit, .promptHistory, .promptSubmit, .openSearch, .nextMatch, .nextTarget, .formField,
             .moveChoice, .pickChoice, .highlightChoice, .answer:
            .prompts
        case .addEvent, .editEvent, .deleteEvent, .moveEvent, .dropMove, .editInEditor, .editorClosed, .undoChange, .redoChange, .answerInvitation,
             .timerFired(.changeLanding):
            .editing
        case .toggleTasks, .taskKey: .tasks
        case .toggleCalendarList, .calendarListKey: .calendarList
        case .invitationKey: .invitation
        case .joinCall, .linkOpened: .calls
        case .clock, .timerFired(.clock), .timerFired(.noticeArming), .dismissAlarm, .snoozeAlarm, .besideNotice: .alarms
        case .cancel, .showHelp, .showAgenda, .showNotice, .scrollPanel, .scrollPanelPages, .dismissOverlay, .setWarning, .updateWarning:
            .panels
        case .quit, .pick, .interrupt, .suspend: .session
        case .calendar: .calendars
        case .sync, .syncEnded, .timerFired(.syncSpinner), .timerFired(.syncBatch), .timerFired(.syncEvery): .sync
        case .subscriptionsRefreshed, .timerFired(.subscriptions): .subscriptions
        }
    }

    /// The store's document adopted after a merged save: not a change of
    /// the person's to save again.
    var adoptsStore: Bool { if case .adoptStore = self { true } else { false } }
}
