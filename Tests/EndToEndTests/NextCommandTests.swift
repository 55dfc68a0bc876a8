import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport

/// `dal next` as status bars run it, on the demo's calendars: each format
/// read the way its bar reads it (waybar's JSON keys, i3blocks' three
/// lines, polybar's and tmux's colour markup), `--width` cut by display
/// columns, and Korean words under a Korean locale.
@Suite struct NextCommandTests {
    static let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/demo").standardized.path

    func next(_ arguments: [String], at now: String, language: String = "C.UTF-8") throws -> String {
        let result = try ProcessRunner.dal(["next", "--ics", Self.demo + "/calendars"] + arguments,
                                           environment: ["DAL_NOW": now, "TZ": "Europe/Berlin", "LANG": language])
        try #require(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    @Test func theNextEventIsOneLineWithItsTimeTitleAndWhenItStarts() throws {
        #expect(try next([], at: "2026-11-21T18:50") == "19:00 Dinner with friends (in 10m)\n")
        #expect(try next([], at: "2026-11-21T19:30") == "19:00 Dinner with friends (now, 1h 30m left)\n")
        // Saturday night: Monday's standup, named by its weekday.
        #expect(try next([], at: "2026-11-21T23:30") == "Mon 09:15 Standup (in 1d 9h)\n")
    }

