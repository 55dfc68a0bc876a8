import Foundation

/// Programs dal runs (an editor, notify-send, a notify command): found on
/// PATH, started without a shell, in dal's own process group, and waited
/// for.
enum ChildProcess {
    /// Runs `arguments`; with `onTerminal` its input and output are the
    /// terminal (an editor), else its input is /dev/null and it writes
    /// where dal does. Returns its exit status, or minus the signal that
    /// ended it.
    static func run(_ arguments: [String], onTerminal: Bool) -> Result<Int32, ChildFailure> {
        guard let program = arguments.first, !program.isEmpty else { return .failure(ChildFailure("no program given")) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if onTerminal {
            for descriptor: Int32 in [0, 1, 2] { posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/tty", O_RDWR, 0) }
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, program, &actions, nil, &argv, environ)
        guard spawned == 0 else { return .failure(ChildFailure(String(cString: strerror(spawned)))) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .failure(ChildFailure(String(cString: strerror(errno)))) }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import.
        let signal = status & 0x7F
        return .success(signal == 0 ? (status >> 8) & 0xFF : -signal)
    }

    /// A command as `$EDITOR` or a notify command gives it: split at blanks,
    /// no shell, so no quoting (`code --wait`, `my-notifier --urgent`).
    static func arguments(of command: String) -> [String] {
        command.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    /// Whether `program` is an executable on PATH.
    static func isInstalled(_ program: String, environment: [String: String]) -> Bool {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.contains { access("\($0)/\(program)", X_OK) == 0 }
    }
}

struct ChildFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
