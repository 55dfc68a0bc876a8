/// A compact binary form for caches dal makes itself: little-endian
/// variable-length integers and length-prefixed UTF-8, nothing else. The
/// reader checks every length against what is left, so a torn or
/// corrupted cache is an error to rebuild from, never a crash or a wrong
/// value taken for a right one (the cache file also carries a checksum).
public struct BinaryWriter {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    /// Zigzag then 7 bits a byte: small numbers of either sign are short.
    public mutating func int(_ value: Int) {
        var rest = UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    public mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// Raw bytes, as they are (the reader must know how many).
    public mutating func bytes(_ raw: [UInt8]) { bytes += raw }

    public mutating func string(_ value: String) {
        let utf8 = value.utf8
        int(utf8.count)
        bytes += utf8
    }

    public mutating func optional<T>(_ value: T?, _ write: (inout BinaryWriter, T) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }

    public mutating func array<T>(_ values: [T], _ write: (inout BinaryWriter, T) -> Void) {
        int(values.count)
        for value in values { write(&self, value) }
    }
}

/// Inlinable: the saved days read 20,000 occurrences through it at a
/// start, and across modules each call went through generic code (a
/// metadata look-up per array, a copy per element by value witness).
public struct BinaryReader {
    public struct Corrupt: Error { public init() {} }

    @usableFromInline let bytes: [UInt8]
    @usableFromInline var offset: Int

    @inlinable public init(_ bytes: [UInt8], from offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    @inlinable public var isAtEnd: Bool { offset == bytes.count }
    @inlinable public var remaining: Int { bytes.count - offset }

    @inlinable public mutating func bytes(count: Int) throws(Corrupt) -> [UInt8] {
        guard count >= 0, count <= remaining else { throw Corrupt() }
        defer { offset += count }
        return Array(bytes[offset..<(offset + count)])
    }

    @inlinable public mutating func int() throws(Corrupt) -> Int {
        // Most numbers (counts, indices, flags) take one byte.
        if offset < bytes.count, bytes[offset] < 0x80 {
            let byte = Int(bytes[offset])
            offset += 1
            return byte >> 1 ^ -(byte & 1)
        }
        var result: UInt64 = 0, shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw Corrupt() }
            let byte = bytes[offset]
            offset += 1
            // The tenth byte holds the 64th bit alone: any other bit set
            // there is a number written by no writer (a damaged file).
            if shift == 63, byte > 1 { throw Corrupt() }
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        let value = Int64(bitPattern: result >> 1) ^ -Int64(bitPattern: result & 1)
        return Int(value)
    }

    @inlinable public mutating func bool() throws(Corrupt) -> Bool {
        guard offset < bytes.count, bytes[offset] <= 1 else { throw Corrupt() }
        defer { offset += 1 }
        return bytes[offset] == 1
    }

    @inlinable public mutating func string() throws(Corrupt) -> String {
        let count = try int()
        guard count >= 0, count <= bytes.count - offset else { throw Corrupt() }
        defer { offset += count }
        return String(decoding: bytes[offset..<(offset + count)], as: UTF8.self)
    }

    @inlinable public mutating func optional<T>(_ read: (inout BinaryReader) throws(Corrupt) -> T) throws(Corrupt) -> T? {
        try bool() ? try read(&self) : nil
    }

    /// At most as many elements as bytes are left: a corrupt count cannot
    /// make the reader allocate more than the file holds.
    @inlinable public mutating func array<T>(_ read: (inout BinaryReader) throws(Corrupt) -> T) throws(Corrupt) -> [T] {
        let count = try int()
        guard count >= 0, count <= bytes.count - offset else { throw Corrupt() }
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try read(&self)) }
        return values
    }
}
