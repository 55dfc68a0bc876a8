import Foundation
import Testing
@testable import CalendarCore
@testable import Settings

/// `[sync]`: the command `S` runs, `after-write`, `every`, `timeout`, and
/// every mistake told with its place.
@Suite struct SyncConfigTests {
    func parse(_ text: String) throws(ConfigError) -> Config {
        try ConfigReader.parse(text, path: "/home/u/.config/dal/config.toml", home: "/home/u")
    }

    func failure(_ text: String) -> String? {
        do { _ = try parse(text); return nil } catch { return error.description }
    }

    @Test func theSyncTableIsRead() throws {
        let config = try parse("""
            [sync]
            command = "vdirsyncer -c ~/work.conf sync"
            after-write = true
            every = "1h30m"
            timeout = "90s"
            """)
        #expect(config.syncCommand?.value == "vdirsyncer -c ~/work.conf sync" && config.syncCommand?.line == 2)
        #expect(config.syncAfterWrite?.value == true)
        #expect(config.syncEvery?.value == 90)
        #expect(config.syncTimeout?.value == 90)
        #expect(try parse("[sync]\ntimeout = \"5m\"\n").syncTimeout?.value == 300)
        // An empty command turns the default off; it is not a mistake.
        #expect(try parse("[sync]\ncommand = \"\"\n").syncCommand?.value == "")
        let none = try parse("")
        #expect(none.syncCommand == nil && none.syncAfterWrite == nil && none.syncEvery == nil && none.syncTimeout == nil)
    }

    @Test func mistakesAreToldWithTheirPlace() {
        #expect(failure("[sync]\ncommand = 3\n")?.hasPrefix("/home/u/.config/dal/config.toml:2:1: command:") == true)
        #expect(failure("[sync]\nafter-write = \"yes\"\n")?.contains(":2:1: after-write:") == true)
        let every = failure("[sync]\nevery = \"30s\"\n")
        #expect(every?.contains(":2:1: every:") == true && every?.contains("\"15m\"") == true)
        #expect(failure("[sync]\nevery = \"0m\"\n")?.contains("1 minute to 60 days") == true)
        let timeout = failure("[sync]\n\ntimeout = \"0s\"\n")
        #expect(timeout?.contains(":3:1: timeout:") == true && timeout?.contains("\"90s\"") == true)
        #expect(failure("[sync]\ntimeout = \"2d\"\n")?.contains("1 second to 1 day") == true)
        #expect(failure("[sync]\ncommand = \"a\\u0007b\"\n")?.contains(":2:1: command:") == true)
        #expect(failure("[sync]\ninterval = \"15m\"\n") == "/home/u/.config/dal/config.toml:2:1: unknown key 'interval' in [sync]; "
            + "the known keys are: command, after-write, every, timeout")
        #expect(failure("sync = \"vdirsyncer sync\"\n")?.contains(":1:") == true)
    }
}
