import Foundation

/// Golden text files: expected output kept next to the tests in
/// `Tests/<Target>/Golden/<name>.txt`. With `RECORD=1` in the environment the
/// file is rewritten from the actual output instead of compared.
public enum Golden {
    /// nil when `actual` matches the golden file (or was recorded), else a
    /// readable report with both texts.
    public static func mismatch(_ actual: String, named name: String, testFile: StaticString = #filePath) -> String? {
        let directory = URL(fileURLWithPath: "\(testFile)").deletingLastPathComponent().appendingPathComponent("Golden")
        let file = directory.appendingPathComponent(name + ".txt")
        if let record = ProcessInfo.processInfo.environment["RECORD"], !record.isEmpty, record != "0" {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            do { try actual.write(to: file, atomically: true, encoding: .utf8) } catch { return "could not record \(file.path): \(error)" }
            return nil
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            return "missing golden file \(file.path); run the tests with RECORD=1 to create it. Actual:\n\(actual)"
        }
        guard expected != actual else { return nil }
        return "output differs from \(file.path) (RECORD=1 rewrites it)\n--- expected\n\(expected)\n--- actual\n\(actual)"
    }
}
