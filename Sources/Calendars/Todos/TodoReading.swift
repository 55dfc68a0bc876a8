import CLibical
import CalendarCore
import Foundation

/// Tasks (VTODO) of a file, read through libical as its events are, their
/// TZIDs resolved the same way: `ICalendarFile` reads them with the events
/// (the calendars' tasks are `CalendarReading.todos`); the writer reads a
/// file's tasks to change one.
enum TodoReading {
    /// The tasks of one file, and what of them could not be read (line: why).
    static func tasks(in bytes: [UInt8], path: String, calendar: String, calendarIndex: Int = 0) throws(CalendarFileError) -> (todos: [Todo], problems: [String]) {
        let text = try ICalendarText(bytes: bytes)
        var zones: [Int: ZoneTable] = [:]
        for timezone in text.timezones {
            let table = zones[timezone.calendar] ?? ZoneTable()
            zones[timezone.calendar] = table
            table.add(text: text.component(timezone.lines))
        }
        var read = tasks(in: text, zones: zones, path: path)
        for index in read.todos.indices {
            read.todos[index].calendar = calendar
            read.todos[index].calendarIndex = calendarIndex
        }
        return read
    }

    /// The tasks of a file split into blocks, its zones read (as
    /// `ICalendarFile` reads them beside its events): their calendar is
    /// left for the reading to name.
    static func tasks(in text: ICalendarText, zones: [Int: ZoneTable], path: String) -> (todos: [Todo], problems: [String]) {
        var todos: [Todo] = [], problems: [String] = []
        for block in text.todos {
            guard let component = ICalendarFile.parse(text.component(block.lines)) else {
                problems.append("\(block.line): " + FileProblem.english(.taskNotRead))
                continue
            }
            defer { icalcomponent_free(component) }
            var reader = PropertyReader(component: component, zones: zones[block.calendar] ?? ZoneTable())
            let when = { (time: EventTime?) -> Todo.When? in
                guard let time else { return nil }
                return time.isDate ? .date(time.wall.date) : .time(time.local, instant: time.instant)
            }
            guard let uid = reader.text(ICAL_UID_PROPERTY) else {
                problems.append("\(block.line): " + FileProblem.english(.taskWithoutUID))
                continue
            }
            var todo = Todo(uid: uid, summary: reader.text(ICAL_SUMMARY_PROPERTY) ?? "", path: path)
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
