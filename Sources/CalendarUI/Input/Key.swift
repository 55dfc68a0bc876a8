/// Input as the reducer sees it, after the terminal layer has decoded
/// escape sequences and mouse reports.
public enum Key: Hashable, Sendable {
    case character(Character)
    case left, right, up, down
    case pageUp, pageDown, home, end
    case enter, escape, backspace, tab
    case controlC, controlZ
    case mouseClick(x: Int, y: Int)
    case wheelUp, wheelDown
}
