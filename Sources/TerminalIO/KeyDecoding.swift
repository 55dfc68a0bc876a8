import CNcursesw
import CalendarUI

/// Turns what curses returns into `Key`s.
enum KeyDecoding {
    static func character(_ code: UInt32) -> Key? {
        switch code {
        case 3: return .controlC
        case 9: return .tab
        case 10, 13: return .enter
        case 26: return .controlZ
        case 27: return .escape
        case 8, 127: return .backspace
        // Ctrl-A … Ctrl-Z: the letters, for the prompts' line editing.
        case 1...26: return .control(Character(Unicode.Scalar(code + 96)!))
        case 0..<32: return nil
        default: return Unicode.Scalar(code).map { .character(Character($0)) }
        }
    }

    static func functionKey(_ code: Int32) -> Key? {
        switch code {
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_PPAGE: .pageUp
        case KEY_NPAGE: .pageDown
        case KEY_HOME: .home
        case KEY_END: .end
        case KEY_ENTER: .enter
        case KEY_BACKSPACE: .backspace
        case KEY_DC: .delete
        default: nil
        }
    }
}

/// Assembles UTF-8 from single bytes (curses' `wgetch` gives bytes). An
/// invalid byte is dropped on its own, never with the keys around it: a
/// stray `\xff` before `lllll` still moves the cursor five days.
struct UTF8Assembler {
    private var pending: [UInt8] = []
    private var expected = 0

    /// What one byte completes: a scalar, nothing yet, or (for a byte that
    /// breaks a sequence) the byte to read again on its own.
    enum Step: Equatable {
        case scalar(Unicode.Scalar)
        case needMore
        case dropped
        case restart(UInt8)
    }

    var isInsideSequence: Bool { !pending.isEmpty }

    mutating func feed(_ byte: UInt8) -> Step {
        if pending.isEmpty {
            switch byte {
            case 0x00...0x7F: return .scalar(Unicode.Scalar(byte))
            case 0xC2...0xDF: expected = 2
            case 0xE0...0xEF: expected = 3
            case 0xF0...0xF4: expected = 4
            default: return .dropped   // a continuation byte alone, or never valid in UTF-8
            }
            pending = [byte]
            return .needMore
        }
        guard byte & 0xC0 == 0x80 else {
            pending = []
            return .restart(byte)
        }
        pending.append(byte)
        guard pending.count == expected else { return .needMore }
        defer { pending = [] }
        // Overlong forms and surrogates decode to nil: dropped.
        guard let text = String(validating: pending, as: UTF8.self), let scalar = text.unicodeScalars.first else { return .dropped }
        return .scalar(scalar)
    }

    /// The sequence stopped arriving: forget it.
    mutating func abandon() { pending = [] }
}

/// Mouse reports, in both encodings terminals send: SGR (`ESC [ < b ; x ; y
/// M`, asked for with mode 1006) and the older X10 form (`ESC [ M` and three
/// bytes), which terminals without SGR keep sending.
enum MouseReport {
    /// The bytes after `ESC [ <`: `b;x;yM` (press) or `b;x;ym` (release).
    static func sgr(_ bytes: [UInt8]) -> Key? {
        guard let last = bytes.last, last == UInt8(ascii: "M") || last == UInt8(ascii: "m") else { return nil }
        let fields = bytes.dropLast().split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            .map { Int(String(decoding: $0, as: UTF8.self)) }
        guard fields.count == 3, let button = fields[0], let x = fields[1], let y = fields[2] else { return nil }
        return key(button: button, x: x - 1, y: y - 1, released: last == UInt8(ascii: "m"))
    }

    /// The three bytes after `ESC [ M`: button, column and row, each + 32
    /// (coordinates 1-based).
    static func x10(_ bytes: [UInt8]) -> Key? {
        guard bytes.count == 3 else { return nil }
        let button = Int(bytes[0]) - 32
        return key(button: button, x: Int(bytes[1]) - 33, y: Int(bytes[2]) - 33, released: button & 3 == 3 && button < 64)
    }

    /// Left press: a click; its release: the end of a click or a drag (X10
    /// does not say which button was released: dal asks only for the left);
    /// motion with the left button down (bit 32, mode 1002): a drag step;
    /// wheel up and down: paging. Modifier bits (shift 4, meta 8, control 16)
    /// are ignored; motion with another button is nothing.
    private static func key(button: Int, x: Int, y: Int, released: Bool) -> Key? {
        guard x >= 0, y >= 0 else { return nil }
        if button & 32 != 0 { return !released && button & ~28 == 32 ? .mouseDrag(x: x, y: y) : nil }
        if released { return [0, 3].contains(button & ~28) ? .mouseRelease(x: x, y: y) : nil }
        switch button & ~28 {
        case 0: return .mouseClick(x: x, y: y)
        case 64: return .wheelUp
        case 65: return .wheelDown
        default: return nil
        }
    }
}
