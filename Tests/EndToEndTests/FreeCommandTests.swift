import Foundation
import Testing
import TestSupport

/// `dal free`: free slots from every calendar, against a brute-force
/// oracle (Tests/Oracle/free_oracle.py: minute by minute, on instants, over
/// icalendar's and recurring-ical-events' occurrences) on random calendars
/// with overlaps, all-day events (free unless TRANSP:OPAQUE), transparent, cancelled and declined
/// events, around the days summer time begins and ends: answered from the
/// files, again from the busy time kept of them, and after the file changed.
@Suite struct FreeCommandTests {
    static let environment = ["TZ": "Europe/Berlin", "LANG": "C.UTF-8"]

    /// Cache, data and config folders of the test's own that stay the same
    /// from run to run (the runner gives each run new ones otherwise): the
    /// busy time kept is named after the calendars, the default one among them.
    static func ownFolders(_ directory: String) -> [String: String] {
        ["XDG_CACHE_HOME": directory + "/cache", "XDG_DATA_HOME": directory + "/data", "XDG_CONFIG_HOME": directory + "/config"]
    }

    /// Random events near `first`: zoned in two zones, UTC, floating and
    /// all-day; some repeating, transparent, cancelled or declined by me.
    static func randomCalendar(near first: Date, random: inout SeededGenerator) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//dal//free test//EN"]
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        for index in 0..<Int.random(in: 3...14, using: &random) {
            let day = first.addingTimeInterval(Double(Int.random(in: -1...5, using: &random)) * 86_400)
            formatter.dateFormat = "yyyyMMdd"
            let date = formatter.string(from: day)
            lines += ["BEGIN:VEVENT", "UID:free-\(index)@dal", "DTSTAMP:20260101T000000Z", "SUMMARY:Event \(index)"]
            if Int.random(in: 0..<5, using: &random) == 0 {
                let days = Int.random(in: 1...2, using: &random)
                formatter.dateFormat = "yyyyMMdd"
                lines += ["DTSTART;VALUE=DATE:\(date)", "DTEND;VALUE=DATE:\(formatter.string(from: day.addingTimeInterval(Double(days) * 86_400)))"]
            } else {
                let minute = Int.random(in: 0..<96, using: &random) * 15
                let length = Int.random(in: 1...24, using: &random) * 15
                let time = String(format: "T%02d%02d00", minute / 60, minute % 60)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: lines.append("DTSTART;TZID=Europe/Berlin:\(date)\(time)")
                case 1: lines.append("DTSTART;TZID=America/New_York:\(date)\(time)")
                case 2: lines.append("DTSTART:\(date)\(time)Z")
                default: lines.append("DTSTART:\(date)\(time)")
                }
                lines.append("DURATION:PT\(length)M")
            }
            if Int.random(in: 0..<5, using: &random) == 0 { lines.append(["RRULE:FREQ=DAILY;COUNT=3", "RRULE:FREQ=WEEKLY"].randomElement(using: &random)!) }
            switch Int.random(in: 0..<6, using: &random) {
            case 0: lines.append("TRANSP:TRANSPARENT")
            // An all-day event is busy only when it says so.
            case 1, 2: lines.append("TRANSP:OPAQUE")
            default: break
            }
            if Int.random(in: 0..<10, using: &random) == 0 { lines.append("STATUS:CANCELLED") }
            if Int.random(in: 0..<5, using: &random) == 0 {
                lines.append("ATTENDEE;PARTSTAT=\(Bool.random(using: &random) ? "DECLINED" : "ACCEPTED"):mailto:Me@Example.com")
                lines.append("ATTENDEE;PARTSTAT=ACCEPTED:mailto:bob@example.com")
            }
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    @Test func freeSlotsAreWhatABruteForceOracleFindsOnRandomCalendarsAroundSummerTime() throws {
        var random = SeededGenerator(state: 20_261_126)
        // The days summer time begins and ends in Berlin (and in New York).
        let starts = ["2027-03-26", "2027-03-12", "2027-10-29", "2026-11-30"]
        for round in 0..<24 {
            let directory = NSTemporaryDirectory() + "dal-free-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let first = starts[round % starts.count]
            let firstDate = try #require(ISO8601DateFormatter().date(from: first + "T00:00:00Z"))
            try Self.randomCalendar(near: firstDate, random: &random).write(toFile: directory + "/random.ics", atomically: true, encoding: .utf8)
            let environment = Self.environment.merging(Self.ownFolders(directory)) { $1 }
            let last = ISO8601DateFormatter().string(from: firstDate.addingTimeInterval(Double(Int.random(in: 0...4, using: &random)) * 86_400)).prefix(10)
            let minutes = Int.random(in: 1...12, using: &random) * 15
            // What dal and the oracle both take.
            var options: [String] = []
            if Bool.random(using: &random) {
                let from = Int.random(in: 0...20, using: &random), to = Int.random(in: 0...23, using: &random)
                options += ["--between", String(format: "%02d:00-%02d:30", from, to)]
            }
            if Int.random(in: 0..<3, using: &random) == 0 { options.append("--weekdays") }
            if Bool.random(using: &random) { options += ["--me", "me@example.com"] }
            let now = "\(first)T\(String(format: "%02d:%02d", Int.random(in: 0...23, using: &random), Int.random(in: 0...3, using: &random) * 15))"
            let text = { (slots: [[String: Any]]) in slots.map { "\($0["start"]!)–\($0["end"]!) \($0["minutes"]!)" } }
            func check(_ run: String) throws {
                let dal = try ProcessRunner.run(ProcessRunner.dalBinary, ["free", first, "--to", String(last), "--for", "\(minutes)m", "--json",
                                                                          "--now", now, "--ics", directory + "/random.ics"] + options,
                                                environment: environment)
                try #require(dal.status == 0, "\(dal.stderr)")
                let oracle = try ProcessRunner.run("/usr/bin/env", ["python3", PythonOracle.directory + "/free_oracle.py", "--from", first,
                                                                    "--to", String(last), "--zone", "Europe/Berlin", "--now", now,
                                                                    "--for", "\(minutes)"]
                                                   + options + [directory + "/random.ics"])
                try #require(oracle.status == 0, "\(oracle.stderr)")
                let found = try JSONSerialization.jsonObject(with: Data(dal.stdout.utf8)) as? [[String: Any]] ?? []
                let expected = try JSONSerialization.jsonObject(with: Data(oracle.stdout.utf8)) as? [[String: Any]] ?? []
                let context = "round \(round), \(run): dal free \(first) --to \(last) --for \(minutes)m --now \(now) \(options)\n"
                    + (try String(contentsOfFile: directory + "/random.ics", encoding: .utf8))
                #expect(text(found) == text(expected), Comment(rawValue: context))
            }
            try check("from the file")
            try check("from the busy time kept")
            let kept = (try? FileManager.default.contentsOfDirectory(atPath: directory + "/cache/dal"))?.filter { $0.hasPrefix("busy-") }
            #expect(kept?.count == 1, "one file of busy time, kept and read again: \(kept ?? [])")
            try Self.randomCalendar(near: firstDate, random: &random).write(toFile: directory + "/random.ics", atomically: true, encoding: .utf8)
            try check("after the file changed")
        }
    }

