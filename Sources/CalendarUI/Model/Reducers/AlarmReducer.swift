import CalendarCore

extension AppState {
    /// The clock and the alarm notices: a look at the time (a new day at
    /// midnight, the alarms asked for), the notice's arming, dismiss and snooze.
    mutating func alarm(_ action: Action) -> [Effect] {
        switch action {
        case .clock(let time, let instant):
            alarms.lookPending = false
            alarms.stale = false
            // A run left open past midnight moves on to the new day.
            if let before = now, time.date > before.date, today == before.date { today = time.date }
            now = time
            nowInstant = instant
            alarms.clockWake = nil
            return lookAtTheClock(time, instant: instant)
        case .timerFired(.clock): alarms.clockWake = nil   // the loop tells the time with `.clock`
        case .timerFired(.noticeArming): alarms.noticeArmed = overlay == .alarmNotice
        case .dismissAlarm: return dismissAlarm()
        case .snoozeAlarm: snoozeAlarm()
        default: break
        }
        return []
    }
}
