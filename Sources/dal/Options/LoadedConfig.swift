import ArgumentParser
import Foundation
import Settings
import SystemServices

/// The config file, read once per run before anything else happens. A bad
/// file stops every command with its file:line:column and exit 78
/// (EX_CONFIG), nothing read or written yet.
enum LoadedConfig {
    private static let result = Result { () throws(ConfigError) -> Config in
        try ConfigReader.load(environment: ProcessEnvironment.all)
    }

    /// The first step of every command: a bad file stops it before it
    /// reads or writes anything else.
    static func check() throws {
        _ = try get()
    }

    static func get() throws -> Config {
        switch result {
        case .success(let config): return config
        case .failure(let error):
            StandardStreams.reportError("\(error)")
            throw ExitCode(ExitStatus.configuration)
        }
    }
}
