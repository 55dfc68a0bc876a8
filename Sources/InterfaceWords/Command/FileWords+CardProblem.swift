import CalendarCore

extension FileWords {
    /// A contacts' card problem in these words; in English, its `description`.
    public func describe(_ problem: CardProblem) -> String {
        let (file, line) = (problem.file, problem.line)
        switch problem.reason {
        case .notNameValue: return cardNotNameValue(file, line)
        case .noEnd: return cardNoEnd(file, line)
        case .endWithoutBegin: return cardEndWithoutBegin(file, line)
        case .outsideCard: return cardOutside(file, line)
        case .dateNotShown(let property, let name, let kind, let why):
            let day = switch kind {
            case .birthday: birthdayWord
            case .anniversary: anniversaryWord
            case .other(let label): label
            }
            let reason = switch why {
            case .text(let raw): cardDateIsText(raw)
            case .unknownScale(let scale): cardUnknownScale(scale)
            case .alternateWithoutScale: cardAlternateWithoutScale
            case .notADate(let raw): cardNotADate(raw)
            }
            return cardDateNotShown(("\(file):\(line)", property, reason, cardWhose(name, day)))
        }
    }
}
