import CalendarCore
import CalendarUI

/// The run loop: wait for events, apply them to the state, perform the
/// effects, draw frames.
///
/// Events already waiting are applied together before one frame is drawn,
/// so a held arrow key or a paste of 1,000 arrows pages as fast as the keys
/// are read and never builds a backlog of frames. A page turn starts a
/// slide (state in `AppState.slide`); while it runs the loop waits one
/// frame's time and turns silence into `.tick`, so input always cuts a
/// slide short, and a batch of several events skips it.
public struct CalendarLoop {
    public enum Stop: Equatable, Sendable {
        case quit(QuitReason)
        case signal(Int32)
        case inputClosed
    }

    public struct Outcome: Sendable {
        public let state: AppState
        public let stop: Stop
        /// What `Enter` picked in `dal pick`, if it was pressed.
        public let picked: [CivilDate]?
        /// The last save failed (or could not happen): changes are not kept.
        public let unsaved: Bool
    }

    /// How saving the selection and tags went.
    public enum SaveOutcome: Equatable, Sendable {
        case saved
        /// Saved together with changes made elsewhere meanwhile (another
        /// dal, a hand edit): the store now holds this; show it.
        case merged(MarkDocument)
        /// Not saved; the message says why and what to do.
        case failed(String)
    }

    public typealias Save = (AppState) -> SaveOutcome
    /// Makes one change to the calendars (a file added, edited, removed).
    public typealias Write = (EventChange) throws -> WriteReceipt

    let terminal: any Terminal
    public private(set) var state: AppState
    let save: Save
    /// The calendars, asked for the days on screen as pages turn.
    let events: EventProvider?
    /// Changes events in the calendars (nil: this dal does not).
    let write: Write?
    /// While calendars are read or expanded: how often to look for them.
    static let eventPollMilliseconds: Int32 = 25
    /// While idle with calendars: how often to look whether their files
    /// changed on disk (a sync). A few `stat` calls; no busy loop.
    static let fileCheckMilliseconds: Int32 = 2000
    /// The reading of the calendars whose events are on screen.
    private var shownGeneration = 0
    /// Changes not yet saved, and whether the last try failed.
    private var unsaved = false
    private var saveFailed = false
    private var picked: [CivilDate]?

    public init(terminal: any Terminal, state: AppState, events: EventProvider? = nil, write: Write? = nil,
                save: @escaping Save = { _ in .saved }) {
        self.terminal = terminal
        self.state = state
        self.write = write
        self.events = events
        self.save = save
    }

    /// Runs until quit, a terminating signal or closed input.
    public mutating func run() -> Outcome {
        loadEventsIfNeeded()
        terminal.draw(Screen.render(state))
        while true {
            // While events are on their way, look for them now and then;
            // otherwise sleep until input comes.
            // (A reading newer than the events on screen counts: after a
            // change they must follow at once, not at the next file check.)
            let waitingForEvents = state.eventsPending || events?.isBusy == true
                || (events.map { $0.generation != shownGeneration } ?? false)
            let idle = state.slide == nil && !waitingForEvents
            let wait = state.slide != nil ? Int32(Slide.frameMilliseconds) : waitingForEvents ? Self.eventPollMilliseconds
                : events != nil ? Self.fileCheckMilliseconds : nil
            let next = terminal.nextEvent(timeoutMilliseconds: wait)
            if next == .timeout, idle, let events, events.changedOnDisk() { events.reload() }
            let stop = handleBatch(startingWith: next)
            saveIfNeeded()
            if let stop { return Outcome(state: state, stop: stop, picked: picked, unsaved: unsaved) }
            loadEventsIfNeeded()
            terminal.draw(Screen.render(state))
        }
    }

    /// Expands the calendars for the days the pages on screen need, when
    /// a page turn or jump left the loaded days.
    private mutating func loadEventsIfNeeded() {
        guard let events else { return }
        if let warnings = events.takeWarnings() {
            let count = warnings.count == 1 ? "1 problem" : "\(warnings.count) problems"
            state.apply(.addWarning("\(count) reading the calendars; everything else is shown:\n" + warnings.joined(separator: "\n")))
        }
        // After a reload the events on screen stay until the new ones are ready.
        let generation = events.generation
        let stale = generation != shownGeneration
        guard let days = stale ? state.eventDaysOnPages : state.eventDaysToLoad else { return }
        if let window = events.window(for: days) {
            state.apply(.eventsLoaded(window))
            shownGeneration = generation
        } else if !stale, !state.eventsPending {
            state.apply(.eventsPending)
        }
    }

    /// Applies `first` and everything already waiting behind it.
    private mutating func handleBatch(startingWith first: InputEvent) -> Stop? {
        if first == .timeout {
            perform(state.apply(.tick))
            return nil
        }
        var event = first
        var count = 0
        while true {
            if let stop = handle(event) { return stop }
            count += 1
            if let reason = state.quitReason { return .quit(reason) }
            guard terminal.hasPendingInput() else { break }
            // Without waiting: what is pending may make no event (a mouse
            // release), and the frame must not wait for the next key.
            event = terminal.nextEvent(timeoutMilliseconds: 0)
            if event == .timeout { break }
        }
        if count > 1, state.slide != nil { perform(state.apply(.finishSlide)) }
        return nil
    }

    private mutating func handle(_ event: InputEvent) -> Stop? {
        switch event {
        case .key(let key):
            if let action = KeyMap.action(for: key, in: state) { perform(state.apply(action)) }
        case .resize(let width, let height):
            perform(state.apply(.resize(width: width, height: height)))
        case .signal(let number):
            return .signal(number)
        case .suspend:
            perform([.suspend])
        case .inputClosed:
            return .inputClosed
        case .timeout:
            break   // a key the terminal could not name
        }
        return nil
    }

    private mutating func perform(_ effects: [Effect]) {
        for effect in effects {
            switch effect {
            case .save: unsaved = true
            case .pick(let dates): picked = dates
            case .change(let changes): apply(changes)
            case .suspend:
                saveIfNeeded()   // a stopped dal may never be continued
                terminal.suspend()
                perform(state.apply(.resize(width: terminal.size.width, height: terminal.size.height)))
            }
        }
    }

    /// Makes the changes in order until one fails, reads the calendars
    /// again (also after a failure: a conflict means they changed), and
    /// tells the state what was done.
    private mutating func apply(_ changes: [EventChange]) {
        var receipts: [WriteReceipt] = [], failure: String?
        if let write {
            for change in changes {
                do { receipts.append(try write(change)) } catch {
                    failure = "\(error)"
                    break
                }
            }
            events?.reload()
        } else {
            failure = "this dal has no calendar it may change"
        }
        perform(state.apply(.changesApplied(receipts, error: failure)))
    }

    /// One save per batch, however many changes it held. A failed save is
    /// tried again after the next batch, and its warning stays until then.
    /// Quitting always works: what could not be saved is the caller's to
    /// keep (`Outcome.unsaved`).
    private mutating func saveIfNeeded() {
        guard unsaved else { return }
        switch save(state) {
        case .saved:
            unsaved = false
            if saveFailed { state.apply(.setWarning(nil)) }
            saveFailed = false
        case .merged(let document):
            unsaved = false
            if saveFailed { state.apply(.setWarning(nil)) }
            saveFailed = false
            state.apply(.adoptStore(document))
        case .failed(let warning):
            // The notice opens for the first failure only: every batch
            // tries again, and a message that names a new temporary file
            // each time must not reopen it after every key.
            state.apply(saveFailed ? .updateWarning(warning) : .setWarning(warning))
            saveFailed = true
        }
    }
}
