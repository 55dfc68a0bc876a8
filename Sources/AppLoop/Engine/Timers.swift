import CalendarUI

/// The timers the reducer asked for (`Effect.startTimer`), as deadlines on
/// the terminal's clock: the loop's one wait lasts until the nearest.
struct Timers {
    private var deadlines: [TimerID: Int] = [:]

    mutating func start(_ id: TimerID, at deadline: Int) { deadlines[id] = deadline }
    mutating func stop(_ id: TimerID) { deadlines[id] = nil }

    /// How long the wait may last from `now`: nil without timers.
    func timeout(now: Int) -> Int32? {
        deadlines.values.min().map { Int32(clamping: max(0, $0 - now)) }
    }

    /// The timers due at `now`, earliest first; they are done.
    mutating func takeDue(now: Int) -> [TimerID] {
        let due = deadlines.filter { $0.value <= now }.sorted { $0.value < $1.value }.map(\.key)
        for id in due { deadlines[id] = nil }
        return due
    }
}
