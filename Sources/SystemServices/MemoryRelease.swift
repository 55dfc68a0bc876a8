import CLinux

/// How dal asks glibc's malloc to give memory back (issue 20).
///
/// By default glibc raises its mmap threshold each time a large block
/// allocated by `mmap` is freed, up to 32 MB, and trims the heap only
/// above a threshold raised with it. The worker builds and frees arrays
/// of thousands of occurrences a block at a time; after the first are
/// freed the next ones come from the heap, and what they leave stays
/// resident: 5,000 repeating events peaked at 63 MB with 25 MB in use.
/// Fixed thresholds (glibc's own starting values, 128 KB) keep large
/// arrays in their own mappings, returned when freed, and trim the heap's
/// top: 53–57 MB for the same calendar, measured in `scripts/perf
/// --engine` (docs/performance.md).
public enum MemoryRelease {
    public static func useFixedThresholds() {
        #if os(Linux)
        let threshold: Int32 = 128 * 1024
        _ = mallopt(M_MMAP_THRESHOLD, threshold)
        _ = mallopt(M_TRIM_THRESHOLD, threshold)
        #endif
    }
}
