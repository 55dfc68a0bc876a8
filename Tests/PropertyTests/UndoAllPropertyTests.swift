import CalendarCore
import Calendars
import Foundation
import PropertyBased
import Testing
@testable import AppLoop
@testable import CalendarUI

/// Random adds, edits, deletes and moves typed as keys (through `KeyMap`
/// and the reducer, as the full screen does) into a temporary vdir, made by
/// the worker's engine over the reading and writer dal uses; then `u` until
/// nothing is left to undo: every file is as before, byte for byte, and
/// none is left over; then `U` until nothing is left to redo: every file is
/// as after the changes.
@Suite struct UndoAllPropertyTests {
    /// The calendars as `dal`'s `LiveCalendars` reads and writes them:
    /// one reading, and a writer sharing its parses.
    final class VdirCalendars: CalendarBackend {
        let reading: CalendarReading
        let writer: VdirWriter
        init(root: String) {
            reading = CalendarReading(paths: [], writable: [root], cache: nil)
            writer = VdirWriter(writable: [root], zone: LocalZone(identifier: "Europe/Berlin"), parses: reading.parses)
        }
        var source: EventSource { reading.events }
        var problems: [String] { reading.problems }
        func read() { try? reading.readAll() }
        func apply(_ change: EventChange) throws -> WriteReceipt { try reading.apply(change, with: writer) }
        func undoConflict(_ receipts: [WriteReceipt]) -> String? { writer.undoConflict(receipts)?.description }
        func apply(task change: TaskChange) throws -> [WriteReceipt] { try reading.apply(change, with: writer) }
        func refresh(changed paths: [String]?) -> Bool { reading.refresh(changed: paths) }
        var lastPatches: [EventPatch]? {
            reading.lastChanges?.map { EventPatch(calendar: $0.calendar, uids: $0.uids, events: $0.events, removes: $0.removes) }
        }
        func details(of occurrence: EventOccurrence) -> EventDetails? {
            EventDetailsReader.details(of: occurrence, in: reading.events.calendars[occurrence.calendar], viewer: writer.zone, parses: reading.parses)
        }
        var watchedFolders: [String] { [] }
        func signature() -> Int { 0 }
        func alarms(after: Int?, through: Int) -> AlarmReport { AlarmReport(through: through) }
        func savedAlarms(after: Int?, through: Int) -> (report: AlarmReport, problems: [String])? { nil }
        func search(_ query: String, today: CivilDate) -> [SearchHit] { [] }
        func prepareSearch(today: CivilDate) {}
        func savedDays() -> SavedBlocks? { nil }
        var readingKey: UInt64? { nil }
        func saveDays(_ saved: SavedBlocks) {}
        func todos() -> (todos: [Todo], problems: [String]) { reading.todos }
        func todos(_ read: (todos: [Todo], problems: [String]), after receipts: [WriteReceipt]) -> (todos: [Todo], problems: [String])? {
            reading.todos
        }
    }

    /// The full screen's reducer on the engine, every job done at once.
    final class Session {
        var state: AppState
        private var answers: [CalendarAnswer] = []
        private var engine: CalendarEngine!

        init(root: String, today: CivilDate) {
            var settings = LaunchSettings()
            settings.animatesPages = false
            let calendars = VdirCalendars(root: root)
            calendars.read()
            // As `CalendarLaunch` starts the full screen: the calendars read first, registered.
            state = AppState.launched(settings: settings, locale: .english, firstWeekday: .monday, today: today, cursor: today, mode: .month,
                                      marks: MarkSet(), calendars: calendars.source.calendars, store: MarkDocument(), storeWarning: nil,
                                      size: ScreenSize(width: 100, height: 30))
            engine = CalendarEngine(backend: calendars, sendsTasks: false) { [unowned self] in answers.append($0) }
            engine.start()
            apply(.resize(width: 100, height: 30))
        }

        /// The action and everything it makes the calendars answer.
        func apply(_ action: Action) {
            var queue = [action]
            while !queue.isEmpty {
                for case .calendar(let job) in state.apply(queue.removeFirst()) { engine.perform(job) }
                queue += answers.map(Action.calendar)
                answers = []
            }
        }

        func press(_ keys: [Key]) {
            for key in keys { if let action = KeyMap.action(for: key, in: state) { apply(action) } }
        }

        func press(_ text: String) { press(text.map(Key.character)) }
    }

    /// One change as a person types it: its kind (add, delete, move,
    /// edit), the day of the week it is made on, and two numbers choosing
    /// the event, the answer to "this one or all", the hour or the days.
    struct Change: CustomStringConvertible {
        let kind, day, a, b: Int
        static let generator = zip(Gen.int(in: 0...3), Gen.int(in: 0...4), Gen.int(in: 0...99), Gen.int(in: 0...99))
            .map { Change(kind: $0, day: $1, a: $2, b: $3) }
        var description: String { "\(["add", "delete", "move", "edit"][kind]) on day \(day) (\(a), \(b))" }