    @Test func waybarReadsTextTooltipClassAndPercentage() throws {
        let line = try next(["--format", "waybar"], at: "2026-11-21T19:30")
        #expect(line.hasSuffix("\n") && line.dropLast().split(separator: "\n").count == 1, "one line per update: \(line)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["text"] as? String == "19:00 Dinner with friends (now, 1h 30m left)")
        #expect(object["class"] as? String == "now" && object["percentage"] as? Int == 25)
        #expect((object["tooltip"] as? String)?.components(separatedBy: "\n") == ["19:00–21:00 Dinner with friends", "20:30–23:00 Movie night"])
        let soon = try #require(try JSONSerialization.jsonObject(with: Data(try next(["--format", "waybar"], at: "2026-11-21T18:50").utf8))
            as? [String: Any])
        #expect(soon["class"] as? String == "soon")
        let later = try #require(try JSONSerialization.jsonObject(with: Data(try next(["--format", "waybar"], at: "2026-11-21T17:00").utf8))
            as? [String: Any])
        #expect(later["class"] as? String == "later")
    }

    /// waybar reads `text` and `tooltip` as Pango markup: a title with `&`
    /// and `<…>` reaches it escaped, and the markup's text is the title.
    @Test func waybarGetsATitlesMarkupCharactersEscapedForPango() throws {
        let folder = NSTemporaryDirectory() + "dal-next-pango-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VEVENT\r\nUID:rd\r\nDTSTAMP:20261101T000000Z\r\n"
            + "DTSTART:20261121T140000Z\r\nDTEND:20261121T150000Z\r\nSUMMARY:R&D <sync> with Q&A\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
            .write(toFile: folder + "/rd.ics", atomically: true, encoding: .utf8)
        let result = try ProcessRunner.dal(["next", "--format", "waybar", "--ics", folder + "/rd.ics"],
                                           environment: ["DAL_NOW": "2026-11-21T13:40", "TZ": "UTC", "LANG": "C.UTF-8"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
        let text = try #require(object["text"] as? String)
        #expect(text == "14:00 R&amp;D &lt;sync&gt; with Q&amp;A (in 20m)")
        // Pango markup is XML's: parsed as such, its text is the line a person reads.
        for markup in [text, try #require(object["tooltip"] as? String)] {
            let parser = XMLParser(data: Data(("<markup>" + markup + "</markup>").utf8))
            #expect(parser.parse(), "not markup: \(markup)")
        }
    }

    /// The tooltip gives each event's part of today: a conference of
    /// three days shows no times on its middle day, and its first and
    /// last days say where it goes on or began.
    @Test func theTooltipShowsAManyDayEventsPartOfToday() throws {
        let folder = NSTemporaryDirectory() + "dal-next-days-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VEVENT\r\nUID:conf\r\nDTSTAMP:20261101T000000Z\r\n"
            + "DTSTART:20261130T080000Z\r\nDTEND:20261202T170000Z\r\nSUMMARY:Conference\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
            .write(toFile: folder + "/conf.ics", atomically: true, encoding: .utf8)
        func tooltip(at now: String) throws -> String? {
            let result = try ProcessRunner.dal(["next", "--format", "json", "--ics", folder + "/conf.ics"],
                                               environment: ["DAL_NOW": now, "TZ": "UTC", "LANG": "C.UTF-8"])
            return (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["tooltip"] as? String
        }
        #expect(try tooltip(at: "2026-11-30T07:00") == "08:00→ Conference")
        #expect(try tooltip(at: "2026-12-01T12:00") == "→ → Conference")
        #expect(try tooltip(at: "2026-12-02T12:00") == "→17:00 Conference")
    }

    @Test func i3blocksGetsFullTextShortTextAndAColour() throws {
        let lines = try next(["--format", "i3blocks"], at: "2026-11-21T18:50").components(separatedBy: "\n")
        #expect(lines.count == 4 && lines[3].isEmpty, "\(lines)")
        #expect(lines[0] == "19:00 Dinner with friends (in 10m)" && lines[1] == lines[0])
        #expect(lines[2].range(of: "^#[0-9a-f]{6}$", options: .regularExpression) != nil, "\(lines[2])")
        // Later: the bar's own colour (an empty third line).
        #expect(try next(["--format", "i3blocks"], at: "2026-11-21T17:00").components(separatedBy: "\n")[2] == "")
    }

    @Test func polybarAndTmuxGetTheirColourMarkupAroundTheLine() throws {
        let polybar = try next(["--format", "polybar"], at: "2026-11-21T18:50")
        #expect(polybar.range(of: "^%\\{F#[0-9a-f]{6}\\}19:00 Dinner with friends \\(in 10m\\)%\\{F-\\}\n$", options: .regularExpression) != nil,
                "\(polybar)")
        let tmux = try next(["--format", "tmux"], at: "2026-11-21T18:50")
        #expect(tmux.range(of: "^#\\[fg=#[0-9a-f]{6}\\]19:00 Dinner with friends \\(in 10m\\)#\\[default\\]\n$", options: .regularExpression) != nil,
                "\(tmux)")
    }

    @Test func jsonNamesTheEventForScripts() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(try next(["--format", "json"], at: "2026-11-21T18:50").utf8))
            as? [String: Any])
        #expect(object["title"] as? String == "Dinner with friends" && object["calendar"] as? String == "Family")
        #expect(object["start"] as? String == "2026-11-21T19:00" && object["end"] as? String == "2026-11-21T21:00")
        #expect(object["minutes"] as? Int == 10)
    }

    @Test func widthCutsByDisplayColumnsAndKoreanSaysItInKorean() throws {
        let korean = try next([], at: "2026-11-21T18:50", language: "ko_KR.UTF-8")
        #expect(korean == "19:00 Dinner with friends (10분 후)\n", "\(korean)")
        for width in [10, 20, 31] {
            let cut = try next(["--width", String(width)], at: "2026-11-21T18:50", language: "ko_KR.UTF-8").dropLast()
            #expect(DisplayColumns.of(cut) <= width && cut.hasSuffix("…"), "\(cut)")
        }
    }

    @Test func nothingAheadIsSaidAndClassNone() throws {
        let empty = NSTemporaryDirectory() + "dal-next-\(UUID().uuidString).ics"
        try "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR\r\n".write(toFile: empty, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let result = try ProcessRunner.dal(["next", "--ics", empty, "--format", "waybar"],
                                           environment: ["DAL_NOW": "2026-11-21T12:00", "TZ": "Europe/Berlin", "LANG": "C.UTF-8"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["class"] as? String == "none" && object["text"] as? String == "no events in the next 7 days")
    }
}
