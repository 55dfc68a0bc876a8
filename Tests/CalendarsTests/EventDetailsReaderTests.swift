import CalendarCore
import Foundation
import InterfaceWords
import Testing
@testable import Calendars
import SystemServices

/// An event's details, read from its file when the day panel shows it.
@Suite(.serialized) struct EventDetailsReaderTests {
    init() {
        ProcessEnvironment.set("TZ", to: "UTC")
        tzset()
    }

    static let seoul = """
        BEGIN:VTIMEZONE\r\nTZID:Asia/Seoul\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0900\r
        TZOFFSETTO:+0900\r\nTZNAME:KST\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n
        """

    static let meeting = """
        BEGIN:VEVENT\r\nUID:standup-1\r\nDTSTAMP:20260101T000000Z\r\nSUMMARY:Standup\r
        DTSTART;TZID=Asia/Seoul:20261102T090000\r\nDTEND;TZID=Asia/Seoul:20261102T091500\r
        RRULE:FREQ=WEEKLY;BYDAY=MO,WE\r\nLOCATION:Room 4\\, second floor\r\nDESCRIPTION:Agenda:\\nstatus\\nblockers\r
        URL:https://example.com/standup\r\nSTATUS:CONFIRMED\r\nCATEGORIES:work,daily\r\nCATEGORIES:team\r
        ORGANIZER;CN=Ann Lee:mailto:ann@example.com\r\nATTENDEE;CN="Bob";PARTSTAT=DECLINED:mailto:bob@example.com\r
        ATTENDEE;PARTSTAT=ACCEPTED:mailto:cy@example.com\r\nCLASS:PRIVATE\r\nX-MOZ-GENERATION:3\r
        BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Standup\r\nTRIGGER:-PT10M\r\nEND:VALARM\r
        BEGIN:VALARM\r\nACTION:AUDIO\r\nTRIGGER;RELATED=END:PT1H30M\r\nEND:VALARM\r
        BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:x\r\nTRIGGER;VALUE=DATE-TIME:20261101T080000Z\r\nEND:VALARM\r
        END:VEVENT\r\nBEGIN:VEVENT\r\nUID:standup-1\r\nDTSTAMP:20260101T000000Z\r\nSUMMARY:Standup\r
        RECURRENCE-ID;TZID=Asia/Seoul:20261104T090000\r\nDTSTART;TZID=Asia/Seoul:20261104T100000\r
        DTEND;TZID=Asia/Seoul:20261104T101500\r\nLOCATION:Cafe\r\nEND:VEVENT\r\n
        """

    func collection(_ events: String) throws -> (CalendarInfo, EventCollection) {
        let folder = NSTemporaryDirectory() + "dal-details-\(UUID().uuidString)/work"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n" + Self.seoul + events + "END:VCALENDAR\r\n"
        // Not named after its UID: found by reading the folder.
        try text.write(toFile: folder + "/meeting.ics", atomically: true, encoding: .utf8)
        let loaded = try CalendarLoader.load([], writable: [folder])
        return (loaded.calendars[0], loaded)
    }

    func occurrence(on day: String, in events: EventCollection) throws -> EventOccurrence {
        let date = try CivilDate.parse(day)
        return try #require(events.occurrences(in: date...date).first)
    }

    @Test func everyDetailOfTheEventIsReadUnescaped() throws {
        let (calendar, events) = try collection(Self.meeting)
        let details = try #require(EventDetailsReader.details(of: try occurrence(on: "2026-11-02", in: events), in: calendar))
        #expect(details.location == "Room 4, second floor")
        #expect(details.notes == "Agenda:\nstatus\nblockers")
        #expect(details.url == "https://example.com/standup")
        #expect(details.status == "confirmed")
        #expect(details.categories == ["work", "daily", "team"])
        #expect(details.organizer == "Ann Lee <ann@example.com>")
        #expect(details.attendees == [.init(name: "Bob <bob@example.com>", answer: "declined"),
                                      .init(name: "cy@example.com", answer: "accepted")])
        #expect(details.zone == "Asia/Seoul")
        #expect(details.zoneStart?.timeText == "09:00")
        #expect(details.repeatPattern?.description(in: .english) == "every Monday and Wednesday")
        #expect(details.alarms == ["10 min before the start", "1 h 30 min after the end (audio)", "at 20261101T080000Z"])
        #expect(details.otherProperties == ["CLASS", "X-MOZ-GENERATION"], "what is not shown is named")
    }

    @Test func anInstanceWithItsOwnOverrideShowsItsOwnLocationAndTheSeriesRepeat() throws {
        let (calendar, events) = try collection(Self.meeting)
        let moved = try occurrence(on: "2026-11-04", in: events)
        #expect(moved.recurrenceID != nil)
        let details = try #require(EventDetailsReader.details(of: moved, in: calendar))
        #expect(details.location == "Cafe")
        #expect(details.zoneStart?.timeText == "10:00")
        #expect(details.repeatPattern != nil, "the instance belongs to the series")
        #expect(details.alarms.isEmpty, "the override has no alarm of its own")
    }

    @Test func anEventWhoseFileIsGoneHasNoDetails() throws {
        let (calendar, events) = try collection(Self.meeting)
        let standup = try occurrence(on: "2026-11-02", in: events)
        try FileManager.default.removeItem(atPath: calendar.path + "/meeting.ics")
        #expect(EventDetailsReader.details(of: standup, in: calendar) == nil)
    }
}
