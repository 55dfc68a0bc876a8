import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The calendar feed of the subscription tests (`Tests/Servers/subscription_server.py`):
/// python3's http.server on 127.0.0.1 on a port of the kernel's choice,
/// answering 200 with an ETag, 304, 500, slowly, garbage and too much.
/// Stopped by `stop()` or when released; it also ends by itself when the
/// test process is gone.
public final class SubscriptionServer: @unchecked Sendable {
    public let port: Int
    /// One JSON object per request: its path and conditional headers.
    public let log: String
    private var pid: pid_t?
    private let output: String

    public static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Servers/subscription_server.py").path

    public init() throws {
        let base = NSTemporaryDirectory() + "dal-feed-\(UUID().uuidString)"
        log = base + ".log"
        output = base + ".out"
        FileManager.default.createFile(atPath: log, contents: nil)
        let started = try ProcessRunner.spawn("/usr/bin/env", ["python3", Self.script, log], stdout: output, stderr: output)
        pid = started
        let deadline = Date().addingTimeInterval(20)
        var found: Int?
        while found == nil {
            let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
            if let line = text.split(separator: "\n").first, text.contains("\n") { found = Int(line) }
            guard found == nil else { break }
            guard Date() < deadline, kill(started, 0) == 0 else {
                kill(started, SIGTERM)
                _ = ProcessRunner.wait(for: started)
                throw ProcessRunner.SpawnError(message: "the feed did not start:\n\(text)")
            }
            usleep(20_000)
        }
        port = found!
    }

    deinit { stop() }

    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// The requests made so far, as logged.
    public var requests: [[String: String]] {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }.map { $0.compactMapValues { $0 as? String } }
    }

    /// Ends the server and waits for it.
    public func stop() {
        guard let running = pid else { return }
        pid = nil
        kill(running, SIGTERM)
        _ = ProcessRunner.wait(for: running)
        try? FileManager.default.removeItem(atPath: log)
        try? FileManager.default.removeItem(atPath: output)
    }
}
