/// What is wrong with a flag or an argument (exit 64): each says what was
/// typed, what is accepted, and what to do.
public struct OptionWords: Sendable {
    /// `--language` named no language dal speaks: what was typed.
    public let unknownLanguage: Phrase<String>

    // A flag's value that is no text at all: the flag, what it takes.
    public let valueIsEmpty: Phrase<(String, String)>
    public let valueIsOnlySpaces: Phrase<(String, String)>
    /// The flag, the control character as shown (`\u{1b}`), what it takes.
    public let valueHoldsControl: Phrase<(String, String, String)>
    /// How the date argument of `dal` and `dal print` is named there.
    public let dateArgument: String

    // What each flag takes, for the three above.
    public let takesWeekday: String
    public let takesLocale: String
    public let takesDate: String
    public let takesMoment: String
    public let takesZone: String
    public let takesDateArgument: String
    public let takesDataFile: String
    public let takesCalendarFile: String
    public let takesCalendarFolder: String
    public let takesStoreOrNoStore: String
    public let takesStore: String
    public let takesProgram: String
    public let takesStateFile: String
    /// `dal pick --format`: the conversions it knows (`%F %d …`).
    public let takesFormat: Phrase<String>

    /// What was typed, the number of locales dal knows.
    public let unknownLocale: Phrase<(String, Int)>
    public let unknownWeekday: Phrase<String>
    public let unknownZone: Phrase<String>
    /// The flag or variable (`--now`, `DAL_NOW`), what was typed.
    public let notAMoment: Phrase<(String, String)>

    // Why a typed date is not one (what was typed, and the number at fault).
    public let notADate: Phrase<String>
    public let yearOutOfRange: Phrase<(String, Int)>
    public let monthOutOfRange: Phrase<(String, Int)>
    /// What was typed, the day, the month (`2026-02`), the days it has.
    public let dayOutOfRange: Phrase<(String, Int, String, Int)>
    // Such a reason, with the flag and what is accepted.
    /// `--to` and such: the flag, the reason.
    public let badDate: Phrase<(String, String)>
    /// `--today`, `DAL_TODAY`: the flag or variable, the reason.
    public let badToday: Phrase<(String, String)>
    /// The date argument: the reason, the forms accepted.
    public let badDateArgument: Phrase<String>

    /// Two flags that cannot be given together.
    public let cannotBeUsedTogether: Phrase<(String, String)>
    /// `dal print`: `--three`, `--week`, `--year`; `dal export`: `--ics`, `--json`.
    public let chooseOneOfThree: Phrase<(String, String, String)>
    public let chooseOneOfTwo: Phrase<(String, String)>
    /// `dal config --print --path`.
    public let printOrPath: String
    /// `--days`: the most days.
    public let dayCount: Phrase<Int>
    /// `dal list`: the last day, the first, the most days.
    public let listSpan: Phrase<(String, String, Int)>
    public let daysEndBy9999: String
    /// `dal free`: `--to`'s day before the first day.
    public let toBeforeFirst: Phrase<(String, String)>
    /// `dal search`: `--to`'s day before `--from`'s.
    public let toBeforeFrom: Phrase<(String, String)>
    /// `dal free --for`: what was typed.
    public let notALength: Phrase<String>
    /// `dal free --between`: what was typed.
    public let notASpanOfHours: Phrase<String>
    /// `dal pick --free` with `--multiple` or `--range` (the flag's name).
    public let freePicksOneTime: Phrase<String>
    /// `dal pick --free`: what was typed.
    public let notALengthWithinADay: Phrase<String>
    /// `dal pick --free --format X`: the format.
    public let freeFormat: Phrase<String>
    /// `dal todo add`.
    public let giveTaskTitle: String
    public let priorityRange: Phrase<Int>
    public let notADue: Phrase<String>
    /// `dal todo done`, `dal todo delete`.
    public let sayWhichTask: String
    /// `dal search`.
    public let giveWordsToFind: String
    /// `dal remind --grace`.
    public let graceRange: String
    public let noHomeForReminders: String
    /// `--week` with `--view`: the view asked for.
    public let weekAndView: Phrase<String>
    /// `--only NAME` names no calendar (the name, the calendars there are).
    public let onlyUnknown: Phrase<(String, String)>
    /// `--calendar` named a file: the path.
    public let calendarIsAFile: Phrase<String>
}
