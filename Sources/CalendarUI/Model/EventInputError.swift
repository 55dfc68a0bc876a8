/// Why what was typed in the add prompt or the edit form is not an event
/// dal writes: a sentence a person can act on.
public struct EventInputError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
