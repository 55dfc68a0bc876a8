/// What changed between two frames, as runs of cells per row, so that only
/// those reach the terminal.
public enum FrameDiff {
    public struct Run: Equatable, Sendable {
        public let y: Int
        public let x: Int
        public let count: Int
    }

    /// Runs of changed cells in `new` against `old` (every row in full when
    /// there is no old frame or the size changed). A run never starts on
    /// the right half of a wide character and always includes it.
    public static func runs(from old: CellBuffer?, to new: CellBuffer) -> [Run] {
        guard let old, old.width == new.width, old.height == new.height else {
            return (0..<new.height).map { Run(y: $0, x: 0, count: new.width) }.filter { $0.count > 0 }
        }
        var runs: [Run] = []
        let width = new.width
        old.cells.withUnsafeBufferPointer { before in
            new.cells.withUnsafeBufferPointer { after in
                for y in 0..<new.height where !new.rowsEqual(old, rows: y..<(y + 1)) {
                    let row = y * width
                    var x = 0
                    while x < width {
                        guard before[row + x] != after[row + x] else { x += 1; continue }
                        var start = x
                        if after[row + start].isContinuation, start > 0 { start -= 1 }
                        var end = x + 1
                        while end < width, before[row + end] != after[row + end] || after[row + end].isContinuation { end += 1 }
                        if runs.last.map({ $0.y == y && $0.x + $0.count >= start }) == true {
                            let last = runs.removeLast()
                            runs.append(Run(y: y, x: last.x, count: end - last.x))
                        } else {
                            runs.append(Run(y: y, x: start, count: end - start))
                        }
                        x = end
                    }
                }
            }
        }
        return runs
    }
}

/// The last frame a terminal shows, and what of the next one differs from
/// it: what every terminal (the real one, the one in memory) writes.
public struct FrameHistory: Sendable {
    private var shown: CellBuffer?

    public init() {}

    /// The runs of `frame` to write, and whether the screen must be cleared
    /// first (the first frame, or a new size); `frame` is then what shows.
    public mutating func changes(to frame: CellBuffer) -> (runs: [FrameDiff.Run], clear: Bool) {
        let clear = shown?.width != frame.width || shown?.height != frame.height
        defer { shown = frame }
        return (FrameDiff.runs(from: shown, to: frame), clear)
    }

    /// The next frame is written in full (after a suspend, or a repaint).
    public mutating func forget() { shown = nil }
}
