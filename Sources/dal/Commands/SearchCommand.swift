import ArgumentParser
import CalendarCore
import Calendars
import Foundation
import InterfaceWords
import Storage

/// `dal search`: events by their words, for scripts and the shell.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: CommandHelp.words.search.abstract,
        discussion: CommandHelp.words.search.discussion
    )

    @Argument(help: ArgumentHelp(CommandHelp.words.search.text, valueName: "text"))
    var text: [String]

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.search.from, valueName: "YYYY-MM-DD"))
    var from: String?

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.search.to, valueName: "YYYY-MM-DD"))
    var to: String?

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.screen.only, valueName: "name"))
    var only: [String] = []

    @OptionGroup var sources: SourceOptions
    @OptionGroup var display: DisplayOptions

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.search.json))
    var json = false

    func validate() throws {
        guard !text.joined().trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError(RunWords.options.giveWordsToFind) }
        var days: [CivilDate] = []
        for (value, flag) in [(from, "--from"), (to, "--to")] {
            guard let value else { continue }
            do { days.append(try CivilDate.parse(value)) } catch { throw ValidationError(RunWords.options.badDate(flag, RunWords.options.reason(error))) }
        }
        // Checked here, before any range is made of them.
        if days.count == 2, days[1] < days[0] {
            throw ValidationError(RunWords.options.toBeforeFrom("\(days[1])", "\(days[0])"))
        }
    }

    /// Matched files up to this many are parsed rather than looked up in
    /// the reading cache (about what opening a cache of 5,000 costs).
    static let filesParsedDirectly = 400

    /// The events a search of `query` looks through: from the words an
    /// earlier search kept for exactly these files, only the files of what
    /// matched; else the whole reading, whose words are then kept.
    func events(matching query: String) throws -> (events: SearchableEvents, warnings: [String]) {
        let (paths, writable) = try sources.shownCalendars(only: only)
        let cache = SourceOptions.cacheFolder
        let file = cache.map { SavedWords.file(paths: paths, writable: writable, in: $0) }
        if let file, let words = SavedWords.read(from: file, key: SavedOccurrences.key(paths: paths, writable: writable)) {
            let files = words.files(matching: query)
            // A few files are parsed sooner than the reading cache of
            // thousands is opened; many come from the cache.
            let fileCount = files.values.reduce(0) { $0 + $1.count }
            if let matched = CalendarLoader.load(files: files, of: words.calendars, cache: fileCount > Self.filesParsedDirectly ? cache : nil) {
                return (matched, words.warnings)
            }
        }
        // Taken before the files are read: a change meanwhile gives the next search another key.
        let names = SavedOccurrences.namesKey(paths: paths, writable: writable)
        let reading = CalendarReading(paths: paths, writable: writable, cache: cache)
        do { try reading.readAll() } catch {
            StandardStreams.report(error)
            throw ExitCode(ExitStatus.dataError)
        }
        if let file { SavedWords(key: SavedOccurrences.key(files: reading.readKey, names: names), reading: reading).write(to: file) }
        return (reading.events, reading.problems)
    }

    func run() throws {
        try LoadedConfig.check()
        try display.applyTimeZone()
        let today = try display.resolvedToday()
        let first = try from.map { try CivilDate.parse($0) }, last = try to.map { try CivilDate.parse($0) }
        let lower = first ?? CivilDate.first, upper = last ?? CivilDate.last
        guard lower <= upper else { throw ValidationError(RunWords.options.toBeforeFrom("\(upper)", "\(lower)")) }
        let days: ClosedRange<CivilDate>? = (first != nil || last != nil) ? lower...upper : nil
        let query = text.joined(separator: " ")
        let (collection, warnings) = try events(matching: query)
        // What could not be read is said: an event in a broken file is not found.
        for warning in warnings { StandardStreams.reportCalendarWarning(warning) }
        // Contacts' birthdays are found too, titled as `dal list` titles them.
        let birthdays = try display.birthdaySetting().calendar
        for warning in birthdays.warnings { StandardStreams.reportWarning(warning) }
        let words = json ? InterfaceWords.english : InterfaceWords.of(RunWords.language)
        let birthdayHits = birthdays.found(query, in: days, today: today, title: words.title).map { entry in
            SearchHit(occurrence: entry.occurrence(titled: words.title(of: entry)), calendar: BirthdayCalendar.name, location: nil)
        }
        let hits = SearchHit.byDate(EventSearch.search(query, in: collection, days: days, today: today), birthdayHits)
        if json {
            let objects: [[String: Any]] = hits.map { hit in
                let occurrence = hit.occurrence
                var object: [String: Any] = ["date": occurrence.start.date.description, "allDay": occurrence.isAllDay,
                                             "summary": occurrence.summary, "calendar": hit.calendar, "uid": occurrence.uid,
                                             "repeats": occurrence.recurrenceID != nil]
                if !occurrence.isAllDay { object["start"] = "\(occurrence.start.date)T\(occurrence.start.timeText)"; object["end"] = "\(occurrence.end.date)T\(occurrence.end.timeText)" }
                if let location = hit.location { object["location"] = location }
                return object
            }
            let data = try JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            print(StandardStreams.json(data))
            return
        }
        guard !hits.isEmpty else {
            StandardStreams.reportError(RunWords.output.nothingFound(StandardStreams.printable(text.joined(separator: " "))))
            throw ExitCode(1)
        }
        for hit in hits {
            let occurrence = hit.occurrence
            let when = occurrence.isAllDay ? RunWords.output.allDayColumn : occurrence.start.timeText + "-" + occurrence.end.timeText
            let repeats = occurrence.recurrenceID != nil ? " " + RunWords.output.repeats : ""
            print("\(occurrence.start.date) \(when)  \(occurrence.title)\(repeats)  [\(hit.calendar)]" + (hit.location.map { "  @ \($0)" } ?? ""))
        }
    }
}
