import CalendarCore
import Calendars
import InterfaceWords

extension WriteWords {
    /// Why a change was not made, in these words; the file system's own
    /// refusals in `files`'.
    func describe(_ error: WriteError, files: FileWords) -> String {
        switch error {
        case .conflict(let refusal), .readOnly(let refusal), .unreadable(let refusal), .refused(let refusal): describe(refusal)
        case .file(let error): files.describe(error)
        }
    }
}
