import CalendarCore
import InterfaceWords

/// The argument parser's messages in the run's language. The parser says
/// its own complaints (`Unknown option '--x'`) and frames every usage
/// error (`Error:`, `Usage:`, `See '… --help'`) in English, with no door
/// for another language; this reads its text line by line and says each
/// part it knows again in `ParserWords`. In English the text is left as
/// the parser made it. A line it does not know (a message of dal's own,
/// already in the run's language) is kept as it is.
enum ParserMessages {
    static func said(_ text: String, in language: CalendarLanguage) -> String {
        guard language != .english else { return text }
        let words = InterfaceWords.of(language).commands.messages
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let line = String(line)
            if let rest = line.dropPrefix("Error: ") { return words.error(complaint(rest, words)) }
            if let rest = line.dropPrefix("Usage: ") { return words.usage(rest) }
            if let rest = line.dropPrefix("Help: ") { return words.help(rest) }
            if let name = line.dropPrefix("  See '")?.dropSuffix(" --help' for more information.") { return words.seeHelp(name) }
            return line
        }.joined(separator: "\n")
    }

    /// One of the parser's complaints in these words, or `text` as it is.
    static func complaint(_ text: String, _ words: ParserWords) -> String {
        if let rest = text.dropPrefix("Unknown option '") {
            if let range = rest.range(of: "'. Did you mean '"), let suggestion = rest[range.upperBound...].dropSuffix("'?") {
                return words.unknownOptionDidYouMean(String(rest[..<range.lowerBound]), suggestion)
            }
            if let option = rest.dropSuffix("'") { return words.unknownOption(option) }
        }
        if let argument = text.dropPrefix("Unexpected argument '")?.dropSuffix("'") { return words.unexpectedArgument(argument) }
        if let option = text.dropPrefix("Missing value for '")?.dropSuffix("'") { return words.missingValue(option) }
        if let argument = text.dropPrefix("Missing expected argument '")?.dropSuffix("'") { return words.missingArgument(argument) }
        if let rest = text.dropPrefix("The value '"), let range = rest.range(of: "' is invalid for '") {
            let value = String(rest[..<range.lowerBound]), after = rest[range.upperBound...]
            if let choose = after.range(of: "'. Please provide one of ") {
                let option = String(after[..<choose.lowerBound]), values = after[choose.upperBound...]
                if values == "the following:" { return words.invalidValueOneOfBelow(value, option) }
                if let listed = quotedValues(values.dropLast(values.hasSuffix(".") ? 1 : 0)) {
                    return words.invalidValueOneOf(value, option, words.oneOf(listed))
                }
            }
            if let reason = after.range(of: "': ") {
                return words.invalidValueBecause(value, String(after[..<reason.lowerBound]), String(after[reason.upperBound...]))
            }
            if let option = String(after).dropSuffix("'") { return words.invalidValue(value, option) }
        }
        return text
    }
}

extension ParserMessages {
    /// `'a', 'b' or 'c'` as the parser lists the values an option takes:
    /// each value with its quotes; nil when the text is not such a list.
    static func quotedValues(_ text: Substring) -> [String]? {
        let parts = text.replacingOccurrences(of: " or ", with: ", ").components(separatedBy: ", ")
        guard parts.allSatisfy({ $0.count >= 2 && $0.hasPrefix("'") && $0.hasSuffix("'") }) else { return nil }
        return parts
    }
}

private extension String {
    func dropPrefix(_ prefix: String) -> String? { hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil }
    func dropSuffix(_ suffix: String) -> String? { hasSuffix(suffix) ? String(dropLast(suffix.count)) : nil }
}

private extension Substring {
    func dropSuffix(_ suffix: String) -> String? { String(self).dropSuffix(suffix) }
}
