import CalendarUI

/// `dal` typed alone: every option not given. The start most people make
/// runs from this value, without ArgumentParser: parsing even an empty
/// command line built every option's definition by reflection and asked
/// the Swift runtime for dozens of protocol conformances, half of dal's
/// own time before the first frame (issue 20). Anything typed after `dal`
/// is parsed as before.
struct NoArguments: ScreenChoices, DisplayChoices, SourceChoices, StoreChoices {
    let date: String? = nil
    let week = false
    let view: ViewMode? = nil
    let animation: Bool? = nil
    let only: [String] = []
    var display: NoArguments { self }
    var sources: NoArguments { self }
    var storage: NoArguments { self }

    let firstWeekday: String? = nil
    let locale: String? = nil
    let today: String? = nil
    let now: String? = nil
    let timeZone: String? = nil
    let holidays: [String] = []
    let birthdays: [String] = []
    let lunar: Bool? = nil
    let language: String? = nil

    let dataFiles: [String] = []
    let calendarPaths: [String] = []
    let writablePaths: [String] = []

    let store: String? = nil
    let noStore = false

    /// Whether parsing no arguments would pass ArgumentParser's checks:
    /// what the environment says of today and now (`DAL_TODAY`,
    /// `DAL_NOW`) is all that can be wrong. When it is, the parser runs
    /// and says so in its words.
    var isValid: Bool {
        (try? resolvedToday()) != nil && (try? resolvedClock()) != nil
    }
}
