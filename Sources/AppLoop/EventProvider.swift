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
    /// Reads the calendars again (after dal changed one, or a sync did):
    /// windows asked for afterwards come from the new reading.
    func reload()
    /// Counts readings: a window of a newer one replaces the window shown.
    var generation: Int { get }
    /// Whether the calendars' files look changed on disk since the last
    /// look (folder and file times: cheap enough to ask every few seconds).
    func changedOnDisk() -> Bool
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
        EventWindow(days: days, occurrences: source.occurrences(in: days), calendars: source.calendars.isEmpty ? nil : source.calendars)
    }

    public var isBusy: Bool { false }
    public private(set) var generation = 0
    public func reload() { generation += 1 }
    public func changedOnDisk() -> Bool { false }

    public func takeWarnings() -> [String]? {
        defer { warnings = nil }
        return warnings
    }
}

/// Reads the calendars and expands them on a thread of their own, so that
/// the screen never waits for them: the first frame comes at once, and the
/// events of a page appear as soon as they are ready. Days are expanded in
/// blocks; after those asked for, the blocks around them are prepared while
/// the user reads, so that the next page turn finds them ready. A reload
/// (after a change, or files changed on disk) reads everything again while
/// the old events stay on screen.
///
/// Every call into the event source (libical) happens on the worker thread.
public final class BackgroundEvents: EventProvider, @unchecked Sendable {
    public typealias Load = @Sendable () -> (source: EventSource, warnings: [String])
    /// A number that changes when the calendars' files change.
    public typealias Signature = @Sendable () -> Int

    /// Days per block, and how many blocks around a request to prepare.
    static let blockDays = 32
    static let prefetchBlocks = 4
    /// Blocks kept; the oldest go first when there are more.
    static let keptBlocks = 96

    private let signature: Signature?
    private var lastSignature: Int?
    private let condition = NSCondition()
    // Guarded by `condition`:
    private var ready: [Int: [Int: EventWindow.Day]] = [:]
    private var readyOrder: [Int] = []
    private var wanted: [Int] = []
    /// Readings asked for, and the one the blocks in `ready` come from.
    private var requested = 0
    private var read = -1
    private var calendars: [CalendarInfo] = []
    private var warnings: [String]?
    private var reportedWarnings: [String] = []
    private var working = true
    private var stopped = false

    public init(load: @escaping Load, signature: Signature? = nil) {
        self.signature = signature
        lastSignature = signature?()
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
        guard missing.isEmpty, read == requested else { return nil }
        var byDay: [Int: EventWindow.Day] = [:]
        for block in blocks { byDay.merge(ready[block] ?? [:]) { first, _ in first } }
        return EventWindow(days: days, byDay: byDay, calendars: calendars)
    }

    /// Working, or holding warnings nobody has taken yet.
    public var isBusy: Bool {
        condition.lock()
        defer { condition.unlock() }
        return working || read != requested || (warnings.map { !$0.isEmpty } ?? false)
    }

    public var generation: Int {
        condition.lock()
        defer { condition.unlock() }
        return requested
    }

    public func reload() {
        // The files as they are before the reading starts: a sync that
        // lands during it changes the signature again and is not missed.
        lastSignature = signature?()
        condition.lock()
        requested += 1
        working = true
        condition.signal()
        condition.unlock()
    }

    public func changedOnDisk() -> Bool {
        guard let signature else { return false }
        let now = signature()
        defer { lastSignature = now }
        return now != lastSignature
    }

    /// Problems of the last reading, when they differ from those already
    /// told (a reload finding the same problems stays quiet).
    public func takeWarnings() -> [String]? {
        condition.lock()
        defer { condition.unlock() }
        guard let found = warnings else { return nil }
        warnings = nil
        guard found != reportedWarnings else { return nil }
        reportedWarnings = found
        return found.isEmpty ? nil : found
    }

    // MARK: The worker

    private func work(_ load: Load) {
        var source: EventSource?
        while true {
            condition.lock()
            while wanted.isEmpty && read == requested && !stopped {
                working = false
                condition.wait()
            }
            if stopped { condition.unlock(); return }
            if read != requested {
                let reading = requested
                condition.unlock()
                let (found, problems) = load()
                condition.lock()
                source = found
                calendars = found.calendars
                warnings = problems
                ready = [:]
                readyOrder = []
                read = reading
                condition.unlock()
                continue
            }
            let block = wanted.removeFirst()
            let known = ready[block] != nil
            let reading = read
            condition.unlock()
            guard !known, let source else { continue }

            let first = CivilDate(dayNumber: block * Self.blockDays)
            let days = first...first.adding(days: Self.blockDays - 1)
            let summary = EventWindow.group(source.occurrences(in: days), within: days)

            condition.lock()
            // A reload meanwhile makes this block stale.
            if read == reading {
                ready[block] = summary
                readyOrder.append(block)
                if readyOrder.count > Self.keptBlocks { ready[readyOrder.removeFirst()] = nil }
            }
            condition.unlock()
        }
    }

    static func block(of date: CivilDate) -> Int {
        date.dayNumber >= 0 ? date.dayNumber / blockDays : (date.dayNumber - blockDays + 1) / blockDays
    }
}
