import AppLoop
import CalendarCore
import CalendarUI
import Foundation
import Testing

/// The loop's side of `S`: the reducer's `startSync` reaches the sync, its
/// end comes back through the inbox, and a sync under way is stopped when
/// the run ends, however it ends.
@Suite struct CalendarLoopSyncTests {
    /// A sync that counts what it is asked and, given an outcome, posts
    /// it to the inbox as it starts (a real one posts it from its thread).
    final class CountingSync: BackgroundSync, @unchecked Sendable {
        var starts = 0, stops = 0
        let ending: SyncOutcome?
        init(ending: SyncOutcome? = nil) { self.ending = ending }
        func start(posting inbox: Inbox) {
            starts += 1
            if let ending { inbox.post(.syncEnded(ending)) }
        }
        func stop() { stops += 1 }
    }

    static func state() -> AppState {
        CalendarLoopTests.state().with { $0.sync = SyncSchedule(command: "vdirsyncer sync") }
    }

    @Test func sStartsTheSyncOnceAndTheEndOfTheRunStopsIt() {
        let sync = CountingSync()
        let terminal = TestTerminal(width: 80, height: 24, arrivals: CalendarLoopTests.keys(.character("S"), .character("S")))
        var loop = CalendarLoop(terminal: terminal, state: Self.state(), syncer: sync)
        let outcome = loop.run()
        #expect(sync.starts == 1, "S during the sync starts no second")
        #expect(outcome.state.sync.running && outcome.state.message == "already syncing (vdirsyncer)")
        #expect(sync.stops >= 1, "input closed during the sync: stopped as the run ended")
    }

    @Test func theSyncsEndComesBackThroughTheInbox() {
        let sync = CountingSync(ending: .failed(status: 1, lastLines: ["error: 401"]))
        let terminal = TestTerminal(width: 80, height: 24, arrivals: CalendarLoopTests.keys(.character("S")))
        var loop = CalendarLoop(terminal: terminal, state: Self.state(), syncer: sync)
        let outcome = loop.run()
        #expect(sync.starts == 1)
        #expect(!outcome.state.sync.running && outcome.state.message == "sync failed: vdirsyncer exited with status 1; ! shows its last lines")
        #expect(outcome.state.notices.log.last == "The last lines of \"vdirsyncer sync\":\nerror: 401")
    }
}
