import CalendarUI

/// A terminal in memory, for driving the run loop from tests (ratatui's
/// `TestBackend`): events arrive as scripted, on a virtual clock, and every
/// frame is kept the way a real terminal would show it, by applying only
/// the frame difference to the screen.
public final class TestTerminal: Terminal {
    /// Events that arrive together (typed ahead, a paste), some time after
    /// the previous arrival.
    public struct Arrival: Sendable {
        public var events: [InputEvent]
        public var afterMilliseconds: Int

        /// The default gap is longer than a whole slide: each arrival is a
        /// separate key press by a person.
        public init(_ events: [InputEvent], afterMilliseconds: Int = 1000) {
            self.events = events
            self.afterMilliseconds = afterMilliseconds
        }
    }

    public private(set) var size: ScreenSize
    private var arrivals: [Arrival]
    private var nextArrival = 0
    private var arrived: [InputEvent] = []
    private var lastArrivalTime = 0
    /// Virtual milliseconds since the start.
    public private(set) var clock = 0
    public private(set) var frameCount = 0
    /// After the last arrival, input closes once this much silence passed
    /// (a person walked away): a loop that wakes up now and then (to look
    /// for changed calendar files) still ends.
    public var closesAfterSilenceMilliseconds = 10_000
    /// The screen as the frame differences painted it: equal to the last
    /// frame when `FrameDiff` misses nothing.
    public private(set) var screen: CellBuffer?
    private var history = FrameHistory()
    /// Called with every frame, after it is painted on `screen`.
    public var onDraw: ((CellBuffer) -> Void)?

    public init(width: Int, height: Int, arrivals: [Arrival]) {
        size = ScreenSize(width: width, height: height)
        self.arrivals = arrivals
    }

    /// One key press at a time.
    public convenience init(width: Int, height: Int, keys: [Key]) {
        self.init(width: width, height: height, arrivals: keys.map { Arrival([.key($0)]) })
    }

    public var milliseconds: Int { clock }

    /// The inbox wakes the wait at once: what other threads post in a real
    /// run arrives here in the same virtual instant.
    public func nextEvent(timeoutMilliseconds: Int32?, waking inbox: Inbox?) -> InputEvent {
        if let inbox, inbox.hasArrivals, arrived.isEmpty { return .woken }
        if arrived.isEmpty, nextArrival < arrivals.count {
            let due = lastArrivalTime + arrivals[nextArrival].afterMilliseconds
            if let timeout = timeoutMilliseconds.map(Int.init), due > clock + timeout {
                clock += timeout
                return .timeout
            }
            clock = max(clock, due)
            lastArrivalTime = clock
            arrived = arrivals[nextArrival].events
            nextArrival += 1
        }
        guard !arrived.isEmpty else {
            if let timeout = timeoutMilliseconds, clock + Int(timeout) <= lastArrivalTime + closesAfterSilenceMilliseconds {
                clock += Int(timeout)
                return .timeout
            }
            return .inputClosed
        }
        let event = arrived.removeFirst()
        if case .resize(let width, let height) = event { size = ScreenSize(width: width, height: height) }
        return event
    }

    public func hasPendingInput() -> Bool { !arrived.isEmpty }

    /// How many times the loop suspended (Ctrl-Z); the next frame repaints.
    public private(set) var suspensions = 0

    public func suspend() {
        suspensions += 1
        history.forget()
        screen = nil
    }

    /// The alerts the loop gave (title, body).
    public private(set) var alerts: [(title: String, body: String)] = []
    public func alert(title: String, body: String) { alerts.append((title, body)) }

    public func runOutside(_ work: () -> Void) {
        work()
        history.forget()
        screen = nil
    }

    public func draw(_ frame: CellBuffer) {
        frameCount += 1
        var painted = screen.flatMap { $0.width == frame.width && $0.height == frame.height ? $0 : nil }
            ?? CellBuffer(width: frame.width, height: frame.height)
        // As TerminalSession does: only what differs from the previous frame.
        for run in history.changes(to: frame).runs {
            painted.copy(row: run.y, columns: run.x..<(run.x + run.count), from: frame)
        }
        screen = painted
        onDraw?(frame)
    }
}
