import Foundation
import Testing
import TestSupport

/// Birthdays from contacts (issue 45): `dal list` shows each card's BDAY
/// and ANNIVERSARY as all-day entries of the read-only calendar
/// "Birthdays", agreeing with khal's own `type = birthdays` calendar over
/// the same folder of cards.
@Suite struct BirthdayCommandTests {
    static let environment = ["LANG": "C.UTF-8", "TZ": "UTC"]

    /// Cards as khard, Google, Apple and old phones write them, in a vdir
    /// of two address books (read recursively).
    static let cards: [String: String] = [
        "family/ann.vcf": "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ann\r\nFN:Ann Lee\r\nN:Lee;Ann;;;\r\nBDAY:1986-04-15\r\nEND:VCARD\r\n",
        "family/bob.vcf": "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:bob\r\nFN:Bob Stone\r\nBDAY:--0720\r\nEND:VCARD\r\n",
        "family/carol.vcf": "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:carol\r\nFN:Carol\r\n  Day\r\nBDAY;VALUE=date:1980-11-03T00:00:00Z\r\n"
            + "ANNIVERSARY:2005-06-11\r\nEND:VCARD\r\n",
        "work/dan.vcf": "BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Dan Park\r\nN:Park;Dan\r\nBDAY:19750102\r\nEND:VCARD\r\n",
        "work/eve.vcf": "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:eve\r\nFN:Eve\r\nEND:VCARD\r\n",
    ]

