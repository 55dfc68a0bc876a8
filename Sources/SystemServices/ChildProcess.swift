import Foundation
import Synchronization

/// Programs dal runs (an editor, notify-send, a notify command, a
/// browser, curl for subscriptions): found on
/// PATH, started without a shell, and waited for: an editor in dal's own
/// process group (it has the terminal), others in a group of their own
/// with a time limit, so that one that never ends is stopped, with all it
/// started, instead of holding dal.
public enum ChildProcess {
    /// Runs `arguments`; with `onTerminal` its input and output are the
    /// terminal (an editor), else its input is /dev/null and it writes
    /// where dal does. Returns its exit status, or minus the signal that
    /// ended it; past `timeLimit` seconds it is stopped (SIGTERM, then
    /// SIGKILL a second later) and the result is `.timedOut`. `output` and
    /// `errors` name files for its standard output and error instead
    /// (made or emptied; `/dev/null` to keep it off the screen).
    public static func run(_ arguments: [String], onTerminal: Bool, timeLimit: Int? = nil,
                    output: String? = nil, errors: String? = nil) -> Result<Int32, ChildFailure> {
        let pid: pid_t
        switch spawn(arguments, onTerminal: onTerminal, ownGroup: timeLimit != nil, output: output, errors: errors) {
        case .failure(let failure): return .failure(failure)
        case .success(let started): pid = started
        }
        var status: Int32 = 0
        if let timeLimit {
            guard wait(for: pid, status: &status, milliseconds: timeLimit * 1000) else {
                kill(-pid, SIGTERM)
                if !wait(for: pid, status: &status, milliseconds: 1000) {
                    kill(-pid, SIGKILL)
                    _ = wait(for: pid, status: &status, milliseconds: nil)
                }
                return .failure(.timedOut(seconds: timeLimit))
            }
        } else {
            guard wait(for: pid, status: &status, milliseconds: nil) else { return .failure(ChildFailure(String(cString: strerror(errno)))) }
        }
        return .success(exitStatus(status))
    }

