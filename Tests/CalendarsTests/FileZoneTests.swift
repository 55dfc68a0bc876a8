import CalendarCore
import Foundation
import Testing
@testable import Calendars
import SystemServices

/// Times in zones that files define in their VTIMEZONEs. The viewer is in
/// UTC here, so an event's local start is its instant.
@Suite(.serialized) struct FileZoneTests {
    init() {
        ProcessEnvironment.set("TZ", to: "UTC")
        tzset()
    }

    /// The first instance's UTC start and end (`2027-10-31T11:00`) on or
    /// after `day`, and the file's warnings.
    func utc(_ vtimezone: String, _ event: String, on day: String) throws -> (start: String, end: String, warnings: [String]) {
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:test\r\n" + vtimezone + "BEGIN:VEVENT\r\nUID:x\r\nSUMMARY:E\r\n"
            + event + "END:VEVENT\r\nEND:VCALENDAR\r\n"
        let file = try ICalendarFile(bytes: Array(text.utf8))
        let collection = EventCollection(calendars: [CalendarInfo(name: "t", color: nil, path: "t")], contents: [file.contents], warnings: [])
        let first = try CivilDate.parse(day)
        let found = try #require(collection.occurrences(in: first...first.adding(days: 40)).first { $0.start.date >= first })
        return (String(found.start.description.prefix(16)), String(found.end.description.prefix(16)), file.warnings)
    }

    /// What khal 0.10.5 (pytz) writes for `khal new -r monthly 2026-12-31
    /// 12:00 13:00`: the transitions near DTSTART, each at the local time
    /// after the change, and no rule.
    static let khalBerlin = """
        BEGIN:VTIMEZONE\r
        TZID:Europe/Berlin\r
        BEGIN:STANDARD\r
        DTSTART;VALUE=DATE-TIME:20261025T020000\r
        TZNAME:CET\r
        TZOFFSETFROM:+0200\r
        TZOFFSETTO:+0100\r
        END:STANDARD\r
        BEGIN:DAYLIGHT\r
        DTSTART;VALUE=DATE-TIME:20270328T030000\r
        TZNAME:CEST\r
        TZOFFSETFROM:+0100\r
        TZOFFSETTO:+0200\r
        END:DAYLIGHT\r
        END:VTIMEZONE\r

        """

    @Test func afterItsLastTransitionAZoneOfTheDatabaseFollowsTheDatabase() throws {
        let event = "DTSTART;TZID=Europe/Berlin:20261231T120000\r\nDTEND;TZID=Europe/Berlin:20261231T130000\r\nRRULE:FREQ=MONTHLY\r\n"
        #expect(try utc(Self.khalBerlin, event, on: "2027-10-31").start == "2027-10-31T11:00", "winter time again after October 2027")
        #expect(try utc(Self.khalBerlin, event, on: "2027-05-31").start == "2027-05-31T10:00", "summer time, as the file says")
        #expect(try utc(Self.khalBerlin, event, on: "2026-12-31").start == "2026-12-31T11:00")
    }

    @Test func anOnsetWrittenAtTheLocalTimeAfterTheChangeIsTakenAtTheDatabasesInstant() throws {
        // 01:30 CET is 00:30Z; 03:30 CEST is 01:30Z. Read literally, the
        // change would come at 02:00Z and the end would be 02:30Z.
        let event = "DTSTART;TZID=Europe/Berlin:20270328T013000\r\nDTEND;TZID=Europe/Berlin:20270328T033000\r\n"
        let times = try utc(Self.khalBerlin, event, on: "2027-03-28")
        #expect(times.start == "2027-03-28T00:30" && times.end == "2027-03-28T01:30", "\(times)")
    }

    /// Google and RFC 5545's own examples define a zone from some year on.
    static let berlinFrom2018 = """
        BEGIN:VTIMEZONE\r
        TZID:Europe/Berlin\r
        BEGIN:STANDARD\r
        DTSTART:20181028T030000\r
        TZOFFSETFROM:+0200\r
        TZOFFSETTO:+0100\r
        RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r
        END:STANDARD\r
        BEGIN:DAYLIGHT\r
        DTSTART:20190331T020000\r
        TZOFFSETFROM:+0100\r
        TZOFFSETTO:+0200\r
        RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r
        END:DAYLIGHT\r
        END:VTIMEZONE\r

        """

    @Test func beforeItsFirstObservanceAZoneOfTheDatabaseFollowsTheDatabase() throws {
        let event = "DTSTART;TZID=Europe/Berlin:20180106T140000\r\nDURATION:PT1H\r\n"
        #expect(try utc(Self.berlinFrom2018, event, on: "2018-01-06").start == "2018-01-06T13:00")
        let later = "DTSTART;TZID=Europe/Berlin:20300706T140000\r\nDURATION:PT1H\r\n"
        #expect(try utc(Self.berlinFrom2018, later, on: "2030-07-06").start == "2030-07-06T12:00", "the file's open rule")
    }

