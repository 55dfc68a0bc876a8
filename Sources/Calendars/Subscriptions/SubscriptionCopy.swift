import CalendarCore
import Foundation
import Storage

/// Where a subscription's last good copy is kept: a folder of its own in
/// dal's state folder, laid out as a vdir collection so that it is read
/// like any calendar folder given to read (`--ics`), named by its
/// `displayname`:
///
///     $XDG_STATE_HOME/dal/subscriptions/Holidays-1a2b3c4d/
///         calendar.ics     the last copy that read as iCalendar
///         displayname      the subscription's name
///         validators       the ETag and Last-Modified the copy came with
///         checked          the outcome of the last try; its time is when
///
/// Only `calendar.ics` is iCalendar: the other files are not read as events.
/// The folder is named after the name and the address, so a changed
/// address starts from nothing instead of sending the old copy's ETag.
public struct SubscriptionCopy: Equatable, Sendable {
    public let subscription: Subscription
    public let folder: String

    public init(_ subscription: Subscription, in stateFolder: String) {
        self.subscription = subscription
        let readable = String(subscription.name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }.prefix(40))
        let key = FileDigest.of(Array((subscription.name + "\n" + (subscription.fetchedAddress ?? subscription.address)).utf8))
        folder = stateFolder + "/subscriptions/" + readable + "-" + String(key & 0xFFFF_FFFF, radix: 16)
    }

    /// A copy kept in `folder` (tests play a server that starts failing).
    init(subscription: Subscription, folder: String) {
        self.subscription = subscription
        self.folder = folder
    }

    public var calendarFile: String { folder + "/calendar.ics" }
    var displayNameFile: String { folder + "/displayname" }
    var validatorsFile: String { folder + "/validators" }
    var checkedFile: String { folder + "/checked" }

    /// Whether a good copy has been kept (the calendar can be shown).
    public var hasCopy: Bool { Folders.exists(calendarFile) }

    /// When the last try ended (seconds since 1970), nil when never.
    public var lastChecked: Int? { Folders.identity(of: checkedFile).map { Int($0.modified / 1_000_000_000) } }

    /// Whether it is time to fetch again, `refreshMinutes` after the last
    /// try, whatever came of it: a failing server is not asked again and
    /// again (`dal refresh` asks at once).
    public func isDue(now: Int, refreshMinutes: Int) -> Bool {
        guard let last = lastChecked else { return true }
        return now >= last + refreshMinutes * 60 || now < last   // a clock set back does not wait for ever
    }

    /// The ETag and Last-Modified of the copy, sent back so that an
    /// unchanged calendar costs a 304.
    struct Validators: Equatable {
        var etag: String?
        var lastModified: String?

        /// `ETag: "…"` and `Last-Modified: …` of a header dump (curl
        /// `--dump-header`): of its last response, the one after redirects.
        init(headers: String) {
            let blocks = headers.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n\n").filter { !$0.isEmpty }
            for line in (blocks.last ?? "").split(separator: "\n") {
                guard let colon = line.firstIndex(of: ":") else { continue }
                let name = line[..<colon].lowercased(), value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                if name == "etag", !value.isEmpty { etag = value }
                if name == "last-modified", !value.isEmpty { lastModified = value }
            }
        }

        init(file text: String) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            etag = lines.first.flatMap { $0.isEmpty ? nil : $0 }
            lastModified = lines.count > 1 && !lines[1].isEmpty ? lines[1] : nil
        }

        var fileText: String { (etag ?? "") + "\n" + (lastModified ?? "") + "\n" }

        /// The request's conditional headers, each a line no server value
        /// can break (a control character drops it).
        var requestHeaders: [String] {
            func clean(_ value: String?) -> String? {
                value.flatMap { $0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } ? nil : $0 }
            }
            return [clean(etag).map { "If-None-Match: " + $0 }, clean(lastModified).map { "If-Modified-Since: " + $0 }].compactMap { $0 }
        }
    }

    /// The folder with the subscription's name in it, before any copy: a
    /// calendar with no events yet (what fails is said elsewhere).
    public func prepareFolder() {
        guard !Folders.exists(displayNameFile) else { return }
        try? StateFiles.write(Array((subscription.name + "\n").utf8), to: displayNameFile)
    }

    var validators: Validators? {
        guard hasCopy, let bytes = try? BoundedFileReader.read(validatorsFile, limit: 16 * 1024) else { return nil }
        return Validators(file: String(decoding: bytes, as: UTF8.self))
    }
}
