import Foundation
import Testing
import TestSupport

/// The `e` form's `as dates` through the keys of the release binary in
/// tmux, with the default flags: on a lunar birthday (RSCALE=DANGI) the form
/// offers the field, says what Enter will write, and `yes` writes the next
/// 20 years' days as RDATE beside the rule, as Python's icalendar reads the
/// file back.
@Suite final class LunarDatesScreenTests {
    let directory: String
    let family: String
    /// 2027-04-09 is lunar 3.3, the birthday's day.
    static let environment = ["DAL_TODAY": "2027-04-09", "DAL_NOW": "2027-04-09T12:00", "TZ": "Asia/Seoul", "LANG": "C.UTF-8",
                              "TERM": "xterm-256color"]

    init() throws {
        directory = NSTemporaryDirectory() + "dal-lunar-form-\(UUID().uuidString)"
        family = directory + "/family"
        try FileManager.default.createDirectory(atPath: family, withIntermediateDirectories: true)
        try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:grandma@test\r\nDTSTAMP:20261001T000000Z\r\n"
            + "DTSTART;VALUE=DATE:20260419\r\nDTEND;VALUE=DATE:20260420\r\nSUMMARY:Grandma\r\n"
            + "RRULE:RSCALE=DANGI;FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3;SKIP=FORWARD\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
            .write(toFile: family + "/grandma.ics", atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    @Test func yesInAsDatesWritesTwentyDatesBesideTheRule() throws {
        let session = try TmuxSession(width: 100, height: 30, command: "\(ProcessRunner.dalBinary) --no-store --calendar \(family)",
                                      environment: Self.environment.merging(["XDG_DATA_HOME": directory + "/data"]) { $1 })
        try #require(try session.waitFor("Grandma").ok)
        try session.send("e")
        try session.send("a")   // the whole series
        try session.expectScreen(shows: "as dates no", "the form offers the dates for a lunar repeat")
        try session.send("Down", repeat: 3)
        try session.send("C-u")
        try session.type("yes")
        try session.expectScreen(shows: "days of 2027–2046 as dates", "what Enter writes is said before Enter")
        try session.send("Enter")
        try session.expectScreen(shows: "changed \"Grandma\"")
        let script = "import icalendar,sys\ne = icalendar.Calendar.from_ical(open(sys.argv[1],'rb').read()).walk('VEVENT')[0]\n"
            + "r = e.get('RDATE'); r = r if isinstance(r, list) else [r]\n"
            + "print(e['RRULE'].to_ical().decode().count('RSCALE=DANGI'), sum(len(x.dts) for x in r), r[0].dts[0].dt, r[-1].dts[-1].dt)"
        let read = try PythonOracle.run(script, arguments: [family + "/grandma.ics"]).trimmingCharacters(in: .whitespacesAndNewlines)
        // Lunar 3.3 is 2027-04-09 and, twenty years on, 2046-04-08 (the oracle's).
        #expect(read == "1 20 2027-04-09 2046-04-08", "\(read)")
    }
}
