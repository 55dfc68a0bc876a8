extension ParserWords {
    /// As the argument parser says them (dal leaves its English text as it is).
    public static let english = ParserWords(
        error: Phrase { "Error: \($0)" },
        usage: Phrase { "Usage: \($0)" },
        help: Phrase { "Help: \($0)" },
        seeHelp: Phrase { "  See '\($0) --help' for more information." },
        warning: Phrase { "warning: \($0)" },
        note: Phrase { "note: \($0)" },
        unknownOption: Phrase { "Unknown option '\($0)'" },
        unknownOptionDidYouMean: Phrase { "Unknown option '\($0)'. Did you mean '\($1)'?" },
        unexpectedArgument: Phrase { "Unexpected argument '\($0)'" },
        missingValue: Phrase { "Missing value for '\($0)'" },
        missingArgument: Phrase { "Missing expected argument '\($0)'" },
        invalidValue: Phrase { "The value '\($0)' is invalid for '\($1)'" },
        invalidValueBecause: Phrase { "The value '\($0)' is invalid for '\($1)': \($2)" },
        invalidValueOneOf: Phrase { "The value '\($0)' is invalid for '\($1)'. Please provide one of \($2)." },
        invalidValueOneOfBelow: Phrase { "The value '\($0)' is invalid for '\($1)'. Please provide one of the following:" },
        oneOf: Phrase { values in
            values.count < 2 ? values.joined() : values.dropLast().joined(separator: ", ") + " or " + values.last! }
    )
}
