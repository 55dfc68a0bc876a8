import CalendarCore
import Foundation
import Storage
import SystemServices

/// Fetches subscriptions with curl, a well-kept HTTP client run as a
/// program without a shell (docs/DECISIONS.md: not libcurl, which the
/// static release binary cannot link), conditionally (If-None-Match,
/// If-Modified-Since from the copy's validators), within a time and a size
/// limit; a copy is kept only when it reads as iCalendar, written
/// atomically, so a failing server or garbage never replaces a good one.
public struct SubscriptionFetch: Sendable {
    /// Seconds the whole transfer may take.
    public var timeLimit: Int
    /// The largest calendar taken, in bytes.
    public var sizeLimit: Int
    /// The program run (`curl` on PATH).
    public var curl: String

    public static let standardTimeLimit = 30
    public static let standardSizeLimit = 20 << 20

    public init(timeLimit: Int = standardTimeLimit, sizeLimit: Int = standardSizeLimit, curl: String = "curl") {
        self.timeLimit = timeLimit
        self.sizeLimit = sizeLimit
        self.curl = curl
    }

    /// curl's arguments: quiet but for errors, redirects followed (http and
    /// https only), the limits, the status code on stdout, the headers and
    /// the body into files, and the address as `--url` so that nothing in
    /// it reads as an option.
    func arguments(address: String, validators: SubscriptionCopy.Validators?, body: String, headers: String) -> [String] {
        var arguments = [curl, "--silent", "--show-error", "--location", "--max-redirs", "5",
                         "--proto", "=http,https", "--proto-redir", "=http,https",
                         "--max-time", String(timeLimit), "--connect-timeout", String(min(10, timeLimit)),
                         "--max-filesize", String(sizeLimit), "--compressed",
                         "--user-agent", "dal (calendar subscriptions)",
                         "--output", body, "--dump-header", headers, "--write-out", "%{http_code}"]
        for header in validators?.requestHeaders ?? [] { arguments += ["--header", header] }
        return arguments + ["--url", address]
    }

    /// Fetches `copy` once and keeps what came when it is good; `now`
    /// (seconds since 1970) is not read: the `checked` file's time says when.
    public func refresh(_ copy: SubscriptionCopy) -> SubscriptionOutcome {
        let outcome = fetch(copy)
        let note: String = switch outcome {
        case .updated(let bytes): "updated \(bytes)\n"
        case .unchanged: "unchanged\n"
        case .failed(let failure): "failed \(failure)\n"
        }
        // Tried: the next try waits `refresh` from now, whatever came.
        try? StateFiles.write(Array(note.utf8), to: copy.checkedFile)
        return outcome
    }

    private func fetch(_ copy: SubscriptionCopy) -> SubscriptionOutcome {
        guard let address = copy.subscription.fetchedAddress else { return .failed(.transfer("not a web address")) }
        do throws(FileError) { try StateFiles.checkPlace(copy.calendarFile) } catch { return .failed(.notWritten(error.description)) }
        // Beside the copy, so that the new one is written on the same file system; none ends in .ics.
        let scratch = copy.folder + "/.fetch-\(getpid())"
        let (body, headers, status, errors) = (scratch + "-body", scratch + "-headers", scratch + "-status", scratch + "-errors")
        defer { for file in [body, headers, status, errors] { unlink(file) } }
        let run = ChildProcess.run(arguments(address: address, validators: copy.validators, body: body, headers: headers),
                                   onTerminal: false, timeLimit: timeLimit + 5, output: status, errors: errors)
        switch run {
        case .failure(let failure) where failure.isTimeout: return .failed(.timedOut(seconds: timeLimit))
        case .failure(let failure): return .failed(.noCurl("\(curl): \(failure.message)"))
        case .success(28): return .failed(.timedOut(seconds: timeLimit))
        case .success(63): return .failed(.tooLarge(limit: sizeLimit))
        case .success(let code) where code != 0:
            let said = (try? BoundedFileReader.read(errors, limit: 4096)).flatMap { $0 }.map { String(decoding: $0, as: UTF8.self) } ?? ""
            let line = said.split(separator: "\n").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
            return .failed(.transfer(line.isEmpty ? "curl exited with status \(code)" : line))
        case .success: break
        }
        let code = (try? BoundedFileReader.read(status, limit: 64)).flatMap { $0 }.flatMap { Int(String(decoding: $0, as: UTF8.self)) } ?? 0
        switch code {
        case 304 where copy.hasCopy: return .unchanged
        case 200: break
        default: return .failed(.status(code))
        }
        return keep(body, headers: headers, in: copy)
    }

    /// The body as the new copy, once it reads as iCalendar.
    private func keep(_ body: String, headers: String, in copy: SubscriptionCopy) -> SubscriptionOutcome {
        let bytes: [UInt8]
        do throws(FileError) {
            guard let read = try BoundedFileReader.read(body, limit: sizeLimit) else { return .failed(.notICalendar("the answer was empty")) }
            bytes = read
        } catch {
            // A server that sends no length is stopped only when the body is read (curl 7.x).
            if case .tooBig = error.reason { return .failed(.tooLarge(limit: sizeLimit)) }
            return .failed(.notWritten(error.description))
        }
        do throws(FileError) {
            _ = try CalendarLoader.load([body])
        } catch {
            // Said of the address, not of the scratch file.
            let reason = error.message.hasPrefix(body) ? String(error.message.dropFirst(body.count)) : error.message
            return .failed(.notICalendar(reason.trimmingCharacters(in: CharacterSet(charactersIn: ": "))))
        }
        let validators = SubscriptionCopy.Validators(headers: (try? BoundedFileReader.read(headers, limit: 256 * 1024))
            .flatMap { $0 }.map { String(decoding: $0, as: UTF8.self) } ?? "")
        do throws(FileError) {
            try StateFiles.write(bytes, to: copy.calendarFile)
            try StateFiles.write(Array(validators.fileText.utf8), to: copy.validatorsFile)
            try StateFiles.write(Array((copy.subscription.name + "\n").utf8), to: copy.displayNameFile)
        } catch {
            return .failed(.notWritten(error.description))
        }
        return .updated(bytes: bytes.count)
    }
}