    /// Runs `arguments` with `input` on its standard input (a mail for a
    /// send command) and its output and errors where dal writes them, in
    /// a group of its own, stopped past `timeLimit` seconds like `run`'s.
    /// The input is written as the program reads it, so one that reads
    /// nothing holds no write up past its time limit.
    public static func run(_ arguments: [String], input: [UInt8], timeLimit: Int) -> Result<Int32, ChildFailure> {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return .failure(ChildFailure(String(cString: strerror(errno)))) }
        // Closed on exec: the program gets the reading end as its input, nothing else.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let pid: pid_t
        switch spawn(arguments, onTerminal: false, ownGroup: true, output: nil, errors: nil, input: ends[0]) {
        case .failure(let failure):
            close(ends[0])
            close(ends[1])
            return .failure(failure)
        case .success(let started): pid = started
        }
        close(ends[0])
        // A program that ends without reading all gives EPIPE, not the
        // signal that would end dal (ignored only once it has started,
        // so the program does not inherit it ignored).
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let writer = ends[1]
        _ = fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) | O_NONBLOCK)
        var written = 0, open = true
        var status: Int32 = 0
        let deadline = MonotonicClock.milliseconds + timeLimit * 1000
        defer { if open { close(writer) } }
        while true {
            if open {
                let count = input.withUnsafeBytes { bytes in
                    written < bytes.count ? write(writer, bytes.baseAddress! + written, bytes.count - written) : 0
                }
                if count > 0 { written += count }
                if written >= input.count || (count < 0 && errno != EAGAIN && errno != EINTR) {
                    close(writer)
                    open = false
                }
            }
            let ended = waitpid(pid, &status, WNOHANG)
            if ended == pid { return .success(exitStatus(status)) }
            if ended < 0, errno != EINTR { return .failure(ChildFailure(String(cString: strerror(errno)))) }
            if MonotonicClock.milliseconds >= deadline {
                kill(-pid, SIGTERM)
                if !wait(for: pid, status: &status, milliseconds: 1000) {
                    kill(-pid, SIGKILL)
                    _ = wait(for: pid, status: &status, milliseconds: nil)
                }
                return .failure(.timedOut(seconds: timeLimit))
            }
            usleep(open ? 2_000 : 20_000)
        }
    }

    /// Starts `arguments` in a group of its own, its output and errors in
    /// /dev/null, and waits up to `graceMilliseconds`: a program that has
    /// ended by then gives its status; one still running (a browser
    /// opened straight from `$BROWSER`) is left to run, nil, and reaped
    /// by a later call (`reapLeftRunning`), never stopped.
    public static func start(_ arguments: [String], graceMilliseconds: Int) -> Result<Int32?, ChildFailure> {
        reapLeftRunning()
        let pid: pid_t
        switch spawn(arguments, onTerminal: false, ownGroup: true, output: "/dev/null", errors: "/dev/null") {
        case .failure(let failure): return .failure(failure)
        case .success(let started): pid = started
        }
        var status: Int32 = 0
        guard wait(for: pid, status: &status, milliseconds: graceMilliseconds) else {
            leftRunning.withLock { $0.append(pid) }
            return .success(nil)
        }
        return .success(exitStatus(status))
    }

    /// Programs `start` left running, waited for without blocking so that
    /// none stays a zombie for long.
    private static let leftRunning = Mutex<[pid_t]>([])

    public static func reapLeftRunning() {
        leftRunning.withLock { pids in
            pids.removeAll { pid in
                var status: Int32 = 0
                return waitpid(pid, &status, WNOHANG) != 0
            }
        }
    }

    /// WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import:
    /// the exit status, or minus the signal that ended it.
    static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : -signal
    }

    /// `into`: a pipe's write end both its output and errors go to
    /// instead of files (`runCapturing`); `input`: a pipe's read end it
    /// reads as its standard input (`run(_:input:timeLimit:)`).
    static func spawn(_ arguments: [String], onTerminal: Bool, ownGroup: Bool,
                      output: String?, errors: String?, into pipeEnd: Int32? = nil, input: Int32? = nil) -> Result<pid_t, ChildFailure> {
        guard let program = arguments.first, !program.isEmpty else { return .failure(ChildFailure("no program given")) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if onTerminal {
            for descriptor: Int32 in [0, 1, 2] { posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/tty", O_RDWR, 0) }
        } else if let input {
            posix_spawn_file_actions_adddup2(&actions, input, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        for (descriptor, path) in [(Int32(1), output), (Int32(2), errors)] {
            if let path { posix_spawn_file_actions_addopen(&actions, descriptor, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600) }
        }
        if let pipeEnd {
            // dup2 clears close-on-exec on the copies; the pipe's own ends stay closed on exec.
            for descriptor: Int32 in [1, 2] { posix_spawn_file_actions_adddup2(&actions, pipeEnd, descriptor) }
        }
        // The child starts with no signal blocked (dal blocks those its
        // wait reads) and, when it has a time limit, in a group of its own.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var flags = Int16(POSIX_SPAWN_SETSIGMASK)
        if ownGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= Int16(POSIX_SPAWN_SETPGROUP)
        }
        posix_spawnattr_setflags(&attributes, flags)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, program, &actions, &attributes, &argv, environ)
        guard spawned == 0 else { return .failure(ChildFailure(String(cString: strerror(spawned)))) }
        return .success(pid)
    }

    /// Waits for `pid` to end, up to `milliseconds` (nil: for ever); false
    /// when it has not ended by then (or cannot be waited for).
    static func wait(for pid: pid_t, status: inout Int32, milliseconds: Int?) -> Bool {
        let deadline = milliseconds.map { MonotonicClock.milliseconds + $0 }
        while true {
            let ended = waitpid(pid, &status, deadline == nil ? 0 : WNOHANG)
            if ended == pid { return true }
            if ended < 0, errno != EINTR { return false }
            if let deadline {
                if MonotonicClock.milliseconds >= deadline { return false }
                usleep(20_000)
            }
        }
    }

    /// A command as `$EDITOR` or a notify command gives it: split at blanks,
    /// no shell, so no quoting (`code --wait`, `my-notifier --urgent`).
    public static func arguments(of command: String) -> [String] {
        command.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    /// Whether `program` is an executable on PATH.
    public static func isInstalled(_ program: String, environment: [String: String]) -> Bool {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.contains { access("\($0)/\(program)", X_OK) == 0 }
    }
}

public struct ChildFailure: Error, Equatable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }

    /// It ran past its time limit and was stopped.
    public static func timedOut(seconds: Int) -> ChildFailure { ChildFailure("did not finish within \(seconds) s and was stopped") }
    public var isTimeout: Bool { message.hasPrefix("did not finish within") }
}
