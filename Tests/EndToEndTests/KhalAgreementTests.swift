import Foundation
import Testing
import TestSupport

/// Calendar files made by the real khal, read by dal: `dal list` must show
/// what `khal list` shows for every day, for viewers in several zones.
///
/// khal (through pytz) embeds a VTIMEZONE with only the transitions near
/// each event, written in the local time after each change; dal once took
/// it literally, so that a monthly series was an hour off after the next
/// change of clocks and a night across the change ended an hour late.
@Suite struct KhalAgreementTests {
    /// A writer zone and its nights of 2027 when clocks go forward and back.
    struct Writer {
        let zone, forward, back: String
    }

    static let writers = [
        Writer(zone: "Europe/Berlin", forward: "2027-03-28", back: "2027-10-31"),
        Writer(zone: "America/New_York", forward: "2027-03-14", back: "2027-11-07"),
        Writer(zone: "Asia/Seoul", forward: "2027-03-28", back: "2027-10-31"),
        Writer(zone: "Australia/Sydney", forward: "2027-10-03", back: "2027-04-04"),
        // Half an hour of summer time.
        Writer(zone: "Australia/Lord_Howe", forward: "2027-10-03", back: "2027-04-04"),
    ]
    static let window = (from: "2026-11-01", through: "2028-06-30")

    /// Events typed into khal the way its users type them, in each zone.
    static func makeCalendar(_ khal: KhalClient) throws {
        for writer in writers {
            let name = writer.zone.split(separator: "/").last!
            try khal.new(["-r", "monthly", "2026-12-31", "12:00", "13:00", "Month-end \(name)"], zone: writer.zone)
            try khal.new(["-r", "weekly", "2026-11-02", "09:00", "10:00", "Weekly \(name)"], zone: writer.zone)
            try khal.new([writer.forward, "01:30", "03:30", "Forward night \(name)"], zone: writer.zone)
            try khal.new([writer.back, "00:30", "04:00", "Back night \(name)"], zone: writer.zone)
            try khal.new(["2027-06-15", "Holiday \(name)"], zone: writer.zone)
            try khal.new(["2027-08-20", "22:30", "03:00", "Late \(name)"], zone: writer.zone)
        }
    }

    @Test func dalListsWhatKhalListsForEveryDayInEveryZone() throws {
        let khal = try KhalClient()
        defer { khal.remove() }
        try Self.makeCalendar(khal)
        for viewer in Self.writers.map(\.zone) + ["UTC"] {
            let expected = try khal.list(from: Self.window.from, through: Self.window.through, zone: viewer)
            let result = try ProcessRunner.dal(["list", Self.window.from, "--to", Self.window.through, "--json", "--ics", khal.calendars],
                                               environment: ["TZ": viewer])
            try #require(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty, "dal warned about khal's files: \(result.stderr)")
            let actual = try KhalClient.entries(fromDalJSON: result.stdout)
            let missing = expected.subtracting(actual).sorted(), extra = actual.subtracting(expected).sorted()
            #expect(expected.count > 500, "khal listed too little to compare: \(expected.count)")
            #expect(missing.isEmpty && extra.isEmpty,
                    """
                    viewer in \(viewer): khal \(expected.count) entries, dal \(actual.count)
                    only khal (\(missing.count)):\n\(missing.prefix(12).map { "  \($0)" }.joined(separator: "\n"))
                    only dal (\(extra.count)):\n\(extra.prefix(12).map { "  \($0)" }.joined(separator: "\n"))
                    """)
        }
    }
}
