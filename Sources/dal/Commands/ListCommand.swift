import ArgumentParser
import CalendarCore
import InterfaceWords
import CalendarUI
import Calendars
import Foundation

/// `dal list`: an agenda on stdout, like `khal list` and `calcurse -r`.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: CommandHelp.words.list.abstract,
        discussion: CommandHelp.words.list.discussion
    )

    @Argument(help: ArgumentHelp(CommandHelp.words.list.from, valueName: "YYYY-MM[-DD]"))
    var from: String?

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.list.days, valueName: "n"), transform: dayCount)
    var days: Int?

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.list.to, valueName: "YYYY-MM-DD"))
    var to: String?

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.screen.only, valueName: "name"))
    var only: [String] = []

    @OptionGroup var sources: SourceOptions
    @OptionGroup var display: DisplayOptions

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.list.json))
    var json = false

    /// About 100 years: more is surely a typo, and the output would be huge.
    static let longestSpan = 36_525

    /// `--days`: a wrong one says what it takes, not only that it is wrong.
    static func dayCount(_ text: String) throws -> Int {
        guard let days = Int(text), (1...longestSpan).contains(days) else {
            throw ValidationError(RunWords.options.dayCount(longestSpan))
        }
        return days
    }

    func validate() throws {
        _ = try parseDateArgument(from)
        if days != nil && to != nil { throw ValidationError(RunWords.options.cannotBeUsedTogether("--days", "--to")) }
        try ArgumentText.check(to, "--to", takes: RunWords.options.takesDate)
        if let to {
            do { _ = try CivilDate.parse(to) } catch { throw ValidationError(RunWords.options.badDate("--to", RunWords.options.reason(error))) }
        }
    }

    func run() throws {
        try LoadedConfig.check()
        try display.applyTimeZone()
        let today = try display.resolvedToday()
        let first = try parseDateArgument(from)?.anchorDate ?? today
        let last = try to.map { try CivilDate.parse($0) } ?? first.adding(days: (days ?? 7) - 1)
        guard first <= last, first.days(until: last) < Self.longestSpan else {
            throw ValidationError(RunWords.options.listSpan("\(last)", "\(first)", Self.longestSpan))
        }
        guard last.isSupported else { throw ValidationError(RunWords.options.daysEndBy9999) }

        var marks = MarkSet()
        let calendars: CalendarEvents?
        do {
            marks = try sources.loadMarks()
            calendars = try sources.loadCalendars(into: &marks, for: first...last, shown: try sources.shownCalendars(only: only))
        } catch let error as DataError {
            StandardStreams.report(error)
            throw ExitCode(ExitStatus.dataError)
        }
        for warning in calendars?.warnings ?? [] { StandardStreams.reportCalendarWarning(warning) }

        let locale = try display.resolvedLocale()
        let holidays = try display.holidaySetting(for: locale.identifier).calendar
        for warning in holidays.warnings { StandardStreams.reportWarning(warning) }
        let birthdays = try display.birthdaySetting().calendar
        for warning in birthdays.warnings { StandardStreams.reportWarning(warning) }
        // Written a run of days at a time, so that memory holds one run, not
        // all that was asked for: a run shortens while it holds more
        // entries than `Agenda.entriesPerRun`.
        let joins = JoinLinks(calendars: calendars?.calendars ?? [])
        let me = Set((try LoadedConfig.get().me?.value ?? []).map(EventAttendance.address))
        var runDays = DayBlocks.length, day = first, written = 0
        if json { try StandardStreams.writeOutput("[\n") }
        while day <= last {
            let runLast = min(last, day.adding(days: runDays - 1))
            let entries = Agenda.entries(from: day, through: runLast, events: calendars, marks: marks, holidays: holidays,
                                         birthdays: birthdays, words: json ? .english : InterfaceWords.of(RunWords.language))
            if !entries.isEmpty {
                try StandardStreams.writeOutput(json ? (written > 0 ? ",\n" : "") + Agenda.jsonObjects(entries, join: joins.link, me: me) : Agenda.text(entries, locale: locale))
            }
            written += entries.count
            if entries.count > Agenda.entriesPerRun { runDays = max(1, runDays / 2) }
            day = runLast.adding(days: 1)
        }
        if json { try StandardStreams.writeOutput("\n]\n") }
    }
}

/// The lines of `dal list`: one per event per day.
enum Agenda {
    struct Entry {
        let date: CivilDate
        let occurrence: EventOccurrence
        let calendar: String
        /// A public holiday (of the calendar "Holidays"), not an event.
        var isHoliday = false
        /// An event of a calendar (not a holiday, birthday or mark).
        var isEvent = false
    }

    /// The name the holidays' entries go by, as a calendar's would.
    static let holidaysCalendar = "Holidays"

