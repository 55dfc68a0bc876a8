/// A day a contact's card names to be remembered every year: a birthday
/// (BDAY), an anniversary (ANNIVERSARY), or a date of its own label
/// (Apple's `X-ABDATE` with `X-ABLABEL`); on the solar calendar or, where
/// the card says so (`CALSCALE=chinese`, Apple's `X-ALTBDAY`), on the
/// Korean lunar one.
public struct Birthday: Equatable, Hashable, Sendable {
    public enum Kind: Equatable, Hashable, Sendable {
        case birthday
        case anniversary
        /// A date with a label of its own: `Ann's graduation`.
        case other(String)

        var word: String {
            switch self {
            case .birthday: "birthday"
            case .anniversary: "anniversary"
            case .other(let label): label
            }
        }
    }

    /// The contact's name (FN, else N).
    public let name: String
    public let kind: Kind
    public let month: Int
    public let day: Int
    /// The year of the first one, nil when the card does not say it
    /// (`--0415`, Apple's 1604, `X-APPLE-OMIT-YEAR`).
    public let year: Int?
    /// A lunar month and day (on the Korean lunar calendar); `year` is
    /// then a lunar year.
    public let lunar: LunarDay?
    /// Where the card says it: the file and the line of the property.
    public let file: String
    public let line: Int

    public init(name: String, kind: Kind, month: Int, day: Int, year: Int?, lunar: LunarDay? = nil, file: String, line: Int) {
        (self.name, self.kind, self.month, self.day, self.year, self.lunar) = (name, kind, month, day, year, lunar)
        (self.file, self.line) = (file, line)
    }

    /// The age (or the count of years) in `year` when the card gives the
    /// first year. Its title (`Ann's birthday (40)`, `Ann 생일 (40세)`) is
    /// the interface's words: `InterfaceWords.calendars.birthdayTitle`.
    public func age(inYear occurrenceYear: Int) -> Int? {
        year.map { occurrenceYear - $0 }
    }

    /// Its day in `year` (a lunar year for a lunar date): Feb 29 is Feb 28
    /// in a common year; nil before the first one.
    public func date(inYear year: Int) -> CivilDate? {
        if let first = self.year, year < first { return nil }
        if let lunar { return BirthdayCalendar.solarDate(of: lunar, inLunarYear: year) }
        let day = month == 2 && day == 29 && !CivilDate.isLeap(year: year) ? 28 : day
        return CivilDate(year: year, month: month, day: day)
    }
}

/// Reading a card's dates: the properties that name a yearly day, and
/// what in them is not a date.
public enum BirthdayCard {
    /// The calendar scales read as the Korean lunar calendar (RFC 7529's
    /// names and Apple's; a Chinese lunar date is taken on Korea's clock,
    /// which differs from China's on a few new moons a century).
    static let lunarScales: Set<String> = ["CHINESE", "DANGI", "KOREAN", "LUNAR"]

    /// The yearly days of each card of a file's text, and what could not
    /// be read (`FILE:LINE: what is wrong`).
    public static func birthdays(in text: String, file: String) -> (birthdays: [Birthday], problems: [CardProblem]) {
        let (cards, read) = VCardReader.cards(in: text)
        var problems = read.map { CardProblem(file: file, line: $0.line, reason: $0.reason) }
        var birthdays: [Birthday] = []
        for card in cards {
            let name = name(of: card) ?? nameOfFile(file)
            for line in card.lines {
                guard let kind = kind(of: line, in: card) else { continue }
                switch date(of: line) {
                case .success(let date):
                    birthdays.append(Birthday(name: name, kind: kind, month: date.month, day: date.day, year: date.year,
                                              lunar: date.lunar, file: file, line: line.number))
                case .failure(let problem):
                    problems.append(CardProblem(file: file, line: line.number,
                                                reason: .dateNotShown(property: line.name, name: name, kind: kind, why: problem)))
                }
            }
        }
        return (birthdays, problems)
    }

    /// The card's name: FN, else N's given and family names, else ORG.
    static func name(of card: VCardReader.Card) -> String? {
        if let fn = card.first("FN")?.text.trimmed, !fn.isEmpty { return fn }
        if let n = card.first("N") {
            let parts = n.value.split(separator: ";", omittingEmptySubsequences: false).map { VCardReader.unescaped(String($0)).trimmed }
            let given = [parts.count > 1 ? parts[1] : "", parts.count > 2 ? parts[2] : "", parts[0]].filter { !$0.isEmpty }
            if !given.isEmpty { return given.joined(separator: " ") }
        }
        if let org = card.first("ORG")?.text.split(separator: ";").first.map(String.init)?.trimmed, !org.isEmpty { return org }
        return nil
    }

