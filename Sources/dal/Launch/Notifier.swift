import CalendarCore
import CalendarUI
import Foundation
import SystemServices

/// How `dal remind` tells a person: the `--notify-command` given, else
/// `notify-send` (Debian `libnotify-bin`) when a desktop session bus is
/// there, else a line on stdout. A notifier that fails falls back to
/// stdout, with the failure on stderr: an alarm is never lost silently.
struct Notifier {
    let command: [String]?
    let environment: [String: String]

    /// How long a notifier may run before it is stopped: one that never
    /// ends (waiting for a click that never comes) must not hold `dal
    /// remind` and the alarms after it.
    static let timeLimitSeconds = 10

    /// A desktop session bus is there.
    var hasSessionBus: Bool { !(environment["DBUS_SESSION_BUS_ADDRESS"] ?? "").isEmpty }

    /// `notify-send` can reach a notification server.
    var hasDesktop: Bool { hasSessionBus && ChildProcess.isInstalled("notify-send", environment: environment) }

    /// A session bus without notify-send: the alarm goes to stdout, and
    /// why is said, as for any other notifier that cannot deliver.
    private func noteMissingNotifySend() {
        guard hasSessionBus else { return }
        StandardStreams.reportNote(RunWords.output.noNotifySend)
    }

    func deliver(_ alarm: DueAlarm, now: Int) {
        let body = Self.body(of: alarm, now: now)
        if let command {
            let arguments = command + [alarm.title, Self.iso(alarm.start, allDay: alarm.isAllDay), Self.iso(alarm.end, allDay: alarm.isAllDay),
                                       alarm.location ?? "", ([alarm.message].compactMap { $0 } + [body]).joined(separator: "\n")]
            if run(arguments) { return }
        } else if hasDesktop {
            let urgency = alarm.action == "AUDIO" ? "critical" : "normal"
            if run(["notify-send", "--app-name=dal", "--urgency=\(urgency)", "--", alarm.title, body]) { return }
        } else {
            noteMissingNotifySend()
        }
        print(Self.line(alarm, body: body))
    }

    /// Alarms older than the grace period: one notice saying which.
    func deliverSummary(of alarms: [DueAlarm]) {
        let title = RunWords.output.missedAlarms(alarms.count)
        let listed = alarms.prefix(5).map { "\(Self.clock(instant: $0.fireInstant, withDate: true)) \($0.title)" }
        let body = (listed + (alarms.count > 5 ? [RunWords.output.andMore(alarms.count - 5)] : [])).joined(separator: "\n")
        if let command, run(command + [title, "", "", "", body]) { return }
        if command == nil, hasDesktop, run(["notify-send", "--app-name=dal", "--", title, body]) { return }
        print(title + ": " + body.replacingOccurrences(of: "\n", with: "; "))
    }

    private func run(_ arguments: [String]) -> Bool {
        switch ChildProcess.run(arguments, onTerminal: false, timeLimit: Self.timeLimitSeconds) {
        case .success(0): return true
        case .failure(let failure) where failure.isTimeout:
            // It started, and may have shown the alarm before it hung: delivered, with a word.
            StandardStreams.reportWarning(RunWords.output.notifierHung(arguments[0], failure.message))
            return true
        case .success(let status):
            StandardStreams.reportWarning(RunWords.output.notifierFailed(arguments[0], Int(max(status, 0))))
        case .failure(let failure):
            StandardStreams.reportWarning(RunWords.output.notifierDidNotStart(arguments[0], failure.message))
        }
        return false
    }

    // MARK: Words

    /// `14:00–15:00 · Room 1`, `tomorrow 09:00–09:15`, `all day`, with
    /// `missed at 13:50` for one that went off more than a minute ago.
    static func body(of alarm: DueAlarm, now: Int) -> String {
        let (date, seconds) = LocalClock.civil(atInstant: now)
        // The same words as the full screen's notice.
        var parts = [AppState.alarmWhen(alarm, now: LocalDateTime(date: date, secondsOfDay: seconds))]
        if alarm.fireInstant < now - 60 { parts.append(RunWords.output.missedAt(clock(instant: alarm.fireInstant, withDate: false))) }
        if let message = alarm.message { parts.append(message) }
        return parts.joined(separator: " · ")
    }

    /// `2026-11-26 13:50 Dentist — 14:00–15:00 · Room 1`: a line for stdout.
    static func line(_ alarm: DueAlarm, body: String) -> String {
        "\(clock(instant: alarm.fireInstant, withDate: true)) \(alarm.title) — \(body)"
    }

    static func clock(instant: Int, withDate: Bool) -> String {
        let (date, seconds) = LocalClock.civil(atInstant: instant)
        let time = LocalDateTime(date: date, secondsOfDay: seconds).timeText
        return withDate ? "\(date) \(time)" : time
    }

    /// `2026-11-26T14:00` (or the date alone for a day), for the command.
    static func iso(_ time: LocalDateTime, allDay: Bool) -> String {
        allDay ? time.date.description : "\(time.date)T\(time.timeText)"
    }
}
