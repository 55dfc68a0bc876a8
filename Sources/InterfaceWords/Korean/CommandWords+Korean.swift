extension CommandWords {
    public static let korean = CommandWords(messages: .korean, options: .korean, configFile: .korean, files: .korean,
                                            output: .korean, launch: .korean, next: .korean,
                                            help: .korean, writes: .korean, importing: .korean,
                                            subscriptions: .korean, invitations: .korean)
}
