import CalendarCore
import Foundation
import Testing
@testable import Storage

@Suite struct StorageTests {
    let directory: String

    init() throws {
        directory = NSTemporaryDirectory() + "dal-persistence-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    @Test func atomicWriteCreatesFoldersAndReplacesContent() throws {
        let path = directory + "/a/b/store.json"
        try AtomicFileWriter.write(Array("one".utf8), to: path)
        try AtomicFileWriter.write(Array("two".utf8), to: path)
        #expect(text(path) == "two")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory + "/a/b")
        #expect(leftovers == ["store.json"], "no temporary files remain")
    }

    @Test func aSymlinkIsWrittenThroughAndStaysALink() throws {
        let target = directory + "/real.json"
        try "old".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: directory + "/link.json", withDestinationPath: "real.json")
        try AtomicFileWriter.write(Array("new".utf8), to: directory + "/link.json")
        #expect(text(target) == "new")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: directory + "/link.json")) == "real.json")
    }

    @Test func permissionsOfTheReplacedFileAreKept() throws {
        let path = directory + "/store.json"
        try "x".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o640)
        try AtomicFileWriter.write(Array("y".utf8), to: path)
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0o640)
    }

    @Test func aStoreTooLargeToReadBackIsNotWrittenAndTheOldOneStays() throws {
        let path = directory + "/store.json"
        let store = Store(path: path, maximumBytes: 300)
        _ = store.load()
        let day = try CivilDate.parse("2026-11-01")
        try store.save(MarkDocument(selected: [day...day.adding(days: 9_000)]))
        let saved = text(path)
        #expect(saved?.contains("2026-11-01/2051-06-") == true, "a long run is one entry: \(saved ?? "")")
        // Every other day for two months: 30 separate entries, over 300 bytes.
        let scattered = MarkDocument(selected: (0..<30).map { day.adding(days: 2 * $0) }.map { $0...$0 })
        #expect(throws: FileError.self) { try store.save(scattered) }
        #expect(text(path) == saved, "the old store stays")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == [".store.json.lock", "store.json"])
    }

    @Test func aStoreThatFailsToLoadIsNeverWritten() throws {
        let path = directory + "/store.json"
        let corrupt = Array("{\"selected\": [\"2026-11-21\",".utf8) + [0xFF, 0x00, 0x0A]
        _ = FileManager.default.createFile(atPath: path, contents: Data(corrupt))
        let store = Store(path: path)
        _ = store.load()
        #expect(store.isReadOnly)
        #expect(store.readOnlyReason?.contains("store.json") == true)
        try store.save(MarkDocument(selected: [try CivilDate.parse("2026-01-01")...CivilDate.parse("2026-01-01")]))
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == corrupt, "byte for byte as it was")
    }

    @Test func storeRoundTripsAndSkipsUnchangedWrites() throws {
        let path = directory + "/store.json"
        let store = Store(path: path)
        #expect(store.load() == MarkDocument(), "a missing store is empty and writable")
        let document = MarkDocument(selected: [try CivilDate.parse("2026-11-21")...CivilDate.parse("2026-11-21")])
        try store.save(document)
        let written = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.01)
        try store.save(document)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == written)
        #expect(Store(path: path).load() == document)
    }

    @Test func oversizedFilesAreRefusedBeforeReading() throws {
        let path = directory + "/big.json"
        _ = FileManager.default.createFile(atPath: path, contents: Data(count: 2048))
        #expect(throws: FileError.self) { try BoundedFileReader.read(path, limit: 1024) }
        #expect(try BoundedFileReader.read(directory + "/missing.json", limit: 10) == nil)
    }

    @Test func defaultStorePath() {
        #expect(Store.defaultPath(environment: ["XDG_DATA_HOME": "/x/data", "HOME": "/home/u"]) == "/x/data/dal/store.json")
        #expect(Store.defaultPath(environment: ["HOME": "/home/u"]) == "/home/u/.local/share/dal/store.json")
        #expect(Store.defaultPath(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"]) == "/home/u/.local/share/dal/store.json")
    }
}

/// The caches' numbers: every one comes back as written, the one-byte
/// ones (read without the loop) and the longest, and a number cut short
/// is an error, never a value.
@Suite struct BinaryCodingTests {
    @Test func everyNumberComesBackAsWrittenAndACutOneIsAnError() throws {
        var generator = SystemRandomNumberGenerator()
        let numbers = Array(-130...130) + [Int.min, Int.max, Int.min + 1, Int.max - 1, 1 << 40, -(1 << 40)]
            + (0..<500).map { _ in Int.random(in: .min ... .max, using: &generator) }
        var writer = BinaryWriter()
        for number in numbers { writer.int(number) }
        var reader = BinaryReader(writer.bytes)
        for number in numbers { #expect(try reader.int() == number) }
        #expect(reader.isAtEnd)
        var cut = BinaryWriter()
        cut.int(1 << 40)
        var short = BinaryReader(Array(cut.bytes.dropLast()))
        #expect(throws: BinaryReader.Corrupt.self) { try short.int() }
    }

    /// A ten-byte number whose last byte has a bit beyond the 64th set was
    /// written by no writer: an error, not the same number again (a
    /// damaged cache's digest would otherwise still match).
    @Test func aTenthByteWithBitsBeyondTheSixtyFourthIsAnError() throws {
        var writer = BinaryWriter()
        writer.int(Int.min)
        #expect(writer.bytes.count == 10 && writer.bytes[9] == 1)
        for last in [UInt8(3), 0x41, 0x7F] {
            var bytes = writer.bytes
            bytes[9] = last
            var reader = BinaryReader(bytes)
            #expect(throws: BinaryReader.Corrupt.self) { try reader.int() }
        }
    }
}
