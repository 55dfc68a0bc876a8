import CalendarCore
import InterfaceWords

extension OptionWords {
    /// Why a typed date is not one, in these words: `DateParseError`'s
    /// `description` is its English.
    func reason(_ error: DateParseError) -> String {
        switch error {
        case .malformed(let text): notADate(text)
        case .yearOutOfRange(let text, let year): yearOutOfRange(text, year)
        case .monthOutOfRange(let text, let month): monthOutOfRange(text, month)
        case .dayOutOfRange(let text, let day, let days, let month): dayOutOfRange((text, day, month.description, days))
        }
    }
}
