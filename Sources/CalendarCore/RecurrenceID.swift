/// The text of a RECURRENCE-ID (`20261121`, `20261121T090000`,
/// `20261121T080000Z`), kept as one number when it is in one of those
/// three forms. Every instance of every series on screen carries one, and
/// as a String the UTC form (16 bytes, one more than a String keeps
/// inline) was a heap allocation per instance: a sixth of the memory of a
/// calendar of 5,000 repeating events, and a reference count touched at
/// every copy (issue 20). Any other text is kept as it is, so the text
/// always reads back exactly as it came.
public struct RecurrenceID: Hashable, Sendable, CustomStringConvertible {
    private enum Storage: Hashable, Sendable {
        /// Bits 0–16 the seconds of the day, 17–21 the day, 22–25 the
        /// month, 26–39 the year, 40–41 the form (0 date, 1 floating, 2 UTC).
        case packed(UInt64)
        case text(String)
    }

    /// How its text writes the time.
    public enum Form: UInt64, Sendable {
        case date = 0, floating = 1, utc = 2
    }

    private let storage: Storage

    /// `wall` written in `form` (a date writes only the day). Years
    /// outside 0...9999 have no such text and are written as the year.
    public init(wall: LocalDateTime, form: Form) {
        let (year, month, day) = wall.date.components
        guard (0...9999).contains(year) else {
            storage = .text(String(year))
            return
        }
        let seconds = form == .date ? 0 : UInt64(wall.secondsOfDay)
        storage = .packed(form.rawValue << 40 | UInt64(year) << 26 | UInt64(month) << 22 | UInt64(day) << 17 | seconds)
    }

    /// `text` as it is: packed when writing the packed value gives the
    /// same text back, kept as text otherwise.
    public init(_ text: String) {
        if let packed = Self.pack(text) {
            storage = .packed(packed)
        } else {
            storage = .text(text)
        }
    }

    public var description: String { text }

    public var text: String {
        switch storage {
        case .text(let text): return text
        case .packed(let bits): return Self.write(bits)
        }
    }

    private static func write(_ bits: UInt64) -> String {
        let form = Form(rawValue: bits >> 40 & 3) ?? .date
        let seconds = Int(bits & 0x1FFFF)
        let length = form == .date ? 8 : form == .floating ? 15 : 16
        return String(unsafeUninitializedCapacity: length) { buffer in
            var count = 0
            func put(_ value: Int, _ width: Int) {
                var divisor = width == 4 ? 1000 : 10
                while divisor > 0 {
                    buffer[count] = UInt8(0x30 + value / divisor % 10)
                    count += 1
                    divisor /= 10
                }
            }
            put(Int(bits >> 26 & 0x3FFF), 4)
            put(Int(bits >> 22 & 0xF), 2)
            put(Int(bits >> 17 & 0x1F), 2)
            if form != .date {
                buffer[count] = UInt8(ascii: "T")
                count += 1
                put(seconds / 3600, 2)
                put(seconds / 60 % 60, 2)
                put(seconds % 60, 2)
            }
            if form == .utc {
                buffer[count] = UInt8(ascii: "Z")
                count += 1
            }
            return count
        }
    }

    /// The packed value of a text in one of the three forms, with a valid
    /// month, day and time; nil for anything else.
    private static func pack(_ text: String) -> UInt64? {
        let bytes = Array(text.utf8)
        let form: Form
        switch bytes.count {
        case 8: form = .date
        case 15 where bytes[8] == UInt8(ascii: "T"): form = .floating
        case 16 where bytes[8] == UInt8(ascii: "T") && bytes[15] == UInt8(ascii: "Z"): form = .utc
        default: return nil
        }
        func number(_ start: Int, _ width: Int) -> Int? {
            var value = 0
            for byte in bytes[start..<start + width] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard let year = number(0, 4), let month = number(4, 2), let day = number(6, 2),
              let date = CivilDate(year: year, month: month, day: day) else { return nil }
        var seconds = 0
        if form != .date {
            guard let hour = number(9, 2), let minute = number(11, 2), let second = number(13, 2),
                  hour < 24, minute < 60, second < 60 else { return nil }
            seconds = hour * 3600 + minute * 60 + second
        }
        return RecurrenceID(wall: LocalDateTime(date: date, secondsOfDay: seconds), form: form).packedBits
    }

    private var packedBits: UInt64? {
        if case .packed(let bits) = storage { return bits }
        return nil
    }

    /// Its number, when its text is in one of the three forms: what a
    /// cache keeps (no text to parse when read back).
    public var packedValue: UInt64? { packedBits }

    /// The RECURRENCE-ID of a number `packedValue` gave; nil for a number
    /// no text of the three forms packs to.
    public init?(packedValue bits: UInt64) {
        let seconds = bits & 0x1FFFF, day = Int(bits >> 17 & 0x1F), month = Int(bits >> 22 & 0xF)
        guard bits >> 42 == 0, let form = Form(rawValue: bits >> 40 & 3), seconds < 86_400, form != .date || seconds == 0,
              CivilDate(year: Int(bits >> 26 & 0x3FFF), month: month, day: day) != nil, bits >> 26 & 0x3FFF <= 9999 else { return nil }
        storage = .packed(bits)
    }
}
