import Storage

/// How every cache file of dal's is laid out: a magic line saying what it
/// is, the digest of the body, the body. A file that is not dal's own
/// regular file, is too big, starts otherwise or whose body does not match
/// its digest (torn, damaged, edited) is read as none; a cache can cost
/// time, never show what it was not made from.
enum CacheFile {
    /// Writes `body` atomically; a cache that cannot be written is no error.
    static func write(_ body: [UInt8], magic: [UInt8], to file: String) {
        var header = BinaryWriter()
        header.bytes(magic)
        header.int(Int(bitPattern: UInt(FileDigest.of(body))))
        // A cache is dal's alone: never written through a link, nor into a
        // folder that is not the person's (a cache folder linked to /etc).
        try? StateFiles.write(header.bytes + body, to: file)
    }

    /// A reader at the start of the body of `file`, when it is whole.
    static func read(_ file: String, magic: [UInt8], limit: Int) -> BinaryReader? {
        BoundedFileReader.readOwnFile(file, limit: limit).flatMap { body(of: $0, magic: magic) }
    }

    /// A reader at the start of the body of `bytes`, when they are whole.
    static func body(of bytes: [UInt8], magic: [UInt8]) -> BinaryReader? {
        guard bytes.starts(with: magic) else { return nil }
        var reader = BinaryReader(bytes, from: magic.count)
        guard let checksum = try? reader.int() else { return nil }
        let bodyStart = bytes.count - reader.remaining
        let digest = bytes.withUnsafeBytes { FileDigest.of(UnsafeRawBufferPointer(rebasing: $0[bodyStart...])) }
        guard digest == UInt64(UInt(bitPattern: checksum)) else { return nil }
        return reader
    }
}
