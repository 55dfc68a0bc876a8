#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work split in parts run at once: part 0 on the caller's thread, the
/// others on threads made for them, and back when all are done. Threads
/// of their own, not a pool's: a pool keeps its threads, which wake now
/// and then long after the work, and dal idle must not wake at all.
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

    /// `first` on the caller's thread and `second` on one made for it, at once.
    public static func run(_ first: () -> Void, alongside second: () -> Void) {
        run(parts: 2) { part in part == 0 ? first() : second() }
    }

    private static func start(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
        final class Start: @unchecked Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let context = Unmanaged.passRetained(Start(body)).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(&thread, nil, { context in
            Unmanaged<Start>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, context)
        guard made == 0 else {
            Unmanaged<Start>.fromOpaque(context).release()
            return nil
        }
        return thread
    }
}
