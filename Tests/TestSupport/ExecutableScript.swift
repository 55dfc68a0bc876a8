import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A script a test runs in a program's place (an editor, a browser, a
/// notifier), written through a descriptor closed on exec: a process
/// another test starts meanwhile (tests run in parallel) would otherwise
/// inherit it open for writing and keep it so for as long as it lives,
/// and running the script would fail with "Text file busy" (ETXTBSY).
public enum ExecutableScript {
    public static func write(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        guard bytes.withUnsafeBytes({ Glibc.write(descriptor, $0.baseAddress, $0.count) }) == bytes.count,
              fchmod(descriptor, 0o755) == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
    }
}
