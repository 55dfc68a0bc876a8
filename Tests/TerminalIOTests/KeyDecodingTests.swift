import CNcursesw
import CalendarUI
import Testing
@testable import TerminalIO

@Suite struct KeyDecodingTests {
    @Test(arguments: [(UInt32(3), Key.controlC), (9, .tab), (10, .enter), (13, .enter), (27, .escape),
                      (127, .backspace), (8, .backspace), (0x20, .character(" ")), (0x71, .character("q")),
                      (0xC77C, .character("일"))])
    func characters(code: UInt32, key: Key) {
        #expect(KeyDecoding.character(code) == key)
    }

    @Test func controlLettersAreTheirLettersForTheLineEditor() {
        #expect(KeyDecoding.character(1) == .control("a"))
        #expect(KeyDecoding.character(11) == .control("k"))
        #expect(KeyDecoding.character(23) == .control("w"))
    }

    @Test func controlCharactersBeyondTheLettersAreIgnored() {
        #expect(KeyDecoding.character(0) == nil)
        #expect(KeyDecoding.character(0x1C) == nil)
        #expect(KeyDecoding.character(0x1F) == nil)
    }

    @Test func functionKeys() {
        #expect(KeyDecoding.functionKey(KEY_LEFT) == .left)
        #expect(KeyDecoding.functionKey(KEY_RIGHT) == .right)
        #expect(KeyDecoding.functionKey(KEY_UP) == .up)
        #expect(KeyDecoding.functionKey(KEY_DOWN) == .down)
        #expect(KeyDecoding.functionKey(KEY_PPAGE) == .pageUp)
        #expect(KeyDecoding.functionKey(KEY_NPAGE) == .pageDown)
        #expect(KeyDecoding.functionKey(KEY_DC) == .delete)
        #expect(KeyDecoding.functionKey(KEY_F0 + 1) == nil)
    }

    @Test func mouseReportsInBothEncodings() {
        let sgr = { (text: String) in MouseReport.sgr(Array(text.utf8)) }
        #expect(sgr("0;11;5M") == .mouseClick(x: 10, y: 4))
        #expect(sgr("0;11;5m") == .mouseRelease(x: 10, y: 4), "a release ends a click or a drag")
        #expect(sgr("2;11;5m") == nil, "the right button's release is nothing")
        #expect(sgr("64;1;1M") == .wheelUp)
        #expect(sgr("65;300;90M") == .wheelDown)
        #expect(sgr("4;2;2M") == .mouseClick(x: 1, y: 1), "shift-click is a click")
        #expect(sgr("32;2;2M") == .mouseDrag(x: 1, y: 1), "motion with the left button down is a drag step")
        #expect(sgr("34;2;2M") == nil && sgr("35;2;2M") == nil, "motion with another button, or none, is nothing")
        #expect(sgr("0;x;2M") == nil && sgr("0;1M") == nil && sgr("") == nil)
        #expect(MouseReport.x10([32, 33 + 10, 33 + 4]) == .mouseClick(x: 10, y: 4))
        #expect(MouseReport.x10([35, 40, 40]) == .mouseRelease(x: 7, y: 7), "X10's release, of whichever button")
        #expect(MouseReport.x10([96, 40, 40]) == .wheelUp)
        #expect(MouseReport.x10([97, 40, 40]) == .wheelDown)
        #expect(MouseReport.x10([32, 33]) == nil)
    }

    /// Feeds bytes one at a time, as curses gives them, re-reading a byte
    /// that broke a sequence.
    func decode(_ bytes: [UInt8]) -> String {
        var assembler = UTF8Assembler(), queue = bytes[...], out = ""
        while let byte = queue.popFirst() {
            switch assembler.feed(byte) {
            case .scalar(let scalar): out.unicodeScalars.append(scalar)
            case .restart(let again): queue.insert(again, at: queue.startIndex)
            case .needMore, .dropped: break
            }
        }
        return out
    }

    @Test func invalidUTF8DropsOnlyTheBadBytes() {
        #expect(decode([0xFF] + Array("lllll".utf8)) == "lllll")
        #expect(decode(Array("일".utf8) + [0x80, 0xC0, 0xF5] + Array("q".utf8)) == "일q")
        #expect(decode([0xE2, 0x82] + Array("l".utf8)) == "l", "a cut sequence gives back the byte that cut it")
        #expect(decode([0xE0, 0x80, 0xAF] + Array("l".utf8)) == "l", "overlong forms are refused")
        #expect(decode([0xED, 0xA0, 0x80]) == "", "so are surrogates")
        #expect(decode(Array("→ü😀".utf8)) == "→ü😀")
    }

    @Test func controlZSuspends() {
        #expect(KeyDecoding.character(26) == .controlZ)
    }

}
