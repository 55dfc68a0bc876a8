import CalendarCore

/// The words of subscriptions: `dal refresh`'s lines and the message log's
/// notes of a refresh made in the background.
public struct SubscriptionWords: Sendable {
    /// (name, bytes): a new copy kept.
    public let updated: Phrase<(String, Int)>
    /// The server says the copy is current.
    public let unchanged: Phrase<String>
    /// (name, why): the last good copy stays; or there is none yet.
    public let failedKeptCopy: Phrase<(String, String)>
    public let failedNoCopy: Phrase<(String, String)>
    /// Why, for each `SubscriptionFailure`.
    public let status: Phrase<Int>
    public let timedOut: Phrase<Int>
    public let tooLarge: Phrase<Int>
    public let notICalendar: Phrase<String>
    public let transfer: Phrase<String>
    public let noCurl: Phrase<String>
    public let notWritten: Phrase<String>
    /// `dal refresh` with nothing to refresh, or a name not configured.
    public let noSubscriptions: String
    public let unknownName: Phrase<(String, String)>
    public let noStateFolder: String
    /// `--max-time` out of range.
    public let maxTimeRange: String

    /// The line for `name`'s refresh.
    public func describe(_ outcome: SubscriptionOutcome, name: String, hasCopy: Bool) -> String {
        switch outcome {
        case .updated(let bytes): return updated((name, bytes))
        case .unchanged: return unchanged(name)
        case .failed(let failure): return hasCopy ? failedKeptCopy((name, reason(failure))) : failedNoCopy((name, reason(failure)))
        }
    }

    public func reason(_ failure: SubscriptionFailure) -> String {
        switch failure {
        case .status(let code): status(code)
        case .timedOut(let seconds): timedOut(seconds)
        case .tooLarge(let bytes): tooLarge(bytes >> 20)
        case .notICalendar(let why): notICalendar(why)
        case .transfer(let said): transfer(said)
        case .noCurl(let why): noCurl(why)
        case .notWritten(let why): notWritten(why)
        }
    }
}
