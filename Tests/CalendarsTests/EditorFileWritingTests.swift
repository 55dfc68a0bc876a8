import CalendarCore
import Foundation
import Testing
@testable import Calendars
import SystemServices

/// `E`: what the person's editor wrote replaces the event's file only when
/// libical reads it without new problems, its UIDs stay, and the file was
/// not changed meanwhile; otherwise the file stays byte for byte and the
/// person's text stays in the draft.
@Suite(.serialized) struct EditorFileWritingTests {
    let collection: String
    let draftFolder: String
    let writer: VdirWriter

    init() throws {
        ProcessEnvironment.set("TZ", to: "UTC")
        tzset()
        let root = NSTemporaryDirectory() + "dal-editor-\(UUID().uuidString)"
        collection = root + "/work"
        draftFolder = root + "/draft"
        for folder in [collection, draftFolder] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        writer = VdirWriter(writable: [collection], zone: LocalZone(identifier: "UTC"), stamp: { "20261122T101500Z" })
    }

    static let original = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:talk@test\r\n"
        + "DTSTAMP:20261001T000000Z\r\nDTSTART:20261124T090000Z\r\nDTEND:20261124T100000Z\r\nSUMMARY:Talk\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"

    /// The event's file, its copy for the editor holding `edited`.
    func editing(_ edited: String) throws -> (EditableFile, [UInt8]) {
        let path = collection + "/talk.ics"
        try Self.original.write(toFile: path, atomically: true, encoding: .utf8)
        let day = try CivilDate.parse("2026-11-24")
        let talk = try #require(try CalendarLoader.load([collection]).occurrences(in: day...day).first)
        let found = try writer.fileToEdit(EventReference(collection: collection, occurrence: talk))
        #expect(found.path == path && found.bytes == Array(Self.original.utf8))
        let draft = draftFolder + "/talk.ics"
        try edited.write(toFile: draft, atomically: true, encoding: .utf8)
        return (EditableFile(reference: EventReference(collection: collection, occurrence: talk), path: path, before: found.bytes, draft: draft),
                Array(edited.utf8))
    }

    func fileOnDisk() throws -> String { try String(contentsOfFile: collection + "/talk.ics", encoding: .utf8) }

    @Test func anEditThatReadsBackWithItsUIDReplacesTheFileAndCanBeUndone() throws {
        let edited = Self.original.replacingOccurrences(of: "SUMMARY:Talk", with: "SUMMARY:Keynote\r\nLOCATION:Hall A")
        let (file, bytes) = try editing(edited)
        let receipt = try writer.apply(.replaceFile(file, with: bytes))
        #expect(try fileOnDisk() == edited && receipt.summary == "edited \"Keynote\" in the editor")
        #expect(!FileManager.default.fileExists(atPath: draftFolder), "the draft and its folder go once written")
        _ = try writer.apply(.undo(receipt))
        #expect(try fileOnDisk() == Self.original)
    }

    @Test(arguments: [
        ("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:talk@test\r\nDTSTART:2026XX\r\n", "not iCalendar"),
        (original.replacingOccurrences(of: "DTSTART:20261124T090000Z", with: "DTSTART:tomorrow"), "a date libical cannot read"),
        (original.replacingOccurrences(of: "UID:talk@test", with: "UID:other@test"), "the UID changed"),
        (original.replacingOccurrences(of: "UID:talk@test\r\n", with: ""), "the UID removed"),
    ])
    func anEditThatDoesNotReadBackOrLosesItsUIDIsRefusedAndNothingIsLost(edited: String, why: String) throws {
        let (file, bytes) = try editing(edited)
        var failure: WriteError?
        do { _ = try writer.apply(.replaceFile(file, with: bytes)) } catch { failure = error }
        let message = try #require(failure, "refused: \(why)").description
        #expect(message.contains(file.draft) && message.contains("unchanged"), "\(why): \(message)")
        #expect(try fileOnDisk() == Self.original, "\(why): the event's file is byte for byte as it was")
        #expect(try String(contentsOfFile: file.draft, encoding: .utf8) == edited, "\(why): the person's text is kept")
    }

    @Test func aFileChangedWhileInTheEditorIsNotOverwritten() throws {
        let (file, bytes) = try editing(Self.original.replacingOccurrences(of: "SUMMARY:Talk", with: "SUMMARY:Keynote"))
        let synced = Self.original.replacingOccurrences(of: "SUMMARY:Talk", with: "SUMMARY:Talk (moved room)")
        try synced.write(toFile: file.path, atomically: true, encoding: .utf8)
        #expect(throws: WriteError.self) { try writer.apply(.replaceFile(file, with: bytes)) }
        #expect(try fileOnDisk() == synced)
        #expect(FileManager.default.fileExists(atPath: file.draft))
    }
}