    static func makeFolder(_ cards: [String: String]) throws -> String {
        let folder = NSTemporaryDirectory() + "dal-birthdays-\(UUID().uuidString)"
        for (path, text) in cards {
            let file = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
        return folder
    }

    func listed(_ arguments: [String], environment: [String: String] = Self.environment) throws -> (entries: [[String: Any]], stderr: String) {
        let result = try ProcessRunner.dal(["list"] + arguments + ["--json"], environment: environment)
        try #require(result.status == 0, "\(result.stderr)")
        return (try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]), result.stderr)
    }

    /// khal's title `Ann Lee's 40th birthday` as dal writes it, `Ann Lee's birthday (40)`.
    static func dalTitle(ofKhals title: String) -> String {
        guard let match = title.range(of: #"'s (\d+)(st|nd|rd|th) "#, options: .regularExpression) else { return title }
        let number = title[match].dropFirst(3).prefix { $0.isNumber }
        return title[..<match.lowerBound] + "'s " + title[match.upperBound...] + " (\(number))"
    }

    @Test func dalListsTheDaysAndTitlesKhalListsForTheSameCards() throws {
        let folder = try Self.makeFolder(Self.cards)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let khal = try KhalClient()
        defer { khal.remove() }
        let (first, last) = ("2026-01-01", "2028-12-31")
        let fromKhal = try khal.birthdays(in: folder + "/family", from: first, through: last).entries
            .union(try khal.birthdays(in: folder + "/work", from: first, through: last).entries)
        let expected = Set(fromKhal.map { KhalClient.Entry(date: $0.date, start: "", end: "", title: Self.dalTitle(ofKhals: $0.title)) })
        let result = try ProcessRunner.dal(["list", first, "--to", last, "--json", "--birthdays", folder], environment: Self.environment)
        try #require(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "dal warned about the cards: \(result.stderr)")
        let actual = try KhalClient.entries(fromDalJSON: result.stdout)
        #expect(expected.count == 15, "khal listed \(expected.count): \(expected.sorted())")
        #expect(actual == expected, "only khal: \(expected.subtracting(actual).sorted())\nonly dal: \(actual.subtracting(expected).sorted())")
    }

    /// khal puts a Feb 29 birthday on the 60th day of the year (Mar 1 in a
    /// common year) and titles it `(29th of Feb.)`; dal keeps it in
    /// February, on the 28th (docs/DECISIONS.md).
    @Test func aLeapDayBirthdayIsFeb28WhereKhalSaysMar1() throws {
        let folder = try Self.makeFolder(["leap.vcf": "BEGIN:VCARD\nVERSION:3.0\nFN:Lea\nBDAY:2000-02-29\nEND:VCARD\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let khal = try KhalClient()
        defer { khal.remove() }
        let fromKhal = try khal.birthdays(in: folder, from: "2027-02-01", through: "2028-03-31").entries.sorted()
        #expect(fromKhal.map(\.date) == ["2027-03-01", "2028-02-29"])
        let dal = try listed(["2027-02-01", "--to", "2028-03-31", "--birthdays", folder]).entries
        #expect(dal.map { "\($0["date"]!) \($0["summary"]!)" } == ["2027-02-28 Lea's birthday (27)", "2028-02-29 Lea's birthday (28)"])
    }

    @Test func theConfigsFolderIsReadAndEntriesAreOfTheCalendarBirthdays() throws {
        let folder = try Self.makeFolder(Self.cards)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let config = NSTemporaryDirectory() + "dal-birthdays-config-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: config + "/dal", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: config) }
        try "birthdays = [\"\(folder)\"]\n".write(toFile: config + "/dal/config.toml", atomically: true, encoding: .utf8)
        let environment = Self.environment.merging(["XDG_CONFIG_HOME": config]) { $1 }
        let (entries, stderr) = try listed(["2026-04-01", "--to", "2026-07-31"], environment: environment)
        #expect(stderr.isEmpty, "\(stderr)")
        #expect(entries.map { "\($0["date"]!) \($0["summary"]!)" }
                == ["2026-04-15 Ann Lee's birthday (40)", "2026-06-11 Carol Day's anniversary (21)", "2026-07-20 Bob Stone's birthday"])
        #expect(entries.allSatisfy { $0["calendar"] as? String == "Birthdays" && $0["allDay"] as? Bool == true && $0["holiday"] as? Bool == false })
        // `--birthdays none` turns the config's off.
        #expect(try listed(["2026-04-01", "--to", "2026-07-31", "--birthdays", "none"], environment: environment).entries.isEmpty)
    }

    @Test func aCardWhoseBirthdayIsNoDateIsAWarningWithFileAndLine() throws {
        let folder = try Self.makeFolder(["x.vcf": "BEGIN:VCARD\nVERSION:4.0\nFN:Dan\nBDAY;VALUE=text:circa 1800\nEND:VCARD\n",
                                          "ok.vcf": "BEGIN:VCARD\nVERSION:3.0\nFN:Ok\nBDAY:--0102\nEND:VCARD\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (entries, stderr) = try listed(["2027-01-01", "--to", "2027-01-31", "--birthdays", folder])
        #expect(entries.count == 1)
        #expect(stderr.contains("x.vcf:4: BDAY 'circa 1800' is text, not a date"), "\(stderr)")
    }

    @Test func aFolderThatDoesNotExistStopsDal() throws {
        let result = try ProcessRunner.dal(["list", "--birthdays", "/nonexistent/contacts"], environment: Self.environment)
        #expect(result.status == 65 && result.stderr.contains("/nonexistent/contacts"), "\(result.status) \(result.stderr)")
    }

    /// `dal search` finds a contact's next birthday by its name (and the
    /// calendar's name finds them all), as the day's entries title it.
    @Test func dalSearchFindsTheNextBirthdayByName() throws {
        let folder = try Self.makeFolder(Self.cards)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // No calendar of the person's: only the cards are searched.
        let environment = Self.environment.merging(["XDG_DATA_HOME": folder + "/data", "XDG_CACHE_HOME": folder + "/cache"]) { $1 }
        let search = { (words: String) in
            try ProcessRunner.dal(["search", words, "--birthdays", folder, "--today", "2026-11-28"], environment: environment)
        }
        let lee = try search("lee")
        #expect(lee.status == 0 && lee.stdout == "2027-04-15 all day      Ann Lee's birthday (41)  [Birthdays]\n", "\(lee.status) \(lee.stdout) \(lee.stderr)")
        let ann = try search("ANN")
        #expect(ann.stdout.split(separator: "\n") == ["2027-04-15 all day      Ann Lee's birthday (41)  [Birthdays]",
                                                      "2027-06-11 all day      Carol Day's anniversary (22)  [Birthdays]"], "\(ann.stdout)")
        #expect(try search("nobody").status == 1)
    }
}
