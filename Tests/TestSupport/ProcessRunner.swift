import Foundation

/// What a finished process printed and how it exited.
public struct ProcessResult: Sendable {
    public let stdout: String
    public let stderr: String
    public let status: Int32
}

public enum ProcessRunner {
    /// Runs `executable` with `arguments`, stdin from /dev/null, the given
    /// environment (added to a minimal one), and waits for it.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                           inheritEnvironment: Bool = false) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var env = inheritEnvironment ? ProcessInfo.processInfo.environment : [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": ProcessInfo.processInfo.environment["HOME"] ?? "/tmp",
            "SWIFT_BACKTRACE": "enable=no",
        ]
        env.merge(environment) { _, new in new }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        try process.run()
        // Read both pipes before waiting so a full pipe cannot block the child.
        let errData = ReadInBackground(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessResult(stdout: String(decoding: outData, as: UTF8.self),
                             stderr: String(decoding: errData.wait(), as: UTF8.self),
                             status: process.terminationStatus)
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

/// Drains a file handle on another thread.
private final class ReadInBackground: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
