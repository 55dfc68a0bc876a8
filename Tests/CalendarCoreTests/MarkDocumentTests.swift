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
