import CLibical
import CalendarCore
import Foundation
import Storage

/// Tasks (VTODO) of the calendars' files, read through libical as events
/// are, their TZIDs resolved the same way.
public enum TodoReading {
    /// Every task of `calendars` (collections and single files), and what
    /// could not be read (file:line: why). Files without the word VTODO
    /// are not parsed.
    public static func read(_ calendars: [CalendarInfo]) -> (todos: [Todo], problems: [String]) {
        var todos: [Todo] = [], problems: [String] = []
        for (index, calendar) in calendars.enumerated() {
            let files = CalendarLoader.isDirectory(calendar.path) ? CalendarLoader.icsFiles(in: calendar.path).sorted() : [calendar.path]
            for path in files {
                let bytes: [UInt8]
                do {
                    guard let read = try BoundedFileReader.read(path, limit: CalendarLoader.maximumFileBytes) else { continue }
                    bytes = read
                } catch {
                    problems.append("\(path): \(error)")
                    continue
                }
                guard ICalendarFile.containsWord(bytes, "vtodo") else { continue }
                do throws(CalendarFileError) {
                    let found = try tasks(in: bytes, path: path, calendar: calendar.name, calendarIndex: index)
                    todos += found.todos
                    problems += found.problems.map { "\(path):\($0)" }
                } catch {
                    problems.append("\(path):\(error.line): \(error.message)")
                }
            }
        }
        return (todos, problems)
    }

    /// The tasks after dal wrote `receipts`: those of the written files
    /// read from the bytes written (no file is read again), the others as
    /// they were in `read`.
    public static func patched(_ read: (todos: [Todo], problems: [String]), after receipts: [WriteReceipt],
                               calendars: [CalendarInfo]) -> (todos: [Todo], problems: [String]) {
        var (todos, problems) = read
        for receipt in receipts {
            todos.removeAll { $0.path == receipt.path }
            problems.removeAll { $0.hasPrefix(receipt.path + ":") }
            guard let after = receipt.after, ICalendarFile.containsWord(after, "vtodo") else { continue }
            let folder = VdirWriter.folder(of: receipt.path)
            guard let index = calendars.firstIndex(where: { $0.path == folder || $0.path == receipt.path }) else { continue }
            do throws(CalendarFileError) {
                let found = try tasks(in: after, path: receipt.path, calendar: calendars[index].name, calendarIndex: index)
                todos += found.todos
                problems += found.problems.map { "\(receipt.path):\($0)" }
            } catch {
                problems.append("\(receipt.path):\(error.line): \(error.message)")
            }
        }
        return (todos, problems)
    }

    /// The tasks of one file, and what of them could not be read (line: why).
    static func tasks(in bytes: [UInt8], path: String, calendar: String, calendarIndex: Int = 0) throws(CalendarFileError) -> (todos: [Todo], problems: [String]) {
        let text = try ICalendarText(bytes: bytes)
        var zones: [Int: ZoneTable] = [:]
        for timezone in text.timezones {
            let table = zones[timezone.calendar] ?? ZoneTable()
            zones[timezone.calendar] = table
            table.add(text: text.component(timezone.lines))
        }
        var todos: [Todo] = [], problems: [String] = []
        for block in text.todos {
            guard let component = ICalendarFile.parse(text.component(block.lines)) else {
                problems.append("\(block.line): a task libical could not read, so it is not listed")
                continue
            }
            defer { icalcomponent_free(component) }
            var reader = PropertyReader(component: component, zones: zones[block.calendar] ?? ZoneTable())
            let when = { (time: EventTime?) -> Todo.When? in
                guard let time else { return nil }
                return time.isDate ? .date(time.wall.date) : .time(time.local, instant: time.instant)
            }
            guard let uid = reader.text(ICAL_UID_PROPERTY) else {
                problems.append("\(block.line): a task without UID, which no program can name; it is not listed")
                continue
            }
            var todo = Todo(uid: uid, summary: reader.text(ICAL_SUMMARY_PROPERTY) ?? "", path: path, calendar: calendar)
            todo.calendarIndex = calendarIndex
            todo.due = when(reader.time(ICAL_DUE_PROPERTY))
            todo.start = when(reader.time(ICAL_DTSTART_PROPERTY))
            todo.priority = reader.values(ICAL_PRIORITY_PROPERTY).first.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 0
            todo.status = reader.values(ICAL_STATUS_PROPERTY).first?.uppercased()
            todo.percentComplete = reader.values(ICAL_PERCENTCOMPLETE_PROPERTY).first.flatMap { Int($0) } ?? 0
            todo.completed = reader.values(ICAL_COMPLETED_PROPERTY).first
            todo.categories = reader.values(ICAL_CATEGORIES_PROPERTY).flatMap(EventDetailsReader.splitList)
            todo.rule = reader.values(ICAL_RRULE_PROPERTY).first
            todo.relatedTo = reader.parents()
            for warning in reader.warnings { problems.append("\(block.line): \(warning.property ?? "a property"): \(warning.message)") }
            todos.append(todo)
        }
        return (todos, problems)
    }
}
