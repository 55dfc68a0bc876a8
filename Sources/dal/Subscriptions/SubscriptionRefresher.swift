import AppLoop
import CalendarCore
import CalendarUI
import Calendars
import Foundation
import InterfaceWords
import Synchronization
import SystemServices

/// The full screen's background refresh, asked for by the reducer
/// (`Effect.refreshSubscriptions`) when dal opens and when the next is
/// due: each subscription due (`refresh` after its last try, in this run
/// or another) is fetched on a thread of its own, and the answer says what
/// failed (the last good copy stays) and when the next is due. A new copy
/// reaches the screen as a sync's file does, through the calendars'
/// folder watch. No wait of its own: the engine's timer wakes it.
final class SubscriptionRefresher: SubscriptionRefreshing, @unchecked Sendable {
    private let copies: [SubscriptionCopy]
    private let refreshMinutes: Int
    private let fetch: SubscriptionFetch
    private let words: SubscriptionWords
    private let stopped = Mutex(false)

    init(copies: [SubscriptionCopy], refreshMinutes: Int, fetch: SubscriptionFetch = SubscriptionFetch(), words: SubscriptionWords) {
        self.copies = copies
        self.refreshMinutes = refreshMinutes
        self.fetch = fetch
        self.words = words
    }

    func start(posting inbox: Inbox) {
        guard !copies.isEmpty else { return }
        let started = JoinedThreads.detached(named: "dal subscribe") { [self] in
            let notes = refreshDue()
            guard !isStopped else { return }
            inbox.post(.subscriptionsRefreshed(notes: notes, nextInSeconds: secondsUntilNextDue()))
        }
        // No thread to fetch on: the reducer tries again when one would be due.
        if started == nil { inbox.post(.subscriptionsRefreshed(notes: [], nextInSeconds: refreshMinutes * 60)) }
    }

    func stop() {
        stopped.withLock { $0 = true }
    }

    private var isStopped: Bool { stopped.withLock { $0 } }

    /// Fetches each copy that is due; what failed, worded.
    private func refreshDue() -> [String] {
        let now = Int(Date().timeIntervalSince1970)
        var notes: [String] = []
        for copy in copies where copy.isDue(now: now, refreshMinutes: refreshMinutes) {
            guard !isStopped else { break }
            let outcome = fetch.refresh(copy)
            if case .failed = outcome {
                notes.append(words.describe(outcome, name: copy.subscription.name, hasCopy: copy.hasCopy))
            }
        }
        return notes
    }

    /// Until the first copy is due again (each was tried just now or
    /// earlier): at most one `refresh`, at least a second.
    private func secondsUntilNextDue() -> Int {
        let now = Int(Date().timeIntervalSince1970)
        let next = copies.compactMap { $0.lastChecked.map { $0 + refreshMinutes * 60 } }.min() ?? now + refreshMinutes * 60
        return max(1, min(next - now, refreshMinutes * 60))
    }
}
