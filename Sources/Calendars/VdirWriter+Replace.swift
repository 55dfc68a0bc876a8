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
        try checkWritable(Self.folder(of: file.path))
        let edited: ICalendarFile
        do { edited = try parses.file(after, path: file.path) } catch {
            throw .unreadable(.draftUnreadable(path: file.path, draft: file.draft, line: error.line, message: error.message))
        }
        let old = try? parses.file(file.before, path: file.path)
        if edited.warnings.count > old?.warnings.count ?? 0 {
            throw .unreadable(.draftHasProblems(path: file.path, draft: file.draft, problems: edited.warnings))
        }
        let uids = Set(edited.contents.map(\.uid)), kept = Set(old?.contents.map(\.uid) ?? [file.reference.uid])
        guard uids == kept else {
            let lost = kept.subtracting(uids).sorted(), new = uids.subtracting(kept).sorted()
            throw .unreadable(.draftChangedUID(path: file.path, draft: file.draft, missing: lost, new: new))
        }
        guard try read(file.path) == file.before else {
            throw .conflict(.editedFileChanged(path: file.path, draft: file.draft))
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
