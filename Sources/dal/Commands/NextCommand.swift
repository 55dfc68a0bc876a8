import ArgumentParser
import CalendarCore
import CalendarUI
import Calendars
import Foundation
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

    @OptionGroup var sources: SourceOptions
    @OptionGroup var display: DisplayOptions

    func validate() throws {
        if let width, width < 1 { throw ValidationError(RunWords.next.badWidth) }
        guard (1...366).contains(days) else { throw ValidationError(RunWords.options.dayCount(366)) }
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
        let line = StatusBarLine(upNext, calendars: calendars?.calendars ?? [], today: today, locale: try display.resolvedLocale(),
                                 days: days, width: width, words: RunWords.next)
        try StandardStreams.writeOutput(line.rendered(format))
    }
}

extension StatusBarFormat: ExpressibleByArgument {}
