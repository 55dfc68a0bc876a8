import Foundation
import Testing
@testable import CalendarCore

/// The data-file corpus in `DataCorpus/`: every `good-*.json` loads; every
/// `bad-*.json` is refused with the `LINE:COLUMN: message` in its
/// `.expected` file.
@Suite struct MarkDocumentTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("DataCorpus")

    static func files(_ prefix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? [])
            .filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: corpus.appendingPathComponent(name)))
    }

    @Test(arguments: files("good-"))
    func goodFilesLoad(name: String) throws {
        _ = try MarkDocument.parse(try Self.bytes(name))
    }

    @Test(arguments: files("bad-"))
    func badFilesAreRefusedWithAPosition(name: String) throws {
        let expected = try String(contentsOf: Self.corpus.appendingPathComponent(name.replacingOccurrences(of: ".json", with: ".expected")),
                                  encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let bytes = try Self.bytes(name)
        do {
            _ = try MarkDocument.parse(bytes)
            Issue.record("\(name) was accepted")
        } catch {
            let position = String(expected.prefix { $0 != " " })
            let fragment = String(expected.drop { $0 != " " }.dropFirst())
            #expect(error.description.hasPrefix(position) && error.description.contains(fragment),
                    "\(name): got '\(error.description)', expected '\(expected)'")
        }
    }

    @Test func theIssueExampleReadsAsWritten() throws {
        let document = try MarkDocument.parse(try Self.bytes("good-issue-example.json"))
        #expect(document.categories.map(\.id) == ["run", "rest"])
        #expect(document.categories[1].color.description == "#ff8800")
        #expect(document.marks[0].ranges.map(\.lowerBound.description) == ["2021-08-02", "2021-08-04", "2021-08-05"])
    }

    @Test func theDocumentedExampleLoads() throws {
        let example = Self.corpus.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/example-data.json")
        let document = try MarkDocument.parse(Array(try Data(contentsOf: example)))
        #expect(document.categories.count == 3)
    }

    @Test func encodingRoundTrips() throws {
        var document = try MarkDocument.parse(try Self.bytes("good-issue-example.json"))
        let first = try CivilDate.parse("2026-11-01"), later = try CivilDate.parse("2026-11-21")
        document.selected = [later...later.adding(days: 9), first...first]
        document.categories.append(Category(id: "q\"uote", name: "tab\tnewline\n한", color: CategoryColor(parsing: "blue")!))
        let again = try MarkDocument.parse(Array(document.encoded().utf8))
        #expect(again.categories == document.categories)
        #expect(again.selected == [first...first, later...later.adding(days: 9)])
        #expect(document.encoded().contains(#""selected": ["2026-11-01", "2026-11-21/2026-11-30"]"#))
        #expect(again.marks.map { DaySet(ranges: $0.ranges) } == document.marks.map { DaySet(ranges: $0.ranges) })
    }

    @Test func filesOverTheLimitAreRefused() {
        let big = [UInt8](repeating: 0x20, count: MarkDocument.maximumFileBytes + 1)
        #expect(throws: DataFileError.self) { try MarkDocument.parse(big) }
    }

    @Test func nearestColours() {
        #expect(CategoryColor(parsing: "#ff8800")!.nearestBasicIndex == 1, "orange: red, as yellow is the pending range")
        #expect(CategoryColor(parsing: "#1f6fd1")!.nearestBasicIndex == 4, "a middle blue: blue, as cyan is the selection")
        #expect(CategoryColor(parsing: "yellow")!.nearestBasicIndex == 3, "named: as named")
        #expect(CategoryColor(parsing: "#00ff00")!.nearestBasicIndex == 2)
        #expect(CategoryColor(parsing: "#101010")!.nearestBasicIndex == 0)
        #expect(CategoryColor(parsing: "#ff0000")!.nearest256Index == 196)
        #expect(CategoryColor(parsing: "#808080")!.nearest256Index == 244)
        #expect(CategoryColor(parsing: "GREEN")!.description == "green")
        #expect(CategoryColor(parsing: "#12345") == nil)
        #expect(CategoryColor(parsing: "#12345g") == nil)
    }

    /// The xterm palette's rule, written out plainly: the cube colour of
    /// each channel's nearest level, or the gray nearest the channels'
    /// average when that is nearer (every 17th value of each channel).
    @Test func nearest256IsTheNearerOfTheCubeColourAndTheGray() {
        let levels = [0, 95, 135, 175, 215, 255], grays = (0..<24).map { 8 + 10 * $0 }
        func distance(_ rgb: [Int], _ other: [Int]) -> Int { zip(rgb, other).map { ($0 - $1) * ($0 - $1) }.reduce(0, +) }
        for red in stride(from: 0, through: 255, by: 17) {
            for green in stride(from: 0, through: 255, by: 17) {
                for blue in stride(from: 0, through: 255, by: 17) {
                    let rgb = [red, green, blue]
                    let nearest = rgb.map { value in levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) }! }
                    let cube = nearest.map { levels[$0] }
                    let average = (red + green + blue) / 3
                    let step = min(23, max(0, (average - 3) / 10))
                    let expected = distance(rgb, Array(repeating: grays[step], count: 3)) < distance(rgb, cube)
                        ? 232 + step : 16 + 36 * nearest[0] + 6 * nearest[1] + nearest[2]
                    let text = "#" + rgb.map { String(format: "%02x", $0) }.joined()
                    #expect(CategoryColor(parsing: text)!.nearest256Index == expected, "\(text)")
                }
            }
        }
    }

    @Test func markSetMergesFilesAndKeepsTagsForTheStore() throws {
        var marks = MarkSet()
        marks.addFile(try MarkDocument.parse(try Self.bytes("good-issue-example.json")))
        let day = try CivilDate.parse("2021-08-04")
        #expect(marks.primaryCategory(on: day) == 0)
        marks.tag(day, category: 1)
        #expect(marks.categories(on: day) == [1, 0])
        let store = marks.storeDocument(selection: Selection([day]))
        #expect(store.categories.map(\.id) == ["rest"])
        #expect(store.marks == [MarkDocument.Marks(category: "rest", dates: [day])])
        #expect(store.selected == [day...day])
        marks.untag(day)
        #expect(marks.storeDocument(selection: Selection()).categories.isEmpty)
    }
}
