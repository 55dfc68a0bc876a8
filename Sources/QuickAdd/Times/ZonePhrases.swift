/// A time zone right after a time: an IANA name as typed (`Asia/Seoul`,
/// which the caller checks against the zone database), `UTC`, or one of a
/// few abbreviations. An abbreviation names a place's zone, not a fixed
/// offset: `3pm EST` in July is 15:00 in New York, which is then on EDT.
enum ZonePhrases {
    /// The abbreviations dal reads, and the zone each stands for.
    static let abbreviations: [String: String] = [
        "UTC": "UTC", "GMT": "UTC", "Z": "UTC",
        "KST": "Asia/Seoul", "JST": "Asia/Tokyo", "HKT": "Asia/Hong_Kong", "SGT": "Asia/Singapore",
        "CET": "Europe/Berlin", "CEST": "Europe/Berlin",
        "ET": "America/New_York", "EST": "America/New_York", "EDT": "America/New_York",
        "CT": "America/Chicago", "CDT": "America/Chicago",
        "MT": "America/Denver", "MST": "America/Denver", "MDT": "America/Denver",
        "PT": "America/Los_Angeles", "PST": "America/Los_Angeles", "PDT": "America/Los_Angeles",
        "AEST": "Australia/Sydney", "AEDT": "Australia/Sydney",
    ]

    /// Abbreviations that stand for several zones: refused, naming them.
    static let ambiguous: [String: String] = [
        "CST": "America/Chicago or Asia/Shanghai", "IST": "Asia/Kolkata, Europe/Dublin or Asia/Jerusalem",
        "BST": "Europe/London or Asia/Dhaka", "AST": "America/Halifax or Asia/Riyadh",
    ]

    /// The first part of IANA names (`Asia/…`), lower case.
    static let areas: Set<String> = [
        "africa", "america", "antarctica", "arctic", "asia", "atlantic", "australia", "europe", "indian", "pacific", "etc",
    ]

    static func read(_ c: inout PieceCursor) -> Construct? {
        guard let piece = c.piece, piece.kind == .letters else { return nil }
        let adjacent = c.nextIsAdjacent
        // Only `15:00Z` may stick to the time.
        if adjacent {
            guard piece.text == "Z" || piece.text == "z" else { return nil }
            c.advance()
            return .zone("UTC")
        }
        if let name = readAreaName(&c) { return .zone(name) }
        let typed = piece.text
        // Two-letter ones only in capitals: `MT` may be a trip, `et` a word.
        let key = typed.count <= 2 ? typed : typed.uppercased()
        let alone = c.piece(after: 1).map { $0.word != piece.word } ?? true
        guard alone || DatePhrases.isTrailingPunctuation(c.piece(after: 1)) else { return nil }
        if key != "Z", let zone = abbreviations[key] {
            c.advance()
            return .zone(zone)
        }
        if let zones = ambiguous[key] {
            c.advance()
            return .notUnderstood(.severalZones(typed, zones: zones, first: String(zones.split(whereSeparator: { $0 == " " || $0 == "," })[0])))
        }
        return nil
    }

    /// `Asia/Seoul`, `America/Argentina/Buenos_Aires`, `Etc/GMT+9`: the
    /// whole word, as typed.
    static func readAreaName(_ c: inout PieceCursor) -> String? {
        guard let first = c.piece, first.kind == .letters, areas.contains(first.folded),
              let slash = c.piece(after: 1), slash.isSymbol("/"), slash.word == first.word,
              let next = c.piece(after: 2), next.word == first.word, next.kind == .letters else { return nil }
        let start = c.index
        let end = c.text.words[first.word].core.upperBound
        c.advance(max(3, end - start))
        return DatePhrases.text(of: start, to: c)
    }
}