    /// A zone whose rules differ from today's database: the file's own
    /// times hold where it defines them (here: summer time in 2030 from
    /// the first Sunday of April, which Europe/Berlin never had).
    @Test func withinItsSpanTheFilesOwnDefinitionHoldsWhereItDiffersFromTheDatabase() throws {
        let zone = """
            BEGIN:VTIMEZONE\r
            TZID:Europe/Berlin\r
            BEGIN:STANDARD\r
            DTSTART:20001029T030000\r
            TZOFFSETFROM:+0200\r
            TZOFFSETTO:+0100\r
            RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r
            END:STANDARD\r
            BEGIN:DAYLIGHT\r
            DTSTART:20010401T020000\r
            TZOFFSETFROM:+0100\r
            TZOFFSETTO:+0200\r
            RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU\r
            END:DAYLIGHT\r
            END:VTIMEZONE\r

            """
        // 2030-03-31: summer time by the database, winter time by the file.
        let event = "DTSTART;TZID=Europe/Berlin:20300331T120000\r\nDURATION:PT1H\r\n"
        #expect(try utc(zone, event, on: "2030-03-31").start == "2030-03-31T11:00")
        let april = "DTSTART;TZID=Europe/Berlin:20300408T120000\r\nDURATION:PT1H\r\n"
        #expect(try utc(zone, april, on: "2030-04-08").start == "2030-04-08T10:00")
    }

    @Test func aZoneUnknownToTheDatabaseKeepsItsFirstAndLastOffsetsBeyondItsSpan() throws {
        let zone = """
            BEGIN:VTIMEZONE\r
            TZID:Office time\r
            BEGIN:STANDARD\r
            DTSTART:20260301T000000\r
            TZOFFSETFROM:+0300\r
            TZOFFSETTO:+0400\r
            END:STANDARD\r
            END:VTIMEZONE\r

            """
        let before = "DTSTART;TZID=Office time:20260101T120000\r\nDURATION:PT1H\r\n"
        #expect(try utc(zone, before, on: "2026-01-01").start == "2026-01-01T09:00")
        let after = "DTSTART;TZID=Office time:20270101T120000\r\nDURATION:PT1H\r\n"
        #expect(try utc(zone, after, on: "2027-01-01").start == "2027-01-01T08:00")
    }

