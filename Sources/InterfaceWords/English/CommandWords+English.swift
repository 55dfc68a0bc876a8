extension CommandWords {
    public static let english = CommandWords(
        unknownLanguage: Phrase { "'\($0)' is not a language dal speaks. Use en (English) or ko (Korean)." }
    )
}
