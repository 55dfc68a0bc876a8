import Foundation

/// A reply to an invitation as a mail (RFC 6047, iMIP): To the organizer,
/// From me, a Subject, and multipart/alternative of a text for people and
/// the `text/calendar; method=REPLY` part calendar programs read. Line
/// ends are LF, as `sendmail -t` and `msmtp -t` take a message on their
/// input; the parts are base64 when they are not plain ASCII (the
/// calendar's own CRLF kept inside).
public enum ReplyMail {
    public static func message(from: String, to: String, subject: String, text: String, calendar: [UInt8],
                               date: Date = Date(), messageID: String = UUID().uuidString.lowercased() + "@dal",
                               boundary: String = "dal-" + UUID().uuidString.lowercased()) -> [UInt8] {
        var lines = [
            "From: " + from,
            "To: " + to,
            "Subject: " + encodedHeader(subject),
            "Date: " + rfc5322Date(date),
            "Message-ID: <\(messageID)>",
            "MIME-Version: 1.0",
            "Content-Type: multipart/alternative; boundary=\"\(boundary)\"",
            "",
            "--" + boundary,
        ]
        lines += part(type: "text/plain; charset=UTF-8", bytes: Array(text.utf8), lineBreak: "\n")
        lines.append("--" + boundary)
        lines += part(type: "text/calendar; method=REPLY; charset=UTF-8", bytes: calendar, lineBreak: nil)
        lines += ["--" + boundary + "--", ""]
        return Array(lines.joined(separator: "\n").utf8)
    }

    /// A part's headers and body: as it is when it is ASCII in short
    /// lines (the calendar's CRLF made LF only when `lineBreak` allows),
    /// else base64 in lines of 76.
    static func part(type: String, bytes: [UInt8], lineBreak: String?) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        let plain = lineBreak != nil && bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D } && text.split(separator: "\n").allSatisfy { $0.utf8.count <= 76 }
        if plain {
            return ["Content-Type: " + type, "Content-Transfer-Encoding: 7bit", "", text.hasSuffix("\n") ? String(text.dropLast()) : text]
        }
        let encoded = Data(bytes).base64EncodedString()
        var body: [String] = []
        var index = encoded.startIndex
        while index < encoded.endIndex {
            let end = encoded.index(index, offsetBy: 76, limitedBy: encoded.endIndex) ?? encoded.endIndex
            body.append(String(encoded[index..<end]))
            index = end
        }
        return ["Content-Type: " + type, "Content-Transfer-Encoding: base64", ""] + body
    }

    /// A header's text, as RFC 2047 encodes it when it is not ASCII.
    static func encodedHeader(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
        guard !flat.unicodeScalars.allSatisfy(\.isASCII) else { return flat }
        return "=?UTF-8?B?" + Data(flat.utf8).base64EncodedString() + "?="
    }

    /// `Mon, 30 Nov 2026 15:00:00 +0000`.
    static func rfc5322Date(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        return formatter.string(from: date)
    }
}