    /// Which yearly day a property names, nil for properties that name none.
    static func kind(of line: VCardReader.Line, in card: VCardReader.Card) -> Birthday.Kind? {
        switch line.name {
        case "BDAY", "X-ALTBDAY": return .birthday
        case "ANNIVERSARY", "X-ANNIVERSARY": return .anniversary
        case "X-ABDATE":
            // Apple's label is in the same group: `item1.X-ABLabel:_$!<Anniversary>!$_`.
            let label = card.lines.first { $0.name == "X-ABLABEL" && $0.group != nil && $0.group?.uppercased() == line.group?.uppercased() }?.text
            switch label?.replacingApplesMarks.lowercased() {
            case nil, "": return .other("day")
            case "anniversary": return .anniversary
            case "birthday": return .birthday
            default: return .other(label!.replacingApplesMarks)
            }
        default: return nil
        }
    }

    struct DateValue: Equatable {
        let month: Int, day: Int, year: Int?, lunar: LunarDay?
    }

    /// The date a property's value gives: `1980-04-15`, `19800415`, with a
    /// time after `T` (dropped), `--0415` or `--04-15` (no year), a lunar
    /// leap month as `03L`. Apple's unknown year (1604, or the year
    /// `X-APPLE-OMIT-YEAR` names) is no year.
    static func date(of line: VCardReader.Line) -> Result<DateValue, CardProblem.DateProblem> {
        let raw = line.text.trimmed
        if let type = line.parameter("VALUE")?.uppercased(), type == "TEXT" {
            return .failure(.text(raw))
        }
        let scale = (line.parameter("CALSCALE") ?? line.parameter("X-CALSCALE"))?.uppercased()
        var lunar = false
        if let scale, scale != "GREGORIAN" {
            guard lunarScales.contains(scale) else {
                return .failure(.unknownScale(scale.lowercased()))
            }
            lunar = true
        } else if line.name == "X-ALTBDAY" {
            return .failure(.alternateWithoutScale)
        }
        var text = Substring(raw.prefix { $0 != "T" && $0 != "t" })
        var year: Int?
        if text.hasPrefix("--") {
            text = text.dropFirst(2)
        } else {
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            guard digits.count == 4 || digits.count == 8 else { return .failure(.notADate(raw)) }
            year = Int(digits.prefix(4))
            text = text.dropFirst(4)
            if text.first == "-" { text = text.dropFirst() }
        }
        // MM, an L for a leap month, a dash or none, DD.
        let monthDigits = text.prefix(2)
        text = text.dropFirst(monthDigits.count)
        let leap = text.first == "L" || text.first == "l"
        if leap { text = text.dropFirst() }
        if text.first == "-" { text = text.dropFirst() }
        guard monthDigits.count == 2, monthDigits.allSatisfy({ $0.isASCII && $0.isNumber }), text.count == 2, text.allSatisfy({ $0.isASCII && $0.isNumber }),
              let month = Int(monthDigits), let day = Int(text) else { return .failure(.notADate(raw)) }
        if leap && !lunar { return .failure(.notADate(raw)) }
        if let given = year, given == 1604 || line.parameter("X-APPLE-OMIT-YEAR").flatMap({ Int($0) }) == given { year = nil }
        if lunar {
            guard let lunarDay = LunarDay(month: month, day: day, isLeapMonth: leap) else { return .failure(.notADate(raw)) }
            return .success(DateValue(month: month, day: day, year: year, lunar: lunarDay))
        }
        // A day of some year: Feb 29 is a day even when the year given is lost.
        guard (1...12).contains(month), day >= 1, day <= CivilDate.daysIn(month: month, year: year ?? 2000) else {
            return .failure(.notADate(raw))
        }
        return .success(DateValue(month: month, day: day, year: year, lunar: nil))
    }

    /// The last part of a path, for a card without a name.
    private static func nameOfFile(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.lowercased().hasSuffix(".vcf") ? String(name.dropLast(4)) : name
    }
}

extension String {
    fileprivate var trimmed: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    /// `_$!<Anniversary>!$_` → `Anniversary`.
    fileprivate var replacingApplesMarks: String {
        hasPrefix("_$!<") && hasSuffix(">!$_") ? String(dropFirst(4).dropLast(4)) : self
    }
}
