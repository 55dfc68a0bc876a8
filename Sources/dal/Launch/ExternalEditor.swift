import AppLoop
import CalendarCore
import Calendars
import Foundation
import SystemServices
import Storage

/// `E`: the event's file in `$VISUAL`, else `$EDITOR`, else `vi`, as khal
/// and git choose. The editor works on a copy in a private folder of its
/// own (mode 0700): the calendar's file changes only when the writer has
/// checked the result (`VdirWriter.replace`). The command is split at
/// blanks and run without a shell (`code --wait`, `emacs -nw`), with the
/// terminal as its input and output.
struct ExternalEditor: EventFileEditing {
    let writer: VdirWriter
    let environment: [String: String]

    /// The command and its arguments, before the draft's path.
    var command: [String] {
        let chosen = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }
            .first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "vi"
        return ChildProcess.arguments(of: chosen)
    }

    func prepare(_ reference: EventReference) -> Result<EditableFile, EditorFailure> {
        let found: (path: String, bytes: [UInt8])
        do { found = try writer.fileToEdit(reference) } catch { return .failure(EditorFailure(error.description)) }
        var template = Array((NSTemporaryDirectory() + "dal-edit-XXXXXX").utf8CString)
        guard let folder = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }).map({ String(cString: $0) }) else {
            return .failure(EditorFailure("dal could not make a folder for the editor's copy in \(NSTemporaryDirectory()): "
                + String(cString: strerror(errno))))
        }
        let draft = folder + "/" + (found.path as NSString).lastPathComponent
        do { try AtomicFileWriter.write(found.bytes, to: draft) } catch {
            return .failure(EditorFailure("dal could not copy \(found.path) for the editor: \(error)"))
        }
        return .success(EditableFile(reference: reference, path: found.path, before: found.bytes, draft: draft))
    }

    /// The largest file an edit may leave (or the file's own size, when
    /// it was larger already): checking and writing it is then a moment's
    /// work. An event's text rarely needs a tenth of it; a 50 MB
    /// description kept dal checking for over a minute, saying nothing.
    static let maximumEditedBytes = 4 << 20

    func edit(_ file: EditableFile) -> EditorOutcome {
        let command = command
        let status: Int32
        // In dal's own process group, the terminal's foreground one: an
        // editor in a group of its own (as Foundation's `Process` makes)
        // is stopped when it sets the terminal up.
        switch ChildProcess.run(command + [file.draft], onTerminal: true) {
        case .failure(let error):
            try? FileManager.default.removeItem(atPath: (file.draft as NSString).deletingLastPathComponent)
            return .failed("the editor \(command.joined(separator: " ")) did not start (\(error.message)); set $VISUAL or $EDITOR to one that is installed")
        case .success(let code): status = code
        }
        let edited: [UInt8]?
        let limit = max(Self.maximumEditedBytes, file.before.count)
        var size = stat()
        if stat(file.draft, &size) == 0, Int(size.st_size) > limit {
            return .failed("the edited file is \(Int(size.st_size).formatted()) bytes; dal writes an edited event of up to "
                + "\(limit.formatted()) bytes: nothing was written, \(file.path) is unchanged, and your text is kept in \(file.draft)")
        }
        do { edited = try BoundedFileReader.read(file.draft, limit: limit) } catch {
            return .failed("dal could not read the editor's copy \(file.draft): \(error); \(file.path) is unchanged, and your text "
                + "is kept there")
        }
        let changed = edited != nil && edited != file.before
        // Nothing typed: the copy and its folder go.
        if !changed { try? FileManager.default.removeItem(atPath: (file.draft as NSString).deletingLastPathComponent) }
        guard status == 0 else {
            let how = status > 0 ? "exited with status \(status)" : "was stopped by signal \(-status)"
            return .failed("the editor \(how); nothing was written, \(file.path) is unchanged"
                + (changed ? ", and your text is kept in \(file.draft)" : ""))
        }
        guard let edited else { return .failed("the editor's copy \(file.draft) is gone; nothing was written") }
        guard changed else { return .unchanged(file) }
        return .edited(file, edited)
    }
}
