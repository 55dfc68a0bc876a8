import AppLoop
import ArgumentParser
import CalendarCore
import Calendars
import Foundation
import Persistence

/// Where marks and events come from: data files and calendars.
struct SourceOptions: ParsableArguments {
    @Option(name: .customLong("data"), help: ArgumentHelp(
        "A JSON file of categories and marked dates (repeatable; docs/data-format.md).", valueName: "file"))
    var dataFiles: [String] = []

    @Option(name: .customLong("ics"), help: ArgumentHelp(
        "An iCalendar file, a folder of them, or a folder of such folders (a vdir); repeatable.", valueName: "path"))
    var calendarPaths: [String] = []

    /// Categories and marks from every --data file. A file that fails to
    /// load stops dal with its file:line:column and exit 65 (EX_DATAERR).
    func loadMarks() throws -> MarkSet {
        var marks = MarkSet()
        for path in dataFiles { marks.addFile(try Self.readDocument(path)) }
        return marks
    }

    /// The calendars of every --ics path, read now (nil without any), each
    /// added to `marks` as a category with a colour of its own.
    func loadCalendars(into marks: inout MarkSet) throws -> CalendarEvents? {
        guard !calendarPaths.isEmpty else { return nil }
        let collection: EventCollection
        do { collection = try CalendarLoader.load(calendarPaths) } catch { throw DataError(error.description) }
        return CalendarEvents(collection: collection, categories: Self.addCategories(collection.calendars, to: &marks))
    }

    /// The calendars of every --ics path, read and expanded on a thread of
    /// their own (nil without any). Only their names and colours are read
    /// now, and a file that is not iCalendar stops dal now.
    func calendarsInBackground(into marks: inout MarkSet) throws -> (events: BackgroundEvents, categories: [Int])? {
        guard !calendarPaths.isEmpty else { return nil }
        let calendars: [CalendarInfo]
        do { calendars = try CalendarLoader.describe(calendarPaths) } catch { throw DataError(error.description) }
        let paths = calendarPaths
        let events = BackgroundEvents {
            do {
                let collection = try CalendarLoader.load(paths)
                return (collection, collection.warnings)
            } catch {
                return (EventCollection.empty, ["\(error)"])
            }
        }
        return (events, Self.addCategories(calendars, to: &marks))
    }

    private static func addCategories(_ calendars: [CalendarInfo], to marks: inout MarkSet) -> [Int] {
        calendars.enumerated().map { index, calendar in
            marks.addCategory(Category(id: "calendar:\(calendar.path)", name: calendar.name,
                                       color: calendar.color ?? CalendarColors.automatic(index)))
        }
    }

    static func readDocument(_ path: String) throws -> MarkDocument {
        let bytes: [UInt8]
        do {
            guard let read = try BoundedFileReader.read(path, limit: MarkDocument.maximumFileBytes) else {
                throw DataError("\(path): no such file")
            }
            bytes = read
        } catch let error as FileError {
            throw DataError(error.description)
        }
        do {
            return try MarkDocument.parse(bytes)
        } catch {
            throw DataError(error.located(in: path))
        }
    }
}

/// Where selections and tags are kept between runs.
struct StoreOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Keep selections and tags in this file (default for dal: $XDG_DATA_HOME/dal/store.json).", valueName: "file"))
    var store: String?

    @Flag(name: .long, help: "Keep nothing between runs.")
    var noStore = false

    func validate() throws {
        if noStore && store != nil { throw ValidationError("--store and --no-store cannot be used together.") }
        if store?.isEmpty == true { throw ValidationError("--store needs a file name (or use --no-store to keep nothing).") }
    }

    /// The store to use: `--store`, else (when `usesDefaultStore`) the
    /// default location, unless `--no-store`.
    func openStore(usesDefaultStore: Bool) throws -> Store? {
        if noStore { return nil }
        if let store { return Store(path: store) }
        guard usesDefaultStore else { return nil }
        return Store(path: try Self.defaultStorePath())
    }

    /// The default store, or exit 78 when there is no home to put it in.
    static func defaultStorePath() throws -> String {
        guard let path = Store.defaultPath(environment: ProcessInfo.processInfo.environment) else {
            StandardStreams.reportError("there is no home folder for the store (HOME and XDG_DATA_HOME are unset and the user "
                + "database has none). Set HOME or XDG_DATA_HOME, or choose a file with --store FILE, or keep nothing with --no-store.")
            throw ExitCode(configurationExitCode)
        }
        return path
    }

    /// EX_CONFIG: the environment or a configuration does not allow dal to run.
    static let configurationExitCode: Int32 = 78
}

/// The calendars given with --ics, and the category each is drawn in.
struct CalendarEvents {
    let collection: EventCollection
    /// Category index (in the MarkSet) of each calendar.
    let categories: [Int]
}

/// A data file dal cannot use: printed as is, exit 65 (EX_DATAERR).
struct DataError: Error, CustomStringConvertible {
    static let exitCode: Int32 = 65
    let description: String
    init(_ description: String) { self.description = description }
}
