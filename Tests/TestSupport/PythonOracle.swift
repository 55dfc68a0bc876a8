import Foundation

/// Runs a Python 3 script and returns its standard output: Python's
/// `calendar` and `datetime` modules are an independent implementation of
/// the Gregorian calendar to compare against.
public enum PythonOracle {
    public static func run(_ script: String, arguments: [String] = []) throws -> String {
        let result = try ProcessRunner.run("/usr/bin/env", ["python3", "-c", script] + arguments)
        guard result.status == 0 else {
            throw OracleError(message: "python3 exited \(result.status): \(result.stderr)")
        }
        return result.stdout
    }

    /// `Tests/Oracle`, where the oracle scripts are.
    public static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Oracle").path

    public struct OracleError: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }
}
