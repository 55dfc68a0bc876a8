import AppLoop
import ArgumentParser
import CalendarCore
import CalendarUI
import Foundation
import Persistence
import TerminalIO

/// What `dal` and `dal pick` share: loading marks and the store, opening
/// the terminal, running the app, saving, and leaving the right way.
struct CalendarLaunch {
    let display: DisplayOptions
    let data: DataOptions
    let date: String?
    let week: Bool
    let noAnimation: Bool
    let usesDefaultStore: Bool
    let pickMode: PickMode?

    /// Runs the full screen; returns how it ended.
    func run() throws -> CalendarLoop.Outcome {
        let locale = display.resolvedLocale()
        let today = try display.resolvedToday()
        let cursor = try parseDateArgument(date).map { input in
            switch input {
            case .day(let day): day
            case .month(let month): month.clampedDate(day: today.day)
            }
        } ?? today

        var marks: MarkSet
        do { marks = try data.loadMarks(today: today) } catch let error as DataError {
            FileHandle.standardError.write(Data("dal: \(error)\n".utf8))
            throw ExitCode(DataError.exitCode)
        }
        let store = data.openStore(usesDefaultStore: usesDefaultStore)
        let stored = store?.load() ?? MarkDocument()
        marks.addStore(stored)

        let noColor = !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        let session: TerminalSession
        do {
            session = try TerminalSession(options: TerminalOptions(useColor: !noColor))
        } catch {
            FileHandle.standardError.write(Data("dal: \(error)\n".utf8))
            throw ExitCode(TerminalError.exitCode)
        }
        var state = AppState(locale: locale, firstWeekday: try display.resolvedWeekday(for: locale), today: today,
                             cursor: cursor, mode: week ? .week : .month, selection: Selection(ranges: stored.selected),
                             marks: marks, size: session.size)
        state.pickMode = pickMode
        state.animatesPages = !noAnimation
        if let store, let reason = store.loadError {
            state.warning = "store not loaded, read-only (\(reason))"
        }
        var loop = CalendarLoop(terminal: session, state: state) { state in
            Self.save(state, to: store)
        }
        let outcome = loop.run()
        session.close()
        return outcome
    }

    /// Saves the selection and tags; returns a warning on failure.
    @discardableResult
    static func save(_ state: AppState, to store: Store?) -> String? {
        guard let store else { return nil }
        do {
            try store.save(state.marks.storeDocument(selection: state.selection))
            return nil
        } catch {
            return "could not save: \(error)"
        }
    }

    /// Dies of the signal that stopped the app, now that the terminal is back.
    static func exit(for stop: CalendarLoop.Stop) throws {
        switch stop {
        case .quit(.quit), .quit(.picked), .inputClosed:
            return
        case .quit(.interrupt):
            throw ExitCode(130)   // 128 + SIGINT, as shells report Ctrl-C
        case .signal(let number):
            signal(number, SIG_DFL)
            raise(number)
        }
    }
}
