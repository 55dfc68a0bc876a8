import CalendarCore
import CalendarUI
import TerminalIO

/// The run loop: read events, apply them to the state, draw frames.
///
/// Keys already waiting are applied together before one frame is drawn,
/// so a held arrow key or a paste of 1,000 arrows pages as fast as the keys
/// are read and never builds a backlog of frames. A lone page turn slides
/// the viewport over the three-page strip first, unless input interrupts it.
struct CalendarApp {
    static let slideFrames = 3
    static let slideFrameMilliseconds: Int32 = 30

    let session: TerminalSession
    var state: AppState
    let animate: Bool
    /// Called after a batch of events changed the selection or tags (the
    /// store saves); returns a warning to show, if any.
    let changed: (AppState) -> String?
    private var savedRevision = 0

    init(session: TerminalSession, state: AppState, animate: Bool, changed: @escaping (AppState) -> String?) {
        self.session = session
        self.state = state
        self.animate = animate
        self.changed = changed
        savedRevision = state.revision
    }

    /// Runs until quit, a terminating signal or closed input; says which.
    mutating func run() -> Stop {
        session.draw(Screen.render(state))
        var waiting: InputEvent?
        while true {
            let first = waiting ?? session.nextEvent()
            waiting = nil
            let before = state
            var events = 1
            if let stop = handle(first) { return stop }
            // Drain everything already typed ahead before drawing.
            while state.quitReason == nil, session.hasPendingInput() {
                if let stop = handle(session.nextEvent()) { return stop }
                events += 1
            }
            if state.revision != savedRevision {
                savedRevision = state.revision
                state.warning = changed(state) ?? state.warning
            }
            if let reason = state.quitReason { return .quit(reason) }
            if animate, events == 1, state.lastPageTurn != 0, before.size == state.size {
                waiting = slide(from: before, direction: state.lastPageTurn)
            }
            session.draw(Screen.render(state))
        }
    }

    enum Stop: Equatable {
        case quit(QuitReason)
        case signal(Int32)
        case inputClosed
    }

    private mutating func handle(_ event: InputEvent) -> Stop? {
        switch event {
        case .key(let key):
            if let action = KeyMap.action(for: key, in: state) { state.apply(action) }
        case .resize(let width, let height):
            // The session has already forgotten its last frame.
            state.apply(.resize(width: width, height: height))
        case .signal(let number): return .signal(number)
        case .inputClosed: return .inputClosed
        case .timeout: break
        }
        return nil
    }

    /// Slides the viewport of the previous state's strip toward the
    /// neighbour page; the caller then draws the new state, whose strip is
    /// recentred on that page, with the viewport snapped back to the middle.
    /// Returns an event that arrived meanwhile (it ends the slide).
    private func slide(from old: AppState, direction: Int) -> InputEvent? {
        let width = old.size.width
        for frame in 1...CalendarApp.slideFrames {
            let offset = width + direction * width * frame / (CalendarApp.slideFrames + 1)
            session.draw(Screen.render(old, viewport: offset))
            let event = session.nextEvent(timeoutMilliseconds: CalendarApp.slideFrameMilliseconds)
            if event != .timeout { return event }
        }
        return nil
    }
}
