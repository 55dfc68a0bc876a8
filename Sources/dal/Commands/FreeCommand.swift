import ArgumentParser
import CalendarCore
import Calendars
import Foundation
import Settings
import Storage
import SystemServices

/// `dal free`: when there is time for something, from every calendar.
struct FreeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "free",
        abstract: CommandHelp.words.free.abstract,
        discussion: CommandHelp.words.free.discussion
    )

    @Argument(help: ArgumentHelp(CommandHelp.words.free.from, valueName: "YYYY-MM-DD"))
    var from: String?

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.free.to, valueName: "YYYY-MM-DD"))
    var to: String?

    // Unconditional: `--for -1h` is a wrong length to explain, not a missing one.
    @Option(name: .customLong("for"), parsing: .unconditional,
            help: ArgumentHelp(CommandHelp.words.free.length, valueName: "length"))
    var length = "30m"

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.free.between, valueName: "HH:MM-HH:MM"))
    var between: String?

    @Flag(name: [.customLong("weekdays"), .customLong("workdays")],
          help: ArgumentHelp(CommandHelp.words.free.weekdays))
    var weekdays = false

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.free.me, valueName: "address"))
    var me: [String] = []

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.screen.only, valueName: "name"))
    var only: [String] = []

    @OptionGroup var sources: SourceOptions
    @OptionGroup var display: DisplayOptions

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.free.json))
    var json = false

    func validate() throws {
        var days: [CivilDate] = []
        for (value, flag) in [(from, "FROM"), (to, "--to")] {
            guard let value else { continue }
            do { days.append(try CivilDate.parse(value)) } catch { throw ValidationError(RunWords.options.badDate(flag, RunWords.options.reason(error))) }
        }
        if days.count == 2, days[1] < days[0] {
            throw ValidationError(RunWords.options.toBeforeFirst("\(days[1])", "\(days[0])"))
        }
        guard let minutes = MinutesText.parse(length), minutes > 0, minutes <= 366 * 1440 else {
            throw ValidationError(RunWords.options.notALength(StandardStreams.printable(length)))
        }
        if let between, FreeTime.Hours.parse(between) == nil {
            throw ValidationError(RunWords.options.notASpanOfHours(between))
        }
    }

    func run() throws {
        try LoadedConfig.check()
        try display.applyTimeZone()
        let today = try display.resolvedToday()
        let first = try from.map { try CivilDate.parse($0) } ?? today
        let last = try to.map { try CivilDate.parse($0) } ?? first.adding(days: 6)
        // (--to alone, before today: the first day is only known here.)
        guard first <= last else { throw ValidationError(RunWords.options.toBeforeFirst("\(last)", "\(first)")) }
        // Windows may run a day past the last (22:00-02:00); events a day
        // before the first may run into it.
        let days = first.adding(days: -1)...last.adding(days: 2)
        let (busyTime, unkept) = try self.busyTime(days)
        for warning in busyTime.warnings { StandardStreams.reportCalendarWarning(warning) }
        // Every block of `days` is kept or in `unkept` (made so just now if need be).
        let entries = busyTime.entries(overlapping: days, unkept: unkept) ?? []
        guard let minutes = MinutesText.parse(length) else { throw ValidationError("--for: not a length of time") }   // checked in validate
        let hours = between.flatMap(FreeTime.Hours.parse)
        // From the start of the current minute: slots begin on whole minutes.
        let clockNow = try display.resolvedClock().instant()
        let now = clockNow - ((clockNow % 60) + 60) % 60
        let holidays = try display.holidaySetting(for: try display.localeSetting().identifier).calendar
        for warning in holidays.warnings { StandardStreams.reportWarning(warning) }
        let windows = FreeTime.windows(from: first, through: last, hours: hours, weekdaysOnly: weekdays, isHoliday: holidays.isHoliday,
                                       instant: LocalClock.instant(ofWall:))
            .compactMap { window in window.end > now ? FreeTime.Span(start: max(window.start, now), end: window.end) : nil }
        let addresses = Set(me.map(EventAttendance.address))
        // Busy: what is not transparent (left out of the entries) and not declined by the person.
        let busy = entries.filter { !$0.declinedBy.contains(where: addresses.contains) }
        let slots = FreeTime.slots(in: windows, busy: busy.map { FreeTime.Span(start: $0.start, end: $0.end) }, atLeast: minutes * 60)
        let declined = busy.filter { !$0.declinedBy.isEmpty }
        if !declined.isEmpty, addresses.isEmpty {
            StandardStreams.reportNote(RunWords.output.declinedAttendees(declined.count))
        }
        if json {
            let objects: [[String: Any]] = slots.map { slot in
                ["start": Self.wallText(slot.start), "end": Self.wallText(slot.end), "minutes": slot.seconds / 60]
            }
            let data = try JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            print(StandardStreams.json(data))
            return
        }
        guard !slots.isEmpty else {
            StandardStreams.reportError(RunWords.output.noFreeTime(RunWords.output.length(minutes), "\(first)", "\(last)"))
            throw ExitCode(1)
        }
        for slot in slots { print(Self.line(slot)) }
    }

    /// The busy time of `days`' blocks: kept from an earlier run for
    /// exactly the files on disk now, else read and expanded, and kept; a
    /// block of more than `SavedBusyTime.largestKeptBlock` entries, asked
    /// for in part, is expanded only for the days asked (`unkept`).
    func busyTime(_ days: ClosedRange<CivilDate>) throws -> (kept: SavedBusyTime, unkept: [Int: [SavedBusyTime.Entry]]) {
        let (paths, writable) = try sources.shownCalendars(only: only)
        let cache = SourceOptions.cacheFolder
        let file = cache.map { SavedBusyTime.file(paths: paths, writable: writable, in: $0) }
        // Made before the files are read (see below).
        let key = SavedBusyTime.key(paths: paths, writable: writable)
        var saved = file.flatMap { SavedBusyTime.read(from: $0, key: key) } ?? SavedBusyTime(key: key)
        let blocks = Array(SavedBusyTime.block(of: days.lowerBound)...SavedBusyTime.block(of: days.upperBound))
        let missing = blocks.filter { saved.blocks[$0] == nil }
        guard !missing.isEmpty else { return (saved, [:]) }
        let collection: EventCollection
        do throws(FileError) {
            collection = try CalendarLoader.load(paths, writable: writable, cache: cache)
        } catch {
            StandardStreams.report(error)
            throw ExitCode(ExitStatus.dataError)
        }
        var whole: [Int] = [], unkept: [Int: [SavedBusyTime.Entry]] = [:]
        for block in missing {
            let blockDays = SavedBusyTime.days(of: block)
            let asked = max(blockDays.lowerBound, days.lowerBound)...min(blockDays.upperBound, days.upperBound)
            if asked != blockDays {
                // The days asked first: a calendar this busy is not expanded 32 days for one.
                let part = SavedBusyTime.entries(of: collection, in: asked, instant: LocalClock.instant(ofWall:))
                let askedDays = asked.lowerBound.days(until: asked.upperBound) + 1
                if part.count * DayBlocks.length / askedDays > SavedBusyTime.largestKeptBlock {
                    unkept[block] = part
                    continue
                }
            }
            whole.append(block)
        }
        saved.add(blocks: whole, of: collection, warnings: collection.warnings, instant: LocalClock.instant(ofWall:))
        // Labelled with the files as they were before they were read: a
        // file changed meanwhile gives the next run another key.
        if let file, !whole.isEmpty { saved.write(to: file) }
        return (saved, unkept)
    }

    /// `2026-11-26 Thu 09:00-10:30  1h30m`; a slot past midnight names its last day too.
    static func line(_ slot: FreeTime.Span) -> String {
        let (startDay, startSeconds) = LocalClock.civil(atInstant: slot.start)
        let (endDay, endSeconds) = LocalClock.civil(atInstant: slot.end)
        let start = LocalDateTime(date: startDay, secondsOfDay: startSeconds), end = LocalDateTime(date: endDay, secondsOfDay: endSeconds)
        let day = { (date: CivilDate) in RunWords.output.freeDay("\(date)", date.weekday.rawValue) }
        // A slot up to midnight ends at 24:00 of its day (of the day before
        // its end: the calendar's last day ends at 24:00, not in year 10000).
        let endsAtMidnight = endSeconds == 0 && endDay == startDay.adding(days: 1)
        let lastDay = endDay.adding(days: -1)
        let until = endDay == startDay ? end.timeText : endsAtMidnight ? "24:00"
            : endSeconds == 0 ? day(lastDay) + " 24:00" : day(endDay) + " " + end.timeText
        return "\(day(startDay)) \(start.timeText)-\(until)  \(RunWords.output.length(slot.seconds / 60))"
    }

    /// `2026-11-26T09:00` on the local clock.
    static func wallText(_ instant: Int) -> String {
        let (date, seconds) = LocalClock.civil(atInstant: instant)
        return "\(date)T\(LocalDateTime(date: date, secondsOfDay: seconds).timeText)"
    }
}
