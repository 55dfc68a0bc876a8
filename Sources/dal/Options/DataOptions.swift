import AppLoop
import ArgumentParser
import CalendarCore
import CalendarUI
import Calendars
import Foundation
import Storage
import SystemServices
import Settings

/// Where marks and events come from, as typed (`SourceOptions`) or not
/// given (`NoArguments`).
protocol SourceChoices {
    var dataFiles: [String] { get }
    var calendarPaths: [String] { get }
    var writablePaths: [String] { get }
}

/// Where marks and events come from: data files and calendars.
struct SourceOptions: ParsableArguments, SourceChoices {
    @Option(name: .customLong("data"), help: ArgumentHelp(CommandHelp.words.sources.data, valueName: "file"))
    var dataFiles: [String] = []

    @Option(name: .customLong("ics"), help: ArgumentHelp(CommandHelp.words.sources.ics, valueName: "path"))
    var calendarPaths: [String] = []

    @Option(name: .customLong("calendar"), help: ArgumentHelp(CommandHelp.words.sources.calendar, valueName: "folder"))
    var writablePaths: [String] = []

    func validate() throws {
        try ArgumentText.check(dataFiles, "--data", takes: RunWords.options.takesDataFile)
        try ArgumentText.check(calendarPaths, "--ics", takes: RunWords.options.takesCalendarFile)
        // An empty --calendar once sent new events into /.
        try ArgumentText.check(writablePaths, "--calendar", takes: RunWords.options.takesCalendarFolder)
        for path in writablePaths {
            var folder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &folder), !folder.boolValue {
                throw ValidationError(RunWords.options.calendarIsAFile(path))
            }
        }
    }

    /// Where readings of calendar files are kept between runs.
    static var cacheFolder: CacheFolder? { CacheFolder.standard(environment: ProcessEnvironment.all) }

    static func readDocument(_ path: String) throws -> MarkDocument {
        let bytes: [UInt8]
        do {
            guard let read = try BoundedFileReader.read(path, limit: MarkDocument.maximumFileBytes, streams: true) else {
                throw DataError(RunWords.files.noSuchFile(path))
            }
            bytes = read
        } catch let error as FileError {
            throw DataError(RunWords.files.describe(error))
        }
        do {
            return try MarkDocument.parse(bytes)
        } catch {
            throw DataError(error.located(in: path))
        }
    }
}

extension SourceChoices {
    /// The folders dal may write: `--calendar`, else the config file's
    /// `[calendars] write`, else the default vdir `$XDG_DATA_HOME/dal/calendars`
    /// (none without a home folder), where vdirsyncer puts a folder per
    /// calendar of a server.
    var writableFolders: [String] {
        get throws { try writableSetting.folders }
    }

    var writableSetting: (folders: [String], source: SettingSource) {
        get throws {
            if !writablePaths.isEmpty { return (writablePaths, .flag("--calendar")) }
            if let located = try LoadedConfig.get().writeCalendars { return (located.value, located.source) }
            return (Store.dataFolder(environment: ProcessEnvironment.all).map { [$0 + "/calendars"] } ?? [], .standard)
        }
    }

    /// `--ics`, else the config file's `[calendars] read` and the copies of
    /// its `[subscriptions]` (read-only like the others).
    var readSetting: (paths: [String], source: SettingSource) {
        get throws {
            if !calendarPaths.isEmpty { return (calendarPaths, .flag("--ics")) }
            let config = try LoadedConfig.get()
            let subscribed = ConfiguredSubscriptions.readFolders(config)
            if let located = config.readCalendars { return (located.value + subscribed, located.source) }
            return (subscribed, .standard)
        }
    }

    /// `--data`, else the config file's `data`.
    var dataSetting: (files: [String], source: SettingSource) {
        get throws {
            if !dataFiles.isEmpty { return (dataFiles, .flag("--data")) }
            if let located = try LoadedConfig.get().dataFiles { return (located.value, located.source) }
            return ([], .standard)
        }
    }

    /// Where new events go before any writable calendar exists: in the
    /// first writable folder (flag, config file or the default vdir), the
    /// folder itself when it is a collection, else its `personal/` (made by
    /// the first event), named as it will be read (by its folder's name).
    var defaultCalendar: CalendarInfo? {
        get throws {
            guard let first = try writableSetting.folders.first else { return nil }
            let path = CalendarLoader.newEventsCollection(in: first)
            return CalendarInfo(name: Folders.lastComponent(of: path), color: nil, path: path, writable: true)
        }
    }

    /// Where a command adds what it makes without being told (`dal import`
    /// without `--into`, `dal todo add`), as the screen's add prompt does:
    /// the config's `new-events` calendar (by name or folder name), else
    /// the first calendar dal writes, else `defaultCalendar` (made by the
    /// first write). Named as the config names it.
    var newEventsCalendar: CalendarInfo? {
        get throws {
            let config = try LoadedConfig.get()
            let writable = ((try? CalendarLoader.describe([], writable: try writableFolders)) ?? []).map(config.calendarOverrides.applied)
            if let wanted = config.newEvents?.value,
               let named = writable.first(where: { $0.name == wanted || $0.folderName == wanted }) {
                return named
            }
            return try writable.first ?? defaultCalendar.map(config.calendarOverrides.applied)
        }
    }

    /// Categories and marks from every data file. A file that fails to
    /// load stops dal with its file:line:column and exit 65 (EX_DATAERR).
    func loadMarks() throws -> MarkSet {
        var marks = MarkSet()
        let (files, source) = try dataSetting
        for path in files {
            do { marks.addFile(try SourceOptions.readDocument(path)) } catch let error as DataError {
                throw try error.named(by: "data", source)
            }
        }
        return marks
    }

