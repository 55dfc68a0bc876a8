/// Input as the reducer sees it, after the terminal layer has decoded
/// escape sequences and mouse reports.
public enum Key: Hashable, Sendable {
    case character(Character)
    case left, right, up, down
    case pageUp, pageDown, home, end
    case enter, escape, backspace, tab
    /// The Delete key (forward delete).
    case delete
    case controlC, controlZ
    /// Another control letter (Ctrl-A is `control("a")`): the prompts'
    /// line editing keys.
    case control(Character)
    /// Text the terminal marked as pasted (bracketed paste): one insert in a
    /// prompt, never a run of commands on the calendar.
    case paste(String)
    /// The left button pressed, and released (the end of a click or a drag).
    case mouseClick(x: Int, y: Int)
    case mouseRelease(x: Int, y: Int)
    /// The pointer moved with the left button down (mode 1002).
    case mouseDrag(x: Int, y: Int)
    case wheelUp, wheelDown
}
