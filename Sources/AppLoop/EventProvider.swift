import CalendarCore
import CalendarUI
import Foundation

/// Where the run loop gets the events of the days on screen.
public protocol EventProvider: AnyObject {
    /// The events of `days`, or nil while they are still being read or
    /// expanded (ask again after a wait).
    func window(for days: ClosedRange<CivilDate>) -> EventWindow?
    /// Whether work is under way: the loop then wakes up now and then to
    /// look for its result, and sleeps without a timeout otherwise.
    var isBusy: Bool { get }
    /// Problems found reading the calendars, once, when they are known.
    func takeWarnings() -> [String]?
}

/// Expands an event source right away, on the caller's thread: for tests,
/// which want every frame deterministic.
public final class ImmediateEvents: EventProvider {
    let source: EventSource
    private var warnings: [String]?

    public init(_ source: EventSource, warnings: [String] = []) {
        self.source = source
        self.warnings = warnings.isEmpty ? nil : warnings
    }

    public func window(for days: ClosedRange<CivilDate>) -> EventWindow? {
        EventWindow(days: days, occurrences: source.occurrences(in: days))
    }

    public var isBusy: Bool { false }

    public func takeWarnings() -> [String]? {
        defer { warnings = nil }
        return warnings
    }
}

/// Reads the calendars and expands them on a thread of their own, so that
/// the screen never waits for them: the first frame comes at once, and the
/// events of a page appear as soon as they are ready. Days are expanded in
/// blocks; after those asked for, the blocks around them are prepared while
/// the user reads, so that the next page turn finds them ready.
///
/// Every call into the event source (libical) happens on the worker thread.
public final class BackgroundEvents: EventProvider, @unchecked Sendable {
    public typealias Load = @Sendable () -> (source: EventSource, warnings: [String])

    /// Days per block, and how many blocks around a request to prepare.
    static let blockDays = 32
    static let prefetchBlocks = 4
    /// Blocks kept; the oldest go first when there are more.
    static let keptBlocks = 96

    private let condition = NSCondition()
    // Guarded by `condition`:
    private var ready: [Int: [Int: EventWindow.Day]] = [:]
    private var readyOrder: [Int] = []
    private var wanted: [Int] = []
    private var loaded = false
    private var warnings: [String]?
    private var working = true
    private var stopped = false

    public init(load: @escaping Load) {
        // The thread keeps this object alive until `stop()`.
        let thread = Thread { self.work(load) }
        thread.name = "dal calendars"
        thread.start()
    }

    /// Stops the worker after what it is doing; call when the screen closes.
    public func stop() {
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }

    public func window(for days: ClosedRange<CivilDate>) -> EventWindow? {
        let blocks = Self.block(of: days.lowerBound)...Self.block(of: days.upperBound)
        condition.lock()
        defer { condition.unlock() }
        let missing = blocks.filter { ready[$0] == nil }
        // Wanted next: the missing blocks, then the ones around them.
        let around = (1...Self.prefetchBlocks).flatMap { [blocks.upperBound + $0, blocks.lowerBound - $0] }
        wanted = missing + around.filter { ready[$0] == nil }
        if !wanted.isEmpty {
            working = true
            condition.signal()
        }
        guard missing.isEmpty else { return nil }
        var byDay: [Int: EventWindow.Day] = [:]
        for block in blocks { byDay.merge(ready[block] ?? [:]) { first, _ in first } }
        return EventWindow(days: days, byDay: byDay)
    }

    /// Working, or holding warnings nobody has taken yet.
    public var isBusy: Bool {
        condition.lock()
        defer { condition.unlock() }
        return working || (loaded && warnings.map { !$0.isEmpty } ?? false)
    }

    public func takeWarnings() -> [String]? {
        condition.lock()
        defer { condition.unlock() }
        guard loaded, let found = warnings else { return nil }
        warnings = nil
        return found.isEmpty ? nil : found
    }

    // MARK: The worker

    private func work(_ load: Load) {
        let (source, found) = load()
        condition.lock()
        loaded = true
        warnings = found
        condition.unlock()
        while true {
            condition.lock()
            while wanted.isEmpty && !stopped {
                working = false
                condition.wait()
            }
            if stopped { condition.unlock(); return }
            let block = wanted.removeFirst()
            let known = ready[block] != nil
            condition.unlock()
            guard !known else { continue }

            let first = CivilDate(dayNumber: block * Self.blockDays)
            let days = first...first.adding(days: Self.blockDays - 1)
            let summary = EventWindow.group(source.occurrences(in: days), within: days)

            condition.lock()
            ready[block] = summary
            readyOrder.append(block)
            if readyOrder.count > Self.keptBlocks { ready[readyOrder.removeFirst()] = nil }
            condition.unlock()
        }
    }

    static func block(of date: CivilDate) -> Int {
        date.dayNumber >= 0 ? date.dayNumber / blockDays : (date.dayNumber - blockDays + 1) / blockDays
    }
}
