import Foundation
import Testing
@testable import Storage

/// The one door to folder listings: every file is listed once, with the
/// identity a `stat` of its path gives, whether one thread or two look
/// (a folder of `parallelStatMinimum` files or more is shared between two).
@Suite struct FoldersTests {
    let directory: String

    init() throws {
        directory = NSTemporaryDirectory() + "dal-folders-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/sub", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: directory + "/.hidden-folder", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory + "/link-to-folder.ics", withDestinationPath: "sub")
        try FileManager.default.createSymbolicLink(atPath: directory + "/dangling.ics", withDestinationPath: "nowhere")
        try "x".write(toFile: directory + "/.hidden.ics", atomically: false, encoding: .utf8)
        try "x".write(toFile: directory + "/notes.txt", atomically: false, encoding: .utf8)
    }

    func makeFiles(_ count: Int) throws -> Set<String> {
        var names: Set<String> = []
        for index in 0..<count {
            let name = "event-\(index)-\(String(repeating: "x", count: index % 40)).ics"
            try String(repeating: "y", count: index).write(toFile: directory + "/" + name, atomically: false, encoding: .utf8)
            names.insert(name)
        }
        return names
    }

    func listed() -> [(name: String, identity: FileIdentity?)] {
        var listed: [(String, FileIdentity?)] = []
        Folders.forEachIdentity(in: directory, named: { $0.count > 4 && $0.suffix(4).elementsEqual(".ics".utf8) }) { name, identity in
            listed.append((String(decoding: name, as: UTF8.self), identity))
        }
        return listed
    }

    @Test(arguments: [3, Folders.parallelStatMinimum + 301])
    func everyFileIsListedOnceWithTheIdentityItsPathHas(count: Int) throws {
        let files = try makeFiles(count)
        let listed = listed()
        #expect(listed.count == Set(listed.map(\.name)).count, "no file twice")
        #expect(Set(listed.map(\.name)) == files.union(["dangling.ics"]),
                "hidden files, other names, folders and links to folders are left out; a dangling link is listed")
        for (name, identity) in listed where name != "dangling.ics" {
            #expect(identity != nil && identity == Folders.identity(of: directory + "/" + name), "\(name)")
        }
        #expect(listed.first { $0.name == "dangling.ics" }.map { $0.identity == nil } == true, "a link to nothing has no identity")
    }

    /// Entries are read a few dozen first, then many at a time: every
    /// one comes once whatever the reads, and a look that stops is
    /// told no more.
    @Test func everyEntryIsNamedOnceAcrossReadsAndNoneAfterTheLookStops() throws {
        let files = try makeFiles(400)
        var named: [String] = [], folders: Set<String> = []
        Folders.forEachName(in: directory) { name, isFolder in
            let text = String(decoding: name, as: UTF8.self)
            named.append(text)
            if isFolder { folders.insert(text) }
            return true
        }
        let oracle = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(named.count == oracle.count && Set(named) == Set(oracle), "each entry once, . and .. left out")
        #expect(Set(named).isSuperset(of: files))
        #expect(folders == ["sub", ".hidden-folder", "link-to-folder.ics"], "a link counts as what it points to")
        var told = 0
        Folders.forEachName(in: directory) { _, _ in
            told += 1
            return told < 100
        }
        #expect(told == 100)
        #expect(Folders.entries(in: directory + "/missing").isEmpty)
    }

    @Test func subfoldersAreTheFoldersAndLinksToFoldersNotHiddenByName() throws {
        _ = try makeFiles(5)
        try FileManager.default.createDirectory(atPath: directory + "/another", withIntermediateDirectories: true)
        #expect(Folders.subfolders(in: directory) == ["another", "link-to-folder.ics", "sub"].map { directory + "/" + $0 })
        #expect(Folders.subfolders(in: directory + "/missing").isEmpty)
    }

    /// Foundation's `URL.lastPathComponent` is the oracle, on the paths
    /// calendars are named from (`.`, `..` and the empty path name the
    /// working directory or its parent).
    @Test(arguments: ["/home/me/.calendars/work", "/home/me/.calendars/work/", "work//", "team.ics", "/a/b/c.ics",
                      "/", "//", "", ".", "..", "a/b/.", "a/b/..", "./team", "relative/path/개인", "/x/Caf\u{E9} Ol\u{E9}/", "a/./b", "name with spaces"])
    func theLastComponentIsTheOneURLGives(path: String) {
        #expect(Folders.lastComponent(of: path) == URL(fileURLWithPath: path).lastPathComponent)
    }
}
