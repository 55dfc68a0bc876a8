extension CalendarWords {
    public static let english = CalendarWords(
        birthdayTitle: Phrase { name, kind, years in
            let day = switch kind {
            case .birthday: "birthday"
            case .anniversary: "anniversary"
            case .other(let label): label
            }
            return "\(name)'s \(day)" + (years.map { " (\($0))" } ?? "")
        }
    )
}
