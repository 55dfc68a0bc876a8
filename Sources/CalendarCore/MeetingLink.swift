import Foundation

/// The link that joins an event's call (`J`, `dal next --join`, the day
/// panel's "join" line, `dal list --json`'s `"join"`), found in what the
/// invitation's sender wrote: a property made for it first, then the first
/// call link in the text a person reads.
public enum MeetingLink {
    /// What an event says about its call, as its file holds it (text
    /// values unescaped).
    public struct Clues: Equatable, Sendable {
        /// RFC 7986 CONFERENCE values with their FEATURE parameter
        /// (`AUDIO,VIDEO`, `PHONE`; nil when absent).
        public var conferences: [(uri: String, feature: String?)] = []
        /// Google's X-GOOGLE-CONFERENCE.
        public var google: String?
        /// Outlook's X-MICROSOFT-SKYPETEAMSMEETINGURL.
        public var teams: String?
        public var url: String?
        public var location: String?
        public var description: String?

        public init() {}

        public static func == (a: Clues, b: Clues) -> Bool {
            a.conferences.map(\.uri) == b.conferences.map(\.uri) && a.conferences.map(\.feature) == b.conferences.map(\.feature)
                && a.google == b.google && a.teams == b.teams && a.url == b.url && a.location == b.location
                && a.description == b.description
        }
    }

    /// The join link, or nil when the event names none. In order:
    /// a CONFERENCE for video (else the first web one: a `tel:` one is a
    /// phone's, not something a browser opens), Google's and Microsoft's
    /// own properties, a URL that is a call link, the first call link in
    /// LOCATION then DESCRIPTION, and last any other web URL (an event's
    /// page often says how to join; it is what the sender gave).
    public static func find(in clues: Clues) -> String? {
        let web = clues.conferences.filter { isWeb($0.uri) }
        if let video = web.first(where: { $0.feature?.uppercased().contains("VIDEO") == true }) { return video.uri }
        if let first = web.first { return first.uri }
        for property in [clues.google, clues.teams] {
            if let link = property.map(trimmed), isWeb(link) { return link }
        }
        if let url = clues.url.map(trimmed).map(unwrapped), isWeb(url), isCallLink(url) { return url }
        for text in [clues.location, clues.description] {
            if let text, let link = firstCallLink(in: text) { return link }
        }
        if let url = clues.url.map(trimmed), isWeb(url) { return url }
        return nil
    }

    /// The first Zoom, Google Meet, Teams, Webex or Jitsi link in `text`,
    /// also where a redirector wraps it.
    public static func firstCallLink(in text: String) -> String? {
        links(in: text).lazy.map(unwrapped).first(where: isCallLink)
    }

    /// The call link a redirector wraps, else `link` as it is: Outlook's
    /// Safe Links (`…safelinks.protection.outlook.com/?url=…`) and
    /// Google's (`https://www.google.com/url?q=…`), which mail and Google
    /// Calendar put around the links of a description. Only a call link is
    /// taken out: any other stays behind the redirector its mail put it.
    static func unwrapped(_ link: String) -> String {
        guard let (host, path) = parts(of: link) else { return link }
        let key: Substring
        if host.hasSuffix(".safelinks.protection.outlook.com") {
            key = "url"
        } else if (host == "www.google.com" || host == "google.com") && path == "/url" {
            key = "q"
        } else {
            return link
        }
        guard let query = link.split(separator: "?", maxSplits: 1).dropFirst().first?.split(separator: "#").first else { return link }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0] == key, let inner = String(parts[1]).removingPercentEncoding else { continue }
            return isWeb(inner) && isCallLink(inner) ? inner : link
        }
        return link
    }

    /// Every http(s) link in `text`, each cut where the link plainly ends:
    /// at a blank, a quote or angle bracket (Outlook writes `<https://…>`),
    /// and without the punctuation a sentence puts after it.
    static func links(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "http", options: .caseInsensitive) {
            let tail = rest[start.lowerBound...]
            let end = tail.firstIndex { $0.isWhitespace || "<>\"'`".contains($0) } ?? tail.endIndex
            var link = String(tail[..<end])
            while let last = link.last, ".,;:!?)]}".contains(last) { link.removeLast() }
            if isWeb(link) { found.append(link) }
            rest = tail[end...]   // past "http" at least: the loop always moves on
        }
        return found
    }

    /// Whether `link` joins a call of one of the services people are
    /// invited to: by its host and the shape of its path, so that a page
    /// about Zoom, Webex's help or Teams' meeting options is not one.
    public static func isCallLink(_ link: String) -> Bool {
        guard let (host, path) = parts(of: link) else { return false }
        func under(_ domain: String) -> Bool { host == domain || host.hasSuffix("." + domain) }
        func pathHas(_ pieces: String...) -> Bool { pieces.contains { path.contains($0) } }
        if under("zoom.us") || under("zoomgov.com") { return pathHas("/j/", "/my/", "/w/", "/s/", "/wc/") }
        if host == "meet.google.com" { return path.count > 1 }
        if host == "teams.microsoft.com" || host == "teams.live.com" { return pathHas("/l/meetup-join/", "/meet/") }
        if under("webex.com") { return pathHas("j.php", "/meet/", "joinservice") }
        if host == "meet.jit.si" || host == "8x8.vc" || host.split(separator: ".").contains(where: { $0.hasPrefix("jitsi") }) {
            return path.count > 1
        }
        return false
    }

    /// The lower-cased host of an http(s) link and its path (from the
    /// first `/`, lower-cased; `/` when it has none).
    static func parts(of link: String) -> (host: String, path: String)? {
        guard isWeb(link), let schemeEnd = link.range(of: "://") else { return nil }
        let afterScheme = link[schemeEnd.upperBound...]
        let authority = afterScheme.prefix { !"/?#".contains($0) }
        let hostAndPort = authority.split(separator: "@").last ?? authority[...]
        let host = hostAndPort.split(separator: ":").first.map(String.init) ?? ""
        let rest = afterScheme.dropFirst(authority.count)
        let path = rest.hasPrefix("/") ? String(rest.prefix { !"?#".contains($0) }) : "/"
        return host.isEmpty ? nil : (host.lowercased(), path.lowercased())
    }

    static func isWeb(_ link: String) -> Bool {
        let lower = link.lowercased()
        return (lower.hasPrefix("https://") || lower.hasPrefix("http://")) && link.count > 8
    }

    private static func trimmed(_ text: String) -> String { text.trimmingCharacters(in: .whitespacesAndNewlines) }
}
