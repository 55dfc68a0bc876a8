import Foundation
import Testing
@testable import Settings

/// The README's start for khal users and docs/sync.md's `~/.calendars`
/// section: near the top, and the config they give is one dal reads as
/// writing khal's folder.
@Suite struct KhalStartTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The first ```toml block after `heading` in the file at `path`.
    static func snippet(after heading: String, in path: String) throws -> String {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        let section = try #require(text.range(of: heading), "\(path) has \(heading)")
        let rest = text[section.upperBound...]
        let start = try #require(rest.range(of: "```toml\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```"))
        // The block may be indented under a list item.
        return rest[start.upperBound..<end.lowerBound].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
    }

    @Test func theReadmeStartsKhalUsersNearTheTopWithAConfigThatWritesTheirCalendars() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        let heading = try #require(lines.firstIndex { $0 == "## With khal, todoman and vdirsyncer" })
        #expect(heading < 30, "near the top: line \(heading + 1)")
        #expect(lines[heading...].prefix(12).contains { $0.contains("dal --calendar ~/.calendars") })
        let config = try ConfigReader.parse(try Self.snippet(after: "## With khal, todoman and vdirsyncer", in: "README.md"),
                                            path: "config.toml", home: "/home/u")
        #expect(config.writeCalendars?.value == ["/home/u/.calendars"])
    }

    @Test func theSyncPageSaysWhatToChangeForCalendarsInDotCalendars() throws {
        let heading = "## When the calendars live in `~/.calendars` (khal's)"
        let config = try ConfigReader.parse(try Self.snippet(after: heading, in: "docs/sync.md"), path: "config.toml", home: "/home/u")
        #expect(config.writeCalendars?.value == ["/home/u/.calendars"])
    }
}
