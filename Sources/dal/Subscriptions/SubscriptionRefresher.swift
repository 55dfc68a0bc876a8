import AppLoop
import CalendarCore
import CalendarUI
import Calendars
import Foundation
import InterfaceWords
import Synchronization
import SystemServices

/// The full screen's background refresh: a thread of its own fetches each
/// subscription when it is due (`refresh` after its last try, in this run
/// or another) and sleeps until the next one is. A new copy reaches the
/// screen as a sync's file does, through the calendars' folder watch; a
/// failure is said on the status line and in the message log (`!`), and
/// the last good copy stays. It sleeps in one `poll` on a wake pipe, so
/// quitting ends it at once (a fetch under way ends within its time limit:
/// curl is stopped by it, not by the quit).
final class SubscriptionRefresher: @unchecked Sendable {
    private let copies: [SubscriptionCopy]
    private let refreshMinutes: Int
    private let fetch: SubscriptionFetch
    private let words: SubscriptionWords
    private let inbox: Inbox
    private let wake = WakePipe()
    private let stopped = Mutex(false)

    init(copies: [SubscriptionCopy], refreshMinutes: Int, fetch: SubscriptionFetch = SubscriptionFetch(),
         words: SubscriptionWords, inbox: Inbox) {
        self.copies = copies
        self.refreshMinutes = refreshMinutes
        self.fetch = fetch
        self.words = words
        self.inbox = inbox
    }

    /// Starts the thread (none without subscriptions).
    func start() {
        guard !copies.isEmpty else { return }
        _ = JoinedThreads.detached(named: "dal subscribe") { [self] in work() }
    }

    func stop() {
        stopped.withLock { $0 = true }
        wake.wake()
    }

    private var isStopped: Bool { stopped.withLock { $0 } }

    private func work() {
        while !isStopped {
            let now = Int(Date().timeIntervalSince1970)
            for copy in copies where copy.isDue(now: now, refreshMinutes: refreshMinutes) {
                guard !isStopped else { return }
                let outcome = fetch.refresh(copy)
                if case .failed = outcome {
                    inbox.post(.backgroundNote(words.describe(outcome, name: copy.subscription.name, hasCopy: copy.hasCopy)))
                }
            }
            let after = Int(Date().timeIntervalSince1970)
            let next = copies.compactMap { $0.lastChecked.map { $0 + refreshMinutes * 60 } }.min() ?? after + refreshMinutes * 60
            sleep(seconds: max(1, min(next - after, refreshMinutes * 60)))
        }
    }

    /// Waits `seconds`, or until `stop`.
    private func sleep(seconds: Int) {
        var descriptor = pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, Int32(clamping: seconds * 1000))
        wake.drain()
    }
}
