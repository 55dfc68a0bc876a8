import AppLoop
import CalendarUI
import Foundation
import Settings
import SystemServices

/// Config `[sync]` made into what the full screen runs: the command `S`
/// runs (the file's, else `vdirsyncer sync` when vdirsyncer is installed
/// and has a config of its own, else none), its schedule for the reducer,
/// and the runner for the loop.
enum ConfiguredSync {
    static let defaultCommand = "vdirsyncer sync"
    /// Long enough for a first sync of a big calendar, short enough that a
    /// command waiting for a password it never gets is stopped.
    static let defaultTimeoutSeconds = 300

    /// The command, or nil: `[sync] command` (empty: none), else the default.
    static func command(_ config: Config, environment: [String: String]) -> String? {
        if let set = config.syncCommand?.value {
            return ChildProcess.arguments(of: set).isEmpty ? nil : set
        }
        return vdirsyncerIsSetUp(environment: environment) ? defaultCommand : nil
    }

    /// vdirsyncer on PATH with a config where it looks for one
    /// (`$VDIRSYNCER_CONFIG`, `~/.vdirsyncer/config`, `$XDG_CONFIG_HOME/vdirsyncer/config`).
    static func vdirsyncerIsSetUp(environment: [String: String]) -> Bool {
        guard ChildProcess.isInstalled("vdirsyncer", environment: environment) else { return false }
        let home = environment["HOME"]
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home.map { $0 + "/.config" }
        let places = [environment["VDIRSYNCER_CONFIG"], home.map { $0 + "/.vdirsyncer/config" }, configHome.map { $0 + "/vdirsyncer/config" }]
        return places.compactMap { $0 }.contains { !$0.isEmpty && FileManager.default.fileExists(atPath: $0) }
    }

    static func schedule(_ config: Config, environment: [String: String]) -> SyncSchedule? {
        command(config, environment: environment).map {
            SyncSchedule(command: $0, afterWrite: config.syncAfterWrite?.value ?? false, everyMinutes: config.syncEvery?.value)
        }
    }

    static func runner(_ config: Config, environment: [String: String]) -> SyncCommand? {
        command(config, environment: environment).map {
            SyncCommand(arguments: ChildProcess.arguments(of: $0), timeLimitSeconds: config.syncTimeout?.value ?? defaultTimeoutSeconds)
        }
    }
}
