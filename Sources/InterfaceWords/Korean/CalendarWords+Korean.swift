extension CalendarWords {
    public static let korean = CalendarWords(
        birthdayTitle: Phrase { name, kind, years in
            switch kind {
            case .birthday: "\(name) 생일" + (years.map { " (\($0)세)" } ?? "")
            case .anniversary: "\(name) 기념일" + (years.map { " (\($0)주년)" } ?? "")
            case .other(let label): "\(name) \(label)" + (years.map { " (\($0)년)" } ?? "")
            }
        }
    )
}
