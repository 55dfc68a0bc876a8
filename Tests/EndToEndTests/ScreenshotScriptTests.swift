import Foundation
import Testing
import TestSupport

/// `scripts/screenshot` draws the README's picture from the demo calendars
/// only: run by someone with calendars, a config file and DAL_CONFIG of
/// their own, none of it shows in the picture.
@Suite struct ScreenshotScriptTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func thePictureShowsTheDemoCalendarsAndNothingOfTheUsers() throws {
        let home = NSTemporaryDirectory() + "dal-shot-home-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: home) }
        let own = home + "/.local/share/dal/calendars/personal", read = home + "/read"
        for folder in [own, read, home + "/.config/dal"] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        func event(_ title: String) -> String {
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y//EN\r\nBEGIN:VEVENT\r\nUID:\(title)\r\nDTSTAMP:20260101T000000Z\r\n"
                + "DTSTART;VALUE=DATE:20261119\r\nSUMMARY:\(title)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        }
        try event("PrivateDefault").write(toFile: own + "/a.ics", atomically: true, encoding: .utf8)
        try event("PrivateConfig").write(toFile: read + "/b.ics", atomically: true, encoding: .utf8)
        try "[calendars]\nread = [\"\(read)\"]\n".write(toFile: home + "/.config/dal/config.toml", atomically: true, encoding: .utf8)
        try "[calendars]\nread = [\"\(read)\"]\n".write(toFile: home + "/other.toml", atomically: true, encoding: .utf8)
        let output = home + "/shot.svg"
        let result = try ProcessRunner.run("/usr/bin/env", ["bash", Self.root + "/scripts/screenshot", output],
                                           environment: ["DAL_BINARY": ProcessRunner.dalBinary, "HOME": home,
                                                         "XDG_DATA_HOME": home + "/.local/share", "XDG_CONFIG_HOME": home + "/.config",
                                                         "DAL_CONFIG": home + "/other.toml", "LANG": "C.UTF-8"])
        try #require(result.status == 0, "\(result.stdout)\(result.stderr)")
        // The SVG draws each character on its own: its text is their run.
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        let picture = svg.matches(of: #/>([^<]*)</text>/#).map { String($0.output.1) }.joined()
        #expect(picture.contains("Grandma"), "the demo calendars are drawn")
        #expect(!picture.contains("Private"), "the user's own calendars are not")
    }
}
