extension InterfaceWords {
    public static let english = InterfaceWords(language: .english, screen: .english, commands: .english, calendars: .english)
}
