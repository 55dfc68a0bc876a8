import CalendarUI

/// `J`: a call's link handed to the person's browser (the executable's
/// `Browser`; tests record the links). It returns at once: the browser is
/// not the terminal's, and dal goes on drawing.
public protocol LinkOpening {
    /// Nil when the browser took the link, else why not.
    func open(_ link: String) -> LinkFailure?
}
