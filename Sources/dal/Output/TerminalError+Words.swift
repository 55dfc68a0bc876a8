import InterfaceWords
import TerminalIO

extension LaunchWords {
    /// Why the full screen could not start, in these words (`TerminalError`'s
    /// `description` is its English); any other error as it says itself.
    func describe(_ error: any Error) -> String {
        switch error as? TerminalError {
        case .noTerminal(let reason): noTerminal(reason)
        case .termUnset: termUnset
        case .unknownTerminal(let name): unknownTerminal(name)
        case .cannotAddressCursor(let name): cannotAddressCursor(name)
        case .cannotStart(let reason): cannotStart(reason)
        case nil: "\(error)"
        }
    }
}
