#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work split in two: `second` on a thread made for it, `first` on the
/// caller's, and back when both are done. A thread of its own, not a
/// pool's: a pool keeps threads that wake now and then after the work,
/// and dal idle must not wake at all.
public enum SecondThread {
    public static func run(_ first: () -> Void, alongside second: @escaping @Sendable () -> Void) {
        final class Work: @unchecked Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let context = Unmanaged.passRetained(Work(second)).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(&thread, nil, { context in
            Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, context)
        first()
        if made == 0 {
            pthread_join(thread, nil)
        } else {
            // No thread to be had: the caller does both.
            Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
        }
    }
}
