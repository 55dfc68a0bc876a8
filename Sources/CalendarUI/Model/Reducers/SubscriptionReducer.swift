import CalendarCore

/// Keeping the subscriptions' copies fresh while the screen is open
/// (config `[subscriptions]`): a refresh when dal opens, then one when the
/// next is due. Each runs in the background (`Effect.refreshSubscriptions`,
/// the engine's like any effect; no loop of its own) and answers with
/// what went wrong and when the next is due. A new copy reaches the screen
/// as a sync's file does, through the calendars' folder watch.
extension AppState {
    mutating func subscriptions(_ action: Action) -> [Effect] {
        switch action {
        case .timerFired(.subscriptions):
            return [.refreshSubscriptions]
        case .subscriptionsRefreshed(let notes, let next):
            // Each is in the message log; the status line shows the last.
            for note in notes { message = note }
            return [.startTimer(.subscriptions, milliseconds: max(1, next) * 1000)]
        default:
            return []
        }
    }

    /// The first refresh, once, when the screen opens with subscriptions
    /// (not in the picker, which lives for one answer).
    mutating func startSubscriptionRefresh() -> [Effect] {
        guard !settings.subscriptionFolders.isEmpty, !subscriptionRefreshStarted, pickMode == nil, quitReason == nil else { return [] }
        subscriptionRefreshStarted = true
        return [.refreshSubscriptions]
    }
}
