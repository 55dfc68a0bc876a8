import CalendarCore
import CalendarUI
import Foundation
import InterfaceWords

/// The words of `--help` and their layout in the run's language.
///
/// The argument parser takes each flag's help as text when a command's
/// options are made, and lays the help out itself in English (`USAGE:`,
/// `OPTIONS:`, `Show help information.`), breaking lines by characters,
/// where a Hangul syllable takes two columns. So in another language the
/// help is made without breaks, its frame said again line by line, and
/// its lines broken by display width here.
enum CommandHelp {
    /// The run's words: `--help`, and the line of a flag's help a usage
    /// error shows (`Help:  --view <view>  …`). The man page and the
    /// completion scripts, made from the same help, stay English
    /// (docs/DECISIONS.md).
    static let words: CommandHelpWords = InterfaceWords.of(language).commands.help

    /// The language the help is said in.
    static let language: CalendarLanguage = makesInstalledFiles ? .english : RunWords.language

    /// Whether this run makes the text a tool makes the man page or the
    /// completions from.
    private static var makesInstalledFiles: Bool {
        CommandLine.arguments.dropFirst().prefix { $0 != "--" }
            .contains { $0 == "--experimental-dump-help" || $0.hasPrefix("--generate-completion") }
    }

    /// Columns to ask the parser for: in English its own width; otherwise
    /// so many that it breaks no line (`laidOut` breaks them).
    static var parserColumns: Int? { language == .english ? nil : 100_000 }

    /// The parser's help (made with `parserColumns`) in the run's words,
    /// broken to `columns` display columns. English is left as it is.
    static func laidOut(_ text: String, columns: Int) -> String {
        guard language != .english else { return text }
        return framed(text).split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { broken(String($0), columns: columns) }
            .joined(separator: "\n")
    }

    /// The parser's own words said again: headings, its flags' help, the
    /// defaults and values it adds after a flag's help.
    static func framed(_ text: String) -> String {
        let frame = words.frame
        let usageIndent = String(repeating: " ", count: "USAGE: ".count)
        var inUsage = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var line = String(line)
            if inUsage, line.hasPrefix(usageIndent) {
                return String(repeating: " ", count: DisplayWidth.of(frame.usage) + 1) + line.dropFirst(usageIndent.count)
            }
            inUsage = false
            if line.hasPrefix("USAGE: ") { inUsage = true; return frame.usage + " " + line.dropFirst("USAGE: ".count) }
            if line.hasPrefix("OVERVIEW: ") { return frame.overview + " " + line.dropFirst("OVERVIEW: ".count) }
            switch line {
            case "ARGUMENTS:": return frame.arguments
            case "OPTIONS:": return frame.options
            case "SUBCOMMANDS:": return frame.subcommands
            default: break
            }
            if let range = line.range(of: " <subcommand>' for detailed help."), let start = line.range(of: "See '") {
                return String(line[..<start.lowerBound]) + frame.seeSubcommandHelp(String(line[start.upperBound..<range.lowerBound]))
            }
            line = replacingEnd(of: line, "Show help information.", with: frame.showHelp)
            line = replacingEnd(of: line, "Show subcommand help information.", with: frame.showSubcommandHelp)
            line = replacingEnd(of: line, "Show the version.", with: frame.showVersion)
            line = addedNote(in: line, "(default: ", frame.defaultValue)
            line = addedNote(in: line, "(values: ", frame.values)
            if line.hasPrefix("  "), let range = line.range(of: " (default)  ") {
                // A subcommand's name column keeps its width.
                let said = " " + frame.defaultSubcommand
                let padding = max(1, DisplayWidth.of(" (default)") - DisplayWidth.of(said) + 2)
                line.replaceSubrange(range, with: said + String(repeating: " ", count: padding))
            }
            return line
        }.joined(separator: "\n")
    }

    /// A help line broken to `columns`, its later lines under the start of
    /// its text: a flag's help under the help, a paragraph under itself.
    static func broken(_ line: String, columns: Int) -> [String] {
        guard DisplayWidth.of(line) > columns else { return [line] }
        let start = textStart(of: line)
        let head = String(line.prefix(start)), text = String(line.dropFirst(start))
        let indent = DisplayWidth.of(head)
        let lines = TextWrap.lines(text, width: max(20, columns - indent))
        let pad = String(repeating: " ", count: indent)
        return lines.enumerated().map { $0.offset == 0 ? head + $0.element : pad + $0.element }
    }

    /// The character a line's text begins at: after a flag's or a
    /// subcommand's name and the spaces that pad it (`  --days <n>   How
    /// many…`), else after its indent.
    static func textStart(of line: String) -> Int {
        let characters = Array(line)
        let indent = characters.prefix { $0 == " " }.count
        guard indent > 0 else { return 0 }
        var index = indent
        while index + 1 < characters.count {
            if characters[index] == " " && characters[index + 1] == " " {
                var end = index
                while end < characters.count, characters[end] == " " { end += 1 }
                return end < characters.count ? end : indent
            }
            index += 1
        }
        return indent
    }

    private static func replacingEnd(of line: String, _ english: String, with said: String) -> String {
        line.hasSuffix(english) ? String(line.dropLast(english.count)) + said : line
    }

    /// `(default: 7)` or `(values: a, b)` the parser adds after a flag's
    /// help, in these words; `(values: a, b; default: a)` as two notes.
    private static func addedNote(in line: String, _ opening: String, _ phrase: Phrase<String>) -> String {
        guard let start = line.range(of: opening), let end = line[start.upperBound...].firstIndex(of: ")") else { return line }
        let inside = line[start.upperBound..<end]
        var said = phrase(String(inside))
        if let split = inside.range(of: "; default: ") {
            said = phrase(String(inside[..<split.lowerBound])) + " " + words.frame.defaultValue(String(inside[split.upperBound...]))
        }
        return String(line[..<start.lowerBound]) + said + line[line.index(after: end)...]
    }
}
