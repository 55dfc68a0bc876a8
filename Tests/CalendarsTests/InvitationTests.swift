import CalendarCore
import Foundation
import Testing
@testable import Calendars
import SystemServices

/// Invitations of the fixtures' real shapes (Fixtures/Invitations, each
/// saying where it comes from) read, answered and filed in a temporary
/// vdir: who I am among the attendees, the reply's one ATTENDEE, a new
/// event with my answer, an update in place (my answer kept unless the
/// times changed), an instance into its series' file, a cancel as STATUS:
/// CANCELLED, an older version changing nothing, and never two files for
/// one UID.
@Suite(.serialized) struct InvitationTests {
    let vdir: String
    let collection: String
    let writer: VdirWriter

    init() throws {
        ProcessEnvironment.set("TZ", to: "UTC")
        tzset()
        vdir = NSTemporaryDirectory() + "dal-invite-\(UUID().uuidString)"
        collection = vdir + "/work"
        try FileManager.default.createDirectory(atPath: collection, withIntermediateDirectories: true)
        writer = VdirWriter(writable: [vdir], zone: LocalZone(identifier: "UTC"), stamp: { "20261128T101500Z" })
    }

    var calendar: CalendarInfo { CalendarInfo(name: "Work", color: nil, path: collection, writable: true) }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Invitations").path

