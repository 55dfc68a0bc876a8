import ArgumentParser
import CalendarCore
import Calendars
import Foundation
import Storage
import SystemServices

/// `dal import`: events and tasks from other programs' files merged by UID
/// into the calendars dal writes (issue 44): a file imported twice changes
/// nothing, a newer version replaces the older, an instance joins its
/// series. What it will do is shown first, and asked.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: CommandHelp.words.importing.abstract,
        discussion: CommandHelp.words.importing.discussion
    )

    @Argument(help: ArgumentHelp(CommandHelp.words.importing.files, valueName: "file"))
    var files: [String]

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.importing.into, valueName: "name"))
    var into: String?

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.importing.yes))
    var yes = false

    @OptionGroup var sources: SourceOptions
    @OptionGroup var display: DisplayOptions

    func validate() throws {
        try ArgumentText.check(files, "<file>", takes: RunWords.importing.takesFile)
        try ArgumentText.check(into, "--into", takes: RunWords.importing.takesCalendarName)
    }

    func run() throws {
        try LoadedConfig.check()
        try display.applyTimeZone()
        let words = RunWords.importing
        let read = try files.map(Self.read)
        let calendar = try target()
        let writer = VdirWriter(writable: try sources.writableFolders)
        let plan: ImportPlan
        let holds = try LoadedConfig.get().holds(calendar).intersection(VdirWriter.componentsHeld)
        do { plan = try writer.planImport(read, into: calendar, holds: holds) } catch {
            StandardStreams.report(error)
            throw ExitCode(ExitStatus.outputError)
        }
        try StandardStreams.writeOutput(Self.preview(plan).joined(separator: "\n") + "\n")
        guard plan.changesSomething else {
            // Already there (same or older), or nothing the calendar takes at all.
            let known = plan.entries.contains { [.same, .older].contains($0.outcome) }
            try StandardStreams.writeOutput((known ? words.nothingToImport : words.nothingImportable) + "\n")
            return
        }
        if !yes {
            // The answer comes from standard input: it must be a person at a terminal, not the file.
            guard isatty(STDIN_FILENO) == 1, !files.contains("-") else {
                StandardStreams.reportError(words.needsYes)
                throw ExitCode(ExitStatus.noTerminal)
            }
            StandardStreams.writeError(words.question)
            let answer = (readLine() ?? "").trimmingCharacters(in: .whitespaces).lowercased()
            guard ["y", "yes", words.yes.lowercased()].contains(answer) else {
                StandardStreams.reportError(words.notImported)
                throw ExitCode(ExitStatus.pickCancelled)
            }
        }
        do {
            let receipts = try writer.apply(plan)
            try StandardStreams.writeOutput(words.imported(plan.count(.add) + plan.count(.join), plan.count(.replace), receipts.count) + "\n")
        } catch let error as WriteError {
            StandardStreams.report(error)
            throw ExitCode(ExitStatus.outputError)
        }
    }

    /// One file read and checked whole; one that is not gives its
    /// FILE:LINE and exit 65 before anything is written.
    static func read(_ path: String) throws -> ImportSource {
        do { return try ImportSource(path: path, bytes: try bytes(of: path)) } catch let error as ImportError {
            report(error)
            throw ExitCode(ExitStatus.dataError)
        }
    }

    /// The bytes of a file to read whole (`-`: standard input), or exit 65
    /// with why not.
    static func bytes(of path: String) throws -> [UInt8] {
        do {
            guard let read = try BoundedFileReader.read(path == "-" ? "/dev/stdin" : path, limit: CalendarLoader.maximumFileBytes,
                                                        streams: true) else {
                StandardStreams.reportError(RunWords.files.noSuchFile(path))
                throw ExitCode(ExitStatus.dataError)
            }
            return read
        } catch let error as FileError {
            StandardStreams.report(error)
            throw ExitCode(ExitStatus.dataError)
        }
    }

    /// Why a file cannot be read whole, with its FILE:LINE.
    static func report(_ error: ImportError) {
        let words = RunWords.importing
        let shown = StandardStreams.printable(error.path)
        let message = switch error.reason {
        case .notICalendar: words.notICalendar(shown, error.line)
        case .empty: words.empty(shown, error.line)
        case .endClosesNothing(let end, nil): words.endClosesNothing(shown, error.line, end)
        case .endClosesNothing(let end, let open?): words.endClosesOther((shown, error.line, end, open))
        case .notClosed(let kind): words.notClosed(shown, error.line, kind)
        case .unreadable(let kind, let detail): words.unreadable((shown, error.line, kind, detail.map { " (\($0))" } ?? ""))
        case .notUTF8(let byte): words.notUTF8((shown, error.line, ImportError.hex(byte)))
        }
        StandardStreams.reportError(message)
    }

    /// The calendar new events go to: `--into`'s, else the config's
    /// `new-events`, else the first writable one (`newEventsCalendar`).
    func target() throws -> CalendarInfo {
        let words = RunWords.importing
        return try Self.writableCalendar(named: into, sources: sources, noCalendar: words.noCalendar) { names in
            words.noSuchCalendar(StandardStreams.printable(into ?? ""), names)
        }
    }

    /// The writable calendar of that name (its shown name, name or
    /// folder's name), else `newEventsCalendar`; exit 64 with why not.
    static func writableCalendar(named name: String?, sources: SourceOptions, noCalendar: String,
                                 noSuchCalendar: (String) -> String) throws -> CalendarInfo {
        let overrides = try LoadedConfig.get().calendarOverrides
        guard let name else {
            guard let calendar = try sources.newEventsCalendar else {
                StandardStreams.reportError(noCalendar)
                throw ExitCode(ExitStatus.usage)
            }
            return calendar
        }
        let writable = (try? CalendarLoader.describe([], writable: try sources.writableFolders)) ?? []
        let named = writable.map { (read: $0, shown: overrides.applied(to: $0)) }
        // No calendar yet: the name may be the one the first event makes.
        if named.isEmpty, let first = try sources.defaultCalendar, [first.name, first.folderName].contains(name) {
            return overrides.applied(to: first)
        }
        guard !named.isEmpty else {
            StandardStreams.reportError(noCalendar)
            throw ExitCode(ExitStatus.usage)
        }
        guard let found = named.first(where: { [$0.shown.name, $0.read.name, $0.read.folderName].contains(name) }) else {
            StandardStreams.reportError(noSuchCalendar(named.map(\.shown.name).joined(separator: ", ")))
            throw ExitCode(ExitStatus.usage)
        }
        return found.shown
    }

    /// The preview: a line per component, then the counts.
    static func preview(_ plan: ImportPlan) -> [String] {
        let words = RunWords.importing
        var lines = [words.into(StandardStreams.printable(plan.calendar.name))]
        for entry in plan.entries {
            var what = words.component(entry.kind, Self.shortTitle(entry.summary ?? ""))
            if let instance = entry.recurrenceID { what += " " + words.instance(StandardStreams.printable(instance)) }
            let source = "\(StandardStreams.printable(entry.source)):\(entry.line)"
            let place = entry.file.map { source + " → " + StandardStreams.printable(Self.shortName($0)) } ?? source
            let line = switch entry.outcome {
            case .add: words.willAdd(what, source)
            case .join: words.willJoin(what, place)
            case .replace: words.willReplace(what, place)
            case .same: words.leftSame(what, place)
            case .older: words.leftOlder(what, place)
            case .cannotHold: words.cannotHold(what, source, StandardStreams.printable(plan.calendar.name))
            case .noUID: words.noUID(what, source)
            }
            lines.append(line)
        }
        lines.append(words.counts((plan.count(.add) + plan.count(.join), plan.count(.replace), plan.count(.same) + plan.count(.older),
                                   plan.count(.cannotHold) + plan.count(.noUID))))
        return lines
    }

    /// A title as one preview line shows it: its line breaks as blanks,
    /// cut after `titleCharacters` (a title of a megabyte is one line of a
    /// hundred characters, not a screenful).
    static func shortTitle(_ title: String) -> String {
        let line = PrintableText.oneLine(title)
        return StandardStreams.printable(line.count > titleCharacters ? line.prefix(titleCharacters - 1) + "…" : line)
    }

    static let titleCharacters = 100

    /// `personal/abc.ics`: a calendar file by its collection and name.
    static func shortName(_ path: String) -> String {
        path.split(separator: "/").suffix(2).joined(separator: "/")
    }
}
