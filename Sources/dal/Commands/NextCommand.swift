import ArgumentParser
import CalendarCore
import CalendarUI
import Calendars
import Foundation
import InterfaceWords
import SystemServices

/// `dal next`: the event on now, else the next one, as a status bar shows
/// it (waybar, i3blocks, polybar, tmux; docs/status-bar.md).
struct NextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "next",
        abstract: "Print the event on now, else the next one: a line for a status bar.",
        discussion: """
            Timed events of the days ahead (all-day ones are in the tooltip with the rest of today): \
            `14:10 Dentist (in 25m)`, `09:00 Standup (now, 10m left)`. --format waybar prints waybar's JSON \
            (text, tooltip, class now/soon/later/none, percentage); i3blocks its three lines; polybar and tmux \
            their colour markup; json an object for scripts. docs/status-bar.md has working set-ups.
            """
    )

    @Option(name: .long, help: ArgumentHelp("plain, json, waybar, i3blocks, polybar or tmux (default: plain).", valueName: "format"))
    var format: StatusBarFormat = .plain

    @Option(name: .long, help: ArgumentHelp("Cut the line to this many columns (Hangul counts two).", valueName: "n"))
    var width: Int?

    @Option(name: .long, help: ArgumentHelp("How many days ahead to look, today first (default 7).", valueName: "n"))
    var days = 7

    @Flag(name: .long, help: "Open the meeting link of the event on now, else the next one, with $BROWSER or xdg-open, and print it.")
    var join = false

    @OptionGroup var sources: SourceOptions
    @OptionGroup var display: DisplayOptions

    func validate() throws {
        if let width, width < 1 { throw ValidationError(RunWords.next.badWidth) }
        guard (1...366).contains(days) else { throw ValidationError(RunWords.options.dayCount(366)) }
        if join, format != .plain { throw ValidationError(RunWords.next.joinIsPlain) }
    }

    func run() throws {
        try LoadedConfig.check()
        try display.applyTimeZone()
        let today = try display.resolvedToday()
        let now = try display.resolvedClock().instant()
        let span = today...today.adding(days: days - 1)
        var marks = MarkSet()
        let calendars: CalendarEvents?
        do {
            calendars = try sources.loadCalendars(into: &marks, for: span)
        } catch let error as DataError {
            StandardStreams.reportError("\(error)")
            throw ExitCode(ExitStatus.dataError)
        }
        for warning in calendars?.warnings ?? [] { StandardStreams.reportCalendarWarning(warning) }
        let occurrences = calendars?.source.occurrences(in: span) ?? []
        let upNext = UpNext(occurrences: occurrences, now: now, today: today, instant: LocalClock.instant(ofWall:))
        if join { return try Self.join(upNext.event, calendars: calendars?.calendars ?? [], days: days) }
        let line = StatusBarLine(upNext, calendars: calendars?.calendars ?? [], today: today, locale: try display.resolvedLocale(),
                                 days: days, width: width, words: RunWords.next)
        try StandardStreams.writeOutput(line.rendered(format))
    }
}

extension NextCommand {
    /// `--join`: the event's link opened and printed; exit 1 when there is
    /// no event or it names no link, 69 when the browser failed.
    static func join(_ event: EventOccurrence?, calendars: [CalendarInfo], days: Int) throws {
        guard let event else {
            StandardStreams.reportError(RunWords.next.nothingAhead(days))
            throw ExitCode(ExitStatus.nothingToJoin)
        }
        let details = calendars.indices.contains(event.calendar)
            ? EventDetailsReader.details(of: event, in: calendars[event.calendar]) : nil
        guard let link = details?.join else {
            StandardStreams.reportError(RunWords.next.noCallLink(event.title))
            throw ExitCode(ExitStatus.nothingToJoin)
        }
        try StandardStreams.writeOutput(link + "\n")
        let words = InterfaceWords.of(RunWords.language).screen.events
        switch Browser(environment: ProcessEnvironment.all).open(link) {
        case nil: return
        case .notStarted(let program, let reason)?: StandardStreams.reportError(words.browserNotStarted((program, reason)))
        case .failed(let program, let status)?: StandardStreams.reportError(words.browserFailed((program, status)))
        }
        throw ExitCode(ExitStatus.noTerminal)
    }
}

extension StatusBarFormat: ExpressibleByArgument {}
