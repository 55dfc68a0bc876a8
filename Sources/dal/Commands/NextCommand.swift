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
        abstract: CommandHelp.words.next.abstract,
        discussion: CommandHelp.words.next.discussion
    )

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.next.format, valueName: "format"))
    var format: StatusBarFormat = .plain

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.next.width, valueName: "n"))
    var width: Int?

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.next.days, valueName: "n"))
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
