/// A fingerprint of a file's bytes (64-bit FNV-1a): what dal read an event
/// from, to tell later whether the file is still that version.
enum FileDigest {
    static func of(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { of($0) }
    }

    /// The digest of `bytes`, or of what `continuing` digested followed by them.
    static func of(_ bytes: UnsafeRawBufferPointer, continuing hash: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var hash = hash
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
