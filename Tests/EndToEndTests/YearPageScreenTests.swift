import Foundation
import Testing
import TestSupport

/// The year page in the release binary in tmux, through the keys, with the
/// flags users have (pages slide). Today is pinned to 2026-11-21; an 80×24
/// window shows six months, the half of the year holding the cursor. Waits
/// look at cells (the title row, the month rows), not at the status line,
/// which can hold the same words by accident.
@Suite struct YearPageScreenTests {
    let directory: String

    init() throws {
        directory = NSTemporaryDirectory() + "dal-e2e-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func start(_ arguments: String = "") throws -> TmuxSession {
        let session = try TmuxSession(command: "\(ProcessRunner.dalBinary) \(arguments)",
                                      environment: FullScreenTests.environment.merging(["XDG_DATA_HOME": directory]) { $1 })
        let started = try session.waitFor("? help")
        try #require(started.ok, "dal did not start: \(started.screen.dump)")
        return session
    }

    /// The first word of the top row: the year on the year page.
    static func title(_ screen: [String]) -> String {
        screen.first.map { String($0.split(separator: " ").first ?? "") } ?? ""
    }

    /// Whether one row holds all of `words` (month names side by side).
    static func row(_ screen: [String], holds words: String...) -> Bool {
        screen.contains { line in words.allSatisfy { line.contains($0) } }
    }

    func expectYearPage(_ session: TmuxSession, year: String, months: [String], cursor: String,
                        _ comment: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws {
        let shown = try session.waitFor { screen in
            Self.title(screen) == year && screen.contains { line in months.allSatisfy { line.contains($0) } }
                && screen.contains { $0.contains(cursor) }
        }
        #expect(shown.ok, "year \(year) with \(months) and the cursor \(cursor) \(comment)\(shown.screen.dump)",
                sourceLocation: sourceLocation)
    }

    @Test func yShowsTodaysYearAndTheArrowsPageYears() throws {
        let session = try start()
        try session.send("y")
        try expectYearPage(session, year: "2026", months: ["October", "November", "December"], cursor: "[21]")
        #expect(Self.row(try session.screen(), holds: "July", "August", "September"))
        try session.send("Right")
        try expectYearPage(session, year: "2027", months: ["October", "November", "December"], cursor: "[21]",
                           "after one animated step")
        try session.send("Left")
        try session.send("Left")
        try expectYearPage(session, year: "2025", months: ["October", "November", "December"], cursor: "[21]")
        try session.send("PageDown")
        try expectYearPage(session, year: "2026", months: ["October", "November", "December"], cursor: "[21]")
        try session.send("y")
        let month = try session.waitFor { $0.first?.contains("November 2026") == true && $0.contains { $0.contains("[21]") } }
        #expect(month.ok, "y goes back to the month\(month.screen.dump)")
    }

    @Test func aSelectionShowsOnTheYearPageAndStaysAfterEnterAndARestart() throws {
        let session = try start()
        try session.send("Space")
        try session.expectScreen(shows: "1 selected")
        try session.send("y")
        try expectYearPage(session, year: "2026", months: ["October", "November", "December"], cursor: "[21]")
        // The row of the cursor, with its escapes: cyan (46) behind the day.
        let index = try #require(try session.screen().firstIndex { $0.contains("[21]") })
        let row = try session.styledScreen().split(separator: "\n", omittingEmptySubsequences: false)[index]
        #expect(row.contains("46m"), "the selected day is cyan on the year page: \(row.debugDescription)")
        try session.send("Enter")
        let month = try session.waitFor { $0.first?.contains("November 2026") == true }
        #expect(month.ok, "Enter opens the cursor's month\(month.screen.dump)")
        try session.expectScreen(shows: "1 selected")
        try session.send("q")
        try session.expectScreen(shows: "EXIT=0")

        let again = try start()
        try again.expectScreen(shows: "1 selected", "after quitting and opening again")
        try again.send("y")
        try expectYearPage(again, year: "2026", months: ["October", "November", "December"], cursor: "[21]")
    }

    @Test func enterOpensTheMonthUnderTheCursor() throws {
        let session = try start()
        try session.send("y")
        try expectYearPage(session, year: "2026", months: ["October", "November", "December"], cursor: "[21]")
        // Four weeks down: Saturday 2026-12-19.
        try session.send("j", "j", "j", "j")
        try expectYearPage(session, year: "2026", months: ["October", "November", "December"], cursor: "[19]")
        try session.send("Enter")
        let month = try session.waitFor { $0.first?.contains("December 2026") == true && $0.contains { $0.contains("[19]") } }
        #expect(month.ok, "\(month.screen.dump)")
        #expect(try session.screen().contains { $0.hasPrefix(" MONTH") }, "the status line names the month view")
    }

    @Test func theCursorScrollsTheOtherHalfOfTheYearIntoView() throws {
        let session = try start()
        try session.send("y")
        try expectYearPage(session, year: "2026", months: ["October", "November", "December"], cursor: "[21]")
        // 22 weeks back: Saturday 2026-06-20, in the first half.
        try session.send("k", repeat: 22)
        try expectYearPage(session, year: "2026", months: ["April", "May", "June"], cursor: "[20]")
        #expect(!Self.row(try session.screen(), holds: "October"), "the second half scrolled away")
    }

    /// An edge of the calendar: the month gone to, its year's band of
    /// months, the key that would leave the calendar and why it may not.
    struct Edge: Sendable, CustomTestStringConvertible {
        let goTo, monthTitle, year: String
        let months: [String]
        let key, refusal: String
        var testDescription: String { year }
    }

    @Test(arguments: [
        Edge(goTo: "9999-06", monthTitle: "June 9999", year: "9999", months: ["April", "May", "June"],
             key: "Right", refusal: "the calendar ends at 9999-12-31"),
        Edge(goTo: "0001-03", monthTitle: "March 0001", year: "0001", months: ["January", "February", "March"],
             key: "Left", refusal: "the calendar starts at 0001-01-01"),
    ])
    func theEdgeYearsRefuseToTurnAndStayShown(_ edge: Edge) throws {
        let session = try start()
        try session.send("g")
        try session.type(edge.goTo)
        try session.send("Enter")
        try session.expectScreen(shows: edge.monthTitle)
        try session.send("y")
        try expectYearPage(session, year: edge.year, months: edge.months, cursor: "[21]")
        try session.send(edge.key)
        try session.expectScreen(shows: edge.refusal)
        try expectYearPage(session, year: edge.year, months: edge.months, cursor: "[21]", "after the refused step")
    }

    @Test func aBiggerWindowShowsTheWholeYear() throws {
        let session = try start()
        try session.send("y")
        try expectYearPage(session, year: "2026", months: ["October", "November", "December"], cursor: "[21]")
        try session.resize(width: 140, height: 40)
        try expectYearPage(session, year: "2026", months: ["January", "February", "March", "April", "May", "June"],
                           cursor: "[21]", "six months across")
        #expect(Self.row(try session.screen(), holds: "July", "August", "September", "October", "November", "December"))
    }
}
