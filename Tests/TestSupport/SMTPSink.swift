import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The mail server of the invitation tests (`Tests/Servers/smtp_sink.py`):
/// python's aiosmtpd on 127.0.0.1 on a free port, keeping every message
/// it is given as a file. Stopped by `stop()` or when released; it also
/// ends by itself when the test process is gone.
public final class SMTPSink: @unchecked Sendable {
    public let port: Int
    /// Where the messages are: `1.eml`, `2.eml`, … (and `N.json`, the envelope).
    public let folder: String
    private var pid: pid_t?
    private let output: String

    public static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Servers/smtp_sink.py").path

    public init() throws {
        folder = NSTemporaryDirectory() + "dal-smtp-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        output = folder + ".out"
        let started = try ProcessRunner.spawn("/usr/bin/env", ["python3", Self.script, folder], stdout: output, stderr: output)
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
                throw ProcessRunner.SpawnError(message: "the SMTP sink did not start:\n\(text)")
            }
            usleep(20_000)
        }
        port = found!
    }

    deinit { stop() }

    /// The paths of the messages received so far, in order.
    public var messages: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".eml") }.sorted { Int($0.dropLast(4)) ?? 0 < Int($1.dropLast(4)) ?? 0 }.map { folder + "/" + $0 }
    }

    /// An msmtp configuration sending through this sink as `from`, written
    /// beside its messages (mode 0600, as msmtp wants its file).
    public func msmtpConfiguration(from: String) throws -> String {
        let path = folder + ".msmtprc"
        let text = "defaults\nauth off\ntls off\nlogfile \(folder).msmtp.log\n\naccount sink\nhost 127.0.0.1\nport \(port)\nfrom \(from)\n\naccount default : sink\n"
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
        return path
    }

    /// Ends the server, waits for it, and removes what it kept.
    public func stop() {
        guard let running = pid else { return }
        pid = nil
        kill(running, SIGTERM)
        _ = ProcessRunner.wait(for: running)
        for path in [folder, output, folder + ".msmtprc", folder + ".msmtp.log"] { try? FileManager.default.removeItem(atPath: path) }
    }
}