    /// A cache is dal's alone: a link put in its place is replaced, and what
    /// it points to is neither written nor created; a FIFO there is not
    /// waited on.
    @Test func aLinkOrAFIFOInPlaceOfTheCacheIsReplacedNotFollowed() throws {
        let directory = NSTemporaryDirectory() + "dal-free-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/calendar", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let environment = Self.environment.merging(Self.ownFolders(directory)) { $1 }
        let arguments = ["free", "2026-11-26", "--ics", directory + "/calendar"]
        try #require(try ProcessRunner.run(ProcessRunner.dalBinary, arguments, environment: environment).status == 0)
        let cached = try FileManager.default.contentsOfDirectory(atPath: directory + "/cache/dal").filter { $0.hasPrefix("busy-") }
        let file = directory + "/cache/dal/" + (try #require(cached.first))
        try "precious\n".write(toFile: directory + "/victim.txt", atomically: true, encoding: .utf8)
        for target in [directory + "/victim.txt", directory + "/missing/folder/file"] {
            try FileManager.default.removeItem(atPath: file)
            try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: target)
            let run = try ProcessRunner.run(ProcessRunner.dalBinary, arguments, environment: environment)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try String(contentsOfFile: directory + "/victim.txt", encoding: .utf8) == "precious\n")
            #expect(!FileManager.default.fileExists(atPath: directory + "/missing"))
            let type = try FileManager.default.attributesOfItem(atPath: file)[.type] as? FileAttributeType
            #expect(type == .typeRegular, "the link was replaced by a cache file: \(String(describing: type))")
        }
        try FileManager.default.removeItem(atPath: file)
        #expect(mkfifo(file, 0o600) == 0)
        let started = Date()
        let run = try ProcessRunner.run(ProcessRunner.dalBinary, arguments, environment: environment)
        #expect(run.status == 0 && Date().timeIntervalSince(started) < 5, "\(run.stderr)")
    }

    /// A damaged busy-time file is read as none: the answer is the files'.
    @Test func aDamagedBusyTimeCacheIsNotShown() throws {
        let directory = NSTemporaryDirectory() + "dal-free-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var random = SeededGenerator(state: 7)
        let firstDate = try #require(ISO8601DateFormatter().date(from: "2027-03-26T00:00:00Z"))
        try Self.randomCalendar(near: firstDate, random: &random).write(toFile: directory + "/random.ics", atomically: true, encoding: .utf8)
        let environment = Self.environment.merging(Self.ownFolders(directory)) { $1 }
        let arguments = ["free", "2027-03-26", "--to", "2027-03-30", "--json", "--now", "2027-03-26T00:00", "--ics", directory + "/random.ics"]
        let first = try ProcessRunner.run(ProcessRunner.dalBinary, arguments, environment: environment)
        try #require(first.status == 0, "\(first.stderr)")
        let cached = try FileManager.default.contentsOfDirectory(atPath: directory + "/cache/dal").filter { $0.hasPrefix("busy-") }
        try #require(cached.count == 1, "\(cached)")
        let file = directory + "/cache/dal/" + cached[0]
        var bytes = try #require(FileManager.default.contents(atPath: file))
        // A byte of the busy time changed, the checksum left as it was.
        bytes[bytes.count / 2] ^= 0x40
        try bytes.write(to: URL(fileURLWithPath: file))
        let second = try ProcessRunner.run(ProcessRunner.dalBinary, arguments, environment: environment)
        #expect(second.status == 0 && second.stdout == first.stdout, "\(second.stdout)\n\(first.stdout)")
    }
}
