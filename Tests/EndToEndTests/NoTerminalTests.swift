import Foundation
import Testing
import TestSupport

/// Without a usable terminal dal explains itself and exits 69.
@Suite struct NoTerminalTests {
    @Test func noControllingTerminal() throws {
        // setsid: a new session has no controlling terminal, so /dev/tty fails.
        let result = try ProcessRunner.run("/usr/bin/env", ["setsid", "-w", ProcessRunner.dalBinary],
                                           environment: ["TERM": "xterm", "DAL_TODAY": "2026-11-21"])
        #expect(result.status == 69)
        #expect(result.stderr.contains("dal print"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: [("", "TERM is not set"), ("no-such-terminal", "'no-such-terminal' is not in the terminfo database")])
    func unusableTerm(term: String, message: String) throws {
        let assignment = term.isEmpty ? "-u TERM" : "TERM=\(term)"
        let session = try TmuxSession(command: "env \(assignment) \(ProcessRunner.dalBinary)",
                                      environment: ["DAL_TODAY": "2026-11-21"])
        let result = try session.waitFor("EXIT=")
        #expect(result.screen.contains("EXIT=69"), "\(result.screen.dump)")
        #expect(result.screen.joined(separator: " ").contains(message), "\(result.screen.dump)")
    }
}
