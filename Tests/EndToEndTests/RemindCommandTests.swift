import Foundation
import Testing
import TestSupport

/// `dal remind`, the one-shot form, as a timer or cron runs it: every
/// alarm exactly once at the minute the oracle (Python's icalendar +
/// recurring-ical-events) says, across a change of summer time, in two
/// zones; missed ones within the grace period marked, older ones summed
/// up; a torn state file is no storm; a moved event's alarm moves.
@Suite struct RemindCommandTests {
    let directory: String
    let calendar: String
    let state: String

    init() throws {
        directory = NSTemporaryDirectory() + "dal-remind-\(UUID().uuidString)"
        calendar = directory + "/calendar"
        state = directory + "/state/reminders.json"
        try FileManager.default.createDirectory(atPath: calendar, withIntermediateDirectories: true)
    }

    /// Events with every kind of alarm: before the start, after the end,
    /// at a fixed time, repeated, on an all-day event, dismissed elsewhere,
    /// on a series across the end of summer time with one instance moved
    /// (its own alarm) and one removed.
    static let files = [
        "standup.ics": """
            BEGIN:VEVENT\r
            UID:standup\r
            DTSTAMP:20261001T000000Z\r
            DTSTART;TZID=Europe/Berlin:20261022T090000\r
            DTEND;TZID=Europe/Berlin:20261022T091500\r
            RRULE:FREQ=DAILY;COUNT=8\r
            EXDATE;TZID=Europe/Berlin:20261024T090000\r
            SUMMARY:Standup\r
            BEGIN:VALARM\r
            ACTION:DISPLAY\r
            DESCRIPTION:Standup\r
            TRIGGER:-PT10M\r
            END:VALARM\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:standup\r
            DTSTAMP:20261001T000000Z\r
            RECURRENCE-ID;TZID=Europe/Berlin:20261026T090000\r
            DTSTART;TZID=Europe/Berlin:20261026T113000\r
            DTEND;TZID=Europe/Berlin:20261026T114500\r
            SUMMARY:Standup (late)\r
            BEGIN:VALARM\r
            ACTION:DISPLAY\r
            DESCRIPTION:Late today\r
            TRIGGER:-PT30M\r
            END:VALARM\r
            END:VEVENT\r

            """,
        "call.ics": """
            BEGIN:VEVENT\r
            UID:call\r
            DTSTAMP:20261001T000000Z\r
            DTSTART;TZID=America/New_York:20261023T100000\r
            DTEND;TZID=America/New_York:20261023T110000\r
            SUMMARY:Call New York\r
            LOCATION:Room 4\r
            BEGIN:VALARM\r
            ACTION:AUDIO\r
            TRIGGER;RELATED=END:PT5M\r
            END:VALARM\r
            BEGIN:VALARM\r
            ACTION:DISPLAY\r
            DESCRIPTION:Prepare\r
            TRIGGER:-P1D\r
            REPEAT:2\r
            DURATION:PT1H\r
            END:VALARM\r
            END:VEVENT\r

            """,
        "birthday.ics": """
            BEGIN:VEVENT\r
            UID:birthday\r
            DTSTAMP:20261001T000000Z\r
            DTSTART;VALUE=DATE:20261027\r
            DTEND;VALUE=DATE:20261028\r
            SUMMARY:Birthday\r
            BEGIN:VALARM\r
            ACTION:DISPLAY\r
            DESCRIPTION:Birthday\r
            TRIGGER:-PT15H\r
            END:VALARM\r
            BEGIN:VALARM\r
            ACTION:DISPLAY\r
            DESCRIPTION:Birthday\r
            TRIGGER:PT8H\r
            ACKNOWLEDGED:20261027T120000Z\r
            END:VALARM\r
            BEGIN:VALARM\r
            ACTION:DISPLAY\r
            DESCRIPTION:Order flowers\r
            TRIGGER;VALUE=DATE-TIME:20261025T100000Z\r
            END:VALARM\r
            END:VEVENT\r

            """,
    ]

    func writeFiles() throws {
        for (name, events) in Self.files {
            try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n" + events + "END:VCALENDAR\r\n")
                .write(toFile: calendar + "/" + name, atomically: true, encoding: .utf8)
        }
    }

    /// `dal remind` at `now` (local time in `zone`), printing to stdout.
    func remind(at now: String, zone: String, extra: [String] = []) throws -> (status: Int32, lines: [String], stderr: String) {
        let result = try ProcessRunner.run(ProcessRunner.dalBinary, ["remind", "--ics", calendar, "--now", now, "--state", state] + extra,
                                           environment: ["TZ": zone, "LANG": "C.UTF-8", "HOME": directory])
        return (result.status, result.stdout.split(separator: "\n").map(String.init), result.stderr)
    }