    /// Issue 19: libical expanded such a rule for ever.
    @Test(arguments: ["FREQ=SECONDLY", "FREQ=DAILY", "FREQ=YEARLY;BYHOUR=1,2,3", "FREQ=YEARLY;BYMONTH=3;BYSETPOS=1"])
    func aZoneRuleThatIsNotAYearlyChangeIsRefusedAtOnceWithAWarning(rule: String) throws {
        let zone = Self.berlinFrom2018.replacingOccurrences(of: "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", with: "RRULE:" + rule)
        let event = "DTSTART;TZID=Europe/Berlin:20270706T140000\r\nDURATION:PT1H\r\n"
        let clock = ContinuousClock()
        var times: (start: String, end: String, warnings: [String])?
        let elapsed = try clock.measure { times = try utc(zone, event, on: "2027-07-06") }
        #expect(elapsed < .seconds(2), "\(elapsed)")
        #expect(times?.start == "2027-07-06T12:00", "the system's Europe/Berlin")
        #expect(times?.warnings.count == 1 && times?.warnings.first?.hasPrefix("4: the VTIMEZONE \"Europe/Berlin\" is not used: the RRULE of a DAYLIGHT") == true
                && times?.warnings.first?.hasSuffix("its times follow the system's zone Europe/Berlin") == true, "\(times?.warnings ?? [])")
    }

    /// Never floating time: the offset its standard time gives, as the
    /// database's fixed zone of that offset.
    @Test func anUnusableZoneThatTheDatabaseDoesNotKnowKeepsItsStandardOffsetWithAWarning() throws {
        let zone = """
            BEGIN:VTIMEZONE\r
            TZID:Office time\r
            BEGIN:STANDARD\r
            DTSTART:20260301T000000\r
            TZOFFSETFROM:+0300\r
            TZOFFSETTO:+0400\r
            RRULE:FREQ=MINUTELY\r
            END:STANDARD\r
            END:VTIMEZONE\r

            """
        let event = "DTSTART;TZID=Office time:20270101T120000\r\nDURATION:PT1H\r\n"
        let times = try utc(zone, event, on: "2027-01-01")
        #expect(times.start == "2027-01-01T08:00")
        #expect(times.warnings.contains { $0.hasPrefix("4: the VTIMEZONE \"Office time\" is not used")
            && $0.hasSuffix("its times follow the system's zone Etc/GMT-4") }, "\(times.warnings)")
    }

    /// Issue 39: Lotus Notes and Domino give the change's time of day as
    /// BYHOUR and BYMINUTE; the zone is followed, not thrown away (the
    /// times were read as floating: 11:00 for a Berlin viewer, not 17:00).
    static let lotusEastern = """
        BEGIN:VTIMEZONE\r
        TZID:Eastern\r
        BEGIN:STANDARD\r
        DTSTART:19501105T020000\r
        TZOFFSETFROM:-0400\r
        TZOFFSETTO:-0500\r
        RRULE:FREQ=YEARLY;BYMINUTE=0;BYHOUR=2;BYDAY=1SU;BYMONTH=11\r
        END:STANDARD\r
        BEGIN:DAYLIGHT\r
        DTSTART:19500312T020000\r
        TZOFFSETFROM:-0500\r
        TZOFFSETTO:-0400\r
        RRULE:FREQ=YEARLY;BYMINUTE=0;BYHOUR=2;BYDAY=2SU;BYMONTH=3\r
        END:DAYLIGHT\r
        END:VTIMEZONE\r

        """

    @Test func aZoneRuleWithOneByHourAndByMinuteIsFollowed() throws {
        let summer = try utc(Self.lotusEastern, "DTSTART;TZID=Eastern:20050428T110000\r\nDURATION:PT1H\r\n", on: "2005-04-28")
        #expect(summer.start == "2005-04-28T15:00" && summer.warnings.isEmpty, "\(summer)")
        let winter = try utc(Self.lotusEastern, "DTSTART;TZID=Eastern:20261203T110000\r\nDURATION:PT1H\r\n", on: "2026-12-03")
        #expect(winter.start == "2026-12-03T16:00", "\(winter)")
        // The hour of the change comes from BYHOUR, not DTSTART: 01:30 on
        // the day clocks go back is still summer time by this rule.
        let shifted = Self.lotusEastern.replacingOccurrences(of: "DTSTART:19501105T020000", with: "DTSTART:19501105T000000")
            .replacingOccurrences(of: "BYMINUTE=0;BYHOUR=2;BYDAY=1SU", with: "BYMINUTE=30;BYHOUR=1;BYDAY=1SU")
        let early = try utc(shifted, "DTSTART;TZID=Eastern:20261101T010000\r\nDURATION:PT10M\r\n", on: "2026-11-01")
        #expect(early.start == "2026-11-01T05:00", "01:00 EDT, before the change at 01:30: \(early)")
    }

    /// Issue 39: an observance whose DTSTART is a date (invalid, but plain)
    /// is read, at its midnight, with a warning.
    @Test func anObservanceWithADateDtstartIsReadAsItsMidnightWithAWarning() throws {
        let zone = """
            BEGIN:VTIMEZONE\r
            TZID:Custom Pacific Time +11\r
            BEGIN:STANDARD\r
            DTSTART;VALUE=DATE:19700101\r
            TZOFFSETFROM:+1100\r
            TZOFFSETTO:+1100\r
            END:STANDARD\r
            END:VTIMEZONE\r

            """
        let times = try utc(zone, "DTSTART;TZID=Custom Pacific Time +11:20261202T090000\r\nDURATION:PT1H\r\n", on: "2026-12-01")
        #expect(times.start == "2026-12-01T22:00", "\(times)")
        #expect(times.warnings.contains { $0.contains("the VTIMEZONE \"Custom Pacific Time +11\"") && $0.contains("DTSTART is a date") },
                "\(times.warnings)")
    }

    /// A VTIMEZONE dal cannot follow falls back to the system's zone named
    /// like it (`Eastern`, as Windows' `Eastern Standard Time`: New York),
    /// never to floating time.
    @Test func anUnusableZoneFallsBackToTheSystemZoneNamedLikeIt() throws {
        let unusable = Self.lotusEastern.replacingOccurrences(of: "BYMINUTE=0;BYHOUR=2;BYDAY=1SU", with: "BYHOUR=1,2;BYDAY=1SU")
        let times = try utc(unusable, "DTSTART;TZID=Eastern:20261203T110000\r\nDURATION:PT1H\r\n", on: "2026-12-03")
        #expect(times.start == "2026-12-03T16:00", "\(times)")
        #expect(times.warnings.contains { $0.hasSuffix("its times follow the system's zone America/New_York") }, "\(times.warnings)")
    }
}
