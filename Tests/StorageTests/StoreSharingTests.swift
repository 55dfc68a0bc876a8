import CalendarCore
import Foundation
import TestSupport
import Testing
@testable import Storage

/// Two writers on one store, hand edits, protected files and leftovers of
/// killed writes: nothing anyone changed is lost silently.
@Suite struct StoreSharingTests {
    let directory: String
    var path: String { directory + "/store.json" }

    init() throws {
        directory = NSTemporaryDirectory() + "dal-sharing-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    static func day(_ text: String) -> CivilDate { try! CivilDate.parse(text) }
    static func selecting(_ days: String...) -> MarkDocument { MarkDocument(selected: days.map { day($0)...day($0) }) }
    func onDisk() throws -> MarkDocument { try MarkDocument.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path)))) }

    @Test func twoRunsOnOneStoreKeepEachOthersSelections() throws {
        let a = Store(path: path), b = Store(path: path)
        _ = a.load()
        _ = b.load()
        try a.save(Self.selecting("2026-11-21"))
        let merged = try b.save(Self.selecting("2026-11-22"))
        #expect(merged.map { Selection(ranges: $0.selected).sortedDates } == [Self.day("2026-11-21"), Self.day("2026-11-22")],
                "b is told what a saved, to show it")
        #expect(Selection(ranges: try onDisk().selected).count == 2)
        // a deselects its day; b's stays.
        try a.save(MarkDocument())
        #expect(Selection(ranges: try onDisk().selected).sortedDates == [Self.day("2026-11-22")])
    }

    @Test func aHandEditWhileDalRunsIsKept() throws {
        let store = Store(path: path)
        _ = store.load()
        try store.save(Self.selecting("2026-11-21"))
        try #"{"categories": [{"id": "trip", "name": "Trip", "color": "blue"}], "marks": [{"category": "trip", "dates": ["2026-12-24/2026-12-26"]}], "selected": ["2026-11-21", "2026-01-01"]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        try store.save(Self.selecting("2026-11-21", "2026-11-23"))
        let now = try onDisk()
        #expect(Selection(ranges: now.selected).sortedDates.map(\.description) == ["2026-01-01", "2026-11-21", "2026-11-23"])
        #expect(now.categories.map(\.id) == ["trip"] && now.marks.first?.ranges.count == 1, "the hand-made tags stay")
    }

    @Test func aStoreBrokenOnDiskWhileDalRunsIsNotOverwritten() throws {
        let store = Store(path: path)
        _ = store.load()
        try store.save(Self.selecting("2026-11-21"))
        try "{\"selected\": [\"2026-11-2".write(toFile: path, atomically: true, encoding: .utf8)
        #expect { try store.save(Self.selecting("2026-11-22")) } throws: { error in
            "\(error)".contains("changed on disk and cannot be read") && "\(error)".contains("1:25: unterminated string")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\"selected\": [\"2026-11-2")
    }

    @Test func aFileWithoutWritePermissionIsReadOnlyAndStaysSo() throws {
        try Self.selecting("2026-11-01").encoded().write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o444)
        let store = Store(path: path)
        #expect(store.load() == Self.selecting("2026-11-01"))
        #expect(store.readOnlyReason?.contains("read-only (mode 444)") == true)
        #expect(try store.save(Self.selecting("2026-11-02")) == nil)
        #expect(try onDisk() == Self.selecting("2026-11-01"))
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0o444, "not replaced, still 0444")
    }

    @Test func temporaryFilesOfKilledWritesAreRemovedByTheNextSave() throws {
        for suffix in ["AbC123", "zz9999"] { _ = FileManager.default.createFile(atPath: "\(directory)/.store.json.tmp-\(suffix)", contents: Data("torn".utf8)) }
        _ = FileManager.default.createFile(atPath: "\(directory)/.store.json.tmp-notours", contents: Data())
        let store = Store(path: path)
        _ = store.load()
        try store.save(Self.selecting("2026-11-21"))
        let left = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(left == [".store.json.lock", ".store.json.tmp-notours", "store.json"])
    }

    /// dal's state folder for these tests: never the user's own.
    var state: [String: String] { ["XDG_STATE_HOME": directory + "/state"] }

    @Test func recoveryFilesHoldWhatCouldNotBeSavedAndReadBack() throws {
        let store = Store(path: path)
        let recovery = try #require(store.writeRecovery(Self.selecting("2026-11-21"), stamp: "20261122-080000", environment: state))
        #expect(recovery == "\(path).unsaved-20261122-080000")
        #expect(Store(path: recovery).load() == Self.selecting("2026-11-21"))
    }

    /// As root, a store that is a symlink to /etc/hostname (not a store: it
    /// opens read-only) once got its recovery file written into /etc.
    @Test func aSymlinkedStoresRecoveryGoesBesideTheLinkNotItsTarget() throws {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/etc/hostname")
        let recovery = try #require(Store(path: path).writeRecovery(Self.selecting("2026-11-21"), stamp: "20261122-080001", environment: state))
        #expect(recovery == "\(path).unsaved-20261122-080001")
        #expect(!FileManager.default.fileExists(atPath: "/etc/hostname.unsaved-20261122-080001"))
    }

    @Test func aStoreNamedInASystemFolderKeepsItsRecoveryInTheStateFolder() throws {
        let named = "/etc/dal-test-\(UUID().uuidString).json"
        let recovery = try #require(Store(path: named).writeRecovery(Self.selecting("2026-11-21"), stamp: "20261122-080002", environment: state))
        #expect(recovery == "\(directory)/state/dal/" + named.dropFirst(5) + ".unsaved-20261122-080002")
        #expect(Store(path: recovery).load() == Self.selecting("2026-11-21"))
        #expect(!FileManager.default.fileExists(atPath: named + ".unsaved-20261122-080002"))
    }

    @Test func aFolderThatCannotBeWrittenSendsTheRecoveryToTheStateFolder() throws {
        // A store "inside" a regular file: its folder can never be made.
        _ = FileManager.default.createFile(atPath: directory + "/file", contents: Data())
        let store = Store(path: directory + "/file/store.json")
        let recovery = try #require(store.writeRecovery(Self.selecting("2026-11-21"), stamp: "20261122-080003", environment: state))
        #expect(recovery == "\(directory)/state/dal/store.json.unsaved-20261122-080003")
        let home = try #require(store.writeRecovery(Self.selecting("2026-11-21"), stamp: "20261122-080004",
                                                    environment: ["HOME": directory + "/home"]))
        #expect(home == "\(directory)/home/.local/state/dal/store.json.unsaved-20261122-080004", "XDG's default")
    }

    @Test func aRecoveryFileIsNeverWrittenThroughAPlantedSymlink() throws {
        let planted = "\(path).unsaved-20261122-080005"
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: directory + "/elsewhere")
        let recovery = try #require(Store(path: path).writeRecovery(Self.selecting("2026-11-21"), stamp: "20261122-080005", environment: state))
        #expect(recovery == "\(directory)/state/dal/store.json.unsaved-20261122-080005")
        #expect(!FileManager.default.fileExists(atPath: directory + "/elsewhere"))
    }

    @Test(arguments: [("/", true), ("/etc", true), ("/usr/share", true), ("/var/lib", true), ("/lib", true), ("/dev", true),
                      ("/var/tmp", false), ("/tmp", false), ("/root", false), ("/home", false), ("/nonexistent-folder", false)])
    func systemFolders(folder: String, isSystem: Bool) {
        #expect(Store.isSystemFolder(folder) == isSystem)
    }

    @Test func aLinkToASystemFolderIsOne() throws {
        try FileManager.default.createSymbolicLink(atPath: directory + "/config", withDestinationPath: "/etc")
        #expect(Store.isSystemFolder(directory + "/config"))
    }

    @Test func noHomeMeansNoDefaultStoreUnlessTheUserDatabaseHasOne() {
        let fromDatabase = Store.defaultPath(environment: [:])
        let home = getpwuid(getuid()).flatMap { $0.pointee.pw_dir.map { String(cString: $0) } }
        #expect(fromDatabase == home.flatMap { $0.hasPrefix("/") && $0 != "/" ? $0 + "/.local/share/dal/store.json" : nil })
        #expect(fromDatabase?.hasPrefix("/tmp") != true, "never a shared folder")
        #expect(Store.defaultPath(environment: ["HOME": "relative"]) == fromDatabase)
    }
}

