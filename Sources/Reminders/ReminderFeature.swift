import CalendarCore

/// `dal remind` as a feature of a headless runner: each look at the clock
/// asks the calendars for the alarms since the last look, delivers those
/// not delivered yet (one by one within the grace period, older ones as
/// one summary), keeps what it delivered, and — under `--watch` — sleeps
/// until the next alarm, a change of the calendars' files, or the clock
/// being set. Pure: the runner brings the time and the answers.
public struct ReminderFeature: HeadlessFeature {
    /// A machine off for longer than this is not caught up alarm by alarm.
    public static let longestCatchUp = 30 * 86_400
    /// With nothing coming, how long a watch sleeps before it looks again.
    public static let idleLookSeconds = 86_400

    public enum Effect: Equatable, Sendable {
        /// Went off within the grace period: told one by one.
        case deliver(DueAlarm)
        /// Went off longer ago (dal did not run): told together.
        case summarize([DueAlarm])
        /// What could not be read, each said once.
        case warn(String)
        /// Keep this state (after every look).
        case save(ReminderState)
    }

    /// What went off, and where the last look ended.
    public private(set) var kept: ReminderState
    /// Alarms missed by less than this still go off one by one.
    public let graceSeconds: Int
    /// Keep running (`--watch`); else one look, then stop.
    public let watches: Bool
    /// The moment the look under way looks up to.
    private var looking: Int?
    /// Something changed while a look was under way: look again after it.
    private var looksAgain = false
    /// Whether the calendars' first reading was announced (later ones are changes).
    private var firstReadingSeen = false
    /// The problems already said.
    private var warned: Set<String> = []

    public init(kept: ReminderState, graceSeconds: Int, watches: Bool) {
        self.kept = kept
        self.graceSeconds = graceSeconds
        self.watches = watches
    }

    public mutating func apply(_ event: HeadlessEvent, now: Int) -> [HeadlessEffect<Effect>] {
        switch event {
        case .started, .wallClock:
            return look(now)
        case .readAgain:
            return [.calendar(.readAgain)]
        case .end:
            return [.own(.save(kept)), .stop]
        case .calendar(.calendarsRead(_, let problems)):
            // After the first reading, the calendars changed on disk (a
            // sync, an editor, SIGHUP): an alarm may now be due, or come sooner.
            defer { firstReadingSeen = true }
            return warnings(problems) + (firstReadingSeen ? look(now) : [])
        case .calendar(.alarmsFound(let report)):
            return found(report, now: now)
        case .calendar:
            return []
        }
    }

    /// Asks for what went off since the last look (when there was one and
    /// the clock did not go back; else only the grace period: a first run
    /// is no storm), up to `now`.
    private mutating func look(_ now: Int) -> [HeadlessEffect<Effect>] {
        guard looking == nil else {
            looksAgain = true
            return []
        }
        looking = now
        let after = kept.lastRun.flatMap { $0 <= now ? max($0, now - Self.longestCatchUp) : nil } ?? now - graceSeconds
        return [.calendar(.findAlarms(after: after, through: now))]
    }

    private mutating func found(_ report: AlarmReport, now: Int) -> [HeadlessEffect<Effect>] {
        guard report.through == looking else { return [] }
        looking = nil
        var effects: [HeadlessEffect<Effect>] = []
        effects += warnings(report.problems)
        let through = report.through
        let fresh = report.due.filter { kept.delivered[$0.key] == nil }
        let recent = fresh.filter { $0.fireInstant > through - graceSeconds }
        let old = fresh.filter { $0.fireInstant <= through - graceSeconds }
        effects += recent.map { .own(.deliver($0)) }
        if !old.isEmpty { effects.append(.own(.summarize(old))) }
        kept.lastRun = through
        for alarm in fresh { kept.delivered[alarm.key] = alarm.fireInstant }
        // Kept while a later run could look at them again: as far back as a
        // catch-up reaches (a clock set back and forward again, by any
        // amount, must not retell them), and all those after now (the
        // clock was set back).
        let forgotten = through - Self.longestCatchUp - graceSeconds - 2 * 86_400
        kept.delivered = kept.delivered.filter { $0.value > forgotten }
        effects.append(.own(.save(kept)))
        guard watches else { return effects + [.stop] }
        if looksAgain {
            looksAgain = false
            return effects + look(now)
        }
        // Each look delivers up to its moment and the next begins there:
        // no alarm falls between.
        let next = report.upcoming.first { kept.delivered[$0.key] == nil }?.fireInstant
        return effects + [.wake(at: next ?? through + Self.idleLookSeconds)]
    }

    /// The problems not said yet, each once.
    private mutating func warnings(_ problems: [String]) -> [HeadlessEffect<Effect>] {
        problems.filter { warned.insert($0).inserted }.map { .own(.warn($0)) }
    }
}
