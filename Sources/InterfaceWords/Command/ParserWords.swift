/// The frame every message of the command line is said in. The argument
/// parser's own complaints come in English; these say them again, in
/// the words of the parser's English text (`ParserMessages` in dal).
public struct ParserWords: Sendable {
    /// The first line of a usage error: `Error: …`.
    public let error: Phrase<String>
    /// The line after it: `Usage: dal list …`.
    public let usage: Phrase<String>
    /// After a bad value: the option's line of help, `Help:  --days <n>  …`
    /// (the help itself in the run's words, as `--help` has it).
    public let help: Phrase<String>
    /// The last line: where to read more, given the command (`dal list`).
    public let seeHelp: Phrase<String>
    /// Something read but not used (a bad event in a file): `warning: …`.
    public let warning: Phrase<String>
    /// Something worth knowing that changes nothing: `note: …`.
    public let note: Phrase<String>
    /// The option as typed, `--colour`.
    public let unknownOption: Phrase<String>
    /// The option and what it would have been: `--colour`, `--color`.
    public let unknownOptionDidYouMean: Phrase<(String, String)>
    public let unexpectedArgument: Phrase<String>
    /// The option and its value's name, `--days <n>`.
    public let missingValue: Phrase<String>
    public let missingArgument: Phrase<String>
    /// The value and the option: `x`, `--days <n>`.
    public let invalidValue: Phrase<(String, String)>
    /// The value, the option and why: `x`, `--days <n>`, `give a number …`.
    public let invalidValueBecause: Phrase<(String, String, String)>
    /// The value, the option and the values it takes, each quoted and
    /// joined by `oneOf`: `x`, `--view <view>`, `'month', 'week'`.
    public let invalidValueOneOf: Phrase<(String, String, String)>
    /// The value and the option; the values follow, one per line.
    public let invalidValueOneOfBelow: Phrase<(String, String)>
    /// The values an option takes, quoted (`'month'`), in a sentence.
    public let oneOf: Phrase<[String]>
}
