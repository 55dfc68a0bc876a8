/// Terminal column widths of text: East Asian wide and fullwidth characters
/// take two columns, combining marks none, everything else one.
/// This mirrors what `wcwidth` answers for these ranges, without depending on
/// the C library's locale being installed.
public enum DisplayWidth {
    public static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        return of(first)
    }

    public static func of(_ string: String) -> Int {
        // Printable ASCII, the common case, is a column a byte.
        if isPrintableASCII(string) { return string.utf8.count }
        var total = 0
        for character in string { total += of(character) }
        return total
    }

    /// The width of `string` counted only until it passes `limit` (then
    /// some number above `limit`): what a view of `limit` columns needs to
    /// know, at a cost bounded by `limit` however long the string is.
    public static func of(_ string: some StringProtocol, upTo limit: Int) -> Int {
        let enough = max(0, limit).addingReportingOverflow(1).overflow ? Int.max : max(0, limit) + 1
        if startsPrintableASCII(string, bytes: enough) { return min(string.utf8.count, enough) }
        var total = 0
        for character in string {
            total += of(character)
            if total > limit { break }
        }
        return total
    }

    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
        if v < 0x300 { return 1 }
        if isZeroWidth(v) { return 0 }
        return isWide(v) ? 2 : 1
    }

    private static func isZeroWidth(_ v: UInt32) -> Bool {
        (0x0300...0x036F).contains(v) || (0x200B...0x200F).contains(v) || (0xFE00...0xFE0F).contains(v)
            || (0x1AB0...0x1AFF).contains(v) || (0x20D0...0x20FF).contains(v) || (0x1160...0x11FF).contains(v)
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,   // Hangul Jamo initial consonants
        0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693,
        0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE,
        0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA,
        0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C,
        0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0,
        0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E,   // CJK radicals, punctuation
        0x3041...0x33FF,   // kana, CJK symbols
        0x3400...0x4DBF,   // CJK extension A
        0x4E00...0x9FFF,   // CJK unified ideographs
        0xA000...0xA4CF,   // Yi
        0xA960...0xA97F,   // Hangul Jamo extended A
        0xAC00...0xD7A3,   // Hangul syllables
        0xF900...0xFAFF,   // CJK compatibility ideographs
        0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
        0x16FE0...0x18CFF, 0x1B000...0x1B2FF,
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB,
        0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF,
        0x20000...0x3FFFD, // CJK extensions B and beyond
    ]

    private static func isWide(_ v: UInt32) -> Bool {
        guard v >= 0x1100 else { return false }
        var low = 0, high = wideRanges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = wideRanges[mid]
            if v < range.lowerBound { high = mid - 1 } else if v > range.upperBound { low = mid + 1 } else { return true }
        }
        return false
    }

    /// `string` if it fits in `columns`, else its longest prefix that fits
    /// with "…" after it (`Movie…`, not `Movie …`).
    /// Reads at most `columns` + 1 columns of `string`, however long it is.
    public static func fitted(_ string: some StringProtocol, toColumns columns: Int) -> String {
        guard of(string, upTo: columns) > columns else { return String(string) }
        guard columns > 0 else { return "" }
        var prefix = truncate(string, toColumns: columns - 1)
        while prefix.last == " " { prefix.removeLast() }
        return prefix + "…"
    }

    private static func isPrintableASCII(_ string: String) -> Bool {
        string.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Whether the first `bytes` bytes (or all, when fewer) are printable
    /// ASCII: then each of them is a character of one column (no mark can
    /// join a character before a printable ASCII one).
    private static func startsPrintableASCII(_ string: some StringProtocol, bytes: Int) -> Bool {
        string.utf8.prefix(bytes).allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// The longest prefix of `string` that fits in `columns`; reads no
    /// further than that.
    public static func truncate(_ string: some StringProtocol, toColumns columns: Int) -> String {
        let columns = max(0, columns)
        // The byte after the cut must be ASCII too, or a mark could join the last character kept.
        if startsPrintableASCII(string, bytes: columns == .max ? columns : columns + 1) { return String(string.prefix(columns)) }
        var used = 0
        var result = ""
        for character in string {
            let width = of(character)
            if used + width > columns { break }
            used += width
            result.append(character)
        }
        return result
    }
}
