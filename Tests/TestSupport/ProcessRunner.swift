import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a finished process printed and how it exited.
public struct ProcessResult: Sendable {
    public let stdout: String
    public let stderr: String
    public let status: Int32
}

public enum ProcessRunner {
    /// Runs `executable` with `arguments`, stdin from /dev/null, the given
    /// environment (added to a minimal one), and waits for it.
    ///
    /// posix_spawn and waitpid rather than Foundation's `Process`: output
    /// goes to files, not pipes (a child that daemonizes, like the tmux
    /// server, would keep a pipe open forever), and waitpid cannot miss an
    /// exit the way `waitUntilExit` did under parallel tests.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                           inheritEnvironment: Bool = false) throws -> ProcessResult {
        let directory = FileManager.default.temporaryDirectory.path
        let outPath = "\(directory)/dal-test-\(UUID().uuidString).out"
        let errPath = "\(directory)/dal-test-\(UUID().uuidString).err"
        defer { unlink(outPath); unlink(errPath) }
        let pid = try spawn(executable, arguments, environment: environment, inheritEnvironment: inheritEnvironment,
                            stdout: outPath, stderr: errPath)
        let status = wait(for: pid)
        return ProcessResult(stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
                             stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "",
                             status: status)
    }

    /// Starts `executable` with stdin from /dev/null and its output going
    /// to the two files, and returns at once.
    public static func spawn(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                             inheritEnvironment: Bool = false, stdout outPath: String, stderr errPath: String) throws -> pid_t {
        var env = inheritEnvironment ? ProcessInfo.processInfo.environment : [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": ProcessInfo.processInfo.environment["HOME"] ?? "/tmp",
            "SWIFT_BACKTRACE": "enable=no",
            // Never the user's own store, config file or cache.
            "XDG_DATA_HOME": scratchDataHome(),
            "XDG_CONFIG_HOME": scratchDataHome(),
            "XDG_CACHE_HOME": scratchDataHome(),
            // Nor its state (reminders, tasks' numbers).
            "XDG_STATE_HOME": scratchDataHome(),
        ]
        // Marks every process the suite starts, and their children, so that
        // scripts/test can find any left running at the end.
        if let run = ProcessInfo.processInfo.environment[testRunVariable] { env[testRunVariable] = run }
        env.merge(environment) { _, new in new }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        // A child inherits the spawning thread's signal mask and ignored
        // signals; test threads block some, and a tmux server started with
        // SIGTERM or SIGHUP blocked outlives `kill-server` with its panes.
        // Every child starts with nothing blocked and default handlers.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var nothing = sigset_t(), everything = sigset_t()
        sigemptyset(&nothing)
        sigfillset(&everything)
        posix_spawnattr_setsigmask(&attributes, &nothing)
        posix_spawnattr_setsigdefault(&attributes, &everything)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw SpawnError(message: "cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        return pid
    }

    /// Waits for `pid` to end; its exit status, or 128 + the signal that
    /// ended it (the shell's convention).
    public static func wait(for pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Set by scripts/test to a fresh id for each run of the suite.
    public static let testRunVariable = "DAL_TEST_RUN"

    /// A new, empty folder to stand in for `XDG_DATA_HOME`.
    public static func scratchDataHome() -> String {
        NSTemporaryDirectory() + "dal-test-data-\(UUID().uuidString)"
    }

    public struct SpawnError: Error, CustomStringConvertible {
        public let message: String
        public init(message: String) { self.message = message }
        public var description: String { message }
    }

    /// The `dal` binary that `swift build` put next to the test bundle, or
    /// `DAL_BINARY`.
    public static var dalBinary: String {
        if let path = ProcessInfo.processInfo.environment["DAL_BINARY"], !path.isEmpty { return path }
        let selfPath = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: selfPath).deletingLastPathComponent()
        // On macOS the test bundle sits deeper inside an .xctest directory.
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("dal").path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        return "dal"
    }

    /// Runs the built `dal`.
    public static func dal(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessResult {
        try run(dalBinary, arguments, environment: environment)
    }
}
