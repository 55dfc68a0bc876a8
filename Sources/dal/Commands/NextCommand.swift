import AppLoop
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
        abstract: CommandHelp.words.next.abstract,
        discussion: CommandHelp.words.next.discussion
    )

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.next.format, valueName: "format"))
    var format: StatusBarFormat = .plain

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.next.width, valueName: "n"))
    var width: Int?

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.next.days, valueName: "n"))
    var days = 7

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.next.watch))
    var watch = false

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.next.join))
    var join = false

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.screen.only, valueName: "name"))
    var only: [String] = []

    @OptionGroup var sources: SourceOptions
    @OptionGroup var display: DisplayOptions

    func validate() throws {
        if let width, width < 1 { throw ValidationError(RunWords.next.badWidth) }
        guard (1...366).contains(days) else { throw ValidationError(RunWords.options.dayCount(366)) }
        if join, watch { throw ValidationError(RunWords.next.joinOrWatch) }
        if join, format != .plain { throw ValidationError(RunWords.next.joinIsPlain) }
    }

    func run() throws {
        try LoadedConfig.check()
        try display.applyTimeZone()
        if watch { return try runWatching() }
        let today = try display.resolvedToday()
        let now = try display.resolvedClock().instant()
        let span = today...today.adding(days: days - 1)
        var marks = MarkSet()
        let calendars: CalendarEvents?
        do {
            calendars = try sources.loadCalendars(into: &marks, for: span, shown: try sources.shownCalendars(only: only))
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
    /// `--watch`: `UpNextWatch` on a headless runner, the calendars read
    /// and watched by the calendar worker as the full screen's are; a
    /// line printed (and flushed) only when it changes, the runner woken
    /// only when it would.
    func runWatching() throws {
        let clock = try display.resolvedClock()
        let locale = try display.resolvedLocale()
        let (paths, writable) = try sources.shownCalendars(only: only)
        // A file named that is not iCalendar stops the run (exit 65), as without --watch.
        do { _ = try CalendarLoader.describe(paths, writable: writable) } catch {
            StandardStreams.report(error)
            throw ExitCode(ExitStatus.dataError)
        }
        let (format, width, days, words) = (format, width, days, RunWords.next)
        let time = UpNextWatch.LocalTime(day: { LocalClock.civil(atInstant: $0).date }, instant: LocalClock.instant(ofWall:))
        let feature = UpNextWatch(days: days, time: time) { upNext, today, calendars in
            StatusBarLine(upNext, calendars: calendars, today: today, locale: locale, days: days, width: width, words: words).renderedForWatch(format)
        }
        var failure: Error?
        let runner: HeadlessRunner<UpNextWatch>
        do {
            runner = try HeadlessRunner(
                feature: feature,
                calendars: CalendarWorker(backend: LiveCalendars(paths: paths, writable: writable, cache: SourceOptions.cacheFolder,
                                                                 keepsDays: false),
                                          sendsTasks: false, readsAtStart: true),
                clock: clock
            ) { effect, _ in
                switch effect {
                case .show(let line):
                    do { try StandardStreams.writeOutput(line) } catch {
                        // The bar went away (a closed pipe): nothing to show to.
                        failure = error
                        return false
                    }
                }
                return true
            }
        } catch {
            StandardStreams.reportError(RunWords.output.cannotWait("dal next"))
            throw ExitCode(ExitStatus.noTerminal)
        }
        _ = runner.run()
        if let failure { throw failure }
    }

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
