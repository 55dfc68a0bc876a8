import CalendarCore

/// Dismissing an alarm in the event's file: RFC 9074's ACKNOWLEDGED (the
/// time it was dismissed, in UTC) in that VALARM, so that other devices,
/// after the next sync, do not show it again.
extension VdirWriter {
    func acknowledge(_ alarm: DueAlarm) throws(WriteError) -> WriteReceipt {
        try checkWritable(alarm.calendarPath)
        guard let path = locate(uid: alarm.uid, in: alarm.calendarPath), let before = try read(path) else {
            throw WriteError.conflict(.alarmEventGone(title: alarm.title, calendar: alarm.calendarPath))
        }
        var file: EventFileEditor
        do { file = try parses.editor(before, path: path) } catch {
            throw WriteError.unreadable(.fileUnreadable(path: path, line: error.line, message: error.message))
        }
        let content = alarm.inOverride ? alarm.recurrenceID.flatMap { file.override(of: alarm.uid, recurrenceID: $0) } : file.master(of: alarm.uid)
        guard let block = content?.block else { throw conflict(alarm) }
        let valarms = file.components("VALARM", in: block)
        guard valarms.indices.contains(alarm.alarmIndex) else { throw conflict(alarm) }
        let range = valarms[alarm.alarmIndex]
        let now = stamp()
        for index in range where file.text.name(ofLine: index) == "ACKNOWLEDGED" { file.replaceLine(index, with: []) }
        file.replaceLine(range.upperBound - 1, with: ["ACKNOWLEDGED:" + now, "END:VALARM"])
        file.markTouched(block, stamp: now)
        return try write(file.result(), over: before, at: path, summary: "dismissed the alarm of \"\(alarm.title)\"")
    }

    private func conflict(_ alarm: DueAlarm) -> WriteError {
        .conflict(.alarmChanged(title: alarm.title))
    }
}