    /// The calendars of every --ics path, read now (nil without any), each
    /// added to `marks` as a category with a colour of its own; events
    /// far from `days` may be left unread.
    /// A span of a few blocks is answered from the occurrences an earlier
    /// command kept for exactly these files (`SavedOccurrences`), else
    /// read over its whole blocks and kept.
    /// `shown`: the calendars to read (`shownCalendars(only:)`), else all.
    func loadCalendars(into marks: inout MarkSet, for days: ClosedRange<CivilDate>,
                       shown: (paths: [String], writable: [String])? = nil) throws -> CalendarEvents? {
        let (paths, writable) = try shown ?? (readSetting.paths, writableFolders)
        let cache = SourceOptions.cacheFolder
        let events: (source: EventSource, warnings: [String])
        do throws(FileError) {
            if let cache, DayBlocks.blocks(of: days).count <= SavedOccurrences.blocksMadeAtOnce {
                let file = SavedOccurrences.file(paths: paths, writable: writable, in: cache)
                // Made before the files are read: a file changed meanwhile gives the next run another key.
                let key = SavedOccurrences.key(paths: paths, writable: writable)
                let saved = SavedOccurrences.read(from: file, key: key) ?? SavedOccurrences(key: key)
                if saved.covers(days) {
                    events = (saved, saved.warnings)
                } else {
                    let blocks = DayBlocks.blocks(of: days)
                    let whole = DayBlocks.days(of: blocks.lowerBound).lowerBound...DayBlocks.days(of: blocks.upperBound).upperBound
                    let collection = try CalendarLoader.load(paths, writable: writable, cache: cache, window: whole)
                    saved.add(blocksOf: days, from: collection, warnings: collection.warnings)
                    // A block too busy to keep: the reading answers.
                    if saved.covers(days) { saved.write(to: file) }
                    events = (collection, collection.warnings)
                }
            } else {
                let collection = try CalendarLoader.load(paths, writable: writable, cache: cache, window: days)
                events = (collection, collection.warnings)
            }
        } catch {
            throw try DataError(RunWords.files.describe(error)).named(by: "[calendars] read", try readSetting.source)
        }
        guard !events.source.calendars.isEmpty else { return nil }
        let config = try LoadedConfig.get()
        let registered = AppState.registerCalendars(events.source.calendars, overrides: config.calendarOverrides, theme: config.theme,
                                                    in: &marks)
        return CalendarEvents(source: events.source, warnings: events.warnings, calendars: registered.calendars,
                              categories: registered.categories)
    }

    /// The calendars, read and expanded on a thread of their own, and read
    /// again when their files change. Only their names and colours are read
    /// now (a file named with --ics that is not iCalendar stops dal now).
    func calendarsInBackground() throws -> (worker: CalendarWorker, calendars: [CalendarInfo]) {
        let (paths, writable) = (try readSetting.paths, try writableFolders)
        let backend = LiveCalendars(paths: paths, writable: writable, cache: SourceOptions.cacheFolder, defaultAlarms: try LoadedConfig.get().defaultAlarms)
        let worker = CalendarWorker(backend: backend)
        // The saved days are looked up while the names are read and the terminal is set up.
        worker.begin()
        let calendars: [CalendarInfo]
        do { calendars = try CalendarLoader.describe(paths, writable: writable) } catch {
            worker.stop()
            throw try DataError(RunWords.files.describe(error)).named(by: "[calendars] read", try readSetting.source)
        }
        return (worker, calendars)
    }
}

/// Where selections and tags are kept, as typed (`StoreOptions`) or not
/// given (`NoArguments`).
protocol StoreChoices {
    var store: String? { get }
    var noStore: Bool { get }
}

/// Where selections and tags are kept between runs.
struct StoreOptions: ParsableArguments, StoreChoices {
    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.sources.store, valueName: "file"))
    var store: String?

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.sources.noStore))
    var noStore = false

    func validate() throws {
        if noStore && store != nil { throw ValidationError(RunWords.options.cannotBeUsedTogether("--store", "--no-store")) }
        try ArgumentText.check(store, "--store", takes: RunWords.options.takesStoreOrNoStore)
    }

    /// The default store, or exit 78 when there is no home to put it in.
    static func defaultStorePath() throws -> String {
        guard let path = Store.defaultPath(environment: ProcessEnvironment.all) else {
            StandardStreams.reportError(RunWords.files.noHomeForStore)
            throw ExitCode(ExitStatus.configuration)
        }
        return path
    }
}

extension StoreChoices {
    /// The store to use: `--store`, else (when `usesDefaultStore`) the
    /// default location, unless `--no-store`.
    func openStore(usesDefaultStore: Bool) throws -> Store? {
        if noStore { return nil }
        if let store { return Store(path: store) }
        guard usesDefaultStore else { return nil }
        return Store(path: try StoreOptions.defaultStorePath())
    }
}

/// The calendars given with --ics, and the category each is drawn in.
struct CalendarEvents {
    /// The events: as read, or as an earlier command kept them.
    let source: EventSource
    /// What reading them found wrong.
    let warnings: [String]
    /// The collection's calendars, named and coloured as the config says.
    let calendars: [CalendarInfo]
    /// Category index (in the MarkSet) of each calendar.
    let categories: [Int]
}

/// A data file dal cannot use: printed as is, exit 65 (EX_DATAERR).
struct DataError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }

    /// The error of a file the config file named, saying where it was named.
    func named(by key: String, _ source: SettingSource) throws -> DataError {
        guard case .file(let line) = source else { return self }
        return DataError(RunWords.files.namedBy((description, key, try LoadedConfig.get().path ?? "the config file", line)))
    }
}
