import ArgumentParser
import CalendarCore
import Foundation
import SystemServices

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: CommandHelp.words.export.abstract
    )

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.export.ics))
    var ics = false

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.export.json))
    var json = false

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.export.store, valueName: "file"))
    var store: String?

    func validate() throws {
        guard ics != json else { throw ValidationError(RunWords.options.chooseOneOfTwo("--ics", "--json")) }
        try ArgumentText.check(store, "--store", takes: RunWords.options.takesStore)
    }

    func run() throws {
        try LoadedConfig.check()
        let path = try store ?? StoreOptions.defaultStorePath()
        let document: MarkDocument
        do {
            guard FileManager.default.fileExists(atPath: path) else { throw DataError(RunWords.files.noStoreYet(path)) }
            document = try SourceOptions.readDocument(path)
        } catch let error as DataError {
            StandardStreams.report(error)
            throw ExitCode(ExitStatus.dataError)
        }
        let output = json ? document.encoded() : ICalendarWriter.write(document.exportRuns, stamp: Self.stamp())
        try StandardStreams.writeOutput(output)
    }

    /// DTSTAMP: now in UTC, or midnight of `DAL_TODAY` for reproducible runs.
    static func stamp() -> String {
        if let today = ProcessEnvironment.value("DAL_TODAY"), let date = try? CivilDate.parse(today) {
            return date.description.replacingOccurrences(of: "-", with: "") + "T000000Z"
        }
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
    }
}
