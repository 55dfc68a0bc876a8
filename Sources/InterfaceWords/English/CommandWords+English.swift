extension CommandWords {
    public static let english = CommandWords(messages: .english, options: .english, configFile: .english, files: .english,
                                             output: .english, launch: .english, next: .english,
                                             help: .english, writes: .english, importing: .english,
                                             subscriptions: .english, invitations: .english)
}
