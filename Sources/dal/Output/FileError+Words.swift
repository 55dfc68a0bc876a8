import InterfaceWords
import Storage

extension FileWords {
    /// `path:line: what is wrong` in these words when the error is one
    /// they have; else as the error says it (in English).
    func describe(_ error: FileError) -> String {
        switch error.reason {
        case .noSuchFileOrFolder: noSuchFileOrFolder(error.path)
        case .notICalendar(let line): notICalendar(error.path, line)
        case .emptyNotICalendar(let line): emptyNotICalendar(error.path, line)
        case nil: error.description
        }
    }
}
