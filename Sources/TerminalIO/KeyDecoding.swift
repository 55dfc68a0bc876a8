import CNcursesw
import CalendarUI

/// Turns what curses returns into `Key`s.
enum KeyDecoding {
    static func character(_ code: UInt32) -> Key? {
        switch code {
        case 3: return .controlC
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
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
        default: nil
        }
    }

    static func mouse(buttons: mmask_t, x: Int, y: Int) -> Key? {
        if buttons & dal_button4_pressed() != 0 { return .wheelUp }
        if buttons & dal_button5_pressed() != 0 { return .wheelDown }
        if buttons & (dal_button1_pressed() | dal_button1_clicked()) != 0 { return .mouseClick(x: x, y: y) }
        return nil
    }
}
