#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pipe that one side writes a byte to so that the other side's `poll`
/// wakes: non-blocking both ways, closed on exec.
public struct WakePipe: Sendable {
    /// -1 when the process is out of descriptors (nothing then wakes a
    /// wait; the waits of dal all have another reason to end).
    public let readEnd: Int32
    public let writeEnd: Int32

    public init() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            readEnd = -1
            writeEnd = -1
            return
        }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    public func wake() {
        guard writeEnd >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Empties what was written: the next `poll` sleeps again.
    public func drain() {
        guard readEnd >= 0 else { return }
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &bytes, bytes.count) > 0 {}
    }

    public func closeEnds() {
        if readEnd >= 0 { _ = close(readEnd) }
        if writeEnd >= 0 { _ = close(writeEnd) }
    }
}
