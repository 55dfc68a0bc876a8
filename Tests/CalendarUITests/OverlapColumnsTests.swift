@testable import CalendarUI
import TestSupport
import Testing

@Suite struct OverlapColumnsTests {
    typealias Placement = OverlapColumns.Placement

    @Test func twoOverlappingEventsGoSideBySide() {
        #expect(OverlapColumns.place([(540, 600), (570, 630)]) == [Placement(column: 0, columns: 2), Placement(column: 1, columns: 2)])
    }

    @Test func eventsThatTouchEndToStartTakeTheFullWidth() {
        #expect(OverlapColumns.place([(540, 600), (600, 660)]) == [Placement(column: 0, columns: 1), Placement(column: 0, columns: 1)])
    }

    @Test func threeAtOnceTakeAThirdEach() {
        let placed = OverlapColumns.place([(600, 660), (600, 690), (630, 700)])
        #expect(placed.map(\.columns) == [3, 3, 3])
        #expect(Set(placed.map(\.column)) == [0, 1, 2])
    }

    @Test func tenAtOnceTakeATenthEach() {
        let placed = OverlapColumns.place(Array(repeating: (start: 600, end: 660), count: 10))
        #expect(placed.map(\.column) == Array(0..<10))
        #expect(placed.allSatisfy { $0.columns == 10 })
    }

    @Test func aNestedEventSitsBesideTheOneAroundItAndTheLongerTakesTheLeft() {
        // The short one is listed first; the long one still takes column 0.
        #expect(OverlapColumns.place([(600, 630), (540, 720)]) == [Placement(column: 1, columns: 2), Placement(column: 0, columns: 2)])
    }

    @Test func aColumnFreedInsideAClusterIsUsedAgain() {
        // 9–12 spans the cluster; 9–10 and 10–11 follow one another beside it.
        let placed = OverlapColumns.place([(540, 720), (540, 600), (600, 660)])
        #expect(placed == [Placement(column: 0, columns: 2), Placement(column: 1, columns: 2), Placement(column: 1, columns: 2)])
    }

    @Test func separateClustersAreDividedSeparately() {
        let placed = OverlapColumns.place([(540, 600), (550, 610), (560, 620), (700, 760)])
        #expect(placed.map(\.columns) == [3, 3, 3, 1])
        #expect(placed[3].column == 0)
    }

    @Test func anEventOfNoDurationStillGetsAPlaceOfItsOwn() {
        #expect(OverlapColumns.place([(600, 600), (600, 660)]).map(\.columns) == [2, 2])
    }

    /// Random days against a brute-force check: overlapping intervals never
    /// share a column, every column is inside its cluster's width, and a
    /// cluster is exactly as wide as the most intervals alive at one moment.
    @Test func randomDaysAgreeWithABruteForceCount() {
        var random = SeededGenerator(state: 20_261_124)
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...14, using: &random)
            let intervals = (0..<count).map { _ -> (start: Int, end: Int) in
                let start = Int.random(in: 0...48, using: &random)
                return (start, start + Int.random(in: 0...12, using: &random))
            }
            let placed = OverlapColumns.place(intervals)
            let spans = intervals.map { (start: $0.start, end: max($0.end, $0.start + 1)) }
            func overlap(_ a: Int, _ b: Int) -> Bool { spans[a].start < spans[b].end && spans[b].start < spans[a].end }
            // Clusters by brute force: connected components of "overlaps".
            var cluster = Array(spans.indices)
            func root(_ i: Int) -> Int { cluster[i] == i ? i : root(cluster[i]) }
            for a in spans.indices { for b in spans.indices where a < b && overlap(a, b) { cluster[root(a)] = root(b) } }
            for a in spans.indices {
                #expect(placed[a].column < placed[a].columns)
                for b in spans.indices where a < b && overlap(a, b) { #expect(placed[a].column != placed[b].column) }
                let members = spans.indices.filter { root($0) == root(a) }
                let busiest = (0...60).map { moment in members.filter { spans[$0].start <= moment && moment < spans[$0].end }.count }.max()!
                #expect(placed[a].columns == busiest, "\(intervals)")
            }
        }
    }
}
