/// A sentence with blanks: each language builds the whole of it around the
/// numbers and names it is given (`3 selected`, `3일 선택`), so no sentence
/// is glued from another language's fragments. A struct around the
/// closure, not a bare closure field, so that the catalog tests can walk
/// the catalogs with `Mirror` (Swift 6.3 on Linux crashes copying a bare
/// function field out of a mirror).
public struct Phrase<Argument>: Sendable {
    private let make: @Sendable (Argument) -> String

    public init(_ make: @escaping @Sendable (Argument) -> String) {
        self.make = make
    }

    public func callAsFunction(_ argument: Argument) -> String {
        make(argument)
    }

    public func callAsFunction<First, Second>(_ first: First, _ second: Second) -> String where Argument == (First, Second) {
        make((first, second))
    }

    public func callAsFunction<First, Second, Third>(_ first: First, _ second: Second, _ third: Third) -> String
        where Argument == (First, Second, Third) {
        make((first, second, third))
    }
}
