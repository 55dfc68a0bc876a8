/// A fingerprint of a file's bytes: what dal read an event from, to tell
/// later whether the file is still that version, and whether a cache file
/// is whole. Not a defence against a forger, only against change and
/// damage.
///
/// Eight bytes a step (a multiply and a shift each), then the length and
/// a last mix: the bytes of every file of a calendar and every cache are
/// digested at a start, and FNV-1a's byte a step took 1.1 ms a megabyte
/// (this, 0.2 ms).
/// The caches' checksums are made with it too, so a cache written with
/// another digest reads as damaged and is made again.
enum FileDigest {
    static func of(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { of($0) }
    }

    /// The digest of `bytes`, chained onto a digest made before: the
    /// pieces digested one after the other give one digest (not the same
    /// as that of the pieces joined, which no caller compares it with).
    static func of(_ bytes: UnsafeRawBufferPointer, continuing seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var hash = seed
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = step(hash, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var tail: UInt64 = 0
        for (shift, byte) in bytes[offset...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(shift)) }
        hash = step(step(hash, tail), UInt64(bytes.count))
        // The last mix: every bit of the input reaches every bit of the digest.
        hash ^= hash >> 33
        hash = hash &* 0xff51_afd7_ed55_8ccd
        return hash ^ hash >> 33
    }

    private static func step(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (hash ^ word) &* 0x9e37_79b9_7f4a_7c15
        return mixed ^ mixed >> 29
    }
}