    static func entries(from first: CivilDate, through last: CivilDate, events: CalendarEvents?, marks: MarkSet,
                        holidays: HolidayCalendar = .none, birthdays: BirthdayCalendar = .none,
                        words: InterfaceWords = .english) -> [Entry] {
        // Public holidays: all-day entries of the calendar "Holidays".
        var entries: [Entry] = holidays.holidays(in: first...last).map { holiday in
            let occurrence = EventOccurrence(calendar: -1, uid: "holiday:\(holiday.date):\(holiday.name)", recurrenceID: nil,
                                             summary: holiday.name, isAllDay: true, start: LocalDateTime(date: holiday.date),
                                             end: LocalDateTime(date: holiday.date.adding(days: 1)))
            return Entry(date: holiday.date, occurrence: occurrence, calendar: holidaysCalendar, isHoliday: true)
        }
        // Contacts' birthdays: all-day entries of the read-only calendar
        // "Birthdays", titled in the run's words (JSON's in English, the
        // same for every run, as its other values).
        entries += birthdays.entries(in: first...last).map { birthday in
            Entry(date: birthday.date, occurrence: birthday.occurrence(titled: words.title(of: birthday)), calendar: BirthdayCalendar.name)
        }
        if let events {
            // Cancelled events stay off the list (the full screen strikes them through).
            for occurrence in events.source.occurrences(in: first...last) where !occurrence.isCancelled {
                let name = events.calendars[occurrence.calendar].name
                let days = max(first, occurrence.days.lowerBound)...min(last, occurrence.days.upperBound)
                for day in stride(from: days.lowerBound.dayNumber, through: days.upperBound.dayNumber, by: 1) {
                    entries.append(Entry(date: CivilDate(dayNumber: day), occurrence: occurrence, calendar: name, isEvent: true))
                }
            }
        }
        // Data-file marks: all-day entries named after their category.
        let calendarCategories = Set(events?.categories ?? [])
        for day in stride(from: first.dayNumber, through: last.dayNumber, by: 1) {
            let date = CivilDate(dayNumber: day)
            for index in marks.categories(on: date) where !calendarCategories.contains(index) {
                let category = marks.categories[index]
                let mark = EventOccurrence(calendar: index, uid: "data:\(category.id)", recurrenceID: nil, summary: category.name, isAllDay: true,
                                           start: LocalDateTime(date: date), end: LocalDateTime(date: date.adding(days: 1)))
                entries.append(Entry(date: date, occurrence: mark, calendar: category.name))
            }
        }
        return entries.sorted { a, b in
            a.date != b.date ? a.date < b.date : EventOccurrence.displayOrder(a.occurrence, b.occurrence)
        }
    }

    /// Days as headings, then `  09:00-10:00  Title  [Calendar]`.
    static func text(_ entries: [Entry], locale: CalendarLocale) -> String {
        var out = ""
        var current: CivilDate?
        for entry in entries {
            if entry.date != current {
                current = entry.date
                out += "\(locale.fullWeekdayNames[entry.date.weekday.rawValue]) \(entry.date)\n"
            }
            let title = entry.occurrence.title
            out += "  \(padded(timeLabel(entry.occurrence, on: entry.date), to: 12))  \(title)  [\(PrintableText.oneLine(entry.calendar))]\n"
        }
        return out
    }

    /// `all day`, `09:00-10:00`, `22:00→` (goes on past midnight),
    /// `→01:30` (began the day before), `→ →` (the whole day, timed).
    /// `text` with spaces after it up to `width` columns (`종일` takes four).
    static func padded(_ text: String, to width: Int) -> String {
        let count = DisplayWidth.of(text)
        return count >= width ? text : text + String(repeating: " ", count: width - count)
    }

    static func timeLabel(_ occurrence: EventOccurrence, on date: CivilDate) -> String {
        switch occurrence.part(on: date) {
        case .allDay: RunWords.output.allDay
        case .within(let start, let end): start + "-" + end
        case .starts(let start): start + "→"
        case .ends(let end): "→" + end
        case .throughout: "→ →"
        }
    }

    /// Entries a run of days holds before the next run is made shorter.
    static let entriesPerRun = 20_000

    /// The objects of `entries` (docs/list.md), as members of the array
    /// `dal list --json` prints: keys in the documented order, indented,
    /// separated by commas, no brackets.
    /// `me`: my addresses (config `me`), whose answer is `partstat`.
    static func jsonObjects(_ entries: [Entry], join: (Entry) -> String? = { _ in nil }, me: Set<String> = []) -> String {
        var out = ""
        for (index, entry) in entries.enumerated() {
            let o = entry.occurrence
            let start = o.isAllDay ? o.start.date.description : o.start.description
            let end = o.isAllDay ? o.end.date.description : o.end.description
            out += index == 0 ? "  {\n" : ",\n  {\n"
            out += "    \"date\" : \"\(entry.date)\",\n    \"allDay\" : \(o.isAllDay),\n"
            out += "    \"start\" : \"\(start)\",\n    \"end\" : \"\(end)\",\n"
            out += "    \"summary\" : \(quotedString(o.summary)),\n    \"calendar\" : \(quotedString(entry.calendar)),\n"
            out += "    \"uid\" : \(quotedString(o.uid)),\n    \"recurrenceId\" : \(o.recurrenceID.map(quotedString) ?? "null"),\n"
            out += "    \"holiday\" : \(entry.isHoliday),\n    \"join\" : \(join(entry).map(quotedString) ?? "null"),\n"
            out += "    \"partstat\" : \(o.partstat(of: me).map(quotedString) ?? "null")\n  }"
        }
        return out
    }
}

/// The meeting link of each event `dal list --json` prints, read from its
/// file once per event (a series' days share it) through one set of
/// parses, so a calendar file is parsed once for all its events.
final class JoinLinks {
    let calendars: [CalendarInfo]
    private let parses = ParsedFiles()
    private var found: [EventKey: String?] = [:]

    init(calendars: [CalendarInfo]) { self.calendars = calendars }

    func link(_ entry: Agenda.Entry) -> String? {
        guard entry.isEvent, calendars.indices.contains(entry.occurrence.calendar) else { return nil }
        let key = EventKey(entry.occurrence)
        if let known = found[key] { return known }
        let link = EventDetailsReader.details(of: entry.occurrence, in: calendars[entry.occurrence.calendar], parses: parses)?.join
        found[key] = link
        return link
    }
}
