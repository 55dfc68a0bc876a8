extension CommandWords {
    public static let korean = CommandWords(messages: .korean, options: .korean, configFile: .korean, files: .korean,
                                            output: .korean, launch: .korean, next: .korean, subscriptions: .korean)
}
