import CalendarCore
import Foundation
import Testing
import TestSupport
@testable import Calendars

/// The VTIMEZONEs dal writes: only the observances in effect over what an
/// event uses, cut at its end or kept without end for a series without
/// one, and each one checked by Python's `icalendar` (the definition read
/// on its own) against Python's zoneinfo at every day and around every
/// change of the span.
@Suite struct WrittenZoneTests {
    static func wall(_ text: String) -> LocalDateTime {
        let parts = text.split(separator: "T")
        let time = parts.count > 1 ? parts[1].split(separator: ":").compactMap { Int($0) } : [0, 0]
        return LocalDateTime(date: try! CivilDate.parse(String(parts[0])), secondsOfDay: time[0] * 3600 + time[1] * 60)
    }

    /// The span of the wall times `from` through `to` (nil: no end) in `zone`.
    static func span(_ zone: String, _ from: String, _ to: String?) throws -> ZoneSpan {
        let timeline = try #require(SystemZones.timeline(for: zone))
        return ZoneSpan(first: timeline.instant(ofWall: wall(from)), last: to.map { timeline.instant(ofWall: wall($0)) })
    }

    /// What `Tests/Oracle/vtimezone_check.py` says of a VTIMEZONE over the
    /// days `from` through `to`.
    static func pythonCheck(_ lines: [String], from: String, to: String) throws -> [String: Any] {
        let path = NSTemporaryDirectory() + "dal-zone-\(UUID().uuidString).ics"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let calendar = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//dal//test//EN"] + lines + ["END:VCALENDAR"]
        try (calendar.joined(separator: "\r\n") + "\r\n").write(toFile: path, atomically: true, encoding: .utf8)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Oracle/vtimezone_check.py").path
        let result = try ProcessRunner.run("/usr/bin/env", ["python3", script, "--from", from, "--to", to, path])
        try #require(result.status == 0, "icalendar could not read the VTIMEZONE: \(result.stderr)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        return try #require(objects.first)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let zone: String, from: String, to: String?, observances: Int, rules: Int
        var testDescription: String { "\(zone) \(from)…\(to ?? "no end")" }
    }

    @Test(arguments: [
        // One event: the observance in effect, one line of rules at most.
        Case(zone: "Europe/Berlin", from: "2026-11-24T16:00", to: "2026-11-24T17:00", observances: 1, rules: 0),
        Case(zone: "America/New_York", from: "2026-07-01T09:00", to: "2026-07-01T10:00", observances: 1, rules: 0),
        Case(zone: "Asia/Seoul", from: "2026-11-24T16:00", to: "2026-11-24T17:00", observances: 1, rules: 0),
        // Across one change: both observances, as dates.
        Case(zone: "Europe/Berlin", from: "2026-10-24T23:00", to: "2026-10-25T04:00", observances: 2, rules: 0),
        // A series of two years: both rules, cut at the end (UNTIL).
        Case(zone: "Europe/Berlin", from: "2026-11-02T09:00", to: "2028-11-02T09:00", observances: 2, rules: 2),
        Case(zone: "Australia/Sydney", from: "2026-11-02T09:00", to: "2029-01-02T09:00", observances: 2, rules: 2),
        // A series without end: the rules that continue, open; past 2037,
        // where libical splits each rule in two.
        Case(zone: "Europe/Berlin", from: "2026-12-31T12:00", to: nil, observances: 2, rules: 2),
        Case(zone: "America/New_York", from: "2026-11-02T09:00", to: nil, observances: 2, rules: 2),
        Case(zone: "Australia/Sydney", from: "2026-11-02T09:00", to: nil, observances: 2, rules: 2),
        // Zones without summer time: one STANDARD.
        Case(zone: "Asia/Seoul", from: "2026-01-01T09:00", to: nil, observances: 1, rules: 0),
        Case(zone: "America/Sao_Paulo", from: "2026-01-01T09:00", to: nil, observances: 1, rules: 0),
    ])
    func theVTimezoneWrittenCoversTheSpanAndNoMore(_ example: Case) throws {
        let system = try #require(SystemZones.rules(for: example.zone))
        let trimmed = try #require(system.trimmed(to: try Self.span(example.zone, example.from, example.to)))
        #expect(trimmed.tzid == example.zone)
        #expect(trimmed.observances.count == example.observances, "\(trimmed.lines.joined(separator: "\n"))")
        #expect(trimmed.observances.filter { $0.ruleParts != nil }.count == example.rules, "\(trimmed.lines.joined(separator: "\n"))")
        let through = example.to.map { String($0.prefix(10)) } ?? "2060-12-31"
        let checked = try Self.pythonCheck(trimmed.lines, from: String(example.from.prefix(10)), to: through)
        #expect((checked["mismatches"] as? [String])?.isEmpty == true, "\(checked)\n\(trimmed.lines.joined(separator: "\n"))")
        #expect(system.lines.count > 100 && trimmed.lines.count <= 20, "libical's \(system.lines.count) lines, dal's \(trimmed.lines.count)")
    }

    /// dal's timeline of a zone and libical's reading of the same zone give
    /// the same instants (dal converts typed times with its own).
    @Test(arguments: ["Europe/Berlin", "America/New_York", "Asia/Seoul", "Australia/Lord_Howe", "Asia/Kolkata"])
    func theTimelineAgreesWithLibical(_ name: String) throws {
        let timeline = try #require(SystemZones.timeline(for: name))
        let zone = try #require(ZoneTable.builtin(name))
        var day = try CivilDate.parse("2026-01-01")
        while day < (try CivilDate.parse("2028-01-01")) {
            for hour in [1, 2, 3] {
                let wall = LocalDateTime(date: day, secondsOfDay: hour * 3600 + 1800)
                #expect(timeline.instant(ofWall: wall) == zone.instant(ofWall: wall), "\(name) \(wall)")
            }
            day = day.adding(days: 1)
        }
    }
}
