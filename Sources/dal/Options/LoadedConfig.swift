import ArgumentParser
import Foundation
import InterfaceWords
import Settings
import SystemServices

/// The config file, read once per run before anything else happens. A bad
/// file stops every command with its file:line:column and exit 78
/// (EX_CONFIG), nothing read or written yet.
enum LoadedConfig {
    private static let result = Result { () throws(ConfigError) -> Config in
        // Told in the language of the flags and the environment: a file
        // that cannot be read cannot say its own.
        var config = try ConfigReader.load(environment: ProcessEnvironment.all,
                                           words: InterfaceWords.of(RunWords.languageBeforeConfig).commands.configFile)
        // A subscription's alarms are its publisher's: off (docs/config.md).
        config.defaultAlarms.silencedCalendars = Set(ConfiguredSubscriptions.copies(config).map(\.folder))
        return config
    }

    /// The config, or nil when it is bad (said when a command asks `get`).
    static var usable: Config? { try? result.get() }

    /// The first step of every command: a bad file stops it before it
    /// reads or writes anything else.
    static func check() throws {
        _ = try get()
    }

    static func get() throws -> Config {
        switch result {
        case .success(let config): return config
        case .failure(let error):
            StandardStreams.report(error)
            throw ExitCode(ExitStatus.configuration)
        }
    }
}
