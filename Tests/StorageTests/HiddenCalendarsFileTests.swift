import CalendarCore
import Foundation
import Testing
@testable import Storage

/// The calendars hidden with `c`, kept between runs: the choice wins
/// until the config's `hidden` changes; a file dal did not write is not
/// read.
@Suite struct HiddenCalendarsFileTests {
    @Test func theKeptChoiceWinsUntilTheConfigChanges() {
        let kept = HiddenCalendarsFile(configured: ["Work"], hidden: ["Family"])
        #expect(HiddenCalendarsFile.starting(configured: ["Work"], kept: kept).names == ["Family"])
        #expect(HiddenCalendarsFile.starting(configured: ["Work", "Gym"], kept: kept).names == ["Work", "Gym"],
                "the config edited since says something new")
        #expect(HiddenCalendarsFile.starting(configured: ["Work"], kept: nil).names == ["Work"])
        #expect(HiddenCalendarsFile.starting(configured: [], kept: HiddenCalendarsFile(configured: [], hidden: [])).isEmpty)
    }

    @Test func writtenAndReadBackAndAForeignFileIsNotRead() throws {
        let folder = NSTemporaryDirectory() + "dal-hidden-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = HiddenCalendarsFile.path(inStateFolder: folder)
        let file = HiddenCalendarsFile(configured: ["Work"], hidden: ["Family", "회사 일정"])
        try file.write(to: path)
        #expect(HiddenCalendarsFile.read(from: path) == file)
        try "Work\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(HiddenCalendarsFile.read(from: path) == nil)
        #expect(HiddenCalendarsFile.parse(file.text + "something else\n") == nil)
    }
}
