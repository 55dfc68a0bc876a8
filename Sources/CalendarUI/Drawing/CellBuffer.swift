#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One terminal cell: a glyph and its style. A wide character fills two
/// cells: the left one holds it with `width` 2, the right one is a
/// continuation with `width` 0 that is never drawn on its own.
///
/// The glyph is a plain number so that a cell is a trivial value: a frame of
/// 30,000 cells is allocated and compared like bytes. A grapheme of more
/// than one scalar (`e` + U+0301, a flag) is kept in its buffer's cluster
/// table and named here by index; read it with `CellBuffer.character(x:y:)`.
public struct Cell: Hashable, Sendable {
    /// Bits 0-29: a Unicode scalar value, or `clusterBase + i` for cluster
    /// `i`; bits 30-31: the width. One word, so cells compare quickly.
    private var word: UInt32
    public var style: CellStyle

    static let clusterBase: UInt32 = 0x11_0000
    private static let glyphMask: UInt32 = 0x3FFF_FFFF

    public init(_ scalar: Unicode.Scalar = " ", width: UInt8 = 1, style: CellStyle = .plain) {
        self.init(glyph: scalar.value, width: width, style: style)
    }

    init(glyph: UInt32, width: UInt8, style: CellStyle) {
        word = glyph & Cell.glyphMask | UInt32(min(width, 2)) << 30
        self.style = style
    }

    public static let blank = Cell()

    var glyph: UInt32 { word & Cell.glyphMask }
    /// Columns the character takes: 1, 2 (wide), or 0 for the right half
    /// of a wide character.
    public var width: UInt8 { UInt8(word >> 30) }
    public var isContinuation: Bool { width == 0 }
    /// The scalar of a one-scalar glyph (nil for a cluster).
    public var scalar: Unicode.Scalar? { glyph < Cell.clusterBase ? Unicode.Scalar(glyph) : nil }
    var isBlank: Bool { glyph == 0x20 }

    public static func == (lhs: Cell, rhs: Cell) -> Bool {
        lhs.word == rhs.word && lhs.style == rhs.style
    }
}

