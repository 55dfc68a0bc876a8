import CalendarCore
import CalendarUI
import SystemServices

/// The run loop (bubbletea's): one wait for everything — the terminal's
/// input, resizes and signals, the inbox (the calendar worker's answers),
/// and the nearest timer — then the reducer, the effects it asks for, and
/// one frame. Nothing polls: idle, the loop sleeps in that one wait until
/// something happens.
///
/// Events already waiting are applied together before one frame is drawn,
/// so a held arrow key or a paste of 1,000 arrows pages as fast as the keys
/// are read and never builds a backlog of frames; a batch of several keys
/// ends a slide at once. The reducer decides everything else: when a slide
/// needs its next frame (a timer), which days' events to load, what to
/// write.
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
        /// The time `Enter` picked in `dal pick --free`.
        public let pickedTime: (start: LocalDateTime, end: LocalDateTime)?
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
    /// Called with every action the loop applies and the state after it
    /// (the property tests check their invariants there).
    public typealias Observer = (Action, AppState) -> Void

    let terminal: any Terminal
    public private(set) var state: AppState
    let save: Save
    /// The calendars: asked for events and changes by value, answering
    /// through the inbox.
    let calendars: CalendarService?
    let inbox: Inbox
    let observer: Observer?
    /// `E`'s editor (none: `E` says so).
    let editor: (any EventFileEditing)?
    /// `J`'s browser (none: `J` says the browser did not start).
    let browser: (any LinkOpening)?
    /// `S`'s sync command (none: the reducer never asks, `S` says how to set one).
    let syncer: (any BackgroundSync)?
    /// The subscriptions' fetcher (none: nothing is fetched).
    let subscriptions: (any SubscriptionRefreshing)?
    /// The wall clock the run shows (the now-line, a new day at midnight).
    let clock: WallClock
    /// The timers the reducer asked for (`Effect.startTimer`), on the
    /// terminal's clock: the wait lasts until the nearest.
    private var timers = Deadlines<TimerID>()
    /// Changes not yet saved, and whether the last try failed.
    private var unsaved = false
    private var saveFailed = false
    private var picked: [CivilDate]?
    private var pickedTime: (start: LocalDateTime, end: LocalDateTime)?

    public init(terminal: any Terminal, state: AppState, calendars: CalendarService? = nil, inbox: Inbox = Inbox(),
                save: @escaping Save = { _ in .saved }, observer: Observer? = nil, editor: (any EventFileEditing)? = nil,
                browser: (any LinkOpening)? = nil, syncer: (any BackgroundSync)? = nil, subscriptions: (any SubscriptionRefreshing)? = nil,
                clock: WallClock = WallClock(), eventsGraceMilliseconds: Int = CalendarLoop.eventsGraceMilliseconds) {
        eventsGrace = eventsGraceMilliseconds
        self.syncer = syncer
        self.subscriptions = subscriptions
        self.editor = editor
        self.browser = browser
        self.clock = clock
        self.terminal = terminal
        self.state = state
        self.calendars = calendars
        self.inbox = inbox
        self.save = save
        self.observer = observer
    }

    /// Runs until quit, a terminating signal or closed input.
    public mutating func run() -> Outcome {
        calendars?.start(posting: inbox)
        defer { calendars?.stop() }
        // However the run ends (q, Ctrl-C, a signal), a sync under way ends with it.
        defer { syncer?.stop() }
        defer { subscriptions?.stop() }
        // The screen's size is the first thing the reducer hears; it asks
        // for the events of the pages then.
        apply(clock.reading())
        apply(.resize(width: terminal.size.width, height: terminal.size.height))
        terminal.draw(Screen.render(state))
        while true {
            let event = terminal.nextEvent(timeoutMilliseconds: timers.timeout(now: terminal.milliseconds).map { Int32(clamping: $0) }, waking: inbox)
            let pendingBefore = state.eventsPending
            let stop = handleBatch(startingWith: event)
            // The clock's timer brings the time with it: the reducer reads no clock.
            var due = timers.takeDue(now: terminal.milliseconds)
            // Its wall-clock twin rang first (after a suspend, or the clock was set).
            if inbox.takeWallClockWake(), !due.contains(.clock) {
                timers.stop(.clock)
                due.append(.clock)
            }
            for id in due { apply(id == .clock ? clock.reading() : .timerFired(id)) }
            for action in inbox.take() { apply(action) }
            applyHeldKeys()
            if stop == nil, !pendingBefore, state.eventsPending { awaitEvents() }
            saveIfNeeded()
            if let stop = stop ?? state.quitReason.map(Stop.quit) {
                return Outcome(state: state, stop: stop, picked: picked, pickedTime: pickedTime, unsaved: unsaved)
            }
            terminal.draw(Screen.render(state))
        }
    }

    /// How long a key that asked for other days' events waits for them
    /// before its frame is drawn without them.
    public static let eventsGraceMilliseconds = 12
    let eventsGrace: Int

    /// A key asked for days the worker usually has ready (prepared around
    /// the pages): their events join this frame, instead of the grid
    /// coming first and its events in a second frame. When they take
    /// longer, the grid is drawn and they follow.
    private mutating func awaitEvents() {
        let deadline = terminal.milliseconds + eventsGrace
        while state.eventsPending, deadline > terminal.milliseconds, inbox.wait(milliseconds: deadline - terminal.milliseconds) {
            for action in inbox.take() { apply(action) }
        }
    }

    /// Applies `first` and everything already waiting behind it.
    private mutating func handleBatch(startingWith first: InputEvent) -> Stop? {
        guard first != .timeout, first != .woken else { return nil }
        var event = first
        var count = 0
        while true {
            if let stop = handle(event) { return stop }
            count += 1
            if state.quitReason != nil { return nil }
            guard terminal.hasPendingInput() else { break }
            // Without waiting: what is pending may make no event (a mouse
            // release), and the frame must not wait for the next key.
            event = terminal.nextEvent(timeoutMilliseconds: 0, waking: nil)
            if event == .timeout || event == .woken { break }
        }
        if count > 1, state.slide != nil { apply(.finishSlide) }
        return nil
    }

    /// Keys typed while a change is being written (`AppState.waitsForAChange`),
    /// read once it is on screen, in order, each as the screen then is.
    private var heldKeys: [Key] = []

    private mutating func applyHeldKeys() {
        while !heldKeys.isEmpty, !state.waitsForAChange, state.quitReason == nil {
            let key = heldKeys.removeFirst()
            if let action = KeyMap.action(for: key, in: state) { apply(action) }
        }
    }

    private mutating func handle(_ event: InputEvent) -> Stop? {
        switch event {
        case .key(let key):
            // Ctrl-C and Ctrl-Z act at once; other keys wait behind a change.
            if state.waitsForAChange || !heldKeys.isEmpty, key != .controlC, key != .controlZ {
                heldKeys.append(key)
                return nil
            }
            if let action = KeyMap.action(for: key, in: state) { apply(action) }
        case .resize(let width, let height):
            apply(.resize(width: width, height: height))
        case .signal(let number):
            return .signal(number)
        case .suspend:
            perform([.suspend])
        case .inputClosed:
            return .inputClosed
        case .timeout, .woken:
            break
        }
        return nil
    }

    private mutating func apply(_ action: Action) {
        let effects = state.apply(action)
        observer?(action, state)
        perform(effects)
    }

    private mutating func perform(_ effects: [Effect]) {
        for effect in effects {
            switch effect {
            case .save: unsaved = true
            case .pick(let dates): picked = dates
            case .pickTime(let start, let end): pickedTime = (start, end)
            case .calendar(let job):
                if let calendars { calendars.perform(job) } else { answerWithoutCalendars(job) }
            case .openInEditor(let reference): openInEditor(reference)
            case .openLink(let link):
                apply(.linkOpened(link, failure: browser.map { $0.open(link) } ?? .notStarted(program: "-", reason: "this dal has no browser")))
            case .alert(let title, let body): terminal.alert(title: title, body: body)
            case .startSync:
                if let syncer { syncer.start(posting: inbox) } else { apply(.syncEnded(.notStarted(reason: "this dal has no sync command"))) }
            case .stopSync: syncer?.stop()
            case .refreshSubscriptions:
                if let subscriptions { subscriptions.start(posting: inbox) }
            case .startTimer(let id, let milliseconds):
                timers.start(id, at: terminal.milliseconds + milliseconds)
                // The system's clock, whatever moment the run's clock shows (`--now`): both run at one pace.
                if id == .clock { inbox.wakeOnWallClock(afterMilliseconds: milliseconds) }
            case .stopTimer(let id):
                timers.stop(id)
                if id == .clock { inbox.wakeOnWallClock(afterMilliseconds: nil) }
            case .suspend:
                saveIfNeeded()   // a stopped dal may never be continued
                terminal.suspend()
                apply(.resize(width: terminal.size.width, height: terminal.size.height))
            }
        }
    }

    /// A dal with no calendars answers what must be answered: a change
    /// refused, a search that finds nothing.
    private mutating func answerWithoutCalendars(_ job: CalendarJob) {
        switch job {
        case .change, .changeTasks: apply(.changesApplied([], error: "this dal has no calendar it may change"))
        case .search(let query, _): apply(.searchResults(query: query, hits: []))
        case .loadEvents, .loadDetails, .findAlarms, .prepareSearch, .readAgain: break
        }
    }

    /// `E`: the copy first, then the terminal is the editor's until it
    /// closes; what it wrote comes back as an action to the reducer.
    private mutating func openInEditor(_ reference: EventReference) {
        guard let editor else { return apply(.editorClosed(.failed("this dal has no editor to open files in"))) }
        switch editor.prepare(reference) {
        case .failure(let failure): apply(.editorClosed(.failed(failure.message)))
        case .success(let file):
            saveIfNeeded()   // the editor may run long; the selection is kept meanwhile
            var outcome = EditorOutcome.failed("the editor did not run")
            terminal.runOutside { outcome = editor.edit(file) }
            apply(.resize(width: terminal.size.width, height: terminal.size.height))
            apply(.editorClosed(outcome))
        }
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
            if saveFailed { apply(.setWarning(nil)) }
            saveFailed = false
        case .merged(let document):
            unsaved = false
            if saveFailed { apply(.setWarning(nil)) }
            saveFailed = false
            apply(.adoptStore(document))
        case .failed(let warning):
            // The notice opens for the first failure only: every batch
            // tries again, and a message that names a new temporary file
            // each time must not reopen it after every key.
            apply(saveFailed ? .updateWarning(warning) : .setWarning(warning))
            saveFailed = true
        }
    }
}

extension WallClock {
    /// The time now, as the reducer hears it.
    func reading() -> Action {
        let instant = self.instant()
        let (date, seconds) = LocalClock.civil(atInstant: instant)
        return .clock(LocalDateTime(date: date, secondsOfDay: seconds), instant: instant)
    }
}
