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

    @Test func otherControlCharactersAreIgnored() {
        #expect(KeyDecoding.character(1) == nil)
        #expect(KeyDecoding.character(0x1F) == nil)
    }

    @Test func functionKeys() {
        #expect(KeyDecoding.functionKey(KEY_LEFT) == .left)
        #expect(KeyDecoding.functionKey(KEY_RIGHT) == .right)
        #expect(KeyDecoding.functionKey(KEY_UP) == .up)
        #expect(KeyDecoding.functionKey(KEY_DOWN) == .down)
        #expect(KeyDecoding.functionKey(KEY_PPAGE) == .pageUp)
        #expect(KeyDecoding.functionKey(KEY_NPAGE) == .pageDown)
        #expect(KeyDecoding.functionKey(KEY_F0 + 1) == nil)
    }

    @Test func mouseButtons() {
        #expect(KeyDecoding.mouse(buttons: dal_button1_pressed(), x: 3, y: 4) == .mouseClick(x: 3, y: 4))
        #expect(KeyDecoding.mouse(buttons: dal_button4_pressed(), x: 0, y: 0) == .wheelUp)
        #expect(KeyDecoding.mouse(buttons: dal_button5_pressed(), x: 0, y: 0) == .wheelDown)
        #expect(KeyDecoding.mouse(buttons: 0, x: 0, y: 0) == nil)
    }

    @Test func escapeDelayIsShort() {
        #expect(TerminalSession.escapeDelayMilliseconds <= 50)
    }
}
