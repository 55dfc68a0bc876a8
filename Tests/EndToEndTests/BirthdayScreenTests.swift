import Foundation
import Testing
import TestSupport

/// Contacts' birthdays on the full screen (issue 45), with the default
/// flags (the page slide on): the month shows the day's entry, next year's
/// April shows it again a year older, and `e` on the day says it comes
/// from a contact's card rather than opening an editor.
@Suite struct BirthdayScreenTests {
    static let environment = ["DAL_TODAY": "2026-04-14", "TZ": "UTC", "LANG": "C.UTF-8", "TERM": "xterm-256color"]

    @Test func theMonthShowsItAndEditingItIsRefused() throws {
        let folder = NSTemporaryDirectory() + "dal-birthday-screen-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann Lee\r\nBDAY:1986-04-15\r\nEND:VCARD\r\n"
            .write(toFile: folder + "/ann.vcf", atomically: true, encoding: .utf8)
        let session = try TmuxSession(width: 120, height: 40,
                                      command: "\(ProcessRunner.dalBinary) --no-store --birthdays \(folder)",
                                      environment: Self.environment)
        try #require(try session.waitFor("April 2026").ok)
        try session.expectScreen(shows: "Ann Lee", "the 15th's entry in the month")
        try session.send("l")   // the cursor to the 15th
        try session.send("Right", repeat: 12)
        try session.expectScreen(shows: "April 2027")
        try session.send("Enter")
        try session.expectScreen(shows: "Ann Lee's birthday (41)", "a year later, a year older, in the day's panel")
        try session.send("Escape")
        try session.send("Left", repeat: 12)
        try session.expectScreen(shows: "April 2026")
        try session.send("e")
        try session.expectScreen(shows: "comes from a contact's card", "e on the birthday says why it cannot be changed")
    }

    /// `/` finds a contact's next birthday by the name typed (no calendar
    /// file holds it), and Enter goes to its day.
    @Test func searchFindsTheNextBirthdayAndEnterGoesThere() throws {
        let folder = NSTemporaryDirectory() + "dal-birthday-search-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/contacts", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann Lee\r\nBDAY:1986-05-20\r\nEND:VCARD\r\n"
            .write(toFile: folder + "/contacts/ann.vcf", atomically: true, encoding: .utf8)
        let environment = Self.environment.merging(["XDG_DATA_HOME": folder + "/data", "XDG_CACHE_HOME": folder + "/cache"]) { $1 }
        let session = try TmuxSession(width: 120, height: 40,
                                      command: "\(ProcessRunner.dalBinary) --no-store --birthdays \(folder)/contacts",
                                      environment: environment)
        try #require(try session.waitFor("April 2026").ok)
        try session.send("/")
        try session.type("lee")
        try session.expectScreen(shows: "Ann Lee's birthday (40)", "the hit, titled as the day's entry")
        try session.expectScreen(shows: "[Birthdays]", "of the calendar Birthdays")
        try session.send("Enter")
        try session.expectScreen(shows: "May 2026", "Enter goes to the birthday's month")
    }
}