        func type(into session: Session) {
            session.press("t" + String(repeating: "l", count: day))
            let titles = ["Lunch", "회의 with Kim", "Gym, again; twice", "Trip"]
            switch kind {
            case 0:
                session.press("a")
                session.press("\(8 + a % 10):\(b % 2 == 0 ? "00" : "30") \(titles[b % titles.count])")
                session.press([.enter])
            case 1: choose("d", in: session)
            case 2:
                choose("m", in: session)
                session.press(String(repeating: a % 2 == 0 ? "l" : "h", count: 1 + b % 3))
                session.press([.enter])
            default:
                choose("e", in: session)
                session.press(" v\(b)")
                session.press([.enter])
            }
            // Whatever is still open (nothing to choose, a refusal) closes.
            session.press([.escape, .escape])
        }

        /// `key`, the event numbered by `a` in the day's list, and the
        /// answer to the question that may follow (`y`; `t` or `a` for a series).
        private func choose(_ key: String, in session: Session) {
            session.press(key)
            if case .chooseEvent(let choice) = session.state.overlay {
                session.press(String(1 + a % min(9, choice.options.count)))
                session.press([.enter])
            }
            if case .question = session.state.overlay { session.press(b % 2 == 0 ? "y" : (b % 4 == 1 ? "t" : "a")) }
        }
    }

    static let november21 = CivilDate(year: 2026, month: 11, day: 21)!

    /// A one-off event, a weekly series with an exception and a trip of
    /// several days, in the week the changes are made.
    static func seed(_ collection: String) throws {
        let head = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//dal tests//EN\r\n"
        let files = [
            "dentist": "BEGIN:VEVENT\r\nUID:dentist\r\nDTSTAMP:20260101T000000Z\r\nSUMMARY:Dentist\r\n"
                + "DTSTART;TZID=Europe/Berlin:20261123T090000\r\nDTEND;TZID=Europe/Berlin:20261123T100000\r\nX-KEPT:as is\r\nEND:VEVENT\r\n",
            "yoga": "BEGIN:VEVENT\r\nUID:yoga\r\nDTSTAMP:20260101T000000Z\r\nSUMMARY:Yoga\r\nDTSTART:20261102T070000Z\r\n"
                + "DURATION:PT1H\r\nRRULE:FREQ=DAILY\r\nEXDATE:20261122T070000Z\r\nEND:VEVENT\r\n",
            "trip": "BEGIN:VEVENT\r\nUID:trip\r\nDTSTAMP:20260101T000000Z\r\nSUMMARY:Trip\r\nDTSTART;VALUE=DATE:20261124\r\n"
                + "DTEND;VALUE=DATE:20261127\r\nEND:VEVENT\r\n",
        ]
        for (name, body) in files { try (head + body + "END:VCALENDAR\r\n").write(toFile: "\(collection)/\(name).ics", atomically: true, encoding: .utf8) }
    }

    /// Every file of the collection (hidden ones too) and its bytes.
    static func files(_ collection: String) -> [String: Data] {
        var found: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: collection)) ?? [] {
            found[name] = FileManager.default.contents(atPath: collection + "/" + name)
        }
        return found
    }

    @Test func undoingEveryChangeLeavesTheFilesAsBeforeAndRedoingAllAsAfter() async throws {
        var changesMade = 0
        await propertyCheck(count: 40, input: Change.generator.array(of: 1...10)) { changes in
            let root = NSTemporaryDirectory() + "dal-undo-all-\(UUID().uuidString)", collection = root + "/personal"
            defer { try? FileManager.default.removeItem(atPath: root) }
            try? FileManager.default.createDirectory(atPath: collection, withIntermediateDirectories: true)
            try? Self.seed(collection)
            let before = Self.files(collection)
            let session = Session(root: root, today: Self.november21)
            for change in changes { change.type(into: session) }
            let after = Self.files(collection)
            let made = session.state.changes.history.done.count
            changesMade += made
            for _ in 0..<made { session.press("u") }
            #expect(session.state.changes.history.done.isEmpty, "\(changes): \(session.state.notices.log)")
            #expect(Self.files(collection) == before, "undo all of \(changes): \(session.state.notices.log)")
            for _ in 0..<made { session.press("U") }
            #expect(session.state.changes.history.undone.isEmpty, "\(changes): \(session.state.notices.log)")
            #expect(Self.files(collection) == after, "redo all of \(changes): \(session.state.notices.log)")
        }
        #expect(changesMade > 40, "the changes typed were made: \(changesMade)")
    }
}
