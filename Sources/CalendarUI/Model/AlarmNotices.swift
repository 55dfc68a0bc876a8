import CalendarCore
import InterfaceWords

/// Alarms in the full screen: the calendars are asked what went off each
/// time dal looks at the clock; each alarm opens a notice (with the
/// terminal's bell and, where the terminal has them, its desktop
/// notification) that `Enter` dismisses and `z` snoozes.
extension AppState {
    /// Snoozes `z` makes: the first at once, the others with `z` again.
    static let snoozeMinutes = [5, 10, 30]

    /// The clock was read: ask the calendars about alarms (not in `dal
    /// pick`, nor without calendars); snoozes whose time came go off again.
    mutating func lookAtTheClock(_ time: LocalDateTime, instant: Int) -> [Effect] {
        var effects: [Effect] = []
        let over = alarms.snoozed.filter { $0.time <= time }
        alarms.snoozed.removeAll { $0.time <= time }
        effects += show(over.map(\.alarm))
        // From where the last look ended; a first look, or one after the
        // clock was set back, goes back `AlarmReport.firstLookSeconds`.
        let after = alarms.lookedThrough.flatMap { $0 <= instant ? $0 : nil }
        if pickMode == nil, hasCalendars { effects.append(.findAlarms(after: after, through: instant)) }
        return effects
    }

    mutating func alarmsFound(_ report: AlarmReport) -> [Effect] {
        alarms.answered = true
        alarms.lookedThrough = report.through
        alarms.nextEvent = report.nextEvent
        alarms.nextAlarm = report.upcoming.first?.fireInstant
        return show(report.due.filter { alarm in !alarms.notices.contains { $0.key == alarm.key } })
    }

    /// Until the calendars first answer about the clock (they read every
    /// file first), the next event comes from the days loaded: the same
    /// event the answer names, on screen with the first events. A day
    /// keeps its earliest events (all-day ones, then by start), so its
    /// first kept one after now is its first of all; where none is kept
    /// but some are not, the answer is waited for.
    mutating func nextEventFromLoadedDays() {
        guard !alarms.answered, let now, let events else { return }
        for day in [now.date, now.date.adding(days: 1)] {
            guard events.days.contains(day) else { return }
            if let first = events.occurrences(on: day).filter({ !$0.isAllDay && !$0.isCancelled && $0.start > now }).min(by: { $0.start < $1.start }) {
                alarms.nextEvent = first
                return
            }
            guard events.hiddenCount(on: day) == 0 else { return }
        }
        alarms.nextEvent = nil
    }

    /// Queues alarms that went off; the notice opens when nothing else is
    /// being done (a prompt or form being typed in keeps the keys, and the
    /// status line says an alarm waits).
    private mutating func show(_ due: [DueAlarm]) -> [Effect] {
        guard let first = due.first else { return [] }
        alarms.notices += due
        if overlay == .none || overlay == .panel(.arrivedNotice, scroll: 0) { overlay = .alarmNotice }
        let body = due.count == 1 ? Self.alarmWhen(first, now: now, words: words) : words.panels.andMore(due.count - 1)
        return [.alert(title: first.title, body: body)]
    }

    /// How long a notice stays on screen, with no key pressed, before
    /// `Enter` dismisses it: an Enter typed for something else (a shell's
    /// command line, `ls` Enter) as the notice opens dismisses nothing.
    public static let noticeArmingMilliseconds = 1000

    /// A notice newly on screen, or one a key went past, waits before its
    /// `Enter` counts (the `.noticeArming` timer).
    mutating func armNotice() -> [Effect] {
        let showing = overlay == .alarmNotice ? alarms.notices.first?.key : nil
        guard showing != alarms.noticeShown || alarms.noticeNeedsArming else { return [] }
        alarms.noticeNeedsArming = false
        alarms.noticeShown = showing
        alarms.noticeArmed = false
        guard showing != nil else { return [.stopTimer(.noticeArming)] }
        return [.startTimer(.noticeArming, milliseconds: Self.noticeArmingMilliseconds)]
    }

    /// `Enter`: dismissed, in the event's file too when its calendar can be
    /// written (other devices stop showing it). Not before the notice is
    /// armed: typing never dismisses an alarm.
    mutating func dismissAlarm() -> [Effect] {
        guard overlay == .alarmNotice, let alarm = alarms.notices.first else { return [] }
        guard alarms.noticeArmed else {
            message = words.messages.notDismissed
            return []
        }
        closeAlarm()
        // A default alarm (index -1) is not in the file: nothing to write there.
        guard alarm.alarmIndex >= 0, calendars.contains(where: { $0.path == alarm.calendarPath && $0.writable }) else { return [] }
        return request([.acknowledge(alarm)])
    }

    /// `z`: the notice closes and the alarm goes off again in 5 minutes, in
    /// one key; `z` again while its message shows puts it off longer (10,
    /// then 30 minutes from now). Not before the notice is armed.
    mutating func snoozeAlarm() {
        guard let now else { return }
        if overlay == .alarmNotice, let alarm = alarms.notices.first {
            guard alarms.noticeArmed else {
                message = words.messages.notSnoozed
                return
            }
            closeAlarm()
            snooze(alarm, minutes: Self.snoozeMinutes[0], now: now)
        } else if let last = alarms.lastSnooze, let index = alarms.snoozed.lastIndex(of: last) {
            alarms.snoozed.remove(at: index)
            snooze(last.alarm, minutes: Self.snoozeMinutes.first { $0 > last.minutes } ?? last.minutes, now: now)
        }
    }

    private mutating func snooze(_ alarm: DueAlarm, minutes: Int, now: LocalDateTime) {
        let snoozed = SnoozedAlarm(alarm: alarm, time: now.adding(seconds: minutes * 60), minutes: minutes)
        alarms.snoozed.append(snoozed)
        alarms.lastSnooze = snoozed
        let longer = Self.snoozeMinutes.first { $0 > minutes }
        message = words.messages.snoozed(alarm.title, snoozed.time.timeText) + (longer.map { words.messages.snoozeLonger($0) } ?? "")
    }

    /// The notice of the first alarm closes; the next one waiting shows.
    mutating func closeAlarm() {
        if !alarms.notices.isEmpty { alarms.notices.removeFirst() }
        overlay = alarms.notices.isEmpty ? .none : .alarmNotice
    }

    /// `14:00–15:00 · Room 1`, `tomorrow 09:00–09:15`, `all day`.
    /// `words`: English for `dal remind`'s notifier, which has no screen language yet.
    public static func alarmWhen(_ alarm: DueAlarm, now: LocalDateTime?, words: ScreenWords = .english) -> String {
        let today = now?.date
        let time = alarm.isAllDay ? words.allDay : alarm.start.timeText + "–" + alarm.end.timeText
        let when = alarm.start.date == today ? time
            : alarm.start.date == today?.adding(days: 1) ? words.panels.alarmTomorrow(time) : "\(alarm.start.date) \(time)"
        return ([when] + [alarm.location].compactMap { $0 }).joined(separator: " · ")
    }
}
