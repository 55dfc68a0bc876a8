import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A real CalDAV server for the sync tests: Radicale on 127.0.0.1 on a
/// free port, storing in a temporary folder, no authentication (any user
/// name and password are accepted). Stopped by `stop()` or when released.
public final class RadicaleServer: @unchecked Sendable {
    public let port: Int
    public let storage: String
    public var url: String { "http://127.0.0.1:\(port)/" }
    private var pid: pid_t?
    private let log: String

    public init() throws {
        storage = NSTemporaryDirectory() + "dal-radicale-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: storage, withIntermediateDirectories: true)
        log = storage + ".log"
        port = try Self.freePort()
        // `--config ""`: none of the machine's configuration files.
        pid = try ProcessRunner.spawn("/usr/bin/env", ["radicale", "--config", "", "--server-hosts", "127.0.0.1:\(port)",
                                                       "--storage-filesystem-folder", storage, "--auth-type", "none"],
                                      stdout: log, stderr: log)
        let deadline = Date().addingTimeInterval(20)
        while !Self.accepts(port: port) {
            guard Date() < deadline, let pid, kill(pid, 0) == 0 else {
                let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                stop()
                throw ProcessRunner.SpawnError(message: "Radicale did not start on port \(port):\n\(output)")
            }
            usleep(50_000)
        }
    }

    deinit { stop() }

    /// Ends the server, waits for it, and removes its storage.
    public func stop() {
        guard let running = pid else { return }
        pid = nil
        kill(running, SIGTERM)
        _ = ProcessRunner.wait(for: running)
        try? FileManager.default.removeItem(atPath: storage)
        try? FileManager.default.removeItem(atPath: log)
    }

    /// Makes a calendar collection `/user/name/` with a display name
    /// (MKCALENDAR, RFC 4791), as a person does in a server's web page.
    public func makeCalendar(user: String, name: String, displayName: String) throws {
        let script = """
            import http.client, sys
            body = ('<?xml version="1.0"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">'
                    '<D:set><D:prop><D:displayname>%s</D:displayname></D:prop></D:set></C:mkcalendar>' % sys.argv[4])
            c = http.client.HTTPConnection('127.0.0.1', int(sys.argv[1]))
            c.request('MKCALENDAR', '/%s/%s/' % (sys.argv[2], sys.argv[3]), body,
                      {'Content-Type': 'application/xml', 'Authorization': 'Basic dXNlcjp4'})
            r = c.getresponse()
            print(r.status)
            """
        let result = try ProcessRunner.run("/usr/bin/env", ["python3", "-c", script, String(port), user, name, displayName])
        guard result.stdout.hasPrefix("201") else {
            throw ProcessRunner.SpawnError(message: "MKCALENDAR failed: \(result.stdout) \(result.stderr)")
        }
    }

    /// A port nobody listens on now (the kernel's choice for port 0).
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw ProcessRunner.SpawnError(message: "no free port: \(String(cString: strerror(errno)))") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    static func accepts(port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}
