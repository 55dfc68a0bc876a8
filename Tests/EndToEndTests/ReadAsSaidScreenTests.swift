import Foundation
import Testing
import TestSupport

/// Issue 42's typed text through the keys of the release binary in tmux,
/// with the default flags (the page slide on), into a real vdir: an hour
/// typed without am/pm is shown as assumed and Tab flips it, `#` offers
/// the calendars and Tab completes one, a place becomes the LOCATION, and
/// the `e` form's busy field writes TRANSP; Python's icalendar reads each
/// file back.
@Suite final class ReadAsSaidScreenTests {
    let directory: String
    let home: String
    let work: String
    static let environment = ["DAL_TODAY": "2026-11-21", "TZ": "Europe/Berlin", "LANG": "C.UTF-8", "TERM": "xterm-256color"]

    init() throws {
        directory = NSTemporaryDirectory() + "dal-said-\(UUID().uuidString)"
        work = directory + "/calendars/work"
        home = directory + "/calendars/home"
        for (folder, name) in [(work, "Work"), (home, "Home")] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try name.write(toFile: folder + "/displayname", atomically: true, encoding: .utf8)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    func start() throws -> TmuxSession {
        let session = try TmuxSession(width: 100, height: 30,
                                      command: "\(ProcessRunner.dalBinary) --no-store --calendar \(work) --calendar \(home)",
                                      environment: Self.environment.merging(["XDG_DATA_HOME": directory + "/data"]) { $1 })
        try #require(try session.waitFor("? help").ok)
        return session
    }

    /// SUMMARY|DTSTART|LOCATION|TRANSP of the one event in `folder`, as
    /// Python's icalendar reads it ("-" where absent).
    func written(in folder: String) throws -> String {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".ics") }
        try #require(files.count == 1, "\(files)")
        let script = "import icalendar,sys\nfor e in icalendar.Calendar.from_ical(open(sys.argv[1],'rb').read()).walk('VEVENT'):\n"
            + "    print('|'.join(str(e.get(k).dt if k == 'DTSTART' else e.get(k, '-')) for k in ('SUMMARY', 'DTSTART', 'LOCATION', 'TRANSP')))"
        return try PythonOracle.run(script, arguments: [folder + "/" + files[0]]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func anAssumedHourIsShownTabFlipsItAndThePlaceIsWrittenAsTheLocation() throws {
        let session = try start()
        try session.send("a")
        try session.type("Drinks tonight at 8 @ Joe's")
        try session.expectScreen(shows: "20:00–21:00", "tonight: 8 is in the evening")
        try session.expectScreen(shows: "half of the day assumed (Tab: 08:00–09:00)")
        try session.expectScreen(shows: "at Joe's")
        try session.send("Tab")
        try session.expectScreen(shows: "half of the day assumed (Tab: 20:00–21:00)", "Tab flipped the hour")
        try session.send("Enter")
        try session.expectScreen(shows: "added \"Drinks\"")
        #expect(try written(in: work) == "Drinks|2026-11-21 08:00:00+01:00|Joe's|-")
    }

    @Test func hashOffersTheCalendarsAndTabCompletesOne() throws {
        let session = try start()
        try session.send("a")
        try session.type("Lunch #h")
        try session.expectScreen(shows: "#Home  (Tab completes)")
        try session.send("Tab")
        try session.expectScreen(shows: "Lunch · #Home", "the preview names where it goes")
        try session.send("Enter")
        try session.expectScreen(shows: "added \"Lunch\"")
        // An all-day event is written free (as Google and Apple write them).
        #expect(try written(in: home) == "Lunch|2026-11-21|-|TRANSPARENT")
    }

    @Test func theFormsBusyFieldWritesTRANSP() throws {
        let session = try start()
        try session.send("a")
        try session.type("Offsite")
        try session.send("Enter")
        try session.expectScreen(shows: "added \"Offsite\"")
        try session.send("e")
        try session.expectScreen(shows: "busy    no", "an all-day event shows as free")
        try session.send("Up")
        try session.send("C-u")
        try session.type("yes")
        try session.send("Enter")
        try session.expectScreen(shows: "changed \"Offsite\"")
        #expect(try written(in: work) == "Offsite|2026-11-21|-|OPAQUE")
    }
}
