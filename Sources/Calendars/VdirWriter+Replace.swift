import CalendarCore
import Foundation
import Storage

/// An event's file as the person wrote it in their own editor (`E`, as
/// khal's `edit --raw`): written only when libical reads it without new
/// problems, every UID of the file is kept, and the file on disk is still
/// the one that was copied. Refused, the file stays untouched and the
/// person's text stays in the draft, whose path the message gives.
extension VdirWriter {
    func replace(_ file: EditableFile, with after: [UInt8]) throws(WriteError) -> WriteReceipt {
        func refused(_ why: String) -> WriteError {
            .unreadable("\(why); \(file.path) is unchanged, and your text is kept in \(file.draft)")
        }
        try checkWritable(Self.folder(of: file.path))
        let edited: ICalendarFile
        do { edited = try parses.file(after, path: file.path) } catch {
            throw refused("\(file.draft):\(error.line): \(error.message)")
        }
        let old = try? parses.file(file.before, path: file.path)
        if edited.warnings.count > old?.warnings.count ?? 0 {
            throw refused("\(file.draft): " + edited.warnings.joined(separator: "; "))
        }
        let uids = Set(edited.contents.map(\.uid)), kept = Set(old?.contents.map(\.uid) ?? [file.reference.uid])
        guard uids == kept else {
            let lost = kept.subtracting(uids).sorted(), new = uids.subtracting(kept).sorted()
            throw refused("\(file.draft): the UID must stay as it was (" + (lost.isEmpty ? "" : "missing \(lost.joined(separator: ", "))")
                + (lost.isEmpty || new.isEmpty ? "" : ", ") + (new.isEmpty ? "" : "new \(new.joined(separator: ", "))") + ")")
        }
        guard try read(file.path) == file.before else {
            throw .conflict("\(file.path) changed while it was in the editor (a sync?); nothing was written, and your text is kept in \(file.draft)")
        }
        do { try AtomicFileWriter.write(after, to: file.path) } catch { throw WriteError.file(error) }
        // Written: the draft and its private folder go.
        try? FileManager.default.removeItem(atPath: (file.draft as NSString).deletingLastPathComponent)
        let title = edited.contents.first { $0.uid == file.reference.uid && $0.recurrenceID == nil }?.summary ?? file.reference.summary
        return WriteReceipt(path: file.path, before: file.before, after: after, summary: "edited \"\(title)\" in the editor")
    }
}

extension VdirWriter {
    /// The file that holds `reference`'s event and its bytes now, for an
    /// editor: refused for calendars dal only reads and for an event no
    /// longer as it was shown.
    public func fileToEdit(_ reference: EventReference) throws(WriteError) -> (path: String, bytes: [UInt8]) {
        let (path, bytes, _) = try open(reference)
        return (path, bytes)
    }
}