/// A rectangle of cells that views render into, immediate-mode style: each
/// frame is rendered whole, and only the difference to the previous frame
/// reaches the terminal.
///
/// Every drawing call clips: any position, width or size, negative or past
/// the edge, draws only what is visible (inside the buffer and inside the
/// current `clip` columns) and never traps. Views draw pages that are
/// partly off screen during a slide, so this is the contract, not a courtesy.
public struct CellBuffer: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]
    /// Graphemes of more than one scalar, named by index from cells.
    private var clusters: [Character] = []
    /// Columns that drawing may touch; the whole width unless narrowed by
    /// `clipped(toColumns:_:)`.
    private var clip: Range<Int>

    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        let (area, overflow) = self.width.multipliedReportingOverflow(by: self.height)
        cells = Array(repeating: fill, count: overflow ? 0 : area)
        clip = 0..<(overflow ? 0 : self.width)
    }

    /// The cell at a position; a blank outside the buffer.
    public subscript(x: Int, y: Int) -> Cell {
        contains(x: x, y: y) ? cells[y * width + x] : .blank
    }

    /// The character a cell shows (a space outside the buffer).
    public func character(x: Int, y: Int) -> Character {
        let glyph = self[x, y].glyph
        if glyph >= Cell.clusterBase {
            let index = Int(glyph - Cell.clusterBase)
            return clusters.indices.contains(index) ? clusters[index] : " "
        }
        return Unicode.Scalar(glyph).map(Character.init) ?? " "
    }

    /// The scalars of a cell's character, for the terminal layer.
    public func scalars(x: Int, y: Int) -> [Unicode.Scalar] {
        Array(character(x: x, y: y).unicodeScalars)
    }

    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    private func isWritable(x: Int, y: Int) -> Bool {
        y >= 0 && y < height && clip.contains(x)
    }

    /// Runs `draw` with drawing limited to `columns` (intersected with the
    /// current clip): how a page drawn beside the screen stays on its side.
    public mutating func clipped(toColumns columns: Range<Int>, _ draw: (inout CellBuffer) -> Void) {
        let saved = clip
        let lower = max(saved.lowerBound, columns.lowerBound), upper = min(saved.upperBound, columns.upperBound)
        clip = lower < upper ? lower..<upper : saved.lowerBound..<saved.lowerBound
        draw(&self)
        clip = saved
    }

    /// Writes one cell, repairing any wide character it cuts in half.
    public mutating func set(x: Int, y: Int, _ cell: Cell) {
        guard isWritable(x: x, y: y) else { return }
        let index = y * width + x
        if cells[index].isContinuation, x > 0 {
            cells[index - 1] = Cell(" ", style: cells[index - 1].style)
        }
        if cells[index].width == 2, x + 1 < width {
            cells[index + 1] = Cell(" ", style: cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// Writes `text` from column `x`, clipped to `maxColumns`, the clip and
    /// the buffer. A wide character that would straddle an edge becomes a
    /// space. Returns the number of columns the text took (what is visible
    /// or not), so callers can lay out what follows.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: CellStyle = .plain, maxColumns: Int = .max) -> Int {
        guard y >= 0, y < height else { return 0 }
        let (end, overflow) = x.addingReportingOverflow(max(0, maxColumns))
        let limit = overflow ? width : min(width, end)
        guard limit > 0 else { return 0 }   // all of it left of the buffer
        var column = x
        for character in text {
            let w = DisplayWidth.of(character)
            if w == 0 { continue }
            // `limit - w`, not `column + w`: x may be anything, even Int.max.
            if column > limit - w {
                if column < limit { set(x: column, y: y, Cell(" ", style: style)); column += 1 }
                break
            }
            if w == 2, !(isWritable(x: column, y: y) && isWritable(x: column + 1, y: y)) {
                // Half of it would be outside the clip: show a blank half.
                set(x: column, y: y, Cell(" ", style: style))
                set(x: column + 1, y: y, Cell(" ", style: style))
            } else if isWritable(x: column, y: y) {
                set(x: column, y: y, Cell(glyph: glyph(for: character), width: UInt8(w), style: style))
                if w == 2 { set(x: column + 1, y: y, Cell(" ", width: 0, style: style)) }
            }
            column += w
        }
        return max(0, column - x)
    }

    private mutating func glyph(for character: Character) -> UInt32 {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let only = scalars.first { return only.value }
        let drawn = Self.drawable(character)
        if drawn.unicodeScalars.count == 1, let only = drawn.unicodeScalars.first { return only.value }
        if let known = clusters.firstIndex(of: drawn) { return Cell.clusterBase + UInt32(known) }
        clusters.append(drawn)
        return Cell.clusterBase + UInt32(clusters.count - 1)
    }

    /// The part of a grapheme every terminal draws in the columns
    /// `DisplayWidth` gives it: the first scalar and the combining marks
    /// after it. Terminals disagree on flags (two regional indicators),
    /// emoji joined by ZWJ, skin tones and variation selectors: some draw
    /// one picture, some several, so the rest of the line would shift.
    /// Those become their first picture (`👨‍👩‍👧` → `👨`).
    static func drawable(_ character: Character) -> Character {
        var kept = String.UnicodeScalarView()
        for scalar in character.unicodeScalars {
            if kept.isEmpty { kept.append(scalar); continue }
            let joinerOrSelector = scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value)
            guard DisplayWidth.of(scalar) == 0, !joinerOrSelector else { break }
            kept.append(scalar)
        }
        return String(kept).first ?? character   // never traps, whatever the prefix
    }

    /// Writes `text` centred in `columns` starting at `x`.
    public mutating func putCentered(_ text: String, x: Int, y: Int, columns: Int, style: CellStyle = .plain) {
        let fitted = DisplayWidth.truncate(text, toColumns: max(0, columns))
        let offset = max(0, (max(0, columns) - DisplayWidth.of(fitted)) / 2)
        let (start, overflow) = x.addingReportingOverflow(offset)
        guard !overflow else { return }   // far past the right edge
        put(fitted, x: start, y: y, style: style, maxColumns: max(0, columns) - offset)
    }

    /// The writable columns of `x ..< x + columns`, empty when none are.
    private func writableColumns(x: Int, columns: Int) -> Range<Int> {
        let (end, overflow) = x.addingReportingOverflow(max(0, columns))
        let lower = max(clip.lowerBound, x), upper = min(clip.upperBound, overflow ? Int.max : end)
        return lower < upper ? lower..<upper : 0..<0
    }

    private func writableRows(y: Int, rows: Int) -> Range<Int> {
        let (end, overflow) = y.addingReportingOverflow(max(0, rows))
        let lower = max(0, y), upper = min(height, overflow ? Int.max : end)
        return lower < upper ? lower..<upper : 0..<0
    }

    /// Sets the style of a run of cells, keeping their characters.
    public mutating func restyle(x: Int, y: Int, columns: Int, _ transform: (inout CellStyle) -> Void) {
        guard y >= 0, y < height else { return }
        for column in writableColumns(x: x, columns: columns) {
            transform(&cells[y * width + column].style)
        }
    }

    /// Fills a rectangle with blanks of one style.
    public mutating func fill(x: Int, y: Int, columns: Int, rows: Int, style: CellStyle = .plain) {
        let columnRange = writableColumns(x: x, columns: columns)
        guard !columnRange.isEmpty else { return }
        let blank = Cell(" ", style: style)
        for row in writableRows(y: y, rows: rows) {
            // Only the edges can cut a wide character; the inside is plain copying.
            set(x: columnRange.lowerBound, y: row, blank)
            set(x: columnRange.upperBound - 1, y: row, blank)
            let base = row * width
            for index in (base + columnRange.lowerBound)..<(base + columnRange.upperBound) { cells[index] = blank }
        }
    }

    /// Copies `other` with its top-left corner at (x, y), clipped. Wide
    /// characters cut in half by the region's edges become blanks.
    public mutating func blit(_ other: CellBuffer, x: Int, y: Int) {
        let columns = writableColumns(x: x, columns: other.width)
        for row in writableRows(y: y, rows: other.height) {
            copyRow(row, from: other, sourceRow: row - y, columns: columns, offset: x)
        }
    }

    /// Copies the cells of `columns` in row `row` from `other`, a buffer of
    /// the same size: how a terminal applies one run of a frame diff.
    public mutating func copy(row: Int, columns: Range<Int>, from other: CellBuffer) {
        guard row >= 0, row < height, row < other.height else { return }
        let lower = max(clip.lowerBound, columns.lowerBound), upper = min(clip.upperBound, columns.upperBound, other.width)
        guard lower < upper else { return }
        let base = row * width
        if width == other.width, other.clusters.isEmpty, !other.cells[base + lower].isContinuation,
           upper == width || !other.cells[base + upper].isContinuation, !cells[base + lower].isContinuation,
           upper == width || !cells[base + upper].isContinuation {
            // Whole characters on both sides of the run's edges: plain copying.
            cells.replaceSubrange((base + lower)..<(base + upper), with: other.cells[(base + lower)..<(base + upper)])
            return
        }
        copyRow(row, from: other, sourceRow: row, columns: lower..<upper, offset: 0)
    }

    /// Target columns `columns` of `row` take the cells of `other`'s
    /// `sourceRow` from column `column - offset`.
    private mutating func copyRow(_ row: Int, from other: CellBuffer, sourceRow: Int, columns: Range<Int>, offset: Int) {
        var column = columns.lowerBound
        while column < columns.upperBound {
            let source = other[column - offset, sourceRow]
            if source.isContinuation {
                set(x: column, y: row, Cell(" ", style: source.style))   // its left half is outside
                column += 1
            } else if source.width == 2 {
                let text = String(other.character(x: column - offset, y: sourceRow))
                column += max(1, put(text, x: column, y: row, style: source.style, maxColumns: columns.upperBound - column))
            } else {
                let glyph = source.glyph >= Cell.clusterBase ? glyph(for: other.character(x: column - offset, y: sourceRow)) : source.glyph
                set(x: column, y: row, Cell(glyph: glyph, width: source.width, style: source.style))
                column += 1
            }
        }
    }

    /// Whether both buffers show the same characters in the same styles
    /// (cluster numbering aside).
    public func appears(sameAs other: CellBuffer) -> Bool {
        guard width == other.width, height == other.height else { return false }
        if clusters == other.clusters, rowsEqual(other, rows: 0..<height) { return true }
        for index in cells.indices where cells[index] != other.cells[index] {
            let a = cells[index], b = other.cells[index]
            guard a.width == b.width, a.style == b.style,
                  character(x: index % width, y: index / width) == other.character(x: index % width, y: index / width)
            else { return false }
        }
        return true
    }

    /// Whether `rows` hold the same cells, byte for byte, in both buffers of
    /// one width. A cell is four 32-bit words without padding, so bytes are
    /// the values; comparing them with memcmp keeps frame differences cheap
    /// even in unoptimised builds.
    public func rowsEqual(_ other: CellBuffer, rows: Range<Int>) -> Bool {
        guard width == other.width, rows.lowerBound >= 0, rows.upperBound <= min(height, other.height) else { return false }
        guard !rows.isEmpty, width > 0 else { return true }
        return cells.withUnsafeBytes { mine in
            other.cells.withUnsafeBytes { theirs in
                let stride = MemoryLayout<Cell>.stride * width
                return memcmp(mine.baseAddress! + rows.lowerBound * stride, theirs.baseAddress! + rows.lowerBound * stride,
                              rows.count * stride) == 0
            }
        }
    }

    /// The text of each row, trailing blanks removed: what a person sees
    /// with colour ignored. Used by golden tests.
    public var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width where !self[column, row].isContinuation {
                line.append(character(x: column, y: row))
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
