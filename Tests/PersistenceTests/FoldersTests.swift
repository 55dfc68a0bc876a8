import Foundation
import Testing
@testable import Persistence

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

/// Work split over threads leaves no thread behind: dal idle must not
/// wake, and a pool's threads would.
@Suite struct JoinedThreadsTests {
    // "PID/task/TID": the calling thread's own entry.
    static func threadEntry() -> String { (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? "?" }

    /// Whether the thread's entry is gone, allowing the kernel a moment:
    /// a join returns once the thread has let go of its memory, a little
    /// before its entry leaves /proc (seen under load). A pool's thread
    /// would stay for good.
    static func hasEnded(_ thread: String) -> Bool {
        for _ in 0..<2000 {
            if !FileManager.default.fileExists(atPath: "/proc/" + thread) { return true }
            usleep(1000)
        }
        return false
    }

    @Test func bothHalvesAreDoneWhenItReturnsAndTheSecondThreadHasEnded() {
        final class Box: @unchecked Sendable { var value = 0, thread = "" }
        let second = Box()
        var first = 0
        JoinedThreads.run({ first = (1...1000).reduce(0, +) }, alongside: {
            second.thread = Self.threadEntry()
            usleep(5000)   // the value last: a half still running when `run` returns leaves it out
            second.value = (1...2000).reduce(0, +)
        })
        #expect(first == 500_500)
        #expect(second.value == 2_001_000)
        #expect(second.thread != Self.threadEntry(), "the second half ran on a thread of its own")
        #expect(Self.hasEnded(second.thread), "that thread has ended")
    }

    @Test func everyPartRunsOnceEachOnAThreadOfItsOwnAndAllHaveEndedWhenItReturns() {
        let parts = 6
        var results = [Int](repeating: 0, count: parts), threads = [String](repeating: "", count: parts)
        results.withUnsafeMutableBufferPointer { results in
            threads.withUnsafeMutableBufferPointer { threads in
                let (results, threads) = (results, threads)
                JoinedThreads.run(parts: parts) { part in
                    threads[part] = Self.threadEntry()
                    // Written last, after a pause: a part still running when `run` returns leaves its result out.
                    usleep(5000)
                    results[part] += part + 1
                }
            }
        }
        #expect(results == Array(1...parts), "each part once")
        #expect(threads[0] == Self.threadEntry(), "part 0 on the caller's thread")
        #expect(Set(threads).count == parts, "the others each on a thread of its own")
        for thread in threads.dropFirst() { #expect(Self.hasEnded(thread), "\(thread) has ended") }
    }

    @Test(arguments: [(0, 1), (1, 2), (127, 2), (128, 2), (5_000, 2), (1_000, 3)])
    func everyIndexIsTakenOnceWhicheverThreadIsFree(count: Int, parts: Int) {
        var taken = [Int](repeating: 0, count: count)
        taken.withUnsafeMutableBufferPointer { taken in
            let taken = taken
            JoinedThreads.run(count: count, chunk: 128, parts: parts) { range in
                for index in range { taken[index] += 1 }
            }
        }
        #expect(taken.allSatisfy { $0 == 1 })
    }

    /// A thread starts on another core than its maker's (Linux may queue
    /// it behind the maker): once it runs it may use every core the
    /// process may, and it carries its name.
    static func allowedCores() -> String {
        let status = (try? String(contentsOfFile: "/proc/thread-self/status", encoding: .utf8)) ?? ""
        return status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") }.map(String.init) ?? "?"
    }

    @Test func aDetachedThreadIsNamedAndMayRunOnEveryAllowedCore() {
        final class Box: @unchecked Sendable {
            let lock = NSLock()
            var cores = "", name = ""
        }
        let seen = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = JoinedThreads.detached(named: "dal test") {
            seen.lock.withLock {
                seen.cores = Self.allowedCores()
                seen.name = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? ""
            }
            done.signal()
        }
        #expect(thread != nil)
        done.wait()
        seen.lock.withLock {
            #expect(seen.cores == Self.allowedCores())
            #expect(seen.name.trimmingCharacters(in: .whitespacesAndNewlines) == "dal test")
        }
    }
}
