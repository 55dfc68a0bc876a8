import CalendarCore
import Storage

/// A folder of contacts (`birthdays = ["~/.contacts"]`): its `.vcf` files,
/// and those of its folders at any depth (a vdir of address books, as khard
/// and vdirsyncer keep them), read once at start like the holiday files.
/// A single `.vcf` file may be named too.
public enum ContactsFolder {
    /// Larger cards are refused (a photo makes a card big, not this big).
    public static let maximumFileBytes = 16 * 1024 * 1024

    /// The yearly days of every card, what in the cards could not be read,
    /// and the files that could not be; an error when the path does not exist.
    public static func read(_ path: String) throws(FileError) -> (birthdays: [Birthday], problems: [CardProblem], unreadable: [FileError]) {
        guard Folders.exists(path) else {
            throw FileError(path: path, message: "no such file or folder", reason: .noSuchFileOrFolder)
        }
        var birthdays: [Birthday] = []
        var problems: [CardProblem] = []
        var unreadable: [FileError] = []
        for file in Folders.isDirectory(path) ? cardFiles(in: path) : [path] {
            do throws(FileError) {
                guard let bytes = try BoundedFileReader.read(file, limit: maximumFileBytes, streams: file == path) else { continue }
                let read = BirthdayCard.birthdays(in: String(decoding: bytes, as: UTF8.self), file: file)
                birthdays += read.birthdays
                problems += read.problems
            } catch {
                unreadable.append(error)
            }
        }
        return (birthdays, problems, unreadable)
    }

    /// The `.vcf` files under `folder`, by path; hidden entries (`.git`) are passed over.
    static func cardFiles(in folder: String, depth: Int = 0) -> [String] {
        guard depth < 16 else { return [] }
        var files: [String] = []
        for entry in Folders.entries(in: folder) where !entry.name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + entry.name : folder + "/" + entry.name
            if entry.isFolder {
                files += cardFiles(in: path, depth: depth + 1)
            } else if entry.name.lowercased().hasSuffix(".vcf") {
                files.append(path)
            }
        }
        return files
    }
}
