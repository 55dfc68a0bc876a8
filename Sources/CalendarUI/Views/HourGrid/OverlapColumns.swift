/// Side by side for things that overlap in time: each interval gets a
/// column, and the intervals that overlap one another (directly or through
/// others: a cluster) share the width between as many columns as the
/// cluster needs at its busiest moment. Touching is not overlapping: an
/// event ending at 10:00 and one starting at 10:00 both take the full width.
///
/// Used for timed events in a day column of the hour grid (minutes) and
/// for bars of all-day and multi-day events across a week (days), where the
/// column is the bar's row.
public enum OverlapColumns {
    public struct Placement: Equatable, Sendable {
        /// 0-based, from the left.
        public let column: Int
        /// Columns its cluster is divided into (≥ 1).
        public let columns: Int
    }

    /// A placement for each interval, in the order given. An interval is
    /// `start..<end`; an empty one (`end <= start`) is treated as one unit
    /// long, so an event of no duration still gets a place of its own.
    public static func place(_ intervals: [(start: Int, end: Int)]) -> [Placement] {
        let spans = intervals.map { (start: $0.start, end: max($0.end, $0.start + 1)) }
        // Longer first among equal starts: the enclosing event takes the left.
        let order = spans.indices.sorted { (spans[$0].start, -spans[$0].end, $0) < (spans[$1].start, -spans[$1].end, $1) }
        var columnOf = [Int](repeating: 0, count: spans.count)
        var clusterOf = [Int](repeating: 0, count: spans.count)
        var clusterWidths: [Int] = []
        // Ends of the intervals last placed in each column of the open cluster.
        var columnEnds: [Int] = []
        var clusterEnd = Int.min
        for index in order {
            let span = spans[index]
            if span.start >= clusterEnd {
                // Nothing open reaches this start: a new cluster.
                clusterWidths.append(0)
                columnEnds = []
            }
            let column = columnEnds.firstIndex { $0 <= span.start } ?? columnEnds.count
            if column == columnEnds.count { columnEnds.append(span.end) } else { columnEnds[column] = span.end }
            clusterEnd = span.start >= clusterEnd ? span.end : max(clusterEnd, span.end)
            columnOf[index] = column
            clusterOf[index] = clusterWidths.count - 1
            clusterWidths[clusterWidths.count - 1] = max(clusterWidths[clusterWidths.count - 1], column + 1)
        }
        return spans.indices.map { Placement(column: columnOf[$0], columns: clusterWidths[clusterOf[$0]]) }
    }
}
