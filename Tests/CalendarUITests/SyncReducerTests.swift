import Testing
@testable import CalendarCore
@testable import CalendarUI

/// `S` and config `[sync]` through the reducer: one sync at a time, its
/// end said (a failure's last lines in the message log), dal's writes
/// synced in batches, a periodic sync, and `q` during a sync.
@Suite struct SyncReducerTests {
    static func state(_ schedule: SyncSchedule? = SyncSchedule(command: "vdirsyncer sync")) -> AppState {
        EventEditingTests.state().with { $0.sync = schedule }
    }

    func run(_ actions: [Action], on start: AppState) -> (state: AppState, effects: [Effect]) {
        var state = start
        var effects: [Effect] = []
        for action in actions { effects = state.apply(action) }
        return (state, effects)
    }

    func starts(_ effects: [Effect]) -> Int { effects.filter { $0 == .startSync }.count }

    /// A change dal wrote, as the calendars answer it.
    static let written = Action.changesApplied([WriteReceipt(path: "/cal/work/a.ics", before: nil, after: [65], summary: "added \"A\"")], error: nil)

    @Test func sStartsOneSyncWithASpinnerAndItsEndIsSaid() {
        #expect(KeyMap.action(for: .character("S"), in: Self.state()) == .sync)
        let started = run([.sync], on: Self.state())
        #expect(starts(started.effects) == 1)
        #expect(started.effects.contains(.startTimer(.syncSpinner, milliseconds: SyncState.spinnerMilliseconds)))
        #expect(started.state.sync.running)
        #expect(Screen.render(started.state).lines.last?.contains("⠋ syncing") == true)
        let ticked = run([.timerFired(.syncSpinner)], on: started.state)
        #expect(ticked.state.sync.spinnerFrame == 1 && ticked.effects.contains(.startTimer(.syncSpinner, milliseconds: SyncState.spinnerMilliseconds)))
        #expect(Screen.render(ticked.state).lines.last?.contains("⠙ syncing") == true)
        let ended = run([.syncEnded(.succeeded)], on: ticked.state)
        #expect(!ended.state.sync.running && ended.effects.contains(.stopTimer(.syncSpinner)))
        #expect(ended.state.message == "synced (vdirsyncer)")
        // Idle again: a late spinner tick asks for no other.
        #expect(run([.timerFired(.syncSpinner)], on: ended.state).effects.isEmpty)
    }

    @Test func sDuringASyncDoesNotStartASecond() {
        let again = run([.sync, .sync], on: Self.state())
        #expect(starts(again.effects) == 0)
        #expect(again.state.message == "already syncing (vdirsyncer)")
        // Nor does the periodic timer, nor a batch of writes.
        let every = run([.sync, .timerFired(.syncEvery)], on: Self.state(SyncSchedule(command: "sync-it", everyMinutes: 15)))
        #expect(starts(every.effects) == 0)
        let batch = run([.sync, .timerFired(.syncBatch)], on: Self.state(SyncSchedule(command: "sync-it", afterWrite: true)))
        #expect(starts(batch.effects) == 0)
    }

    @Test func sWithoutACommandSaysHowToSetOne() {
        let said = run([.sync], on: Self.state(nil))
        #expect(starts(said.effects) == 0 && !said.state.sync.running)
        #expect(said.state.message?.contains("[sync] command = \"vdirsyncer sync\"") == true)
    }

    @Test func aFailureIsSaidAndItsLastLinesAreInTheMessageLog() {
        let lines = ["error: Unknown error occured", "critical: 1 out of 2 tasks failed."]
        let failed = run([.sync, .syncEnded(.failed(status: 1, lastLines: lines))], on: Self.state())
        #expect(failed.state.message == "sync failed: vdirsyncer exited with status 1; ! shows its last lines")
        #expect(failed.state.notices.log.last == "The last lines of \"vdirsyncer sync\":\n" + lines.joined(separator: "\n"))
        let timedOut = run([.sync, .syncEnded(.timedOut(seconds: 300, lastLines: []))], on: Self.state())
        #expect(timedOut.state.message == "sync stopped: vdirsyncer did not finish within 300 s (config [sync] timeout)")
        #expect(!timedOut.state.sync.running)
    }

    @Test func writesAreSyncedInOneBatchAfterTheyAreQuiet() {
        let schedule = SyncSchedule(command: "vdirsyncer sync", afterWrite: true)
        // Three writes: each moves the batch on; none starts a sync by itself.
        let written = run([Self.written, Self.written, Self.written], on: Self.state(schedule))
        #expect(written.effects.contains(.startTimer(.syncBatch, milliseconds: SyncState.batchMilliseconds)))
        #expect(starts(written.effects) == 0 && !written.state.sync.running)
        let synced = run([.timerFired(.syncBatch)], on: written.state)
        #expect(starts(synced.effects) == 1)
        // A failed write is no change to sync; without after-write nothing follows.
        #expect(run([.changesApplied([], error: "disk full")], on: Self.state(schedule)).effects.allSatisfy { $0 != .startTimer(.syncBatch, milliseconds: SyncState.batchMilliseconds) })
        #expect(!run([Self.written], on: Self.state()).effects.contains(.startTimer(.syncBatch, milliseconds: SyncState.batchMilliseconds)))
    }

