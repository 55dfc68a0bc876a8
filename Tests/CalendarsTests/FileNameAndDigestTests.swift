import Testing
@testable import Calendars

/// Which names are event files, and the digest that tells a file's
/// version and a cache's wholeness.
@Suite struct FileNameAndDigestTests {
    @Test(arguments: ["a.ics", "A.ICS", "meeting.iCs", "x y.Ics", "회의.ics", "a..ics"])
    func anEventFileIsANameEndingInDotICSInAnyCase(name: String) {
        #expect(CalendarLoader.isICSName(Array(name.utf8)))
    }

    @Test(arguments: [".ics", ".hidden.ics", "a.icsx", "a.ic", "ics", "a_ics", "a\u{0E}ics", "a\u{0E}ICS", "a.i\u{03}s", "a.txt", ""])
    func otherNamesAreNotEventFiles(name: String) {
        #expect(!CalendarLoader.isICSName(Array(name.utf8)))
    }

    @Test func changingAnyOneByteOrTheLengthChangesTheDigest() {
        var seen: Set<UInt64> = []
        var count = 0
        for length in 0...24 {
            let base = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            #expect(FileDigest.of(base) == FileDigest.of(base), "the same bytes, the same digest")
            seen.insert(FileDigest.of(base)); count += 1
            for position in 0..<length {
                for flip: UInt8 in [1, 0x20, 0x80] {
                    var changed = base
                    changed[position] ^= flip
                    seen.insert(FileDigest.of(changed)); count += 1
                }
            }
        }
        #expect(seen.count == count, "every variant has a digest of its own")
        #expect(FileDigest.of([0]) != FileDigest.of([0, 0]), "a zero byte more is another file")
    }
}
