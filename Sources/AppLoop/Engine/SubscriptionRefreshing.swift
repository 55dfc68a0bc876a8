import CalendarUI

/// The subscriptions' refresh (`Effect.refreshSubscriptions`), run in the
/// background: `start` returns at once and the end comes back through the
/// inbox as `.subscriptionsRefreshed`, like a calendar answer. The
/// executable's `SubscriptionRefresher` fetches with curl.
public protocol SubscriptionRefreshing: AnyObject {
    /// Fetches the subscriptions that are due (the reducer asks again only
    /// after the answer).
    func start(posting inbox: Inbox)
    /// No more fetches: the run is ending. One under way ends within its
    /// time limit; its answer may not come.
    func stop()
}
