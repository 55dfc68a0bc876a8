import Foundation

/// A real terminal for end-to-end tests: a detached tmux server on its own
/// socket running one command in a pane of a fixed size. Keys go in with
/// `send-keys`, the screen comes out with `capture-pane`.
public final class TmuxSession: @unchecked Sendable {
    public let socket: String
    private static let tmux = "/usr/bin/env"

    /// Starts `command` (run by `sh -c`) in a `width`×`height` pane. After
    /// the command ends the pane shows `EXIT=<status>` and stays open.
    public init(width: Int = 80, height: Int = 24, command: String, environment: [String: String] = [:]) throws {
        socket = "dal-e2e-\(UUID().uuidString.prefix(8))"
        // Never the user's own store: a fresh data folder unless the test names one.
        var environment = environment
        if environment["XDG_DATA_HOME"] == nil { environment["XDG_DATA_HOME"] = ProcessRunner.scratchDataHome() }
        // Nor the user's config file: tests that want one write their own.
        if environment["XDG_CONFIG_HOME"] == nil { environment["XDG_CONFIG_HOME"] = ProcessRunner.scratchDataHome() }
        // Nor the user's cache of calendar readings.
        if environment["XDG_CACHE_HOME"] == nil { environment["XDG_CACHE_HOME"] = ProcessRunner.scratchDataHome() }
        // Nor its state (reminders, tasks' numbers).
        if environment["XDG_STATE_HOME"] == nil { environment["XDG_STATE_HOME"] = ProcessRunner.scratchDataHome() }
        let exports = environment.map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
        let wrapped = "env \(exports) SWIFT_BACKTRACE=enable=no \(command); echo EXIT=$?; sleep 600"
        try run(["new-session", "-d", "-x", String(width), "-y", String(height), "-s", "main", wrapped])
    }

    deinit {
        _ = try? run(["kill-server"])
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let result = try ProcessRunner.run(TmuxSession.tmux, ["tmux", "-L", socket, "-f", "/dev/null"] + arguments,
                                           environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
        guard result.status == 0 else {
            throw TmuxError(message: "tmux \(arguments.first ?? "") failed (\(result.status)): \(result.stderr)")
        }
        return result.stdout
    }

    /// Sends tmux key names (`Right`, `Space`, `C-c`, `q`), in order.
    public func send(_ keys: String..., repeat count: Int = 1) throws {
        try run(["send-keys", "-t", "main", "-N", String(count)] + keys)
    }

    /// Sends raw bytes, e.g. `[0x1B, 0x5B, 0x43]` for `ESC [ C`.
    public func sendBytes(_ bytes: [UInt8]) throws {
        try run(["send-keys", "-t", "main", "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// The bytes the program writes to its terminal from now on, and how to
    /// stop: every byte, not what a capture happens to catch.
    public func recordOutput() throws -> OutputRecording {
        let path = NSTemporaryDirectory() + "dal-pane-\(UUID().uuidString).out"
        try run(["pipe-pane", "-t", "main", "-o", "cat >> '\(path)'"])
        return OutputRecording(path: path) { [self] in try run(["pipe-pane", "-t", "main"]) }
    }

    public struct OutputRecording {
        public let path: String
        let stop: () throws -> Void

        /// Stops recording (after the program was quiet for `settle` s) and
        /// returns what was written.
        public func finish(settle: TimeInterval = 0.4) throws -> [UInt8] {
            Thread.sleep(forTimeInterval: settle)
            try stop()
            defer { unlink(path) }
            return [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data())
        }
    }

    /// Sends literal text.
    public func type(_ text: String) throws {
        try run(["send-keys", "-t", "main", "-l", text])
    }

    /// Pastes text as a terminal does: tmux wraps it in the bracketed
    /// paste marks when the program asked for them (mode 2004).
    public func paste(_ text: String) throws {
        // From a file: a long text is more than a tmux command may carry.
        let file = NSTemporaryDirectory() + "dal-paste-\(UUID().uuidString)"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        try run(["load-buffer", "-b", "dal-paste", file])
        try run(["paste-buffer", "-p", "-d", "-b", "dal-paste", "-t", "main"])
    }

    /// The visible screen, one string per row (trailing blanks trimmed).
    public func screen() throws -> [String] {
        try run(["capture-pane", "-p", "-t", "main"]).split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// The screen with SGR escapes, to check attributes.
    public func styledScreen() throws -> String {
        try run(["capture-pane", "-p", "-e", "-N", "-t", "main"])
    }

    /// A tmux format variable of the pane, e.g. `cursor_flag`, `alternate_on`, `pane_pid`.
    public func paneVariable(_ name: String) throws -> String {
        try run(["display-message", "-p", "-t", "main", "#{\(name)}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The process the pane's shell runs (dal), while it runs.
    public func programID() throws -> pid_t? {
        let shell = try paneVariable("pane_pid")
        return try ProcessRunner.run("/usr/bin/env", ["pgrep", "-P", shell]).stdout
            .split(separator: "\n").first.flatMap { pid_t($0) }
    }

    public func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", "main", "-x", String(width), "-y", String(height)])
    }

    /// Polls the screen until `condition` holds on two captures in a row
    /// that are the same, or `timeout` passes. Returns the last screen and
    /// whether the condition held. A frame is one write, but tmux can take
    /// it from the terminal in parts: on a loaded machine a capture once
    /// caught a week's first rows over the month's last ones, and the
    /// condition held on a screen dal never drew.
    @discardableResult
    public func waitFor(timeout: TimeInterval = 10, _ condition: ([String]) -> Bool) throws -> (ok: Bool, screen: [String]) {
        let deadline = Date().addingTimeInterval(timeout)
        var last: [String] = []
        var heldOn: [String]?
        while true {
            last = try screen()
            if condition(last) {
                // A screen that never stands still (a clock) still counts at the deadline.
                if heldOn == last || Date() > deadline { return (true, last) }
                heldOn = last
                Thread.sleep(forTimeInterval: 0.02)
                continue
            }
            heldOn = nil
            if Date() > deadline { return (false, last) }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Waits until the screen contains `text`.
    @discardableResult
    public func waitFor(_ text: String, timeout: TimeInterval = 10) throws -> (ok: Bool, screen: [String]) {
        try waitFor(timeout: timeout) { $0.contains { $0.contains(text) } }
    }

    public struct TmuxError: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }
}

extension Array where Element == String {
    /// The screen as one block, for failure messages.
    public var dump: String { "\n┌screen\n" + joined(separator: "\n") + "\n└" }
}
