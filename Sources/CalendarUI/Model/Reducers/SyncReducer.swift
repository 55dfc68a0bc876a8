import CalendarCore
import InterfaceWords

/// The sync command run from inside: `S`, after dal's writes
/// (`after-write`, batched), and every so often (`every`); never two at
/// once. The command runs in the background (`Effect.startSync`) and its
/// end comes back as `.syncEnded`; the files it changed come in through
/// the calendars' folder watch like any change, so nothing here reloads.
extension AppState {
    mutating func sync(_ action: Action) -> [Effect] {
        switch action {
        case .sync:
            guard let schedule = settings.sync else {
                message = words.sync.notConfigured
                return []
            }
            if sync.running {
                message = words.sync.alreadyRunning(schedule.name)
                return []
            }
            return startSync()
        case .syncEnded(let outcome): return syncEnded(outcome)
        case .timerFired(.syncSpinner):
            guard sync.running else { return [] }
            sync.spinnerFrame += 1
            return [.startTimer(.syncSpinner, milliseconds: SyncState.spinnerMilliseconds)]
        case .timerFired(.syncBatch):
            sync.batchPending = false
            // A sync under way takes the writes along after it (`wantsAnother`).
            if sync.running { sync.wantsAnother = true; return [] }
            return startSync()
        case .timerFired(.syncEvery):
            sync.everyArmed = false
            // One under way is this period's; the timer is set again below.
            return sync.running || settings.sync == nil ? [] : startSync()
        default: return []
        }
    }

    /// Starts the sync (none runs): the spinner, and the periodic timer
    /// counted again from now. A waiting batch goes with it.
    private mutating func startSync() -> [Effect] {
        guard let schedule = settings.sync, !sync.running else { return [] }
        sync.running = true
        sync.wantsAnother = false
        sync.spinnerFrame = 0
        var effects: [Effect] = [.startSync, .startTimer(.syncSpinner, milliseconds: SyncState.spinnerMilliseconds)]
        if sync.batchPending {
            sync.batchPending = false
            effects.append(.stopTimer(.syncBatch))
        }
        if let minutes = schedule.everyMinutes {
            sync.everyArmed = true
            effects.append(.startTimer(.syncEvery, milliseconds: minutes * 60_000))
        }
        return effects
    }

    private mutating func syncEnded(_ outcome: SyncOutcome) -> [Effect] {
        guard sync.running else { return [] }
        sync.running = false
        let (name, command) = (settings.sync?.name ?? "", settings.sync?.command ?? "")
        let said = words.sync
        switch outcome {
        case .succeeded: message = said.succeeded(name)
        case .failed(let status, let lines):
            message = status < 0 ? said.killed(name, -status) : said.failed(name, status)
            notices.record(lastLines: lines, heading: said.lastLines(command))
        case .timedOut(let seconds, let lines):
            message = said.timedOut(name, seconds)
            notices.record(lastLines: lines, heading: said.lastLines(command))
        case .notStarted(let reason): message = said.notStarted(name, reason)
        case .stopped: message = said.stopped(name)
        }
        var effects: [Effect] = [.stopTimer(.syncSpinner)]
        if sync.wantsAnother {
            sync.wantsAnother = false
            // A quit waiting for the sync waits for this one too: dal's last changes leave with it.
            if sync.quitsWhenDone { return effects + startSync() }
            // dal wrote meanwhile: those changes go after a pause, batched with any more.
            sync.batchPending = true
            effects.append(.startTimer(.syncBatch, milliseconds: SyncState.batchMilliseconds))
        }
        if sync.quitsWhenDone { quitReason = .quit }
        return effects
    }

    /// `after-write`: dal wrote a change. A sync follows once the writes
    /// have been quiet for a moment (each write moves it on), or after the
    /// one under way.
    func syncAfterWriteWanted(_ answer: CalendarAnswer) -> Bool {
        guard settings.sync?.afterWrite == true, case .changesApplied(let receipts, _) = answer else { return false }
        return !receipts.isEmpty
    }

    mutating func syncAfterWrite(_ answer: CalendarAnswer) -> [Effect] {
        guard syncAfterWriteWanted(answer) else { return [] }
        if sync.running {
            sync.wantsAnother = true
            return []
        }
        sync.batchPending = true
        return [.startTimer(.syncBatch, milliseconds: SyncState.batchMilliseconds)]
    }

    /// `every`: the periodic timer is set from the start (the first sync
    /// comes one period after dal opens); the picker never syncs.
    mutating func armPeriodicSync() -> [Effect] {
        guard let minutes = settings.sync?.everyMinutes, !sync.everyArmed, pickMode == nil, quitReason == nil else { return [] }
        sync.everyArmed = true
        return [.startTimer(.syncEvery, milliseconds: minutes * 60_000)]
    }

    /// `q` while a sync runs, or while dal's writes wait for theirs: dal
    /// quits when the sync ends (starting it now if it waits), the status
    /// line saying so; `q` again stops it and quits at once; Esc stays.
    /// Nil: nothing to wait for, quit.
    mutating func quitDuringSync() -> [Effect]? {
        if sync.quitsWhenDone {
            // Stopped with all it started: no process is left behind.
            quitReason = .quit
            return [.stopSync]
        }
        if sync.running {
            sync.quitsWhenDone = true
            return []
        }
        if sync.batchPending {
            sync.quitsWhenDone = true
            return startSync()
        }
        return nil
    }

    /// Esc after that `q`: dal stays; the sync goes on.
    mutating func stayAfterSync() {
        sync.quitsWhenDone = false
        message = words.sync.stays
    }
}
