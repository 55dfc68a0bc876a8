/// One terminal cell: a character and its style. A wide character fills two
/// cells: the left one holds it with `width` 2, the right one is a
/// continuation with `width` 0 that is never drawn on its own.
public struct Cell: Hashable, Sendable {
    public var character: Character
    public var width: UInt8
    public var style: CellStyle

    public init(_ character: Character = " ", width: UInt8 = 1, style: CellStyle = .plain) {
        self.character = character
        self.width = width
        self.style = style
    }

    public static let blank = Cell()
    public var isContinuation: Bool { width == 0 }
}

/// A rectangle of cells that views render into, immediate-mode style: each
/// frame is rendered whole, and only the difference to the previous frame
/// reaches the terminal.
public struct CellBuffer: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: fill, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }

    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// Writes one cell, repairing any wide character it cuts in half.
    public mutating func set(x: Int, y: Int, _ cell: Cell) {
        guard contains(x: x, y: y) else { return }
        let index = y * width + x
        if cells[index].isContinuation, x > 0 {
            cells[index - 1] = Cell(" ", style: cells[index - 1].style)
        }
        if cells[index].width == 2, x + 1 < width {
            cells[index + 1] = Cell(" ", style: cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// Writes `text` from column `x`, clipped to `maxColumns` and to the
    /// buffer. A wide character that would straddle the clip edge becomes a
    /// space. Returns the number of columns written.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: CellStyle = .plain, maxColumns: Int = .max) -> Int {
        guard y >= 0, y < height else { return 0 }
        let (end, overflow) = x.addingReportingOverflow(max(0, maxColumns))
        let limit = overflow ? width : min(width, end)
        var column = x
        for character in text {
            let w = DisplayWidth.of(character)
            if w == 0 { continue }
            if column + w > limit {
                if column < limit, column >= 0 { set(x: column, y: y, Cell(" ", style: style)); column += 1 }
                break
            }
            if column >= 0 {
                set(x: column, y: y, Cell(character, width: UInt8(w), style: style))
                if w == 2 { set(x: column + 1, y: y, Cell(" ", width: 0, style: style)) }
            }
            column += w
        }
        return max(0, column - x)
    }

    /// Writes `text` centred in `columns` starting at `x`.
    public mutating func putCentered(_ text: String, x: Int, y: Int, columns: Int, style: CellStyle = .plain) {
        let fitted = DisplayWidth.truncate(text, toColumns: columns)
        let offset = (columns - DisplayWidth.of(fitted)) / 2
        put(fitted, x: x + offset, y: y, style: style, maxColumns: columns - offset)
    }

    /// Sets the style of a run of cells, keeping their characters.
    public mutating func restyle(x: Int, y: Int, columns: Int, _ transform: (inout CellStyle) -> Void) {
        guard y >= 0, y < height else { return }
        for column in max(0, x)..<min(width, x + columns) {
            transform(&cells[y * width + column].style)
        }
    }

    /// Fills a rectangle with blanks of one style.
    public mutating func fill(x: Int, y: Int, columns: Int, rows: Int, style: CellStyle = .plain) {
        for row in max(0, y)..<min(height, y + rows) {
            for column in max(0, x)..<min(width, x + columns) {
                set(x: column, y: row, Cell(" ", style: style))
            }
        }
    }

    /// Copies `other` with its top-left corner at (x, y), clipped. Wide
    /// characters cut in half by the region's edges become blanks.
    public mutating func blit(_ other: CellBuffer, x: Int, y: Int) {
        let left = max(0, x), right = min(width, x + other.width)   // columns [left, right)
        guard left < right else { return }
        for row in max(0, y)..<min(height, y + other.height) {
            let base = row * width
            // Target glyphs that straddle the region's edges lose their other half.
            if cells[base + left].isContinuation, left > 0 { cells[base + left - 1] = Cell(" ", style: cells[base + left - 1].style) }
            if right < width, cells[base + right].isContinuation { cells[base + right] = Cell(" ", style: cells[base + right].style) }
            for column in left..<right {
                cells[base + column] = other[column - x, row - y]
            }
            // Source glyphs cut by the clip.
            if cells[base + left].isContinuation { cells[base + left] = Cell(" ", style: cells[base + left].style) }
            if cells[base + right - 1].width == 2 { cells[base + right - 1] = Cell(" ", style: cells[base + right - 1].style) }
        }
    }

    /// The text of each row, trailing blanks removed: what a person sees
    /// with colour ignored. Used by golden tests.
    public var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width where !self[column, row].isContinuation {
                line.append(self[column, row].character)
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