/// The three-way merge against a model that merges day by day.
@Suite struct StoreMergeTests {
    @Test(arguments: 0..<300)
    func mergeAgreesWithADayByDayModel(seed: Int) {
        // Offset from the seed as the model test always did, so its cases stay the same.
        var random = SeededGenerator(state: UInt64(seed) &+ 0x9E37_79B9_7F4A_7C15)
        // Tags over 40 days from a few categories; nil is untagged.
        func randomDays() -> [String?] { (0..<40).map { _ in random.next() % 3 == 0 ? nil : ["a", "b", "c"][Int(random.next() % 3)] } }
        let base = randomDays()
        let mine = base.map { random.next() % 4 == 0 ? randomDay(&random) : $0 }
        let theirs = base.map { random.next() % 4 == 0 ? randomDay(&random) : $0 }
        func map(_ days: [String?]) -> DayRangeMap<String> {
            var result = DayRangeMap<String>()
            for (day, value) in days.enumerated() { result.assign(day...day, value) }
            return result
        }
        let merged = DayRangeMap.merged(base: map(base), mine: map(mine), theirs: map(theirs))
        let expected = (0..<40).map { mine[$0] != base[$0] ? mine[$0] : theirs[$0] }
        #expect((0..<40).map { merged.value(at: $0) } == expected)
        #expect(merged == map(expected), "and in canonical form (touching equal runs merged)")
    }

    func randomDay(_ random: inout SeededGenerator) -> String? { random.next() % 3 == 0 ? nil : ["a", "b", "c"][Int(random.next() % 3)] }
}
