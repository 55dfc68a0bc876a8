#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CLinux
import Synchronization

/// Work split in parts run at once: part 0 on the caller's thread, the
/// others on threads made for them, and back when all are done. Threads
/// of their own, not a pool's: a pool keeps its threads, which wake now
/// and then long after the work, and dal idle must not wake at all.
/// Every thread dal makes is made here (`detached` for the calendars').
public enum JoinedThreads {
    /// Runs `body` for every part in `0..<parts` at once.
    public static func run(parts: Int, _ body: (Int) -> Void) {
        guard parts > 1 else {
            if parts == 1 { body(0) }
            return
        }
        withoutActuallyEscaping(body) { body in
            // Every thread is joined before `body` goes out of scope.
            final class Work: @unchecked Sendable {
                let body: (Int) -> Void
                init(_ body: @escaping (Int) -> Void) { self.body = body }
            }
            let work = Work(body)
            var threads: [pthread_t] = [], leftOver: [Int] = []
            for part in 1..<parts {
                if let thread = start({ work.body(part) }) { threads.append(thread) } else { leftOver.append(part) }
            }
            work.body(0)
            // No thread to be had: the caller does those parts too.
            for part in leftOver { work.body(part) }
            for thread in threads { pthread_join(thread, nil) }
        }
    }

    /// Runs `body` over `0..<count` in pieces of `chunk`, taken in turn by
    /// `parts` threads as each is free: where the machine's cores are busy
    /// and a thread starts late, the others do its share (even halves wait
    /// for the later one).
    public static func run(count: Int, chunk: Int, parts: Int, _ body: (Range<Int>) -> Void) {
        final class Cursor: Sendable { let next = Atomic<Int>(0) }
        let cursor = Cursor()
        run(parts: parts) { _ in
            while true {
                let start = cursor.next.wrappingAdd(chunk, ordering: .relaxed).oldValue
                guard start < count else { return }
                body(start..<min(count, start + chunk))
            }
        }
    }

    /// `first` on the caller's thread and `second` on one made for it, at once.
    public static func run(_ first: () -> Void, alongside second: () -> Void) {
        run(parts: 2) { part in part == 0 ? first() : second() }
    }

    /// `body` on a thread of its own that nobody joins, named `name` (at
    /// most 15 bytes: what `top -H` and `ps -L` show).
    public static func detached(named name: String, _ body: @escaping @Sendable () -> Void) -> pthread_t? {
        guard let thread = start(body) else { return nil }
        pthread_setname_np(thread, name)
        pthread_detach(thread)
        return thread
    }

    /// Starts `body` on a thread of its own, on another core than the
    /// caller's where the process has one. Linux (6.x, measured on two
    /// cores) queues a new thread behind its maker on the maker's core,
    /// the other core idle, until the maker sleeps: up to 3 ms of a start
    /// of 20 lost. The thread may use every allowed core once it runs.
    private static func start(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
        final class Start: @unchecked Sendable {
            let body: @Sendable () -> Void
            var allowed: cpu_set_t?
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let start = Start(body)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if let (allowed, others) = coresBesideThisOne(),
           pthread_attr_setaffinity_np(&attributes, MemoryLayout<cpu_set_t>.size, [others]) == 0 {
            start.allowed = allowed
        }
        let context = Unmanaged.passRetained(start).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(&thread, &attributes, { context in
            let start = Unmanaged<Start>.fromOpaque(context!).takeRetainedValue()
            if var allowed = start.allowed { _ = sched_setaffinity(0, MemoryLayout<cpu_set_t>.size, &allowed) }
            start.body()
            return nil
        }, context)
        guard made == 0 else {
            Unmanaged<Start>.fromOpaque(context).release()
            return nil
        }
        return thread
    }

    /// The cores the process may use, and those of them but the one this
    /// thread is on; nil when there is no other.
    private static func coresBesideThisOne() -> (allowed: cpu_set_t, others: cpu_set_t)? {
        var allowed = cpu_set_t()
        let here = Int(sched_getcpu())
        guard sched_getaffinity(0, MemoryLayout<cpu_set_t>.size, &allowed) == 0, here >= 0 else { return nil }
        var others = allowed
        let hasOther = withUnsafeMutableBytes(of: &others) { bits in
            guard here / 8 < bits.count else { return false }
            bits[here / 8] &= ~(1 << UInt8(here % 8))
            return bits.contains { $0 != 0 }
        }
        return hasOther ? (allowed, others) : nil
    }
}
