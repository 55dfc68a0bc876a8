import CalendarCore

/// `E`: an event's file in the person's own editor. The loop asks for the
/// copy first (nothing leaves the screen when the file cannot be found),
/// then gives the terminal to the editor while `edit` runs.
public protocol EventFileEditing {
    /// The event's file, copied to a private draft for the editor.
    func prepare(_ reference: EventReference) -> Result<EditableFile, EditorFailure>
    /// Runs the editor on the draft and says how it ended. The terminal is
    /// the editor's meanwhile.
    func edit(_ file: EditableFile) -> EditorOutcome
}

/// Why the editor could not be used (the message says what to do).
public struct EditorFailure: Error, Equatable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}
