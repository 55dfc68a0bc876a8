/// What in a contacts' file could not be read, as a value: dal says it in
/// the person's words (`FileWords`); `description` is the English
/// `FILE:LINE: what is wrong` it has always said.
public struct CardProblem: Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let reason: Reason

    public enum Reason: Equatable, Sendable {
        /// A line that is not `NAME:value`.
        case notNameValue
        case noEnd
        case endWithoutBegin
        case outsideCard
        /// A date not shown: the property (`BDAY`), whose card, which day.
        case dateNotShown(property: String, name: String, kind: Birthday.Kind, why: DateProblem)
    }

    /// Why a card's date is not a date dal shows.
    public enum DateProblem: Error, Equatable, Sendable {
        /// `VALUE=text`: the value as written.
        case text(String)
        /// A calendar scale dal does not know, lowercased.
        case unknownScale(String)
        /// Apple's alternate birthday without a lunar calendar named.
        case alternateWithoutScale
        case notADate(String)

        public var description: String {
            switch self {
            case .text(let raw): "'\(raw)' is text, not a date"
            case .unknownScale(let scale):
                "is on the calendar '\(scale)', which dal does not know (it reads gregorian and chinese/dangi lunar dates)"
            case .alternateWithoutScale: "(an alternate birthday) names no lunar calendar (CALSCALE=chinese)"
            case .notADate(let raw): "'\(raw)' is not a date (dal reads 1980-04-15, 19800415 and --04-15)"
            }
        }
    }

    public init(file: String, line: Int, reason: Reason) {
        (self.file, self.line, self.reason) = (file, line, reason)
    }

    public var description: String {
        let what = switch reason {
        case .notNameValue: "this line is not 'NAME:value' (vCard)"
        case .noEnd: "a vCard without END:VCARD"
        case .endWithoutBegin: "END:VCARD without BEGIN:VCARD"
        case .outsideCard: "a line outside BEGIN:VCARD … END:VCARD"
        case .dateNotShown(let property, let name, let kind, let why): "\(property) \(why.description); \(name)'s \(kind.word) is not shown"
        }
        return "\(file):\(line): \(what)"
    }
}