    /// The oracle's firings between two UTC moments, as `YYYY-MM-DD HH:MM Title` on `zone`'s clock.
    func oracle(after: String, through: String, zone: String) throws -> [String] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Oracle/alarm_oracle.py").path
        let result = try ProcessRunner.run("/usr/bin/env", ["python3", script, "--after", after, "--through", through, "--zone", zone, calendar])
        try #require(result.status == 0, "the oracle failed: \(result.stderr)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: String]])
        let parser = ISO8601DateFormatter()
        let printer = DateFormatter()
        printer.timeZone = TimeZone(identifier: zone)
        printer.dateFormat = "yyyy-MM-dd HH:mm"
        return objects.map { "\(printer.string(from: parser.date(from: $0["fire"]!)!)) \($0["summary"]!)" }.sorted()
    }

    /// Runs every 20 minutes of five days around the end of summer time:
    /// each alarm goes off once, on the minute the oracle says.
    @Test(arguments: ["Europe/Berlin", "America/New_York"])
    func everyAlarmGoesOffOnceAtTheOraclesMinute(zone: String) throws {
        try writeFiles()
        let formatter = DateFormatter()
        formatter.timeZone = TimeZone(identifier: zone)
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
        let start = formatter.date(from: "2026-10-22T00:00")!
        var seen: [String] = []
        var moment = start
        // The first run starts the record (an empty state: only the grace period).
        _ = try remind(at: formatter.string(from: moment), zone: zone)
        while moment < start.addingTimeInterval(6 * 86_400) {
            moment = moment.addingTimeInterval(20 * 60)
            let run = try remind(at: formatter.string(from: moment), zone: zone)
            #expect(run.status == 0, "\(run.stderr)")
            // `2026-10-26 10:50 Standup — …`: when and what.
            seen += run.lines.map { line in String(line.prefix { $0 != "—" }).trimmingCharacters(in: .whitespaces) }
        }
        let utc = ISO8601DateFormatter()
        let expected = try oracle(after: utc.string(from: start), through: utc.string(from: moment), zone: zone)
        #expect(seen.sorted() == expected, "dal \(seen.sorted())\noracle \(expected)")
        #expect(Set(seen).count == seen.count, "none twice")
    }

    /// The hand-written corpus (one file per RFC 5545 rule that once went
    /// wrong), each event given two alarms (10 minutes before the start, 5
    /// after the end): `dal remind` run every six days over a year with
    /// summer time changes delivers each at the minute the corpus oracle
    /// (Tests/Oracle/ical_oracle.py --alarms) says.
    @Test(arguments: ["Europe/Berlin", "America/New_York"])
    func theCorpusAlarmsGoOffAsTheOracleSays(zone: String) throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ICalendarCorpus").path
        let alarms = "BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:a\r\nTRIGGER:-PT10M\r\nEND:VALARM\r\n"
            + "BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:b\r\nTRIGGER;RELATED=END:PT5M\r\nEND:VALARM\r\n"
        for name in try FileManager.default.contentsOfDirectory(atPath: corpus) where name.hasSuffix(".ics") {
            let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: corpus + "/" + name)), as: UTF8.self)
            try text.replacingOccurrences(of: "END:VEVENT\r\n", with: alarms + "END:VEVENT\r\n")
                .replacingOccurrences(of: "END:VEVENT\n", with: alarms.replacingOccurrences(of: "\r\n", with: "\n") + "END:VEVENT\n")
                .write(toFile: calendar + "/" + name, atomically: true, encoding: .utf8)
        }
        let formatter = DateFormatter()
        formatter.timeZone = TimeZone(identifier: zone)
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
        let start = formatter.date(from: "2026-03-01T00:00")!, end = formatter.date(from: "2027-01-10T00:00")!
        var seen: [String] = []
        var moment = start
        _ = try remind(at: formatter.string(from: moment), zone: zone, extra: ["--grace", "10080"])
        while moment < end {
            moment = moment.addingTimeInterval(6 * 86_400)
            let run = try remind(at: formatter.string(from: moment), zone: zone, extra: ["--grace", "10080"])
            #expect(run.status == 0 && !run.lines.contains { $0.contains("went off while dal did not run") }, "\(run.stderr)")
            seen += run.lines.map { String($0.prefix(16)) }   // `2026-10-26 08:50`
        }
        let utc = ISO8601DateFormatter()
        let oracle = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Oracle/ical_oracle.py").path
        let result = try ProcessRunner.run("/usr/bin/env", ["python3", oracle, "--from", "2026-01-01", "--to", "2027-02-01", "--zone", zone,
                                                            "--alarms", utc.string(from: start), utc.string(from: moment), calendar])
        try #require(result.status == 0, "the oracle failed: \(result.stderr)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: String]])
        let printer = DateFormatter()
        printer.timeZone = TimeZone(identifier: zone)
        printer.dateFormat = "yyyy-MM-dd HH:mm"
        let expected = objects.map { printer.string(from: utc.date(from: $0["fire"]!)!) }.sorted()
        #expect(expected.count > 50 && seen.sorted() == expected,
                "dal \(seen.count), oracle \(expected.count): only dal \(Set(seen).subtracting(expected).sorted().prefix(8)), only the oracle \(Set(expected).subtracting(seen).sorted().prefix(8))")
    }

    /// Issue 39: RFC 5545 3.3.6's nominal days. `-P1D` and `-P1W` before
    /// an event the day after a change of summer time go off at the same
    /// wall-clock time (not an hour early), for events in Berlin and New
    /// York across both of each zone's changes, seen from either zone; the
    /// oracle (Python's aware datetimes) counts days the same way.
    @Test(arguments: ["Europe/Berlin", "America/New_York"])
    func nominalDayAndWeekTriggersAcrossSummerTimeGoOffAsTheOracleSays(zone: String) throws {
        var events = ""
        for (event, start) in [("Europe/Berlin", "20270328T120000"), ("Europe/Berlin", "20271031T120000"),
                               ("America/New_York", "20270314T120000"), ("America/New_York", "20271107T120000")] {
            for trigger in ["-P1D", "-P1W", "-P1DT2H"] {
                let uid = "\(event.split(separator: "/").last!)-\(start.prefix(8))\(trigger)"
                events += "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20261001T000000Z\r\nDTSTART;TZID=\(event):\(start)\r\nDURATION:PT1H\r\n"
                    + "SUMMARY:\(uid)\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:x\r\nTRIGGER:\(trigger)\r\nEND:VALARM\r\nEND:VEVENT\r\n"
            }
        }
        try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n" + events + "END:VCALENDAR\r\n")
            .write(toFile: calendar + "/nominal.ics", atomically: true, encoding: .utf8)
        let formatter = DateFormatter()
        formatter.timeZone = TimeZone(identifier: zone)
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
        let start = formatter.date(from: "2027-03-01T00:00")!, end = formatter.date(from: "2027-11-12T00:00")!
        var seen: [String] = []
        var moment = start
        _ = try remind(at: formatter.string(from: moment), zone: zone, extra: ["--grace", "10080"])
        while moment < end {
            moment = moment.addingTimeInterval(6 * 86_400)
            let run = try remind(at: formatter.string(from: moment), zone: zone, extra: ["--grace", "10080"])
            #expect(run.status == 0, "\(run.stderr)")
            seen += run.lines.map { line in String(line.prefix { $0 != "—" }).trimmingCharacters(in: .whitespaces) }
        }
        let utc = ISO8601DateFormatter()
        let expected = try oracle(after: utc.string(from: start), through: utc.string(from: moment), zone: zone)
        #expect(expected.count == 12 && seen.sorted() == expected, "dal \(seen.sorted())\noracle \(expected)")
        // By hand, for the first: 2027-03-28 12:00 Berlin is summer time; a day before is 12:00 winter time.
        if zone == "Europe/Berlin" { #expect(seen.contains("2027-03-27 12:00 Berlin-20270328-P1D"), "\(seen.sorted())") }
    }

    /// Issue 39: `-PT24H` is exact: 24 hours before 12:00 the day after
    /// clocks went forward is 11:00 (the oracle cannot tell it from `-P1D`:
    /// both are Python's `timedelta(days=1)`, so this one is by hand).
    @Test func anExactDayOfHoursBeforeAChangeOfSummerTimeGoesOffAnHourEarlier() throws {
        try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:exact\r\nDTSTAMP:20261001T000000Z\r\n"
            + "DTSTART;TZID=Europe/Berlin:20270328T120000\r\nDURATION:PT1H\r\nSUMMARY:Exact\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\n"
            + "DESCRIPTION:x\r\nTRIGGER:-PT24H\r\nEND:VALARM\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
            .write(toFile: calendar + "/exact.ics", atomically: true, encoding: .utf8)
        _ = try remind(at: "2027-03-27T10:30", zone: "Europe/Berlin")
        let at1101 = try remind(at: "2027-03-27T11:01", zone: "Europe/Berlin")
        #expect(at1101.lines.count == 1 && at1101.lines[0].hasPrefix("2027-03-27 11:00 Exact"), "\(at1101.lines)")
    }

    /// Issue 39: a bare file name is in the folder dal runs in, as for any
    /// program; the state is kept, and the alarm goes off once.
    @Test func aRelativeStateFileIsKeptInTheCurrentFolder() throws {
        try writeFiles()
        let work = directory + "/work"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        func run(_ now: String) throws -> ProcessResult {
            try ProcessRunner.run("/bin/sh", ["-c", "cd \"$1\" && exec \"$2\" remind --ics \"$3\" --now \"$4\" --state s.json", "sh",
                                              work, ProcessRunner.dalBinary, calendar, now],
                                  environment: ["TZ": "Europe/Berlin", "LANG": "C.UTF-8", "HOME": directory])
        }
        _ = try run("2026-10-22T08:40")
        let first = try run("2026-10-22T08:51")
        #expect(first.status == 0 && first.stdout.contains("Standup"), "\(first.status) \(first.stderr)")
        #expect(FileManager.default.fileExists(atPath: work + "/s.json"))
        let second = try run("2026-10-22T08:52")
        #expect(second.status == 0 && second.stdout.isEmpty, "delivered once: \(second.stdout)")
    }

    /// Issue 40: a state file dal did not write is refused, exit 74, and
    /// left as it was; a link to another file is never written through.
    @Test func aStateFileDalDidNotWriteIsRefusedAndLeftAlone() throws {
        try writeFiles()
        let notes = directory + "/notes.txt"
        try "my notes\n".write(toFile: notes, atomically: true, encoding: .utf8)
        let run = try ProcessRunner.run(ProcessRunner.dalBinary, ["remind", "--ics", calendar, "--now", "2026-10-22T08:51", "--state", notes],
                                        environment: ["TZ": "Europe/Berlin", "LANG": "C.UTF-8", "HOME": directory])
        #expect(run.status == 74 && run.stderr.contains("not a reminders' state dal wrote"), "\(run.status) \(run.stderr)")
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my notes\n")
        let link = directory + "/state-link.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: notes)
        let linked = try ProcessRunner.run(ProcessRunner.dalBinary, ["remind", "--ics", calendar, "--now", "2026-10-22T08:51", "--state", link],
                                           environment: ["TZ": "Europe/Berlin", "LANG": "C.UTF-8", "HOME": directory])
        #expect(linked.status == 74 && linked.stderr.contains("a link"), "\(linked.status) \(linked.stderr)")
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my notes\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == notes, "the link is still a link")
    }

    @Test func missedAlarmsGoOffMarkedWithinTheGraceAndOlderOnesAsOneSummary() throws {
        try writeFiles()
        _ = try remind(at: "2026-10-22T08:00", zone: "Europe/Berlin")
        // The laptop slept three days and wakes at 09:30 on the 25th.
        let woke = try remind(at: "2026-10-25T09:30", zone: "Europe/Berlin")
        #expect(woke.lines.contains { $0.hasPrefix("2026-10-25 08:50 Standup — 09:00–09:15 · missed at 08:50") }, "\(woke.lines)")
        let summary = try #require(woke.lines.first { $0.contains("alarms went off while dal did not run") }, "\(woke.lines)")
        #expect(summary.contains("2026-10-22 08:50 Standup") && summary.hasPrefix("6 alarms"), "\(summary)")
        #expect(try remind(at: "2026-10-25T09:31", zone: "Europe/Berlin").lines.isEmpty, "nothing twice")
    }

    /// The same in Korean (issue 43): the words dal adds to an alarm.
    @Test func missedAlarmsAreSaidInKorean() throws {
        try writeFiles()
        _ = try remind(at: "2026-10-22T08:00", zone: "Europe/Berlin", extra: ["--language", "ko"])
        let woke = try remind(at: "2026-10-25T09:30", zone: "Europe/Berlin", extra: ["--language", "ko"])
        #expect(woke.status == 0)
        #expect(woke.lines.contains { $0.hasPrefix("2026-10-25 08:50 Standup — 09:00–09:15 · 놓친 알림(08:50)") }, "\(woke.lines)")
        let summary = try #require(woke.lines.first { $0.hasPrefix("dal이 실행되지 않는 동안 알림 6개가 울렸습니다: ") }, "\(woke.lines)")
        #expect(summary.contains("2026-10-22 08:50 Standup"), "\(summary)")
    }

    @Test func aTornStateFileIsNoStormOfOldAlarms() throws {
        try writeFiles()
        _ = try remind(at: "2026-10-22T08:00", zone: "Europe/Berlin")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: state))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: state))
        let run = try remind(at: "2026-10-26T11:05", zone: "Europe/Berlin")
        #expect(run.status == 0 && run.stderr.contains("is torn (a state dal wrote, cut short)"), "\(run.stderr)")
        #expect(run.lines == ["2026-10-26 11:00 Standup (late) — 11:30–11:45 · missed at 11:00 · Late today"], "only the last hour: \(run.lines)")
    }

    @Test func aMovedEventsAlarmMovesAndADeletedOneNeverGoesOff() throws {
        try writeFiles()
        _ = try remind(at: "2026-10-23T08:00", zone: "Europe/Berlin")
        // The call is moved an hour later; the birthday is deleted.
        let call = calendar + "/call.ics"
        try String(contentsOfFile: call, encoding: .utf8).replacingOccurrences(of: "T100000", with: "T110000")
            .replacingOccurrences(of: "T110000\r\nSUMMARY", with: "T120000\r\nSUMMARY").write(toFile: call, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: calendar + "/birthday.ics")
        let at1705 = try remind(at: "2026-10-23T17:05", zone: "Europe/Berlin")
        #expect(!at1705.lines.contains { $0.contains("Call New York") }, "its old end was 17:00: \(at1705.lines)")
        let at1806 = try remind(at: "2026-10-23T18:06", zone: "Europe/Berlin")
        #expect(at1806.lines.contains { $0.hasPrefix("2026-10-23 18:05 Call New York") }, "\(at1806.lines)")
        let later = try remind(at: "2026-10-28T00:00", zone: "Europe/Berlin")
        #expect(!later.lines.joined().contains("Birthday"), "\(later.lines)")
    }

    /// The config file's `[reminders]`: events without alarms of their own
    /// get the default (a calendar's own first); events with alarms keep theirs.
    @Test func eventsWithoutAlarmsGoOffAsTheConfigFileSays() throws {
        try writeFiles()
        try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:plain\r\nDTSTAMP:20261001T000000Z\r\n"
            + "DTSTART;TZID=Europe/Berlin:20261028T160000\r\nDTEND;TZID=Europe/Berlin:20261028T170000\r\nSUMMARY:Plain\r\nEND:VEVENT\r\n"
            + "BEGIN:VEVENT\r\nUID:day\r\nDTSTAMP:20261001T000000Z\r\nDTSTART;VALUE=DATE:20261029\r\nSUMMARY:Holiday\r\nEND:VEVENT\r\n"
            + "END:VCALENDAR\r\n").write(toFile: calendar + "/plain.ics", atomically: true, encoding: .utf8)
        let config = directory + "/config.toml"
        try "[reminders]\ntimed = \"15m\"\nall-day = \"09:00\"\n\n[reminders.calendars]\ncalendar = \"1h\"\n"
            .write(toFile: config, atomically: true, encoding: .utf8)
        func remindConfigured(at now: String) throws -> [String] {
            let result = try ProcessRunner.run(ProcessRunner.dalBinary, ["remind", "--ics", calendar, "--now", now, "--state", state],
                                               environment: ["TZ": "Europe/Berlin", "LANG": "C.UTF-8", "HOME": directory, "DAL_CONFIG": config])
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout.split(separator: "\n").map(String.init)
        }
        _ = try remindConfigured(at: "2026-10-28T14:00")
        // The folder's name is "calendar": an hour before, not 15 minutes.
        #expect(try remindConfigured(at: "2026-10-28T15:01").contains { $0.hasPrefix("2026-10-28 15:00 Plain") })
        #expect(try remindConfigured(at: "2026-10-29T09:01").contains { $0.hasPrefix("2026-10-29 09:00 Holiday — all day") })
    }

    /// `[calendars.alarms] work = false` (by folder name, or by the name
    /// `[calendars.names]` gives it) silences Work's events' own alarms and
    /// the config's default alike; Family's still ring, and
    /// `dal config --print` names the setting.
    @Test(arguments: ["[calendars.alarms]\nwork = false\n", "[calendars.names]\nwork = \"Office\"\n\n[calendars.alarms]\nOffice = false\n"])
    func aCalendarTheConfigSilencesNeverAlarmsAndTheOthersStillDo(silencing: String) throws {
        for (name, summary) in [("work", "Offsite"), ("family", "Dentist")] {
            try FileManager.default.createDirectory(atPath: directory + "/" + name, withIntermediateDirectories: true)
            try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:\(summary)\r\nDTSTAMP:20261001T000000Z\r\n"
                + "DTSTART:20261028T100000Z\r\nDTEND:20261028T110000Z\r\nSUMMARY:\(summary)\r\n"
                + "BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:\(summary)\r\nTRIGGER:-PT10M\r\nEND:VALARM\r\nEND:VEVENT\r\n"
                + "BEGIN:VEVENT\r\nUID:\(summary)-plain\r\nDTSTAMP:20261001T000000Z\r\nDTSTART:20261028T140000Z\r\n"
                + "DTEND:20261028T150000Z\r\nSUMMARY:\(summary) plain\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
                .write(toFile: "\(directory)/\(name)/\(summary).ics", atomically: true, encoding: .utf8)
        }
        let config = directory + "/config.toml"
        try ("[reminders]\ntimed = \"15m\"\n\n" + silencing).write(toFile: config, atomically: true, encoding: .utf8)
        let environment = ["TZ": "UTC", "LANG": "C.UTF-8", "HOME": directory, "DAL_CONFIG": config]
        func remindBoth(at now: String) throws -> [String] {
            let result = try ProcessRunner.run(ProcessRunner.dalBinary, ["remind", "--ics", directory + "/work", "--ics", directory + "/family",
                                                                         "--now", now, "--state", state], environment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout.split(separator: "\n").map(String.init)
        }
        _ = try remindBoth(at: "2026-10-28T08:00")
        let morning = try remindBoth(at: "2026-10-28T09:55")
        #expect(morning.contains { $0.contains("Dentist") } && !morning.contains { $0.contains("Offsite") }, "\(morning)")
        let afternoon = try remindBoth(at: "2026-10-28T13:50")
        #expect(afternoon.contains { $0.contains("Dentist plain") } && !afternoon.contains { $0.contains("Offsite plain") },
                "the default alarm is silenced too: \(afternoon)")
        let printed = try ProcessRunner.run(ProcessRunner.dalBinary, ["config", "--print"], environment: environment)
        #expect(printed.stdout.contains(silencing.hasPrefix("[calendars.alarms]") ? "[calendars.alarms]\nwork = false" : "[calendars.alarms]\nOffice = false"),
                "\(printed.stdout)")
    }

    /// SIGKILL while the state is being written (proven: the hidden
    /// temporary file is left): the state file is the old one or the new
    /// one, never torn, and the next run does not deliver old alarms again.
    @Test func killedWhileWritingTheStateItIsOldOrNewNeverTorn() throws {
        try writeFiles()
        // A state big enough to take a while to write: recent keys of a sync's worth of alarms.
        let now = 1_792_706_400   // 2026-10-22 22:00 UTC: the moments below are after it
        var keys: [String] = []
        for index in 0..<60_000 { keys.append("\"x\(index)-padding-to-make-the-file-longer\":\(now)") }
        let big = "{\"delivered\":{" + keys.joined(separator: ",") + "},\"lastRun\":\(now),\"version\":1}"
        try FileManager.default.createDirectory(atPath: directory + "/state", withIntermediateDirectories: true)
        var landedMidWrite = 0
        let rounds = 8
        for round in 0..<rounds {
            try big.write(toFile: state, atomically: true, encoding: .utf8)
            let watch = try FileCreationWatch(directory: directory + "/state")
            let pid = try ProcessRunner.spawn(ProcessRunner.dalBinary, ["remind", "--ics", calendar, "--now", "2026-10-23T08:55", "--state", state],
                                              environment: ["TZ": "Europe/Berlin", "LANG": "C.UTF-8", "HOME": directory],
                                              stdout: directory + "/out", stderr: directory + "/err")
            let temporary = watch.waitForFile(named: ".reminders.json.tmp-", timeoutMilliseconds: 20_000)
            try #require(temporary != nil, "round \(round): dal never started the write")
            usleep(useconds_t(round * 500))
            kill(pid, SIGKILL)
            _ = ProcessRunner.wait(for: pid)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory + "/state").filter { $0.hasPrefix(".reminders.json.tmp-") }
            if !leftovers.isEmpty { landedMidWrite += 1 }
            let text = try String(contentsOfFile: state, encoding: .utf8)
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            #expect(object?["version"] as? Int == 1, "round \(round): the state is a whole state")
        }
        #expect(landedMidWrite >= rounds / 3, "kills must land inside writes for this test to mean anything (\(landedMidWrite) did)")
        // Whatever the kills left, the next run delivers the 08:50 standup at most once.
        let first = try remind(at: "2026-10-23T08:56", zone: "Europe/Berlin")
        let second = try remind(at: "2026-10-23T08:57", zone: "Europe/Berlin")
        #expect((first.lines + second.lines).filter { $0.contains("08:50 Standup") }.count <= 1, "\(first.lines) \(second.lines)")
    }

    /// What other clients write: Apple's "no alarm" placeholder (ACTION:NONE
    /// at a fixed time in 1976) never goes off; Thunderbird's dismissal on
    /// the event (X-MOZ-LASTACK) counts as ACKNOWLEDGED.
    @Test func applesPlaceholderAndThunderbirdsDismissalAreHonoured() throws {
        let event = { (uid: String, extra: String, alarm: String) in
            "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20261001T000000Z\r\nDTSTART;TZID=Europe/Berlin:20261023T100000\r\n"
                + "DTEND;TZID=Europe/Berlin:20261023T110000\r\nSUMMARY:\(uid)\r\n\(extra)BEGIN:VALARM\r\n\(alarm)END:VALARM\r\nEND:VEVENT\r\n"
        }
        try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n"
            + event("apple", "", "ACTION:NONE\r\nTRIGGER;VALUE=DATE-TIME:19760401T005545Z\r\nX-APPLE-DEFAULT-ALARM:TRUE\r\n")
            + event("apple-none-relative", "", "ACTION:NONE\r\nTRIGGER:-PT5M\r\n")
            + event("thunderbird", "X-MOZ-LASTACK:20261023T075000Z\r\n", "ACTION:DISPLAY\r\nDESCRIPTION:x\r\nTRIGGER:-PT15M\r\n")
            + event("thunderbird-later", "X-MOZ-LASTACK:20261023T070000Z\r\n", "ACTION:DISPLAY\r\nDESCRIPTION:x\r\nTRIGGER:-PT5M\r\n")
            + "END:VCALENDAR\r\n").write(toFile: calendar + "/clients.ics", atomically: true, encoding: .utf8)
        _ = try remind(at: "2026-10-23T09:00", zone: "Europe/Berlin")
        let run = try remind(at: "2026-10-23T10:00", zone: "Europe/Berlin")
        // 09:45 Berlin is 07:45 UTC: dismissed at 07:50; 09:55 is after Thunderbird's 07:00.
        let went: [String] = run.lines.map { line in String(line.prefix { $0 != "—" }).trimmingCharacters(in: .whitespaces) }
        #expect(went == ["2026-10-23 09:55 thunderbird-later"], "\(run.lines)")
    }

    @Test func aNotifyCommandGetsTheEventsFieldsAsArguments() throws {
        try writeFiles()
        let script = directory + "/notify"
        try ExecutableScript.write("#!/bin/sh\nprintf '%s|' \"$@\" >> \(directory)/got\necho >> \(directory)/got\n", to: script)
        _ = try remind(at: "2026-10-23T16:00", zone: "Europe/Berlin")
        let run = try remind(at: "2026-10-23T17:05", zone: "Europe/Berlin", extra: ["--notify-command", script])
        #expect(run.status == 0 && run.lines.isEmpty, "\(run.lines) \(run.stderr)")
        let got = try String(contentsOfFile: directory + "/got", encoding: .utf8)
        #expect(got.hasPrefix("Call New York|2026-10-23T16:00|2026-10-23T17:00|Room 4|16:00–17:00 · Room 4"), "\(got)")
    }

    /// `--watch` on a real session bus with the real notify-send: an event
    /// added to the folder while it runs goes off at its second, shown by
    /// a notification server on that bus; between alarms it does not wake
    /// up; SIGTERM ends it, and nothing is left running.
    @Test func watchDeliversThroughNotifySendOnASessionBusAndSleepsBetweenAlarms() throws {
        let server = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Oracle/notification_server.py").path
        let (log, ready, pidFile) = (directory + "/notifications.log", directory + "/ready", directory + "/dal.pid")
        let script = """
            python3 \(server) \(log) \(ready) & server=$!
            for _ in $(seq 100); do [ -f \(ready) ] && break; sleep 0.05; done
            \(ProcessRunner.dalBinary) remind --watch --ics \(calendar) --now 2026-10-23T16:00 --state \(state) & echo $! > \(pidFile)
            wait $!; status=$?
            kill $server; wait $server
            exit $status
            """
        let session = try ProcessRunner.spawn("/usr/bin/dbus-run-session", ["--", "bash", "-c", script],
                                              environment: ["TZ": "Europe/Berlin", "LANG": "C.UTF-8", "HOME": directory],
                                              inheritEnvironment: false, stdout: directory + "/out", stderr: directory + "/err")
        func waitFor(_ condition: () -> Bool) -> Bool {
            for _ in 0..<200 where !condition() { usleep(50_000) }
            return condition()
        }
        #expect(waitFor { FileManager.default.fileExists(atPath: pidFile) && (try? String(contentsOfFile: pidFile, encoding: .utf8))?.isEmpty == false })
        let pid = try #require(Int32((try String(contentsOfFile: pidFile, encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines)))
        // An event whose alarm goes off four seconds after the start (10 min before 16:10:04).
        let event = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:soon\r\nDTSTAMP:20261001T000000Z\r\n"
            + "DTSTART;TZID=Europe/Berlin:20261023T161004\r\nDTEND;TZID=Europe/Berlin:20261023T170000\r\nSUMMARY:Dentist\r\n"
            + "LOCATION:Dr. Kim\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Dentist\r\nTRIGGER:-PT10M\r\nEND:VALARM\r\n"
            + "END:VEVENT\r\nEND:VCALENDAR\r\n"
        usleep(500_000)
        try event.write(toFile: calendar + "/soon.ics", atomically: true, encoding: .utf8)
        #expect(waitFor { ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").contains("Dentist") },
                "\((try? String(contentsOfFile: directory + "/err", encoding: .utf8)) ?? "")")
        let shown = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(shown.contains("\"app\": \"dal\"") && shown.contains("\"summary\": \"Dentist\"") && shown.contains("16:10–17:00 · Dr. Kim"), "\(shown)")
        // Asleep until the next alarm (none today): no wake-ups in two seconds.
        func switches() -> Int {
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
            return tasks.compactMap { try? String(contentsOfFile: "/proc/\(pid)/task/\($0)/status", encoding: .utf8) }
                .flatMap { $0.split(separator: "\n") }.filter { $0.hasPrefix("voluntary_ctxt_switches") }
                .compactMap { Int($0.split(separator: "\t").last ?? "") }.reduce(0, +)
        }
        // (notify-send may still be ending, and dal writing its state: let them.)
        usleep(700_000)
        let before = switches()
        sleep(2)
        #expect(switches() == before, "woke up while nothing was due")
        kill(pid, SIGTERM)
        #expect(ProcessRunner.wait(for: session) == 0, "\((try? String(contentsOfFile: directory + "/err", encoding: .utf8)) ?? "")")
        #expect(kill(pid, 0) != 0, "dal remind --watch ended")
    }

    /// Issue 40: a notify command that never ends is stopped after its time
    /// limit; the run ends, keeps its state (the alarm counts as delivered,
    /// with a warning), and a second run meanwhile leaves the alarms to the
    /// first instead of piling up.
    @Test func aNotifierThatNeverEndsIsStoppedAndRemindNeverRunsTwiceAtOnce() throws {
        try writeFiles()
        let hang = directory + "/hang.sh"
        try ExecutableScript.write("#!/bin/sh\nsleep 600\n", to: hang)
        let environment = ["TZ": "Europe/Berlin", "LANG": "C.UTF-8", "HOME": directory]
        let arguments = ["remind", "--ics", calendar, "--now", "2026-10-22T08:51", "--state", state, "--notify-command", hang]
        let first = try ProcessRunner.spawn(ProcessRunner.dalBinary, arguments, environment: environment,
                                            stdout: directory + "/first.out", stderr: directory + "/first.err")
        usleep(1_500_000)
        let second = try ProcessRunner.run(ProcessRunner.dalBinary, arguments, environment: environment)
        #expect(second.status == 0 && second.stderr.contains("another dal remind is running"), "\(second.status) \(second.stderr)")
        let clock = ContinuousClock()
        var status: Int32 = -1
        let waited = clock.measure { status = ProcessRunner.wait(for: first) }
        #expect(status == 0 && waited < .seconds(15), "ended \(waited) after the second, status \(status)")
        let warned = (try? String(contentsOfFile: directory + "/first.err", encoding: .utf8)) ?? ""
        #expect(warned.contains("did not finish within 10 s and was stopped; the alarm counts as delivered"), "\(warned)")
        #expect(FileManager.default.fileExists(atPath: state), "the state is kept")
        // The sleeping notifier was stopped with it: nothing of it runs on.
        let left = try ProcessRunner.run("/usr/bin/pgrep", ["-f", hang])
        #expect(left.stdout.isEmpty, "left running: \(left.stdout)")
    }

    /// Issue 40: with a session bus but no notify-send, the alarm is printed
    /// and why is said, as for any notifier that cannot deliver.
    @Test func aSessionBusWithoutNotifySendSaysWhyTheAlarmIsPrinted() throws {
        try writeFiles()
        let bin = directory + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let result = try ProcessRunner.run(ProcessRunner.dalBinary, ["remind", "--ics", calendar, "--now", "2026-10-22T08:51", "--state", state],
                                           environment: ["TZ": "Europe/Berlin", "LANG": "C.UTF-8", "HOME": directory, "PATH": bin,
                                                         "DBUS_SESSION_BUS_ADDRESS": "unix:path=\(directory)/bus"])
        #expect(result.status == 0 && result.stdout.contains("Standup"), "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("no notify-send"), "\(result.stderr)")
    }

    /// Issue 40: a clock set ten years forward, back, and forward again
    /// tells nothing twice; runs at 9999 and 0001 keep the state.
    @Test func aClockSetForwardBackAndForwardAgainRetellsNothing() throws {
        try writeFiles()
        // A daily alarm without end: every day has one to retell.
        try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:daily\r\nDTSTAMP:20261001T000000Z\r\n"
            + "DTSTART;TZID=Europe/Berlin:20261001T100000\r\nDURATION:PT30M\r\nRRULE:FREQ=DAILY\r\nSUMMARY:Pills\r\nBEGIN:VALARM\r\n"
            + "ACTION:DISPLAY\r\nDESCRIPTION:x\r\nTRIGGER:-PT5M\r\nEND:VALARM\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
            .write(toFile: calendar + "/daily.ics", atomically: true, encoding: .utf8)
        _ = try remind(at: "2026-10-22T08:00", zone: "Europe/Berlin")
        let forward = try remind(at: "2036-10-22T08:00", zone: "Europe/Berlin")
        #expect(forward.status == 0 && forward.lines.contains { $0.contains("alarms went off while dal did not run") }, "\(forward.lines)")
        let back = try remind(at: "2026-10-22T08:05", zone: "Europe/Berlin")
        #expect(back.lines.isEmpty, "a clock set back brings nothing round: \(back.lines)")
        let again = try remind(at: "2036-10-22T08:30", zone: "Europe/Berlin")
        #expect(again.status == 0 && again.lines.isEmpty, "told already: \(again.lines)")
        for (index, moment) in ["9999-12-31T22:00", "0001-01-01T02:00", "9999-12-31T22:30"].enumerated() {
            let run = try remind(at: moment, zone: "Europe/Berlin")
            #expect(run.status == 0 && !run.stderr.contains("starting afresh"), "\(moment): \(run.stderr)")
            // The first at 9999 tells its month; back at 0001, and at 9999 again, nothing.
            if index > 0 { #expect(run.lines.isEmpty, "\(moment): \(run.lines)") }
        }
        let text = try String(contentsOfFile: state, encoding: .utf8)
        #expect(text.contains("\"version\":1"), "still a state dal reads: \(text.prefix(200))")
    }

    /// Issue 40: `--watch` follows a calendar folder by its path: deleted
    /// and made again (as a sync can do), its new event's alarm goes off.
    @Test func watchFollowsACalendarFolderDeletedAndMadeAgain() throws {
        let folder = directory + "/vdir/work"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let out = directory + "/watch.out"
        let watcher = try ProcessRunner.spawn(ProcessRunner.dalBinary,
                                              ["remind", "--watch", "--calendar", folder, "--now", "2026-10-23T16:00", "--state", state],
                                              environment: ["TZ": "Europe/Berlin", "LANG": "C.UTF-8", "HOME": directory],
                                              stdout: out, stderr: directory + "/watch.err")
        defer { kill(watcher, SIGTERM); _ = ProcessRunner.wait(for: watcher) }
        usleep(800_000)
        try FileManager.default.removeItem(atPath: folder)
        usleep(300_000)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        usleep(300_000)
        // Its alarm four seconds after the start (10 min before 16:10:04).
        let event = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:back\r\nDTSTAMP:20261001T000000Z\r\n"
            + "DTSTART;TZID=Europe/Berlin:20261023T161004\r\nDTEND;TZID=Europe/Berlin:20261023T170000\r\nSUMMARY:Back again\r\n"
            + "BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:x\r\nTRIGGER:-PT10M\r\nEND:VALARM\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        try event.write(toFile: folder + "/back.ics", atomically: true, encoding: .utf8)
        var told = ""
        for _ in 0..<200 {
            told = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
            if told.contains("Back again") { break }
            usleep(50_000)
        }
        #expect(told.contains("Back again"), "\(told)\((try? String(contentsOfFile: directory + "/watch.err", encoding: .utf8)) ?? "")")
    }
}
