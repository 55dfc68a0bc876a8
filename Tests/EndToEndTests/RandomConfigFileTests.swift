import Foundation
import Testing
import TestSupport

/// Random config files (`ConfigFileGenerator`) read by the release binary
/// the way every command reads them: `dal print` and `dal config --print`
/// exit 0 or 78, a 78 says FILE:LINE:COLUMN on one line, no run ends by a
/// signal, and each stays within a time and memory bound. The seed is
/// printed; DAL_CONFIG_SEED=N repeats a run, and a failing file is kept.
@Suite struct RandomConfigFileTests {
    /// 10–20 s on a loaded two-core machine.
    static let caseCount = 100
    /// A config costs at most 0.3 s of CPU (docs/config.md, "Limits");
    /// far past that is a hang.
    static let timeLimit: Double = 2
    /// dal starts in about 20 MB and a 1 MiB config adds at most 20 more;
    /// the 10,000-part key of issue 19 took 850 MB.
    static let memoryLimitKB = 150_000

    @Test func everyFileEndsIn0Or78WithAPlaceNeverASignalAndWithinBounds() throws {
        let seed = ProcessInfo.processInfo.environment["DAL_CONFIG_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0...UInt64.max)
        print("RandomConfigFileTests: seed \(seed) (DAL_CONFIG_SEED=\(seed) repeats these files)")
        var generator = ConfigFileGenerator(seed: seed)
        let folder = NSTemporaryDirectory() + "dal-random-config-\(seed)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var failed = false
        var (slowest, largest) = (0.0, 0)
        for index in 0..<Self.caseCount {
            let path = "\(folder)/config-\(index).toml"
            try Data(generator.file()).write(to: URL(fileURLWithPath: path))
            for arguments in [["print"], ["config", "--print"]] {
                let run = try MeasuredRun(ProcessRunner.dalBinary, arguments,
                                          environment: ["DAL_CONFIG": path, "DAL_TODAY": "2026-11-21", "LANG": "C.UTF-8"])
                (slowest, largest) = (max(slowest, run.seconds), max(largest, run.maxRSSKB))
                let problems = Self.problems(of: run, path: path)
                if !problems.isEmpty {
                    failed = true
                    let bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
                    Issue.record("""
                        seed \(seed), file \(index) (kept: \(path), \(bytes.count) bytes, starts \
                        \(String(decoding: bytes.prefix(200), as: UTF8.self).debugDescription)), dal \(arguments.joined(separator: " ")): \
                        \(problems.joined(separator: "; ")); exit \(run.status), \(run.seconds) s, \(run.maxRSSKB) KB, \
                        stderr \(run.stderr.prefix(500).debugDescription)
                        """)
                }
            }
            if !failed { try FileManager.default.removeItem(atPath: path) }
        }
        print("RandomConfigFileTests: the slowest run took \(slowest) s, the largest \(largest) KB")
        if !failed { try FileManager.default.removeItem(atPath: folder) }
    }

    /// What is wrong with one run, if anything.
    static func problems(of run: MeasuredRun, path: String) -> [String] {
        var problems: [String] = []
        if run.status > 128 { problems.append("ended by signal \(run.status - 128)") }
        if run.status != 0 && run.status != 78 { problems.append("exit \(run.status), not 0 or 78") }
        if run.seconds > timeLimit { problems.append("took \(run.seconds) s") }
        if run.maxRSSKB > memoryLimitKB { problems.append("used \(run.maxRSSKB) KB") }
        if run.maxRSSKB < 0 { problems.append("its peak memory could not be measured") }
        if run.status == 78 {
            let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
            let placed = "dal: \(path):"
            let place = lines.first.flatMap { $0.hasPrefix(placed) ? $0.dropFirst(placed.count).wholeMatch(of: /\d+:\d+: .+/) : nil }
            if place == nil { problems.append("the message has no FILE:LINE:COLUMN") }
            if lines.count != 2 || lines.last != "" { problems.append("the message is not one line") }
            if !run.stdout.isEmpty { problems.append("printed on stdout too") }
        }
        return problems
    }
}

/// A finished run of a program with its wall time and peak memory; one
/// that runs past the hard limit is killed, and says so by its signal.
///
/// The peak comes from GNU time, which forks the program: `wait4` on a
/// child of this process would report this process's own peak, because
/// posix_spawn starts a child in the parent's memory and Linux carries that
/// peak across exec (every run read 506 MB inside the full suite).
struct MeasuredRun {
    let status: Int32
    let seconds: Double
    let maxRSSKB: Int
    let stdout: String
    let stderr: String

    static let hardLimit: Double = 20

    init(_ executable: String, _ arguments: [String], environment: [String: String]) throws {
        let base = NSTemporaryDirectory() + "dal-measured-\(UUID().uuidString)"
        defer { unlink(base + ".out"); unlink(base + ".err"); unlink(base + ".rss") }
        let start = Date()
        let pid = try ProcessRunner.spawn("/usr/bin/time", ["-f", "%M", "-o", base + ".rss", "--", executable] + arguments,
                                          environment: environment, stdout: base + ".out", stderr: base + ".err")
        var raw: Int32 = 0
        while true {
            let done = waitpid(pid, &raw, WNOHANG)
            if done == pid { break }
            if done == -1, errno != EINTR { throw ProcessRunner.SpawnError(message: "waitpid: \(String(cString: strerror(errno)))") }
            if Date().timeIntervalSince(start) > Self.hardLimit { Self.killWithChildren(pid) }
            usleep(2_000)
        }
        seconds = Date().timeIntervalSince(start)
        // GNU time exits as the program did: its status, or 128 + its signal.
        status = (raw & 0x7F) == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
        let report = (try? String(contentsOfFile: base + ".rss", encoding: .utf8)) ?? ""
        maxRSSKB = report.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? -1
        stdout = (try? String(contentsOfFile: base + ".out", encoding: .utf8)) ?? ""
        stderr = (try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? ""
    }

    /// The program (GNU time's child) first, then time itself.
    private static func killWithChildren(_ pid: pid_t) {
        let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        for child in children.split(separator: " ").compactMap({ pid_t($0) }) { kill(child, SIGKILL) }
        kill(pid, SIGKILL)
    }
}
