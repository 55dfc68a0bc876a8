import Foundation
import Testing
@testable import SystemServices

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
