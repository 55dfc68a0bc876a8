import CLinux
import Foundation

/// A program run in the background whose output is kept (a sync command):
/// its output and errors go to one pipe, of which only the last bytes are
/// kept, so a program that prints megabytes costs a bounded amount of
/// memory; it runs in a group of its own, stopped with all it started when
/// its time is up or when asked to.
extension ChildProcess {
    /// How a captured run ended.
    public enum CaptureEnd: Equatable, Sendable {
        /// Its exit status, or minus the signal that ended it.
        case exited(Int32)
        /// Past its time limit (seconds): stopped.
        case timedOut(seconds: Int)
        /// `ChildStop.stop()` was called: stopped.
        case stopped
        /// It could not be started.
        case notStarted(String)
    }

    public struct CapturedRun: Equatable, Sendable {
        public let end: CaptureEnd
        /// The last bytes it wrote (at most the `keepingBytes` asked for).
        public let tail: [UInt8]
        /// Everything it wrote, counted.
        public let totalBytes: Int

        /// The last `count` lines of its output, each cut to `columns`
        /// characters, control characters (colours, carriage returns)
        /// left out; a line cut off at the front by the kept bytes is not
        /// among them.
        public func lastLines(_ count: Int, columns: Int = 300) -> [String] {
            var lines = String(decoding: tail, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if totalBytes > tail.count, lines.count > 1 { lines.removeFirst() }
            let cleaned = lines.map { line in
                String(String.UnicodeScalarView(line.unicodeScalars.filter { $0 == "\t" || $0.properties.generalCategory != .control }))
            }.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            return cleaned.suffix(count).map { $0.count > columns ? String($0.prefix(columns - 1)) + "…" : $0 }
        }
    }

    /// Runs `arguments` (found on PATH, no shell, input /dev/null) until
    /// it ends, `timeLimit` seconds pass, or `stop` is told; keeps the
    /// last `keepingBytes` of what it writes to its output and errors. A
    /// stopped program gets SIGTERM, then SIGKILL a second later, its
    /// whole group.
    public static func runCapturing(_ arguments: [String], timeLimit: Int, keepingBytes: Int = 64 * 1024,
                                    stop: ChildStop? = nil) -> CapturedRun {
        var ends: [Int32] = [-1, -1]
        guard pipe2(&ends, O_CLOEXEC) == 0 else {
            return CapturedRun(end: .notStarted(String(cString: strerror(errno))), tail: [], totalBytes: 0)
        }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { close(readEnd) }
        let spawned = spawn(arguments, onTerminal: false, ownGroup: true, output: nil, errors: nil, into: writeEnd)
        close(writeEnd)
        let pid: pid_t
        switch spawned {
        case .failure(let failure): return CapturedRun(end: .notStarted(failure.message), tail: [], totalBytes: 0)
        case .success(let started): pid = started
        }
        let deadline = MonotonicClock.milliseconds + timeLimit * 1000
        var kept = TailBuffer(limit: keepingBytes)
        var ending: CaptureEnd?
        // Its output, until it closes it (it ended, usually) or time is up.
        var watched = [pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: stop?.pipe.readEnd ?? -1, events: Int16(POLLIN), revents: 0)]
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        reading: while ending == nil {
            let left = deadline - MonotonicClock.milliseconds
            guard left > 0 else { ending = .timedOut(seconds: timeLimit); break }
            let ready = poll(&watched, 2, Int32(clamping: left))
            if ready < 0, errno == EINTR { continue }
            if watched[1].revents != 0 { ending = .stopped; break }
            guard ready > 0 else { continue }
            let count = read(readEnd, &chunk, chunk.count)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { break reading }   // closed: it ended, or gave its output away
            kept.append(chunk[0..<count])
        }
        var status: Int32 = 0
        // Output closed: it ends now, unless it runs on without it.
        while ending == nil {
            if waitpid(pid, &status, WNOHANG) == pid { return CapturedRun(end: .exited(exitStatus(status)), tail: kept.kept, totalBytes: kept.total) }
            if MonotonicClock.milliseconds >= deadline { ending = .timedOut(seconds: timeLimit); break }
            if let stop, stop.isStopped { ending = .stopped; break }
            usleep(20_000)
        }
        kill(-pid, SIGTERM)
        if !wait(for: pid, status: &status, milliseconds: 1000) {
            kill(-pid, SIGKILL)
            _ = wait(for: pid, status: &status, milliseconds: nil)
        }
        // What it started and left behind in its group goes too.
        kill(-pid, SIGKILL)
        return CapturedRun(end: ending ?? .stopped, tail: kept.kept, totalBytes: kept.total)
    }
}

/// Tells a `runCapturing` under way, from another thread, to stop its program.
public final class ChildStop: Sendable {
    let pipe = WakePipe()

    public init() {}
    deinit { pipe.closeEnds() }

    public func stop() { pipe.wake() }

    var isStopped: Bool {
        var descriptor = pollfd(fd: pipe.readEnd, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }
}

/// The last `limit` bytes of a stream, and how many there were.
struct TailBuffer {
    let limit: Int
    private(set) var bytes: [UInt8] = []
    private(set) var total = 0

    mutating func append(_ chunk: ArraySlice<UInt8>) {
        total += chunk.count
        bytes.append(contentsOf: chunk.suffix(limit))
        // Trimmed when twice the limit, so that a stream of small chunks
        // is not shifted at every one.
        if bytes.count > 2 * limit { bytes.removeFirst(bytes.count - limit) }
    }

    /// Copied out at the limit.
    var kept: [UInt8] { Array(bytes.suffix(limit)) }
}
