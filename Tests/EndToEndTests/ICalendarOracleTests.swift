import Foundation
import Testing
import TestSupport

/// `dal list --json` against an independent RFC 5545 implementation:
/// Python's `icalendar` with `recurring-ical-events`
/// (Tests/Oracle/ical_oracle.py), on the hand-written corpus (one file per
/// rule of the RFC that once went wrong) and on random calendars, for
/// viewers in several zones. Agreement is per (day, event): date, all-day,
/// local start and end, summary and UID.
@Suite struct ICalendarOracleTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let corpus = repository.appendingPathComponent("Tests/EndToEndTests/ICalendarCorpus").path
    static let oracle = repository.appendingPathComponent("Tests/Oracle/ical_oracle.py").path
    static let generator = repository.appendingPathComponent("Tests/Oracle/random_calendars.py").path
    static let zones = ["Europe/Berlin", "America/New_York", "Asia/Tokyo", "Australia/Sydney"]
    static let window = (from: "2025-12-01", to: "2027-12-31")

    struct Entry: Hashable, Comparable, CustomStringConvertible {
        let date, start, end, summary, uid: String
        let allDay: Bool
        static func < (a: Entry, b: Entry) -> Bool { (a.date, a.uid, a.start) < (b.date, b.uid, b.start) }
        var description: String { "\(date) \(allDay ? "all-day" : "") \(start)→\(end) \(summary.debugDescription) [\(uid)]" }
    }

    static func entries(_ json: String, from source: String) throws -> Set<Entry> {
        guard let array = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] else {
            throw ProcessRunner.SpawnError(message: "\(source) did not print a JSON array: \(json.prefix(300))")
        }
        return Set(array.map { object in
            Entry(date: object["date"] as? String ?? "", start: object["start"] as? String ?? "", end: object["end"] as? String ?? "",
                  summary: object["summary"] as? String ?? "", uid: object["uid"] as? String ?? "", allDay: object["allDay"] as? Bool ?? false)
        })
    }

    /// Both implementations on the same calendars, for a viewer in `zone`.
    func compare(_ paths: [String], zone: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = try ProcessRunner.run("/usr/bin/env", ["python3", Self.oracle, "--from", Self.window.from, "--to", Self.window.to,
                                                              "--zone", zone] + paths)
        try #require(expected.status == 0, "the oracle failed: \(expected.stderr)")
        let actual = try ProcessRunner.dal(["list", Self.window.from, "--to", Self.window.to, "--json"] + paths.flatMap { ["--ics", $0] },
                                           environment: ["TZ": zone, "DAL_TODAY": "2026-11-21"])
        try #require(actual.status == 0, "dal list failed: \(actual.stderr)")
        let oracle = try Self.entries(expected.stdout, from: "the oracle"), dal = try Self.entries(actual.stdout, from: "dal list")
        let missing = oracle.subtracting(dal).sorted(), extra = dal.subtracting(oracle).sorted()
        #expect(missing.isEmpty && extra.isEmpty,
                """
                viewer in \(zone): \(oracle.count) entries from the oracle, \(dal.count) from dal
                missing in dal (\(missing.count)):\n\(missing.prefix(15).map { "  \($0)" }.joined(separator: "\n"))
                extra in dal (\(extra.count)):\n\(extra.prefix(15).map { "  \($0)" }.joined(separator: "\n"))
                """, sourceLocation: sourceLocation)
    }

    @Test(arguments: zones)
    func theCorpusAgrees(zone: String) throws {
        try compare([Self.corpus, Self.corpus + "/vdir"], zone: zone)
    }

    @Test(arguments: [(1, "Europe/Berlin"), (2, "America/New_York"), (3, "Asia/Tokyo"), (4, "Australia/Sydney"), (5, "America/Los_Angeles")])
    func randomCalendarsAgree(seed: Int, zone: String) throws {
        let directory = NSTemporaryDirectory() + "dal-random-ics-\(seed)-\(UUID().uuidString)"
        let made = try ProcessRunner.run("/usr/bin/env", ["python3", Self.generator, "--seed", String(seed), "--count", "60", "--out", directory])
        try #require(made.status == 0, "\(made.stderr)")
        try compare([directory], zone: zone)
    }
}