    static func invitation(_ file: String) throws -> Invitation {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file)))
        return try Invitation(path: file, bytes: bytes)
    }

    /// Files `file` with `answer` as `me`; the plan carried out.
    @discardableResult
    func file(_ file: String, me: String?, answer: InvitationAnswer?) throws -> InvitationPlan {
        let plan = try writer.planInvitation(try Self.invitation(file), me: me, answer: answer, into: calendar)
        _ = try writer.apply(plan, summary: "answered")
        return plan
    }

    func icsFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: collection).filter { $0.hasSuffix(".ics") }.sorted()
    }

    func text(of name: String) throws -> String {
        try String(contentsOfFile: collection + "/" + name, encoding: .utf8)
    }

    /// My ATTENDEE line of the calendar's only file, unfolded.
    func myLines(_ address: String) throws -> [String] {
        let files = try icsFiles()
        try #require(files.count == 1, "one file for one UID: \(files)")
        let unfolded = try text(of: files[0]).replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(of: "\n ", with: "")
        return unfolded.split(whereSeparator: \.isNewline).map(String.init).filter { $0.hasPrefix("ATTENDEE") && $0.lowercased().contains(address) }
    }

    // MARK: Reading

    @Test func theMethodAndPeopleAreRead() throws {
        let outlook = try Self.invitation("outlook-teams.ics")
        #expect(outlook.kind == .request)
        #expect(outlook.organizer?.address == "carol@contoso.example" && outlook.organizer?.name == "Carol Diaz")
        #expect(outlook.events.count == 1 && outlook.events[0].attendees.map(\.address) == ["ann@example.com"])
        #expect(outlook.events[0].attendees[0].partstat == "NEEDS-ACTION")
        #expect(try Self.invitation("outlook-teams-cancel.ics").kind == .cancel)
        #expect(try Self.invitation("zoom.ics").kind == .request, "PUBLISH is read as a request")
        let reply = try Invitation(path: "r.ics", bytes: Array("BEGIN:VCALENDAR\nMETHOD:REPLY\nEND:VCALENDAR\n".utf8))
        #expect(reply.kind == .other("REPLY"))
    }

    @Test func meIsFoundByAnyAliasInAnyCaseWithOrWithoutMailto() throws {
        let zoho = try Self.invitation("zoho-request.ics")
        #expect(zoho.invitee(among: ["ann@work.example", "MAILTO:ann@example.com"]) == "ann@example.com",
                "MAILTO:Ann@Example.COM in the file, an alias first in mine")
        #expect(zoho.invitee(among: ["nobody@example.com"]) == nil)
        #expect(zoho.attendeeAddresses == ["ann@example.com", "bob@example.com"])
    }

    // MARK: The reply

    @Test func theReplyHasOneAttendeeMineWithTheAnswerAndTheEventsVersion() throws {
        let google = try Self.invitation("google-weekly-instance.ics")
        let reply = String(decoding: google.reply(as: "Bob@Example.com", answer: .tentative, comment: "Late, sorry; see you", stamp: "20261128T101500Z"),
                           as: UTF8.self)
        let lines = reply.replacingOccurrences(of: "\r\n ", with: "").split(separator: "\r\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("ATTENDEE") } == ["ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=TENTATIVE;CN=Bob Kim;X-NUM-GUESTS=0:mailto:bob@example.com"])
        for expected in ["METHOD:REPLY", "UID:7h8j9k0l1m2n3b4v5c6x7z8a9s@google.com", "RECURRENCE-ID;TZID=Asia/Seoul:20261208T100000",
                         "SEQUENCE:1", "ORGANIZER;CN=ann@example.com:mailto:ann@example.com", "DTSTAMP:20261128T101500Z",
                         "COMMENT:Late\\, sorry\\; see you", ICalendarWriter.productID, "TZID:Asia/Seoul"] {
            #expect(lines.contains(expected), "\(expected) in\n\(reply)")
        }
        #expect(!lines.contains { $0.hasPrefix("DESCRIPTION") || $0.hasPrefix("X-GOOGLE") }, "only what a reply repeats")
        #expect(reply.hasSuffix("END:VCALENDAR\r\n"))
    }

    @Test func aReplyAsSomeoneNotListedAddsTheirAttendeeLine() throws {
        let reply = String(decoding: try Self.invitation("zoho-request.ics").reply(as: "ann@work.example", answer: .declined, stamp: "20261128T101500Z"),
                           as: UTF8.self)
        #expect(reply.components(separatedBy: "ATTENDEE").count == 2)
        #expect(reply.contains("ATTENDEE;PARTSTAT=DECLINED:mailto:ann@work.example\r\n"))
    }

    // MARK: Into the calendar

    @Test func aNewInvitationGetsAFileWithMyAnswerAndItsLinesAsWritten() throws {
        let plan = try file("thunderbird-request.ics", me: "ann@example.com", answer: .accepted)
        #expect(plan.entries.map(\.outcome) == [.added] && plan.entries[0].partstat == "ACCEPTED")
        #expect(try myLines("ann@example.com") == ["ATTENDEE;RSVP=TRUE;CN=Ann Lee;PARTSTAT=ACCEPTED;ROLE=REQ-PARTICIPANT:mailto:ann@example.com"])
        let written = try text(of: try icsFiles()[0])
        #expect(!written.contains("METHOD:"), "a calendar object has no METHOD (RFC 4791)")
        for kept in ["X-MOZ-GENERATION:1", "TZID:Europe/Berlin", "DESCRIPTION:Default Mozilla Description", "mina@ex"] {
            #expect(written.contains(kept), "\(kept) kept")
        }
        let read = try ICalendarFile(bytes: Array(written.utf8))
        #expect(read.warnings.isEmpty && read.contents.first?.attendance?.partstat(of: ["ann@example.com"]) == "ACCEPTED")
    }

    @Test func anUpdateReplacesTheEventInPlaceAndAsksAgainWhenItsTimesChanged() throws {
        try file("outlook-teams.ics", me: "ann@example.com", answer: .accepted)
        let name = try icsFiles()[0]
        let update = try file("outlook-teams-update.ics", me: "ann@example.com", answer: nil)
        #expect(update.entries.map(\.outcome) == [.updated(askedAgain: true)], "moved an hour: asked again")
        #expect(try icsFiles() == [name], "the same file")
        #expect(try myLines("ann@example.com").allSatisfy { $0.contains("PARTSTAT=NEEDS-ACTION") })
        #expect(try text(of: name).contains("DTSTART;TZID=W. Europe Standard Time:20261201T110000"))
        // The same update answered: the answer goes in, the rest stays.
        let answered = try file("outlook-teams-update.ics", me: "ann@example.com", answer: .declined)
        #expect(answered.entries.map(\.outcome) == [.answered])
        #expect(try myLines("ann@example.com").allSatisfy { $0.contains("PARTSTAT=DECLINED") })
    }

    @Test func anUpdateThatKeepsTheTimesKeepsMyAnswer() throws {
        try file("google-weekly.ics", me: "bob@example.com", answer: .accepted)
        let invitation = try Self.invitation("google-weekly.ics")
        let text = String(decoding: invitation.source.file.bytes, as: UTF8.self)
            .replacingOccurrences(of: "SEQUENCE:0", with: "SEQUENCE:1").replacingOccurrences(of: "LOCATION:\n", with: "LOCATION:Room 7\n")
        let newer = try Invitation(path: "newer.ics", bytes: Array(text.utf8))
        let plan = try writer.planInvitation(newer, me: "bob@example.com", answer: nil, into: calendar)
        _ = try writer.apply(plan, summary: "filed")
        #expect(plan.entries.map(\.outcome) == [.updated(askedAgain: false)] && plan.entries[0].partstat == "ACCEPTED")
        #expect(try myLines("bob@example.com").allSatisfy { $0.contains("PARTSTAT=ACCEPTED") })
        #expect(try self.text(of: try icsFiles()[0]).contains("LOCATION:Room 7"))
    }

    @Test func anOlderVersionIsOutOfDateAndChangesNothing() throws {
        try file("outlook-teams-update.ics", me: "ann@example.com", answer: .accepted)
        let before = try text(of: try icsFiles()[0])
        let plan = try writer.planInvitation(try Self.invitation("outlook-teams.ics"), me: "ann@example.com", answer: .declined, into: calendar)
        #expect(plan.isOutOfDate && !plan.changesSomething)
        #expect(try text(of: try icsFiles()[0]) == before)
    }

    @Test func anInstanceInvitationBecomesAnOverrideInItsSeriesFile() throws {
        try file("google-weekly.ics", me: "bob@example.com", answer: .accepted)
        let plan = try file("google-weekly-instance.ics", me: "bob@example.com", answer: .declined)
        #expect(plan.entries.map(\.outcome) == [.joined])
        #expect(try icsFiles().count == 1, "never two files with one UID")
        let read = try ICalendarFile(bytes: Array(try text(of: try icsFiles()[0]).utf8))
        #expect(read.warnings.isEmpty)
        #expect(read.contents.count == 2 && read.contents.filter { $0.recurrenceID != nil }.count == 1)
        let instance = try #require(read.contents.first { $0.recurrenceID != nil })
        #expect(instance.attendance?.partstat(of: ["bob@example.com"]) == "DECLINED")
        #expect(read.contents.first { $0.recurrenceID == nil }?.attendance?.partstat(of: ["bob@example.com"]) == "ACCEPTED")
        #expect(try text(of: try icsFiles()[0]).components(separatedBy: "BEGIN:VTIMEZONE").count == 2, "the zone once")
    }

    @Test func anInstanceInvitationWithoutItsSeriesGetsAFileOfItsOwn() throws {
        let plan = try file("google-weekly-instance.ics", me: "bob@example.com", answer: .accepted)
        #expect(plan.entries.map(\.outcome) == [.added])
        // Then the series: into the same file.
        let series = try file("google-weekly.ics", me: "bob@example.com", answer: .accepted)
        #expect(series.entries.map(\.outcome) == [.joined])
        #expect(try icsFiles().count == 1)
    }

    @Test func aCancelMarksTheEventCancelledAndAnOlderRequestStaysOutOfDate() throws {
        try file("outlook-teams.ics", me: "ann@example.com", answer: .accepted)
        let plan = try file("outlook-teams-cancel.ics", me: nil, answer: nil)
        #expect(plan.entries.map(\.outcome) == [.cancelled])
        let written = try text(of: try icsFiles()[0])
        #expect(written.contains("STATUS:CANCELLED\r\n") && !written.contains("STATUS:CONFIRMED") && written.contains("SEQUENCE:2\r\n"))
        #expect(written.contains("SUMMARY;LANGUAGE=en-US:Quarterly planning"), "the calendar's own lines kept, not the cancel's")
        #expect(try ICalendarFile(bytes: Array(written.utf8)).contents.first?.isCancelled == true)
        #expect(try file("outlook-teams-cancel.ics", me: nil, answer: nil).entries.map(\.outcome) == [.unchanged])
        let late = try writer.planInvitation(try Self.invitation("outlook-teams-update.ics"), me: "ann@example.com", answer: .accepted, into: calendar)
        #expect(late.isOutOfDate, "the update (SEQUENCE 1) came after the cancel (SEQUENCE 2)")
    }

    @Test func aCancelOfOneInstanceAddsACancelledOverride() throws {
        try file("google-weekly.ics", me: "bob@example.com", answer: .accepted)
        let plan = try file("google-weekly-instance-cancel.ics", me: "bob@example.com", answer: nil)
        #expect(plan.entries.map(\.outcome) == [.cancelled])
        let read = try ICalendarFile(bytes: Array(try text(of: try icsFiles()[0]).utf8))
        #expect(read.warnings.isEmpty)
        #expect(read.contents.first { $0.recurrenceID != nil }?.isCancelled == true)
        #expect(read.contents.first { $0.recurrenceID == nil }?.isCancelled == false)
    }

    @Test func aCancelOfWhatTheCalendarsLackChangesNothing() throws {
        let plan = try file("outlook-teams-cancel.ics", me: nil, answer: nil)
        #expect(plan.entries.map(\.outcome) == [.notInCalendar] && !plan.changesSomething)
        #expect(try icsFiles().isEmpty)
    }

    @Test func anInvitationHeldInAnotherWritableCalendarIsUpdatedThere() throws {
        let other = vdir + "/home"
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
        let home = CalendarInfo(name: "home", color: nil, path: other, writable: true)
        _ = try writer.apply(try writer.planInvitation(try Self.invitation("outlook-teams.ics"), me: "ann@example.com", answer: .accepted,
                                                        into: home), summary: "answered")
        let plan = try file("outlook-teams-update.ics", me: "ann@example.com", answer: .accepted)
        #expect(plan.entries.map(\.outcome) == [.updated(askedAgain: false)])
        #expect(try icsFiles().isEmpty, "not a second file in the invitations' calendar")
        #expect(try FileManager.default.contentsOfDirectory(atPath: other).filter { $0.hasSuffix(".ics") }.count == 1)
    }

    @Test func answeringAsSomeoneTheInvitationDoesNotNameAddsMyLine() throws {
        try file("zoho-request.ics", me: "ann@work.example", answer: .tentative)
        #expect(try myLines("ann@work.example") == ["ATTENDEE;PARTSTAT=TENTATIVE:mailto:ann@work.example"])
        #expect(try myLines("ann@example.com").allSatisfy { $0.contains("PARTSTAT=NEEDS-ACTION") }, "the invited address left as it was")
    }

    /// An instance filed without its series is shown as an event of its
    /// own (no RECURRENCE-ID on screen): `r` answers it in its file, not
    /// "changed on disk".
    @Test func anInstanceFiledWithoutItsSeriesIsAnsweredInItsFile() throws {
        try file("google-weekly-instance.ics", me: "bob@example.com", answer: nil)
        let loaded = try CalendarLoader.load([], writable: [vdir])
        let occurrence = try #require(loaded.occurrences(in: try CivilDate.parse("2026-12-08")...(try CivilDate.parse("2026-12-08"))).first)
        #expect(occurrence.recurrenceID == nil, "shown alone, as khal shows it")
        let reference = EventReference(collection: collection, occurrence: occurrence)
        _ = try writer.answer(reference, as: "bob@example.com", .tentative)
        #expect(try myLines("bob@example.com").allSatisfy { $0.contains("PARTSTAT=TENTATIVE") } && !(try myLines("bob@example.com")).isEmpty)
        #expect(try icsFiles().count == 1)
    }
}
