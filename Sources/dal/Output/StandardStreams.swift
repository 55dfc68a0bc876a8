import ArgumentParser
import Calendars
import Storage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to stdout and stderr with checked system calls. Foundation's
/// `FileHandle.write` traps on a full disk or a closed pipe, and `print`
/// loses errors in its buffer; dal's output is the answer a script asked
/// for, so a failed write must be said and must fail the command.
enum StandardStreams {
    /// Writes all of `text` to stdout, or reports why not on stderr and
    /// throws exit code 74. With SIGPIPE at its default a closed pipe ends
    /// dal as usual (`dal print | head -1`); with it ignored, the error is
    /// reported like any other.
    static func writeOutput(_ text: String) throws {
        if let code = write(Array(text.utf8), to: STDOUT_FILENO) {
            reportError(RunWords.files.cannotWriteOutput(String(cString: strerror(code)), hint(for: code)))
            throw ExitCode(ExitStatus.outputError)
        }
    }

    /// What a person can do about a failed write.
    private static func hint(for code: Int32) -> String {
        switch code {
        case EBADF: RunWords.files.outputClosed
        case EPIPE: RunWords.files.outputReaderStopped
        case ENOSPC, EDQUOT: RunWords.files.diskFull
        default: RunWords.files.outputNotWritten
        }
    }

    /// Writes `dal: message` and a newline to stderr, as best it can: if
    /// even that fails there is nowhere left to say so.
    static func reportError(_ message: String) {
        writeError("dal: \(message)\n")
    }

    /// `dal: warning: …`: something read but not used.
    static func reportWarning(_ message: String) {
        reportError(RunWords.messages.warning(message))
    }

    /// `dal: warning: path:line: …`: a problem inside a calendar file,
    /// as a reading gives it (English), said in the run's words.
    static func reportCalendarWarning(_ problem: String) {
        reportWarning(RunWords.files.describe(calendarProblem: problem))
    }

    /// `dal: note: …`: something worth knowing that changes nothing.
    static func reportNote(_ message: String) {
        reportError(RunWords.messages.note(message))
    }

    /// An error as the person's language has it: a file's in `FileWords`
    /// when it has the words, anything else as the error says it.
    static func report(_ error: any Error) {
        reportError(describe(error))
    }

    /// An error in the run's words when they have it, else as it says itself.
    static func describe(_ error: any Error) -> String {
        switch error {
        case let error as FileError: RunWords.files.describe(error)
        case let error as WriteError: RunWords.writes.describe(error, files: RunWords.files)
        default: "\(error)"
        }
    }

    /// Writes `text` to stderr as it is, as best it can.
    static func writeError(_ text: String) {
        _ = write(Array(text.utf8), to: STDERR_FILENO)
    }

    /// JSON as `JSONSerialization` makes it, with DEL and the C1 controls
    /// (which it leaves as they are) escaped as `\u00XX`: the same data,
    /// and nothing a terminal would obey when the output is shown.
    static func json<Bytes: Collection<UInt8>>(_ data: Bytes) -> String {
        let text = String(decoding: data, as: UTF8.self)
        guard text.unicodeScalars.contains(where: { (0x7F...0x9F).contains($0.value) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if (0x7F...0x9F).contains(scalar.value) {
                out.append(contentsOf: "\\u00\(String(scalar.value, radix: 16))".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// `text` with control characters other than line ends and tabs
    /// written as `\u{1b}`, so that text quoted from the command line
    /// cannot move the cursor or change colours.
    static func printable(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control, scalar != "\n", scalar != "\t" {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// nil when every byte was written, else the `errno` of the failure.
    private static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count == 0 ? EIO : errno }
            offset += count
        }
        return nil
    }
}
