import CalendarCore
import Foundation
import Storage

/// Tasks written as todoman writes them: one VTODO per file in a vdir
/// collection, named by its UID. Completing one edits only the lines it
/// changes; completing a repeating one also adds its next instance as
/// todoman does (a copy with a new UID, DUE and DTSTART moved to their next
/// date by the RRULE, which the completed one loses).
extension VdirWriter {
    /// Makes a change to a task: the files written, in order (completing
    /// a repeating task writes two).
    public func apply(_ change: TaskChange) throws(WriteError) -> [WriteReceipt] {
        switch change {
        case .add(let summary, let due, let calendar, let parent):
            [try addTodo(summary: summary, due: due, priority: 0, to: calendar, parent: parent)]
        case .complete(let todo): try complete(todo)
        case .reopen(let todo): [try reopen(todo)]
        case .edit(let todo, let summary, let due): [try edit(todo, summary: summary, due: due)]
        case .delete(let todo): [try delete(todo)]
        }
    }

    /// A new task in `calendar`: SUMMARY, DUE (a date, or a time written in
    /// UTC as todoman writes times), PRIORITY, STATUS:NEEDS-ACTION, and for
    /// a subtask its parent's UID as RFC 5545 says (RELTYPE=PARENT, which
    /// Thunderbird, Nextcloud Tasks and tasks.org read as a subtask).
    public func addTodo(summary: String, due: Todo.When?, priority: Int, to calendar: CalendarInfo,
                        parent: String? = nil) throws(WriteError) -> WriteReceipt {
        let collection = Self.normalized(calendar.path)
        try checkWritable(collection)
        let uid = UUID().uuidString.lowercased() + "@dal"
        let path = collection + "/" + uid + ".ics"
        let now = stamp()
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", ICalendarWriter.productID, "BEGIN:VTODO", "UID:" + uid, "DTSTAMP:" + now,
                     "CREATED:" + now, "LAST-MODIFIED:" + now, "SUMMARY:" + ICalendarWriter.escape(summary)]
        lines += dueLines(due)
        if priority > 0 { lines.append("PRIORITY:\(priority)") }
        if let parent { lines.append("RELATED-TO;RELTYPE=PARENT:" + ICalendarWriter.escape(parent)) }
        lines += ["STATUS:NEEDS-ACTION", "END:VTODO", "END:VCALENDAR"]
        let bytes = EventLines.bytes(lines, lineBreak: "\r\n")
        try checkNew(path)
        try checkTasksReadBack(bytes, path: path, calendar: calendar.name, expecting: uid)
        try makeCollectionIfMissing(calendar)
        do { try AtomicFileWriter.write(bytes, to: path, newFileMode: Self.eventFileMode) } catch { throw WriteError.file(error) }
        return WriteReceipt(path: path, before: nil, after: bytes, summary: "added task \"\(summary)\" to \(calendar.name)")
    }

    /// Marks `todo` done (STATUS:COMPLETED, COMPLETED now, 100 percent), in
    /// its file as last read; a repeating one hands its RRULE to a new
    /// task at the next date. Refused when the file changed since it was
    /// read (a sync), or is not in a calendar dal may change.
    public func complete(_ todo: Todo) throws(WriteError) -> [WriteReceipt] {
        let (before, opened, block) = try open(todo)
        var editor = opened
        let now = stamp()
        var next: [UInt8]?
        if todo.rule != nil {
            next = nextInstance(of: block, in: editor, stamp: now)
            editor.remove("RRULE", in: block)
        }
        editor.set("STATUS", in: block, to: ["STATUS:COMPLETED"])
        editor.set("COMPLETED", in: block, to: ["COMPLETED:" + now])
        editor.set("PERCENT-COMPLETE", in: block, to: ["PERCENT-COMPLETE:100"])
        editor.set("DTSTAMP", in: block, to: ["DTSTAMP:" + now])
        editor.set("LAST-MODIFIED", in: block, to: ["LAST-MODIFIED:" + now])
        let after = editor.result()
        try checkTasksReadBack(after, path: todo.path, calendar: todo.calendar, expecting: todo.uid)
        // The next instance is checked before anything is written: both files are written, or neither.
        let nextFile = next.flatMap { bytes in
            (try? TodoReading.tasks(in: bytes, path: "", calendar: "").todos.first?.uid).map { uid in
                (bytes, uid, Self.folder(of: Self.normalized(todo.path)) + "/" + uid + ".ics")
            }
        }
        if let (bytes, uid, path) = nextFile {
            try checkNew(path)
            try checkTasksReadBack(bytes, path: path, calendar: todo.calendar, expecting: uid)
        }
        var receipts = [try write(after, over: before, at: todo.path, summary: "completed \"\(todo.title)\"")]
        if let (next, _, path) = nextFile {
            do { try AtomicFileWriter.write(next, to: path, newFileMode: Self.eventFileMode) } catch { throw WriteError.file(error) }
            // One change to the person: the status line says "completed", and `u` takes back both files.
            receipts.append(WriteReceipt(path: path, before: nil, after: next, summary: receipts[0].summary, continuesPrevious: true))
        }
        return receipts
    }

    /// Not done after all: STATUS:NEEDS-ACTION, no COMPLETED, no percent.
    /// (A repeating task's next instance, made when it was completed,
    /// stays: `u` right after completing takes both back.)
    public func reopen(_ todo: Todo) throws(WriteError) -> WriteReceipt {
        let (before, opened, block) = try open(todo)
        var editor = opened
        let now = stamp()
        editor.set("STATUS", in: block, to: ["STATUS:NEEDS-ACTION"])
        editor.remove("COMPLETED", in: block)
        editor.remove("PERCENT-COMPLETE", in: block)
        editor.set("DTSTAMP", in: block, to: ["DTSTAMP:" + now])
        editor.set("LAST-MODIFIED", in: block, to: ["LAST-MODIFIED:" + now])
        let after = editor.result()
        try checkTasksReadBack(after, path: todo.path, calendar: todo.calendar, expecting: todo.uid)
        return try write(after, over: before, at: todo.path, summary: "reopened \"\(todo.title)\"")
    }

    /// Another title and due (nil: none); the other lines as they were.
    public func edit(_ todo: Todo, summary: String, due: Todo.When?) throws(WriteError) -> WriteReceipt {
        let (before, opened, block) = try open(todo)
        var editor = opened
        let now = stamp()
        editor.set("SUMMARY", in: block, to: ["SUMMARY:" + ICalendarWriter.escape(summary)])
        if due != todo.due {
            let lines = dueLines(due)
            if lines.isEmpty { editor.remove("DUE", in: block) } else { editor.set("DUE", in: block, to: lines) }
        }
        editor.set("DTSTAMP", in: block, to: ["DTSTAMP:" + now])
        editor.set("LAST-MODIFIED", in: block, to: ["LAST-MODIFIED:" + now])
        let after = editor.result()
        try checkTasksReadBack(after, path: todo.path, calendar: todo.calendar, expecting: todo.uid)
        let what = summary == todo.summary ? "changed \"\(todo.title)\"" : "renamed \"\(todo.title)\" to \"\(summary)\""
        return try write(after, over: before, at: todo.path, summary: what)
    }

    /// The task's VTODO out of its file; the file goes when nothing but
    /// zones is left in it (todoman's one task per file).
    public func delete(_ todo: Todo) throws(WriteError) -> WriteReceipt {
        let (before, opened, block) = try open(todo)
        var editor = opened
        let summary = "deleted task \"\(todo.title)\""
        if editor.text.events.isEmpty, editor.text.todos.count == 1 {
            guard try read(todo.path) == before else {
                throw WriteError.conflict(.taskFileChangedWhileDeleting(path: todo.path))
            }
            do { try AtomicFileWriter.remove(todo.path) } catch { throw WriteError.file(error) }
            return WriteReceipt(path: todo.path, before: before, after: nil, summary: summary)
        }
        editor.removeBlock(block)
        return try write(editor.result(), over: before, at: todo.path, summary: summary)
    }

    /// The task's file as it is now, ready to edit, and its VTODO's block.
    /// Refused when the file or the task is gone (a sync), or the folder is
    /// not one dal may change.
    private func open(_ todo: Todo) throws(WriteError) -> ([UInt8], EventFileEditor, Int) {
        try checkWritable(Self.folder(of: Self.normalized(todo.path)))
        guard let before = try read(todo.path) else { throw WriteError.conflict(.taskFileGone(path: todo.path)) }
        let editor: EventFileEditor
        do { editor = try parses.editor(before, path: todo.path, tasks: true) } catch {
            throw WriteError.unreadable(.taskFileUnreadable(path: todo.path, line: error.line, message: error.message))
        }
        guard let block = editor.taskBlock(of: todo.uid) else {
            throw WriteError.conflict(.taskGone(title: todo.title, path: todo.path))
        }
        // As the person saw it, or not at all: a change made meanwhile (a
        // sync, todoman) is not written over.
        let now = try? TodoReading.tasks(in: before, path: todo.path, calendar: todo.calendar, calendarIndex: todo.calendarIndex)
            .todos.first { $0.uid == todo.uid }
        guard now == todo else {
            throw WriteError.conflict(.taskChanged(title: todo.title, path: todo.path))
        }
        return (before, editor, block)
    }

    /// DUE as dal writes it: a date, or a time in UTC (as todoman writes times).
    private func dueLines(_ due: Todo.When?) -> [String] {
        switch due {
        case .date(let date)?: ["DUE;VALUE=DATE:" + ICalendarWriter.basic(date)]
        case .time(let time, let instant)?: ["DUE:" + BasicTime.text(BasicTime.utcWall(instant ?? zone.instant(ofWall: time))) + "Z"]
        case nil: []
        }
    }

    /// The next instance of a repeating task: its VTODO copied (the file's
    /// VTIMEZONEs with it) with a new UID, DUE and DTSTART at their next
    /// dates by its RRULE, and no trace of being done. nil when the rule
    /// has no date after them.
    private func nextInstance(of block: Int, in editor: EventFileEditor, stamp now: String) -> [UInt8]? {
        guard let ruleText = editor.value(of: "RRULE", in: block) else { return nil }
        let uid = UUID().uuidString.lowercased() + "@dal"
        var moved = false
        var lines: [String] = []
        var depth = 0
        for (name, text, lineDepth) in editor.lines(of: block) {
            depth = lineDepth
            guard depth == 1 else { lines.append(text); continue }
            switch name {
            case "UID": lines.append("UID:" + uid)
            case "DTSTAMP", "LAST-MODIFIED": lines.append(name + ":" + now)
            case "COMPLETED", "PERCENT-COMPLETE": continue
            case "STATUS": lines.append("STATUS:NEEDS-ACTION")
            case "DUE", "DTSTART":
                guard let line = Self.advanced(text, by: ruleText) else { return nil }
                lines.append(line)
                moved = true
            default: lines.append(text)
            }
        }
        guard moved else { return nil }
        let zones = editor.timezoneBlocks().flatMap { zone in zone.lines.map(editor.line) }
        let file = ["BEGIN:VCALENDAR", "VERSION:2.0", ICalendarWriter.productID] + zones + lines + ["END:VCALENDAR"]
        return EventLines.bytes(file, lineBreak: "\r\n")
    }

    /// A DUE or DTSTART line moved to the rule's next date after it, in
    /// its own form (a date, UTC, floating or with its TZID: a zone of the
    /// system's database by that name, else read as floating).
    static func advanced(_ line: String, by ruleText: String) -> String? {
        let content = ContentLine(line)
        guard let (wall, isUTC) = BasicTime.parse(content.value) else { return nil }
        let isDate = content.parameters["VALUE"]?.uppercased() == "DATE" || !content.value.contains("T")
        let zone = content.parameters["TZID"].flatMap(ZoneTable.database(named:))
        let kind: EventTime.Kind = isDate ? .date : isUTC ? .utc : zone.map { .zoned($0) } ?? .floating
        guard let rule = RecurrenceRule(text: ruleText, start: EventTime(wall: wall, kind: kind)) else { return nil }
        // The first start after this one: windows growing until one holds it.
        for days in [40, 400, 4_000, 150_000] {
            let upper = LocalDateTime(date: wall.date.adding(days: days), secondsOfDay: 86_399)
            guard let next = rule.starts(from: wall, through: upper).first(where: { $0.wall > wall }) else { continue }
            let value = isDate ? ICalendarWriter.basic(next.wall.date) : BasicTime.text(next.wall) + (isUTC ? "Z" : "")
            return String(line[..<line.lastIndex(of: ":")!]) + ":" + value
        }
        return nil
    }

    /// What dal writes, it reads back: the task is there, with no problem.
    private func checkTasksReadBack(_ bytes: [UInt8], path: String, calendar: String, expecting uid: String) throws(WriteError) {
        do {
            let read = try TodoReading.tasks(in: bytes, path: path, calendar: calendar)
            guard read.problems.isEmpty, read.todos.contains(where: { $0.uid == uid }) else {
                throw WriteError.unreadable(.notReadBack(path: path, problem: read.problems.joined(separator: "; ")))
            }
        } catch let error as CalendarFileError {
            throw WriteError.unreadable(.notReadBack(path: path, problem: error.message))
        } catch let error as WriteError {
            throw error
        } catch {
            throw WriteError.unreadable(.notReadBack(path: path, problem: "\(error)"))
        }
    }
}
