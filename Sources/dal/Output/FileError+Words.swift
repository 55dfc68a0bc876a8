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
        case .cannotOpen(let system): cannotOpen(error.path, system)
        case .isAFolder: isAFolder(error.path)
        case .notARegularFile: notARegularFile(error.path)
        case .tooBig(let bytes, let limit): tooBig(error.path, String(bytes), String(limit))
        case .cannotRead(let system): cannotRead(error.path, system)
        case .cannotCreateTemporary(let folder, let system): cannotCreateTemporary(error.path, folder, system)
        case .cannotWriteTemporary(let temporary, let system): cannotWriteTemporary(error.path, temporary, system)
        case .cannotFsync(let temporary, let system): cannotFsync(error.path, temporary, system)
        case .cannotClose(let temporary, let system): cannotClose(error.path, temporary, system)
        case .cannotRename(let temporary, let target, let system): cannotRename((error.path, temporary, target, system))
        case .cannotRemove(let system): cannotRemove(error.path, system)
        case .cannotCreateFolder(let folder, let system): cannotCreateFolder(error.path, folder, system)
        case .cannotMakeLock(let system): cannotMakeLock(error.path, system)
        case .storeProtected(let mode): storeProtected(error.path, mode)
        case .storeUnreadableNow(let detail): storeUnreadableNow(error.path, detail)
        case .storeChangedUnreadable(let detail): storeChangedUnreadable(error.path, detail)
        case .storeTooBig(let bytes, let limit): storeTooBig(error.path, String(bytes), String(limit))
        case .storeNotReadBack(let detail): storeNotReadBack(error.path, detail)
        case .storeLockNotCreated(let lock, let system): storeLockNotCreated(error.path, lock, system)
        case .storeLockRefused(let lock, let system): storeLockRefused(error.path, lock, system)
        case nil: error.description
        }
    }
}
