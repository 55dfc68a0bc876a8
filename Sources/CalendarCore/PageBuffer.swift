/// The three pages of the paging strip: previous, current and next.
///
/// A step rotates the three and builds exactly one new page, like a phone's
/// paged scroll view that keeps three pages and recenters after each swipe,
/// so paging costs the same at any distance from the start.
/// At the edges of years 1...9999 the missing neighbour is nil and a step
/// towards it is refused.
public struct PageBuffer<Page: CalendarPage>: Equatable, Sendable {
    public private(set) var previous: Page?
    public private(set) var current: Page
    public private(set) var next: Page?
    /// How many pages were built, for tests and benchmarks that check the
    /// one-page-per-step promise.
    public private(set) var pagesBuilt: Int

    public init(current: Page) {
        self.current = current
        let before = current.preceding()
        let after = current.following()
        previous = before.isSupported ? before : nil
        next = after.isSupported ? after : nil
        pagesBuilt = 3
    }

    public mutating func stepForward() throws(PageEdgeError) {
        guard let newCurrent = next else { throw .end }
        previous = current
        current = newCurrent
        let built = newCurrent.following()
        pagesBuilt += 1
        next = built.isSupported ? built : nil
    }

    public mutating func stepBackward() throws(PageEdgeError) {
        guard let newCurrent = previous else { throw .start }
        next = current
        current = newCurrent
        let built = newCurrent.preceding()
        pagesBuilt += 1
        previous = built.isSupported ? built : nil
    }

    /// Steps `count` pages (negative: backward), stopping at an edge.
    /// Returns how many steps were taken; throws only if none could be.
    @discardableResult
    public mutating func step(by count: Int) throws(PageEdgeError) -> Int {
        var taken = 0
        do {
            while taken < abs(count) {
                if count > 0 { try stepForward() } else { try stepBackward() }
                taken += 1
            }
        } catch {
            if taken == 0 { throw error }
        }
        return taken
    }
}

/// A page turn past year 1 or year 9999.
public enum PageEdgeError: Error, Equatable, Sendable, CustomStringConvertible {
    case start, end

    public var description: String {
        switch self {
        case .start: "the calendar starts at 0001-01-01"
        case .end: "the calendar ends at 9999-12-31"
        }
    }
}