    @Test func aWriteDuringASyncMakesOneMoreAfterIt() {
        let schedule = SyncSchedule(command: "vdirsyncer sync", afterWrite: true)
        let during = run([.sync, Self.written, Self.written], on: Self.state(schedule))
        #expect(starts(during.effects) == 0 && during.state.sync.running)
        let ended = run([.syncEnded(.succeeded)], on: during.state)
        #expect(ended.effects.contains(.startTimer(.syncBatch, milliseconds: SyncState.batchMilliseconds)))
        #expect(starts(run([.timerFired(.syncBatch)], on: ended.state).effects) == 1)
        // Without a write meanwhile, nothing follows.
        #expect(!run([.sync, .syncEnded(.succeeded)], on: Self.state(schedule)).effects.contains(.startTimer(.syncBatch, milliseconds: SyncState.batchMilliseconds)))
    }

    @Test func everySetsItsTimerFromTheStartAndSyncsWhenItComes() {
        let schedule = SyncSchedule(command: "vdirsyncer sync", everyMinutes: 15)
        let opened = run([.resize(width: 80, height: 24)], on: Self.state(schedule))
        #expect(opened.effects.contains(.startTimer(.syncEvery, milliseconds: 15 * 60_000)))
        let again = run([.nextDay], on: opened.state)
        #expect(!again.effects.contains { if case .startTimer(.syncEvery, _) = $0 { true } else { false } }, "set once, not at every key")
        let due = run([.timerFired(.syncEvery)], on: again.state)
        #expect(starts(due.effects) == 1 && due.effects.contains(.startTimer(.syncEvery, milliseconds: 15 * 60_000)))
        // No schedule, no timer: an idle dal is never woken for it.
        #expect(!run([.resize(width: 80, height: 24)], on: Self.state()).effects.contains { if case .startTimer(.syncEvery, _) = $0 { true } else { false } })
        // Nor in the picker.
        let picker = Self.state(schedule).with { $0.pickMode = .single }
        #expect(!run([.resize(width: 80, height: 24)], on: picker).effects.contains { if case .startTimer(.syncEvery, _) = $0 { true } else { false } })
        #expect(KeyMap.action(for: .character("S"), in: picker) == nil)
    }

    @Test func qDuringASyncWaitsForItAndQAgainStopsIt() {
        let waiting = run([.sync, .quit], on: Self.state())
        #expect(waiting.state.quitReason == nil && waiting.state.sync.quitsWhenDone)
        #expect(Screen.render(waiting.state).lines.last?.contains("⠋ quitting after the sync (q again: now, Esc: stay)") == true)
        // It ends: dal quits.
        #expect(run([.syncEnded(.succeeded)], on: waiting.state).state.quitReason == .quit)
        // q again: stopped, and quit.
        let stopped = run([.quit], on: waiting.state)
        #expect(stopped.state.quitReason == .quit && stopped.effects.contains(.stopSync))
        // Esc: dal stays, the sync goes on.
        let stays = run([.cancel], on: waiting.state)
        #expect(stays.state.quitReason == nil && !stays.state.sync.quitsWhenDone && stays.state.sync.running)
        #expect(run([.syncEnded(.succeeded)], on: stays.state).state.quitReason == nil)
        // No sync: q quits at once.
        #expect(run([.quit], on: Self.state()).state.quitReason == .quit)
    }

    @Test func qWithWritesWaitingForTheirSyncSyncsThemFirst() {
        let schedule = SyncSchedule(command: "vdirsyncer sync", afterWrite: true)
        let quitting = run([Self.written, .quit], on: Self.state(schedule))
        #expect(starts(quitting.effects) == 1 && quitting.effects.contains(.stopTimer(.syncBatch)))
        #expect(quitting.state.quitReason == nil && quitting.state.sync.quitsWhenDone)
        #expect(run([.syncEnded(.succeeded)], on: quitting.state).state.quitReason == .quit)
        // A write during the sync the quit waits for leaves with one more sync before dal quits.
        let more = run([.sync, .quit, Self.written, .syncEnded(.succeeded)], on: Self.state(schedule))
        #expect(starts(more.effects) == 1 && more.state.quitReason == nil)
        #expect(run([.syncEnded(.succeeded)], on: more.state).state.quitReason == .quit)
    }
}
