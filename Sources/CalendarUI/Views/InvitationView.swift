import CalendarCore
import InterfaceWords

/// `dal invite`'s card, under the invitation's day on the week's hours:
/// its title and time, who organizes it and who is invited with their
/// answers, where, what of my calendars it overlaps, its description, what
/// the calendar already has of it, and the keys (or the comment being
/// typed after `d`).
enum InvitationView {
    static func render(_ card: InvitationCard, state: AppState, into buffer: inout CellBuffer) {
        let words = state.words.invitation
        // `r`: what the event's file says, once read.
        var card = card
        if card.event != nil, let details = state.details[EventKey(card.occurrence)] {
            card.organizer = details.organizer ?? card.organizer
            card.attendees = details.attendees.isEmpty ? card.attendees : details.attendees
            card.location = details.location
            card.notes = details.notes
        }
        let width = min(buffer.width, 100)
        let inner = max(1, width - 4)
        let bold = CellStyle(bold: true), accent = CellStyle(foreground: state.theme.range, bold: true)
        var lines: [[Span]] = []
        func add(_ text: String, _ style: CellStyle = .plain, rows: Int = 1) {
            for line in TextWrap.lines(text, width: inner, maxLines: rows) { lines.append([Span(text: line, style: style)]) }
        }
        let occurrence = card.occurrence
        add(occurrence.title, bold, rows: 2)
        add(when(occurrence, state: state))
        if let organizer = card.organizer { add(words.organizer(organizer)) }
        if !card.attendees.isEmpty {
            add(words.attendees(card.attendees.map { $0.name + " (" + words.answer($0.answer ?? "NEEDS-ACTION") + ")" }.joined(separator: ", ")),
                rows: 2)
        }
        if let location = card.location, !location.isEmpty { add(words.location(location)) }
        let conflicts = state.conflicts(with: card)
        if conflicts.isEmpty {
            add(words.overlapsNothing, Palette.note)
        } else {
            let named = conflicts.map { ($0.isAllDay ? "" : $0.start.timeText + " ") + $0.title }.joined(separator: ", ")
            add(words.overlaps(named), CellStyle(foreground: state.theme.sunday, bold: true), rows: 2)
        }
        if let note = card.note { add(note, accent, rows: 2) }
        // The description gets the rows the screen can spare.
        let keys: [Span] = card.comment.map { [Span(text: words.commentPrompt, style: accent), Span(text: $0 + "_", style: bold)] }
            ?? [Span(text: card.event == nil ? words.keys : words.answerKeys, style: Palette.note)]
        let room = max(0, buffer.height / 2 - 3 - lines.count)
        if let notes = card.notes?.trimmingBlankLines, !notes.isEmpty, room > 0 {
            lines.append([])
            for line in TextWrap.lines(notes, width: inner, maxLines: room) { lines.append([Span(text: line, style: Palette.note)]) }
        }
        let height = min(buffer.height, lines.count + 3)
        Box.render(title: words.title, lines: lines.prefix(max(0, height - 3)) + [keys], x: (buffer.width - width) / 2,
                   y: max(0, buffer.height - height - 1), width: width, height: height, into: &buffer)
    }

    /// `Tue 1 Dec 10:00–10:30`, or the days of an all-day one.
    static func when(_ occurrence: EventOccurrence, state: AppState) -> String {
        let day = { (date: CivilDate) in state.locale.shortWeekdayNames[date.weekday.rawValue] + " " + state.locale.monthDay(date) }
        if occurrence.isAllDay {
            let last = occurrence.end.date.adding(days: -1)
            return last > occurrence.start.date ? day(occurrence.start.date) + " – " + day(last) : day(occurrence.start.date)
        }
        let end = occurrence.end.date == occurrence.start.date ? occurrence.end.timeText : day(occurrence.end.date) + " " + occurrence.end.timeText
        return day(occurrence.start.date) + " " + occurrence.start.timeText + "–" + end
    }
}

private extension String {
    /// Without the blank lines at either end (a description often ends with some).
    var trimmingBlankLines: String {
        var lines = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.first?.allSatisfy({ $0 == " " || $0 == "\r" }) == true { lines.removeFirst() }
        while lines.last?.allSatisfy({ $0 == " " || $0 == "\r" }) == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
