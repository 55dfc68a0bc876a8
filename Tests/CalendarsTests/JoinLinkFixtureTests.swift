import CalendarCore
import Foundation
import Testing
@testable import Calendars
import SystemServices

/// The join link of real invitations' shapes (Fixtures/Invitations, each
/// file saying where its shape comes from), read as the day panel reads
/// an event's details.
@Suite(.serialized) struct JoinLinkFixtureTests {
    init() {
        ProcessEnvironment.set("TZ", to: "UTC")
        tzset()
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Invitations").path

    static let teams = "https://teams.microsoft.com/l/meetup-join/19%3ameeting_NjQ1ZGM2YjQtZjA5OS00ZTk0LWE4NzItOTE1NTI4ZTEyMzQ1%40thread.v2/0"
        + "?context=%7b%22Tid%22%3a%2200000000-1111-2222-3333-444444444444%22%2c%22Oid%22%3a%22aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee%22%7d"

    /// Every fixture and the link it must give (nil: none).
    static let expected: [(file: String, join: String?)] = [
        ("google-meet.ics", "https://meet.google.com/abc-defg-hij"),
        ("google-meet-description-only.ics", "https://meet.google.com/xyz-abcd-efg"),
        ("outlook-teams.ics", teams),
        ("outlook-teams-description-only.ics", teams),
        ("zoom.ics", "https://us02web.zoom.us/j/85012345678?pwd=aBcDeFgHiJkLmNoPqRsTuVwXyZ.1"),
        ("webex.ics", "https://example.webex.com/example/j.php?MTID=m0123456789abcdef0123456789abcdef"),
        ("jitsi-location.ics", "https://meet.jit.si/DalMaintainersMonthly"),
        ("rfc7986-conference.ics", "https://chat.example.com/audio?id=123456"),
        ("no-link.ics", nil),
        ("outlook-teams-update.ics", teams),
        ("google-weekly.ics", "https://meet.google.com/qrs-tuvw-xyz"),
        // An instance alone (its series not in the file), read as an event of its own.
        ("google-weekly-instance.ics", "https://meet.google.com/qrs-tuvw-xyz"),
        ("thunderbird-request.ics", nil),
        ("apple-icloud-request.ics", nil),
        ("zoho-request.ics", nil),
    ]

    /// Cancellations: nothing to show, so no link to find (InvitationTests reads them).
    static let cancellations = ["outlook-teams-cancel.ics", "google-weekly-instance-cancel.ics"]

    @Test func everyFixtureIsChecked() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".ics") }
        #expect(Set(files) == Set(Self.expected.map(\.file) + Self.cancellations))
    }

    @Test(arguments: expected.map(\.file)) func theJoinLinkIsFound(file: String) throws {
        let path = Self.folder + "/" + file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("X-FIXTURE-SOURCE:"), "\(file) says where its shape comes from")
        let loaded = try CalendarLoader.load([path], writable: [])
        let occurrence = try #require(loaded.occurrences(in: try CivilDate.parse("2026-11-29")...(try CivilDate.parse("2026-12-10"))).first)
        let details = try #require(EventDetailsReader.details(of: occurrence, in: loaded.calendars[0]))
        #expect(details.join == Self.expected.first { $0.file == file }!.join)
        // The link's properties are shown as the link, not as "also has".
        #expect(!details.otherProperties.contains { EventDetailsReader.joinProperties.contains($0) })
    }
}
