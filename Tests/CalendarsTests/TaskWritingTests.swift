import CalendarCore
import Foundation
import Testing
@testable import Calendars

/// The task panel's changes in a vdir collection: each writes only the
/// lines it changes (a phone's X- properties, RELATED-TO and alarms stay),
/// reads back as meant, and `undo` puts the file back byte for byte.
@Suite struct TaskWritingTests {
    let collection: String
    let writer: VdirWriter

    init() throws {
        collection = NSTemporaryDirectory() + "dal-tasks-\(UUID().uuidString)/personal"
        try FileManager.default.createDirectory(atPath: collection, withIntermediateDirectories: true)
        writer = VdirWriter(writable: [collection], zone: LocalZone(identifier: "Europe/Berlin"), stamp: { "20261126T101500Z" })
    }

    var calendar: CalendarInfo { CalendarInfo(name: "personal", color: nil, path: collection, writable: true) }

    /// A phone's task with a subtask's link and an alarm, LF line breaks.
    static let phoneTask = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//phone//EN
        BEGIN:VTODO
        UID:paint@phone
        DTSTAMP:20261101T000000Z
        SUMMARY:Paint the fence
        DUE;VALUE=DATE:20261130
        RELATED-TO:garden@phone
        X-PHONE-COLOR:green
        STATUS:COMPLETED
        COMPLETED:20261120T080000Z
        PERCENT-COMPLETE:100
        BEGIN:VALARM
        ACTION:DISPLAY
        TRIGGER:-PT1H
        END:VALARM
        END:VTODO
        END:VCALENDAR

