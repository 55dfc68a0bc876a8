import CalendarUI
import PropertyBased
import Testing

/// Every drawing primitive with any position, size and clip, negative,
/// huge or past the edge: no trap, the buffer keeps its size, and nothing
/// is drawn outside the clip columns (but for the other half of a wide
/// character cut at the clip's edge, which must become a blank).
@Suite struct CellBufferPropertyTests {
    static let numbers = Gen.int(in: -50...50)
    static let extremes = Gen.int(in: 0...5).map { [Int.min, -1_000_000, -1, 0, 1_000_000, Int.max][$0] }
    static let anyNumber = zip(Gen.bool, numbers, extremes).map { extreme, small, large in extreme ? large : small }

    @Test func primitivesClipAndNeverTrap() async {
        let n = Self.anyNumber
        let case_ = zip(Gen.int(in: 0...40), Gen.int(in: 0...12), Gen.int(in: 0...5), n, n, n, n, n, n)
        await propertyCheck(count: 3000, input: case_) { width, height, operation, x, y, columns, rows, clipStart, clipLength in
            var buffer = CellBuffer(width: width, height: height)
            buffer.put("한글 mixed text 日本", x: 0, y: 0)   // wide characters to cut
            buffer.put("a, b", x: 3, y: min(1, max(0, height - 1)))
            let before = buffer
            let lower = max(0, min(width, clipStart)), upper = max(lower, min(width, lower &+ max(0, clipLength)))
            buffer.clipped(toColumns: lower..<upper) { inside in
                switch operation {
                case 0: inside.fill(x: x, y: y, columns: columns, rows: rows, style: CellStyle(reverse: true))
                case 1: inside.put("일이삼 four", x: x, y: y, style: CellStyle(bold: true), maxColumns: columns)
                case 2: inside.putCentered("가운데", x: x, y: y, columns: columns)
                case 3: inside.restyle(x: x, y: y, columns: columns) { $0.underline = true }
                case 4: inside.blit(before, x: x, y: y)
                default: inside.set(x: x, y: y, Cell("z"))
                }
                _ = inside[x, y]
            }
            #expect(buffer.width == width && buffer.height == height && buffer.cells.count == width * height)
            for row in 0..<height {
                for column in 0..<width where !(lower..<upper).contains(column) {
                    let now = buffer[column, row], was = before[column, row]
                    // Outside the clip: unchanged, or a blank where a wide character was cut.
                    #expect(now == was || buffer.character(x: column, y: row) == " ",
                            "column \(column) row \(row) outside \(lower)..<\(upper) changed by operation \(operation)")
                }
            }
            // Never half a wide character.
            for row in 0..<height {
                for column in 0..<width where buffer[column, row].width == 2 {
                    #expect(column + 1 < width && buffer[column + 1, row].isContinuation)
                }
                for column in 0..<width where buffer[column, row].isContinuation {
                    #expect(column > 0 && buffer[column - 1, row].width == 2)
                }
            }
        }
    }
}
