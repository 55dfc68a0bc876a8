import CalendarCore
import InterfaceWords
import Testing

/// A change refused is said in the person's words: the English catalog
/// says each refusal exactly as the value's `description` (what dal has
/// always said, and what the logs of the Calendars tests hold), and the
/// Korean one says each in Korean, with the names and paths it is given.
struct WriteRefusalWordsTests {
    static let path = "/cal/work/a.ics", draft = "/tmp/dal-edit/a.ics"
    static let every: [WriteRefusal] = [
        .eventGone(summary: "Standup", calendar: "/cal/work"), .eventChanged(summary: "Standup"),
        .fileChangedWhileWriting(path: path), .fileChangedWhileDeleting(path: path), .newFileExists(path: path),
        .undoFileChanged(path: path), .alarmEventGone(title: "Standup", calendar: "/cal/work"), .alarmChanged(title: "Standup"),
        .taskFileGone(path: path), .taskGone(title: "Paint", path: path), .taskChanged(title: "Paint", path: path),
        .taskFileChangedWhileDeleting(path: path), .editedFileChanged(path: path, draft: draft), .movedFileExists(path: path),
        .fileUnreadable(path: path, line: 7, message: "no END:VEVENT"), .taskFileUnreadable(path: path, line: 7, message: "bad"),
        .newVersionUnreadable(message: "bad"), .notReadBack(path: path, problem: "no DTSTART"),
        .draftUnreadable(path: path, draft: draft, line: 3, message: "bad"), .draftHasProblems(path: path, draft: draft, problems: ["a", "b"]),
        .draftChangedUID(path: path, draft: draft, missing: ["uid-gone"], new: []), .draftChangedUID(path: path, draft: draft, missing: [], new: ["uid-new"]),
        .draftChangedUID(path: path, draft: draft, missing: ["uid-gone"], new: ["uid-new", "uid-newer"]), .readOnly(folder: "/cal/shared"),
        .unknownZone("Mars/Olympus"), .seriesWithExceptions(summary: "Choir"), .seriesWithOverrides(summary: "Choir"),
        .notLunarRule(summary: "Choir"), .otherEventsInFile(path: path, summary: "Choir"),
        .alreadyInCalendar(summary: "Choir", calendar: "work"), .periods(property: "RDATE"),
        .notMovableDate(property: "EXDATE", value: "2026"), .pastSupportedYears, .exrule, .ruleNamesDays(rule: "RRULE:FREQ=MONTHLY;BYMONTHDAY=1"),
        .noLibical(reason: "libical.so.3: cannot open shared object file"),
    ]

    @Test(arguments: every) func englishWordsSayTheRefusalAsItsDescription(refusal: WriteRefusal) {
        #expect(WriteWords.english.describe(refusal) == refusal.description)
    }

    @Test(arguments: every) func koreanWordsSayTheRefusalInKoreanWithItsNames(refusal: WriteRefusal) {
        let korean = WriteWords.korean.describe(refusal)
        #expect(CatalogTests.hasHangul(korean), "\(korean)")
        // The names and paths the English gives are in the Korean too.
        for name in ["Standup", "Paint", "Choir", Self.path, Self.draft, "/cal/shared", "RRULE:FREQ=MONTHLY;BYMONTHDAY=1", "uid-gone", "uid-new", "uid-new, uid-newer"]
        where refusal.description.contains(name) {
            #expect(korean.contains(name), "\(name) not in \(korean)")
        }
    }
}