        """

    /// The collection read as dal reads it: tasks come with the events.
    func reading() throws -> CalendarReading {
        let reading = CalendarReading(paths: [], writable: [collection], cache: nil)
        try reading.readAll()
        return reading
    }

    func tasks() -> [Todo] { (try? reading().todos.todos) ?? [] }

    func write(_ text: String, name: String) throws -> Todo {
        try text.write(toFile: collection + "/" + name, atomically: true, encoding: .utf8)
        return try #require(tasks().first { $0.path.hasSuffix(name) })
    }

    @Test func reopeningTakesTheCompletionAwayAndLeavesEveryOtherLine() throws {
        let task = try write(Self.phoneTask, name: "paint.ics")
        #expect(!task.isOpen)
        let receipt = try #require(try writer.apply(.reopen(task)).first)
        let reopened = try #require(tasks().first)
        #expect(reopened.isOpen && reopened.status == "NEEDS-ACTION" && reopened.completed == nil && reopened.percentComplete == 0)
        let text = try String(contentsOfFile: task.path, encoding: .utf8)
        for kept in ["RELATED-TO:garden@phone\n", "X-PHONE-COLOR:green\n", "TRIGGER:-PT1H\n", "DUE;VALUE=DATE:20261130\n"] {
            #expect(text.contains(kept), "\(kept) stays:\n\(text)")
        }
        #expect(!text.contains("\r\n"), "the file's own line breaks")
        _ = try writer.apply(.undo(receipt))
        #expect(try String(contentsOfFile: task.path, encoding: .utf8) == Self.phoneTask)
    }

    @Test func changingATaskWritesItsTitleAndDueAndCanTakeTheDueAway() throws {
        let task = try write(Self.phoneTask, name: "paint.ics")
        let at = LocalDateTime(date: try CivilDate.parse("2026-12-02"), secondsOfDay: 9 * 3600)
        _ = try writer.apply(.edit(task, summary: "Paint the fence, twice", due: .time(at, instant: nil)))
        var changed = try #require(tasks().first)
        guard case .time(_, let instant)? = changed.due else { Issue.record("a time is due: \(String(describing: changed.due))"); return }
        #expect(changed.summary == "Paint the fence, twice" && instant == writer.zone.instant(ofWall: at))
        // 09:00 in Berlin is 08:00 UTC, written as todoman writes times.
        #expect(try String(contentsOfFile: task.path, encoding: .utf8).contains("DUE:20261202T080000Z\n"))
        _ = try writer.apply(.edit(changed, summary: changed.summary, due: nil))
        changed = try #require(tasks().first)
        #expect(changed.due == nil && changed.relatedTo == ["garden@phone"])
    }

    @Test func deletingTheOnlyTaskOfAFileRemovesTheFileAndUndoBringsItBack() throws {
        let task = try write(Self.phoneTask, name: "paint.ics")
        let receipt = try #require(try writer.apply(.delete(task)).first)
        #expect(!FileManager.default.fileExists(atPath: task.path) && receipt.after == nil)
        _ = try writer.apply(.undo(receipt))
        #expect(try String(contentsOfFile: task.path, encoding: .utf8) == Self.phoneTask)
    }

    @Test func deletingATaskBesideAnEventKeepsTheEvent() throws {
        let both = Self.phoneTask.replacingOccurrences(of: "END:VCALENDAR", with: """
            BEGIN:VEVENT
            UID:party@phone
            DTSTAMP:20261101T000000Z
            DTSTART;VALUE=DATE:20261205
            SUMMARY:Garden party
            END:VEVENT
            END:VCALENDAR
            """)
        let task = try write(both, name: "both.ics")
        _ = try writer.apply(.delete(task))
        #expect(tasks().isEmpty)
        let events = try CalendarLoader.load([collection]).occurrences(in: try CivilDate.parse("2026-12-01")...(try CivilDate.parse("2026-12-31")))
        #expect(events.map(\.summary) == ["Garden party"])
    }

    @Test func aTaskChangedOnDiskSinceItWasReadIsNotOverwritten() throws {
        let task = try write(Self.phoneTask, name: "paint.ics")
        try FileManager.default.removeItem(atPath: task.path)
        #expect(throws: WriteError.self) { try writer.apply(.reopen(task)) }
        #expect(!FileManager.default.fileExists(atPath: task.path))
    }

    /// todoman changed the due day while the panel showed the old one:
    /// changing the title as seen must not put the old day back.
    @Test func aTaskChangedByAnotherProgramSinceItWasReadIsLeftAsItIs() throws {
        let task = try write(Self.phoneTask, name: "paint.ics")
        let changed = Self.phoneTask.replacingOccurrences(of: "DUE;VALUE=DATE:20261130", with: "DUE;VALUE=DATE:20261224")
        try changed.write(toFile: task.path, atomically: true, encoding: .utf8)
        #expect(throws: WriteError.self) { try writer.apply(.edit(task, summary: "Paint the gate", due: task.due)) }
        #expect(try String(contentsOfFile: task.path, encoding: .utf8) == changed)
    }

    /// Completing a repeating task writes two files; when one of them
    /// changed since (a sync), undoing takes back neither.
    @Test func undoingBothFilesOfACompletedRepeatingTaskIsAllOrNothing() throws {
        let weekly = Self.phoneTask.replacingOccurrences(of: "STATUS:COMPLETED\nCOMPLETED:20261120T080000Z\nPERCENT-COMPLETE:100\n",
                                                         with: "RRULE:FREQ=WEEKLY\nSTATUS:NEEDS-ACTION\n")
        let task = try write(weekly, name: "paint.ics")
        let receipts = try writer.apply(.complete(task))
        #expect(receipts.count == 2)
        #expect(writer.undoConflict(receipts) == nil)
        try (try String(contentsOfFile: task.path, encoding: .utf8)).replacingOccurrences(of: "Paint the fence", with: "Paint the fence (synced)")
            .write(toFile: task.path, atomically: true, encoding: .utf8)
        #expect(writer.undoConflict(receipts) == .undoFileChanged(path: task.path))
    }

    @Test func tasksFollowTheBytesWrittenWithoutReadingTheFolderAgain() throws {
        let task = try write(Self.phoneTask, name: "paint.ics")
        let followed = try reading()
        _ = try followed.apply(.add(summary: "Buy seeds", due: nil, to: calendar), with: writer)
        _ = try followed.apply(.reopen(task), with: writer)
        let read = try reading().todos
        #expect(followed.todos.todos.sorted { $0.uid < $1.uid } == read.todos.sorted { $0.uid < $1.uid })
        #expect(followed.todos.todos.count == 2)
    }
}

extension TaskWritingTests {
    @Test func aSubtaskIsWrittenWithItsParentsUIDAsRelatedToParentAndReadsBackUnderIt() throws {
        let parent = try write(Self.phoneTask, name: "paint.ics")
        let receipts = try writer.apply(.add(summary: "Buy brushes", due: nil, to: calendar, parent: parent.uid))
        let text = try #require(receipts.first?.after.map { String(decoding: $0, as: UTF8.self) })
        #expect(text.contains("\r\nRELATED-TO;RELTYPE=PARENT:paint@phone\r\n"), "\(text)")
        let child = try #require(tasks().first { $0.summary == "Buy brushes" })
        #expect(child.relatedTo == ["paint@phone"])
        #expect(Todo.tree(tasks()).map { "\($0.depth) \($0.todo.summary)" } == ["0 Paint the fence", "1 Buy brushes"])
    }
}
